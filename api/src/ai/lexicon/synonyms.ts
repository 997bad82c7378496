/**
 * Ingredient synonyms for recipe import: each group is one ingredient under the names recipes and bars use.
 * Both the recipe's line and the bar's item names are read through these groups, so a recipe's 'simple syrup'
 * meets the bar's 'Sugar Syrup' whatever the bar calls it.
 *
 * - `name` is the group's own name; `also` lists other names (lower case; accents and plurals do not matter).
 * - A trailing ` ~0.8` says the name is a near substitute, not the same thing: a match through it is trusted less.
 * - A leading `=` says the name counts only as the whole ingredient: '=bitters' is Angostura, 'orange bitters' is not.
 *
 * To teach the importer a new name, add it to its group; for a new ingredient, add a group.
 */
export interface SynonymGroup {
  name: string;
  also: string[];
}

export const SYNONYMS: SynonymGroup[] = [
  // Spirits.
  { name: 'gin', also: ['london dry gin', 'dry gin', 'london gin', 'plymouth gin', 'beefeater', 'tanqueray', 'bombay sapphire', "gordon's gin", "hendrick's gin", 'old tom gin ~0.8', 'genever ~0.75', 'jenever ~0.75', 'jonge jenever ~0.75', 'oude jenever ~0.7', 'navy strength gin ~0.9', 'sloe gin ~0.6'] },
  { name: 'vodka', also: ['citrus vodka ~0.75', 'citron vodka ~0.75', 'lemon vodka ~0.75', 'absolut citron ~0.75', 'grey goose', 'stolichnaya', 'ketel one', "tito's", 'grain alcohol ~0.75', 'neutral spirit ~0.75', 'neutral grain spirit ~0.75', 'rectified spirit ~0.75', 'rectified alcohol ~0.75', 'pure alcohol ~0.7', '=alcohol ~0.7', '=alcol ~0.7'] },
  { name: 'white rum', also: ['light rum', 'silver rum', 'blanco rum', 'white rum', 'bacardi', 'cuban rum', 'puerto rican rum', '=rum ~0.85', 'rhum agricole blanc ~0.75', 'aged white rum ~0.9', 'plantation 3 star'] },
  // An aged or gold rum is lighter than the bar's dark rum: a stand-in the manager confirms, never matched.
  { name: 'dark rum', also: ['amber rum ~0.75', 'aged rum ~0.75', 'aged jamaican rum ~0.75', 'gold rum ~0.75', 'golden rum ~0.75', 'jamaican rum', 'jamaica rum', 'demerara rum', 'black rum', 'navy rum', 'dark jamaican rum', 'anejo rum ~0.75', 'blackstrap rum ~0.85', "gosling's", 'goslings', 'appleton', 'spiced rum ~0.75', 'overproof rum ~0.75', 'rhum agricole ~0.7'] },
  { name: 'cachaca', also: ['cachaça', 'brazilian cachaca'] },
  { name: 'blanco tequila', also: ['tequila', 'silver tequila', 'tequila blanco', 'white tequila', 'plata tequila', 'tequila plata', '100% agave tequila', 'reposado tequila ~0.85', 'tequila reposado ~0.85', 'anejo tequila ~0.75', 'tequila anejo ~0.75'] },
  { name: 'mezcal', also: ['mescal', 'joven mezcal', 'espadin mezcal', 'mezcal joven', 'mezcal espadin', 'espadin', 'mezcal artesanal'] },
  { name: 'bourbon', also: ['bourbon whiskey', 'bourbon whisky', 'kentucky bourbon', "maker's mark", 'buffalo trace', 'woodford reserve', '=whiskey ~0.95', '=whisky ~0.9', 'american whiskey ~0.9', 'tennessee whiskey ~0.75'] },
  { name: 'rye whiskey', also: ['rye', 'rye whisky', 'straight rye', 'american rye', 'rittenhouse rye', 'bulleit rye', '=whiskey ~0.85', 'canadian whisky ~0.7'] },
  { name: 'blended scotch whisky', also: ['scotch', 'scotch whisky', 'blended scotch', 'blended whisky', 'johnnie walker', 'famous grouse', 'monkey shoulder', 'highland scotch ~0.9', 'speyside scotch ~0.9', 'irish whiskey ~0.65'] },
  { name: 'islay single malt whisky', also: ['=islay', 'islay scotch', 'islay whisky', 'islay single malt', 'peated scotch', 'peaty scotch', 'smoky scotch', 'peated whisky', 'laphroaig', 'ardbeg', 'lagavulin', 'bowmore', 'caol ila', 'talisker ~0.85'] },
  { name: 'cognac', also: ['cognac brandy', 'cognac vs', 'vs cognac', 'vsop cognac', 'cognac vsop', 'hennessy', 'remy martin', '=brandy ~0.75', 'armagnac ~0.8', 'french brandy ~0.85', 'calvados ~0.6'] },
  { name: 'triple sec', also: ['cointreau', 'orange liqueur', 'orange liquor', 'curacao ~0.85', 'dry curacao ~0.85', 'orange curacao ~0.85', 'pierre ferrand dry curacao ~0.85', 'grand marnier ~0.85', 'combier'] },
  { name: 'sweet vermouth', also: ['rosso vermouth', 'vermouth rosso', 'red vermouth', 'italian vermouth', 'carpano antica', 'antica formula', 'vermouth di torino', 'cocchi vermouth di torino', 'martini rosso', 'punt e mes', 'vermouth bianco ~0.7', 'bianco vermouth ~0.7', 'blanc vermouth ~0.7', 'vermouth blanc ~0.7', 'martini bianco ~0.7', '=vermouth ~0.7'] },
  { name: 'dry vermouth', also: ['french vermouth', 'extra dry vermouth', 'noilly prat', 'dolin dry', 'martini extra dry', 'white vermouth ~0.8', 'blanc vermouth ~0.7', 'lillet blanc ~0.6'] },
  { name: 'campari', also: ['campari bitter', 'bitter aperitivo ~0.8', 'red bitter liqueur ~0.8', 'italian bitter liqueur ~0.75', 'select aperitivo ~0.75', 'aperitivo select ~0.75', 'cappelletti ~0.75', 'cappelletti aperitivo ~0.75', 'aperitivo cappelletti ~0.75', 'martini bitter ~0.8', 'contratto bitter ~0.75', 'mulassano bitter ~0.75'] },
  { name: 'aperol', also: ['aperol aperitivo'] },
  { name: 'coffee liqueur', also: ['kahlua', 'kahlúa', 'tia maria', 'mr black', 'mr. black', 'coffee liquor', 'coffee liquer'] },
  { name: 'amaretto', also: ['disaronno', 'almond liqueur', 'amaretto liqueur'] },
  { name: 'elderflower liqueur', also: ['st germain', 'st-germain', 'st. germain', 'saint germain', 'elderflower liquor'] },

  // Wine and beer.
  // Champagne, cava and crémant are other wines than prosecco: a near substitute for the manager to confirm.
  { name: 'prosecco', also: ['sparkling wine ~0.9', 'champagne ~0.75', 'brut champagne ~0.75', 'cava ~0.75', 'cremant ~0.75', 'dry sparkling wine ~0.9', 'sparkling white wine ~0.9', '=bubbly ~0.8', 'spumante ~0.75', 'espumante ~0.75', 'sekt ~0.75', 'franciacorta ~0.75', 'cap classique ~0.75'] },
  { name: 'red wine', also: ['dry red wine', 'house red', 'merlot ~0.9', 'cabernet sauvignon ~0.9', 'pinot noir ~0.9', 'malbec ~0.9', 'tempranillo ~0.9', 'shiraz ~0.9', 'cab sav ~0.9', 'cab sauv ~0.9', 'rioja ~0.85', 'chianti ~0.85', 'zinfandel ~0.9', 'primitivo ~0.9'] },
  { name: 'white wine', also: ['dry white wine', 'house white', 'sauvignon blanc ~0.9', 'pinot grigio ~0.9', 'chardonnay ~0.9', 'riesling ~0.85', 'sauvignon ~0.9', 'sauv blanc ~0.9', 'sav blanc ~0.9', 'savvy b ~0.85', 'albarino ~0.85', 'verdejo ~0.85', 'vinho verde ~0.85'] },
  { name: 'rose wine', also: ['rose', 'dry rose', 'house rose', 'rosé wine'] },
  { name: 'lager', also: ['pilsner', 'pils', 'light beer', 'mexican lager', 'pale lager', 'corona', 'peroni', 'heineken', '=beer ~0.8'] },
  { name: 'ipa', also: ['india pale ale', 'pale ale ~0.8', 'hazy ipa', 'session ipa'] },
  { name: 'stout', also: ['guinness', 'dry stout', 'irish stout', 'porter ~0.75'] },
  { name: 'alcohol free beer', also: ['non alcoholic beer', 'na beer', '0.0 beer', 'alcohol free lager', 'non alcoholic lager', 'zero alcohol beer', 'non alcoholic ipa', 'alcohol free ipa', 'alcohol free pale ale', 'non alcoholic pale ale', 'alcohol free ale'] },

  // Juices.
  { name: 'lime juice', also: ['juice of lime', 'lime juice cordial ~0.6', 'lime cordial ~0.6'] },
  { name: 'lemon juice', also: ['juice of lemon', 'lemon juice concentrate ~0.8'] },
  { name: 'orange juice', also: ['oj', 'juice of orange', 'blood orange juice ~0.85'] },
  { name: 'pineapple juice', also: ['=pineapple ~0.85', 'fresh pineapple juice'] },
  { name: 'cranberry juice', also: ['cranberry juice cocktail', '=cranberry ~0.85', 'cranberry nectar'] },
  { name: 'coconut cream', also: ['cream of coconut', 'coco lopez', 'coco real', 'coconut milk ~0.75'] },

  // Syrups.
  { name: 'sugar syrup', also: ['simple syrup', 'simple', 'gomme', 'gomme syrup', 'cane syrup', 'cane sugar syrup', 'rich simple syrup ~0.9', 'rich syrup ~0.9', '=demerara syrup ~0.75', '=rich demerara syrup ~0.75', '=rich demerara ~0.75', '=demerara ~0.7', '=demerara sugar syrup ~0.75', '=syrup ~0.7', '=sugar ~0.75', '=sugar cube ~0.75', '=sugar cubes ~0.75', '=sugar lump ~0.75', '=sugar lumps ~0.75', '=lump of sugar ~0.75', '=lumps of sugar ~0.75', '=demerara sugar ~0.7', '=demerara sugar cube ~0.7', '=superfine sugar ~0.75', '=caster sugar ~0.75', '=white sugar ~0.75', '=granulated sugar ~0.75', '=brown sugar ~0.7', '=raw sugar ~0.7', '=cane sugar ~0.75', '=icing sugar ~0.7', '=powdered sugar ~0.7'] },
  { name: 'agave syrup', also: ['agave nectar', 'light agave nectar', '=agave ~0.85', 'agave sirup'] },
  { name: 'honey ginger syrup', also: ['ginger honey syrup', 'honey-ginger syrup', '=honey ginger', '=honey-ginger', '=house honey ginger', '=house honey-ginger', '=honey and ginger syrup', 'honey syrup ~0.75', 'ginger syrup ~0.75'] },
  { name: 'orgeat', also: ['orgeat syrup', 'almond syrup', 'orzata'] },
  { name: 'raspberry syrup', also: ['raspberry cordial ~0.85', 'raspberry juice ~0.75', 'raspberry puree ~0.75', 'framboise syrup'] },
  { name: 'grenadine', also: ['pomegranate syrup ~0.9', 'grenadine syrup'] },
  { name: 'elderflower cordial', also: ['elderflower syrup', '=elderflower ~0.8', 'elderflower presse ~0.7'] },

  // Bitters.
  { name: 'angostura bitters', also: ['angostura', 'angostura bitter', 'angostura aromatic bitters', 'aromatic bitters', '=bitters ~0.85', 'cocktail bitters ~0.85', 'ango', 'peychaud bitters ~0.7', 'peychaud ~0.7', 'orange bitters ~0.7', 'creole bitters ~0.7'] },

  // Sodas.
  { name: 'soda water', also: ['club soda', '=soda', 'sparkling water', 'seltzer', 'seltzer water', 'carbonated water', 'fizzy water', 'sparkling mineral water', 'soda water chilled'] },
  { name: 'tonic water', also: ['=tonic', 'indian tonic', 'indian tonic water', 'fever-tree tonic', 'premium tonic'] },
  { name: 'ginger beer', also: ['spicy ginger beer', 'ginger ale ~0.7', 'fever-tree ginger beer'] },
  { name: 'cola', also: ['coke', 'coca-cola', 'coca cola', 'pepsi', 'mexican coke'] },
  { name: 'grapefruit soda', also: ['squirt', 'jarritos grapefruit', 'ting', 'pink grapefruit soda', 'grapefruit soda water', 'grapefruit juice ~0.65'] },

  // Coffee, egg.
  { name: 'espresso', also: ['espresso coffee', 'fresh espresso', 'shot of espresso', 'double espresso', 'single espresso', 'doppio espresso', 'espresso doppio', '=doppio', 'caffe espresso', 'cold brew ~0.85', 'cold brew coffee ~0.85', 'cold brew concentrate ~0.8', 'coffee concentrate ~0.8', 'strong coffee ~0.85', '=coffee ~0.75', 'hot coffee ~0.75', 'iced coffee ~0.75', 'cold coffee ~0.75', 'americano ~0.75', 'ristretto ~0.9', 'filter coffee ~0.8', 'drip coffee ~0.8', 'brewed coffee ~0.8', 'black coffee ~0.8', 'caffe filtro ~0.8'] },
  { name: 'egg white', also: ['egg whites', 'aquafaba ~0.7', 'pasteurised egg white', 'pasteurized egg white'] },

  // Garnishes.
  { name: 'mint leaf', also: ['=mint', 'fresh mint', 'spearmint', 'mint sprig', 'sprig of mint', 'mint leaves', 'mint bouquet', 'mint bunch', 'mint tops', 'bunch of mint'] },
  { name: 'lime wedge', also: ['wedge of lime', 'lime wheel ~0.75', 'lime slice ~0.75', 'lime quarter', '=lime ~0.8'] },
  { name: 'lemon twist', also: ['lemon peel', 'lemon zest', 'strip of lemon peel', 'lemon swath', 'twist of lemon'] },
  { name: 'orange peel', also: ['orange twist', 'orange zest', 'strip of orange peel', 'orange swath', 'twist of orange', 'flamed orange peel'] },
  { name: 'orange slice', also: ['orange wheel', 'half orange wheel', 'orange half wheel', 'orange half-wheel', 'slice of orange', 'orange wedge ~0.75', '=orange ~0.7'] },
  { name: 'cocktail cherry', also: ['=cherry', 'maraschino cherry', 'luxardo cherry', 'brandied cherry', 'amarena cherry', 'cherries'] },
  { name: 'green olive', also: ['=olive', 'cocktail olive', 'castelvetrano olive', 'spanish olive'] },
  { name: 'sea salt', also: ['=salt', 'flaky salt', 'kosher salt', 'salt rim', 'pinch of salt', 'coarse salt', 'saline ~0.7', 'saline solution ~0.7'] },

  // Alcohol-free alternatives.
  { name: 'non alcoholic gin alternative', also: ['seedlip', 'zero proof gin', 'alcohol free gin', 'non alcoholic gin', 'gin alternative', '0.0 gin'] },
  { name: 'non alcoholic bitter aperitif', also: ['non alcoholic aperitif', 'alcohol free aperitif', 'alcohol free bitter aperitif', 'zero proof bitter aperitif', 'zero proof aperitif', 'na aperitif', 'non alcoholic aperitivo', 'aperitivo non alcoholic', 'aperitif alcohol free', 'aperitivo alcohol free', 'bitter aperitif alcohol free', 'aperitif non alcoholic', 'bitter non alcoholic', 'non alcoholic bitter aperitivo', 'alcohol free aperitivo', 'crodino', 'sanbitter'] },
];
