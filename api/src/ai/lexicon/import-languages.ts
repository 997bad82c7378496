import { ownWords } from './own';
/**
 * Recipes pasted in Spanish, French, German, Italian and Portuguese: the words of their ingredients and measures in
 * the English the import reads ('zumo de lima' -> lime juice, '2 cl Zuckersirup' -> sugar syrup, '2 colheres de chá'
 * -> 2 tsp). Text is folded first (lower case, accents off, 'ß' -> 'ss', "d'orange" -> 'd orange'), so write entries
 * that way. The request reader has its own list (`languages.ts`): there 'sucre' is a taste, here it is sugar.
 */
/** White and dark rum in the other languages: read the same in a recipe and in a guest's request. */
export const RUM_STYLES: Readonly<Record<string, string>> = ownWords({
  'ron blanco': 'white rum', 'ron oscuro': 'dark rum', 'ron negro': 'dark rum', 'ron anejo': 'dark rum', 'rhum blanc': 'white rum',
  'rhum ambre': 'amber rum', 'ron ambar': 'amber rum', 'rum ambrato': 'amber rum', 'rum dourado': 'gold rum', 'ron dorado': 'gold rum', 'rhum vieux': 'aged rum', 'rhum brun': 'dark rum', 'weisser rum': 'white rum', 'brauner rum': 'dark rum', 'rum bianco': 'white rum',
  'rum scuro': 'dark rum', 'rum branco': 'white rum', 'rum escuro': 'dark rum',
  // A colour said after the rum, or in German in another form ('Rum (braun)', 'dunkler Rum', 'rum oscuro', 'rom mørk').
  'dunkler rum': 'dark rum', 'dunkel rum': 'dark rum', 'dunklen rum': 'dark rum', 'braunen rum': 'dark rum', 'rum braun': 'dark rum', 'rum dunkel': 'dark rum', 'rum brun': 'dark rum', 'rum oscuro': 'dark rum', 'rum mork': 'dark rum', 'rom mork': 'dark rum', 'morkt rom': 'dark rum', 'rum weiss': 'white rum', 'rum hell': 'white rum', 'heller rum': 'white rum',
});
export const IMPORT_PHRASES: Record<string, string> = ownWords({
  // Juices.
  'zumo de lima': 'lime juice', 'jugo de lima': 'lime juice', 'zumo de limon verde': 'lime juice', 'jugo de limon verde': 'lime juice',
  'zumo de limon': 'lemon juice', 'jugo de limon': 'lemon juice', 'zumo de naranja': 'orange juice', 'jugo de naranja': 'orange juice',
  'zumo de pina': 'pineapple juice', 'jugo de pina': 'pineapple juice', 'zumo de arandanos': 'cranberry juice', 'jugo de arandano': 'cranberry juice',
  'zumo de pomelo': 'grapefruit juice', 'jugo de toronja': 'grapefruit juice',
  'jus de citron vert': 'lime juice', 'jus de lime': 'lime juice', 'jus de citron jaune': 'lemon juice', 'jus de citron': 'lemon juice',
  'jus d orange': 'orange juice', 'jus d ananas': 'pineapple juice', 'jus de canneberge': 'cranberry juice', 'jus de cranberry': 'cranberry juice',
  'jus de pamplemousse': 'grapefruit juice',
  limettensaft: 'lime juice', zitronensaft: 'lemon juice', orangensaft: 'orange juice', ananassaft: 'pineapple juice', cranberrysaft: 'cranberry juice',
  grapefruitsaft: 'grapefruit juice',
  'succo di lime': 'lime juice', 'succo di limone': 'lemon juice', 'succo d arancia': 'orange juice', 'succo di arancia': 'orange juice',
  'succo d ananas': 'pineapple juice', 'succo di ananas': 'pineapple juice', 'succo di mirtillo rosso': 'cranberry juice', 'succo di pompelmo': 'grapefruit juice',
  // (Juices of fruit the bar keeps as a syrup or not at all: 'succo di lampone' is raspberry juice, offered as its syrup.)
  'succo di lampone': 'raspberry juice', 'succo di lamponi': 'raspberry juice', 'jus de framboise': 'raspberry juice', 'jugo de frambuesa': 'raspberry juice',
  'zumo de frambuesa': 'raspberry juice', himbeersaft: 'raspberry juice', 'succo di mela': 'apple juice', 'jus de pomme': 'apple juice', apfelsaft: 'apple juice',
  'suco de limao siciliano': 'lemon juice', 'suco de limao': 'lime juice', 'sumo de limao': 'lemon juice', 'suco de laranja': 'orange juice',
  'suco de lima': 'lime juice', 'sumo de lima': 'lime juice', 'sumo de ananas': 'pineapple juice', 'suco de ananas': 'pineapple juice',
  'sumo de abacaxi': 'pineapple juice', 'sumo de laranja': 'orange juice', 'sumo de toranja': 'grapefruit juice', 'suco de limao taiti': 'lime juice',
  'suco de abacaxi': 'pineapple juice', 'suco de cranberry': 'cranberry juice', 'suco de toranja': 'grapefruit juice',
  // Syrups and sweeteners.
  'sirope de agave': 'agave syrup', 'jarabe de agave': 'agave syrup', 'nectar de agave': 'agave syrup', 'sirope simple': 'sugar syrup',
  // Spirits and their kin by their names abroad ('50 ml de ginebra', 'triple seco'), gomme syrup, bitters as 'amargo'.
  ginebra: 'gin', 'triple seco': 'triple sec', 'jarabe de goma': 'sugar syrup', 'sirope de goma': 'sugar syrup', 'sirop de gomme': 'sugar syrup',
  'gomme syrup': 'sugar syrup', 'amargo de angostura': 'angostura bitters', 'amargo angostura': 'angostura bitters', 'refresco de pomelo': 'grapefruit soda',
  'refresco de toronja': 'grapefruit soda', 'soda de pomelo': 'grapefruit soda', 'en el borde': 'for the rim', 'hasta arriba': 'to top', 'hasta el tope': 'to top',
  litro: 'l', litros: 'l', 'mezza oncia': '1/2 oz', 'media onza': '1/2 oz', 'meia onca': '1/2 oz', 'wermut rot': 'sweet vermouth', 'wermut trocken': 'dry vermouth',
  'jarabe simple': 'sugar syrup', 'jarabe de azucar': 'sugar syrup', 'sirope de azucar': 'sugar syrup', almibar: 'sugar syrup',
  'sirop de canne': 'sugar syrup', 'sirop de sucre de canne': 'sugar syrup', 'sirop de sucre': 'sugar syrup', 'sirop simple': 'sugar syrup', 'sirop d agave': 'agave syrup', 'sirop de grenadine': 'grenadine',
  zuckersirup: 'sugar syrup', zuckersiruppe: 'sugar syrup', 'einfacher sirup': 'sugar syrup', agavensirup: 'agave syrup', agavendicksaft: 'agave syrup',
  'sciroppo di zucchero': 'sugar syrup', 'sciroppo semplice': 'sugar syrup', 'sciroppo d agave': 'agave syrup', 'sciroppo di agave': 'agave syrup',
  'xarope de acucar': 'sugar syrup', 'xarope simples': 'sugar syrup', 'xarope de agave': 'agave syrup', 'calda de acucar': 'sugar syrup',
  granadina: 'grenadine', granatina: 'grenadine', 'sirop d orgeat': 'orgeat syrup', 'sirope de orgeat': 'orgeat syrup', mandelsirup: 'orgeat syrup',
  'sciroppo di orzata': 'orgeat syrup',
  // Spirits and wines.
  ...RUM_STYLES, ron: 'rum', rhum: 'rum',
  'vermut rojo': 'sweet vermouth', 'vermut dulce': 'sweet vermouth', 'vermut seco': 'dry vermouth', 'vermouth rouge': 'sweet vermouth',
  'vermouth rosso': 'sweet vermouth', 'vermouth secco': 'dry vermouth', 'vermouth blanc sec': 'dry vermouth', 'roter wermut': 'sweet vermouth',
  'trockener wermut': 'dry vermouth', 'vermute tinto': 'sweet vermouth', 'vermute seco': 'dry vermouth', wermut: 'vermouth', vermut: 'vermouth',
  'licor de cafe': 'coffee liqueur', 'liqueur de cafe': 'coffee liqueur', kaffeelikor: 'coffee liqueur', 'liquore al caffe': 'coffee liqueur',
  'bitter campari': 'campari', 'vino espumoso': 'sparkling wine',
  // Still wines ('vin blanc sec', 'vino tinto', 'Rotwein', 'vinho branco'), the dryness of a still wine aside.
  'vin blanc sec': 'white wine', 'vin blanc': 'white wine', 'vin rouge': 'red wine', 'vin rose': 'rose wine', 'vino blanco': 'white wine',
  'vino tinto': 'red wine', 'vino rosado': 'rose wine', 'vino bianco': 'white wine', 'vino rosso': 'red wine', 'vino rosato': 'rose wine',
  'vinho branco': 'white wine', 'vinho tinto': 'red wine', 'vinho rose': 'rose wine', rotwein: 'red wine', weisswein: 'white wine',
  roseewein: 'rose wine', 'trockener weisswein': 'white wine', 'vino blanco seco': 'white wine', 'vinho branco seco': 'white wine',
  // Juice of a counted fruit ('el zumo de 1/2 lima', 'le jus de 4 citrons verts', 'suco de 1 limão'): the juice of.
  'el zumo de': 'the juice of', 'el jugo de': 'the juice of', 'zumo de': 'juice of', 'jugo de': 'juice of', 'le jus de': 'the juice of',
  'jus de': 'juice of', 'der saft von': 'the juice of', 'saft von': 'juice of', 'il succo di': 'the juice of', 'succo di': 'juice of',
  'o suco de': 'the juice of', 'suco de': 'juice of', 'sumo de': 'juice of', 'citrons verts': 'limes',
  // Each, and equal parts ('3 cl ciascuno', 'cada uno', 'chacun'; 'in parti uguali', 'partes iguales').
  ciascuno: 'each', ciascuna: 'each', ognuno: 'each', 'cada uno': 'each', 'cada una': 'each', chacun: 'each', chacune: 'each', 'de cada': 'each',
  'in parti uguali': 'equal parts', 'parti uguali': 'equal parts', 'a partes iguales': 'equal parts', 'partes iguales': 'equal parts',
  'a parts egales': 'equal parts', 'parts egales': 'equal parts', 'zu gleichen teilen': 'equal parts', 'gleiche teile': 'equal parts',
  'em partes iguais': 'equal parts', 'partes iguais': 'equal parts',
  // Bottles ('2 bouteilles de vin', '1 Flasche Rotwein', 'una botella de cava').
  'botella de': 'bottle of', 'botellas de': 'bottles of', 'bouteille de': 'bottle of', 'bouteilles de': 'bottles of', 'garrafa de': 'bottle of', bouteilles: 'bottles', bouteille: 'bottle', flaschen: 'bottles', flasche: 'bottle', botellas: 'bottles', botella: 'bottle',
  butelki: 'bottles', butelka: 'bottle', butelek: 'bottles', butelke: 'bottle', flessen: 'bottles', fles: 'bottle',
  bottiglie: 'bottles', bottiglia: 'bottle', garrafas: 'bottles', garrafa: 'bottle',
  kirschwasser: 'kirsch',
  // Latin America's names of stocked things, the kind said first ('whisky bourbon', 'uísque bourbon', 'whisky escocés',
  // 'tequila añejo'), a plain syrup said 'natural' or alone ('jarabe natural', '3/4 onza de jarabe'), Mexico's mineral
  // water, which is sparkling ('agua mineral'), and egg whites counted ('2 claras de huevo').
  'whisky bourbon': 'bourbon whiskey', 'whiskey bourbon': 'bourbon whiskey', 'uisque bourbon': 'bourbon whiskey', 'bourbon whisky americano': 'bourbon whiskey',
  'whisky escoces': 'scotch whisky', 'whisky escoces blended': 'blended scotch whisky', 'uisque escoces': 'scotch whisky', 'whisky de centeno': 'rye whiskey',
  'whisky centeno': 'rye whiskey', uisque: 'whisky', 'tequila anejo': 'anejo tequila', 'tequila plata': 'blanco tequila', 'tequila branca': 'blanco tequila',
  'jarabe natural': 'sugar syrup', 'jarabe de azucar blanca': 'sugar syrup', 'jarabe simple casero': 'sugar syrup', 'jarabe comun': 'sugar syrup',
  'xarope de acucar simples': 'sugar syrup', 'xarope natural': 'sugar syrup', 'xarope simples caseiro': 'sugar syrup', 'calda simples': 'sugar syrup', 'calda de acucar simples': 'sugar syrup',
  'agua mineral gasificada': 'soda water', 'agua gasificada': 'soda water', 'agua mineral': 'soda water',
  'agua mineral sin gas': 'still water', 'agua sin gas': 'still water', 'agua mineral sem gas': 'still water', 'agua sem gas': 'still water', 'agua quina': 'tonic water',
  'claras de huevo': 'egg whites', 'claras de ovo': 'egg whites', 'clara de huevo fresca': 'egg white', 'vermu rojo': 'sweet vermouth', 'vermu dulce': 'sweet vermouth',
  'vermu seco': 'dry vermouth', 'vermouth rojo': 'sweet vermouth', 'vermouth dulce': 'sweet vermouth', 'vermouth seco': 'dry vermouth', 'vermute doce': 'sweet vermouth',
  'vermute rosso': 'sweet vermouth', 'vermute vermelho': 'sweet vermouth', vermute: 'vermouth', vermu: 'vermouth',
  // Beer: 'cerveza', 'Bier', 'birra' ('1 cerveza Corona bien fría' is a Corona).
  'cerveza clara': 'lager', cerveza: 'beer', cerveja: 'beer', biere: 'beer', bier: 'beer', birra: 'beer', champagner: 'champagne', champan: 'champagne', champana: 'champagne',
  // Elderflower, and syrups and juices named in German compounds or 'syrup of' ('Holunderblütensirup', 'sirop de sureau').
  'flor de sauco': 'elderflower', sauco: 'elderflower', 'fleurs de sureau': 'elderflower', 'fleur de sureau': 'elderflower', sureau: 'elderflower',
  'fiori di sambuco': 'elderflower', 'fiore di sambuco': 'elderflower', sambuco: 'elderflower', 'flor de sabugueiro': 'elderflower',
  'flores de sabugueiro': 'elderflower', sabugueiro: 'elderflower', holunderbluten: 'elderflower', holunder: 'elderflower', sirup: 'syrup',
  // Mixers.
  'agua con gas': 'soda water', 'agua de soda': 'soda water', 'agua tonica': 'tonic water', 'cerveza de jengibre': 'ginger beer',
  sprudel: 'soda water',
  rondelle: 'slice',
  'eau gazeuse': 'soda water', 'eau petillante': 'soda water', 'biere de gingembre': 'ginger beer', sodawasser: 'soda water', sprudelwasser: 'soda water',
  mineralwasser: 'soda water', 'mineralwasser mit kohlensaure': 'soda water', 'wasser mit kohlensaure': 'soda water', 'mineraalwater met koolzuur': 'soda water', ingwerbier: 'ginger beer', 'acqua frizzante': 'soda water', 'acqua gassata': 'soda water', 'acqua tonica': 'tonic water',
  'birra allo zenzero': 'ginger beer', 'agua com gas': 'soda water', 'agua gaseificada': 'soda water', 'cerveja de gengibre': 'ginger beer',
  'refresco de cola': 'cola', 'refrigerante de cola': 'cola', 'bibita alla cola': 'cola', 'boisson au cola': 'cola',
  'crema de coco': 'coconut cream', 'creme de coco': 'coconut cream', kokoscreme: 'coconut cream', 'crema di cocco': 'coconut cream',
  // Coconut milk is another product than coconut cream ('leite de coco', 'lait de coco', 'Kokosmilch').
  'leite de coco': 'coconut milk', 'leche de coco': 'coconut milk', 'lait de coco': 'coconut milk', 'latte di cocco': 'coconut milk', kokosmilch: 'coconut milk',
  'leite condensado': 'condensed milk', 'leche condensada': 'condensed milk', 'lait concentre': 'condensed milk', 'latte condensato': 'condensed milk', 'cafe expresso': 'espresso', 'cafe espresso': 'espresso', 'caffe espresso': 'espresso',
  // Egg, herbs, fruit, garnish.
  'clara de huevo': 'egg white', 'blanc d oeuf': 'egg white', 'blancs d oeuf': 'egg white', eiweiss: 'egg white', albume: 'egg white',
  'clara de ovo': 'egg white', 'hojas de menta': 'mint leaves', hierbabuena: 'mint', 'feuilles de menthe': 'mint leaves', menthe: 'mint',
  minzblatter: 'mint leaves', minze: 'mint', 'foglie di menta': 'mint leaves', 'folhas de hortela': 'mint leaves', hortela: 'mint', menta: 'mint',
  'zeste de citron vert': 'lime peel', 'zeste de citron': 'lemon twist', 'scorza di limone': 'lemon twist', 'cascara de limon': 'lemon twist',
  'casca de limao siciliano': 'lemon twist', zitronenzeste: 'lemon twist', zitronenschale: 'lemon twist',
  'cascara de naranja': 'orange peel', 'piel de naranja': 'orange peel', 'zeste d orange': 'orange peel', "ecorce d orange": 'orange peel',
  orangenzeste: 'orange peel', orangenschale: 'orange peel', 'scorza d arancia': 'orange peel', 'scorza di arancia': 'orange peel', 'scorze d arancia': 'orange peels', 'scorze di arancia': 'orange peels', 'scorze di limone': 'lemon twists',
  // (A peel cut in a spiral is a twist: 'a long spiral of lemon peel', 'orange spiral'.)
  'spiral of lemon peel': 'lemon twist', 'spiral of lemon': 'lemon twist', 'lemon spiral': 'lemon twist', 'spiral of orange peel': 'orange peel', 'spiral of orange': 'orange peel',
  'orange spiral': 'orange peel',
  'casca de laranja': 'orange peel', 'rodaja de naranja': 'orange slice', 'tranche d orange': 'orange slice', orangenscheibe: 'orange slice',
  'fetta d arancia': 'orange slice', 'plaster pomaranczy': 'orange slice', 'plaster cytryny': 'lemon slice', 'plaster limonki': 'lime wheel', 'rodela de laranja': 'orange slice', 'gajo de lima': 'lime wedge', 'gajo de limon verde': 'lime wedge', 'cuna de limon verde': 'lime wedge', 'rodaja de limon verde': 'lime wheel', 'cuna de lima': 'lime wedge',
  'twist di limone': 'lemon twist', 'twist de limon': 'lemon twist', 'twist de citron': 'lemon twist', limettenviertel: 'lime wedge', zitronenviertel: 'lemon wedge', 'tot de rand': 'to top', 'tot aan de rand': 'to top', 'quartier de citron vert': 'lime wedge', 'quartier de lime': 'lime wedge', limettenspalte: 'lime wedge', 'spicchio di lime': 'lime wedge',
  'cortado em cunhas': 'cut into wedges', 'cortada em cunhas': 'cut into wedges', 'cortado en gajos': 'cut into wedges', 'cortada en gajos': 'cut into wedges',
  'coupe en quartiers': 'cut into wedges', 'in spalten geschnitten': 'cut into wedges', 'tagliato a spicchi': 'cut into wedges',
  'cereza al marrasquino': 'cocktail cherry', 'cerise au marasquin': 'cocktail cherry', cocktailkirsche: 'cocktail cherry', cocktailkirschen: 'cocktail cherries', 'ciliegina al maraschino': 'cocktail cherry',
  // The pieces a fruit is cut into ('cortado en 4 gajos', 'coupé en 4 quartiers', 'in 4 Spalten geschnitten', 'tagliato in 4 spicchi').
  gajos: 'wedges', gajo: 'wedge', cunhas: 'wedges', cunha: 'wedge', quartiers: 'wedges', spalten: 'wedges', spicchi: 'wedges', achtel: 'wedges',
  rodajas: 'slices', rodaja: 'slice', rodelas: 'slices', rondelles: 'slices', tranches: 'slices', scheiben: 'slices', fette: 'slices',
  cuartos: 'quarters', quartos: 'quarters', viertel: 'quarters',
  // A lime's variety is still a lime ('limão taiti', 'lima persa').
  'limao taiti': 'lime', 'limao tahiti': 'lime', 'limao-taiti': 'lime', 'limao-tahiti': 'lime', 'lima persa': 'lime', 'lima tahiti': 'lime',
  // A cherry for the garnish: 'Kirsche', 'cereza', 'cerise', 'ciliegina', 'cereja' (the 'Kirsch' is a spirit).
  kirsche: 'cherry', kirschen: 'cherries', cereza: 'cherry', cerezas: 'cherries', cerise: 'cherry', cerises: 'cherries', ciliegia: 'cherry',
  ciliegie: 'cherries', ciliegina: 'cherry', ciliegine: 'cherries', cereja: 'cherry', cerejas: 'cherries',
  'citron vert': 'lime', limette: 'lime', zitrone: 'lemon', limone: 'lemon', limao: 'lime', limon: 'lemon', lima: 'lime', citron: 'lemon',
  naranja: 'orange', arancia: 'orange', laranja: 'orange', aceituna: 'olive', oliva: 'olive', azeitona: 'olive',
  // An olive with its colour after it, as the Romance languages say it ('1 oliva verde', 'aceitunas verdes', 'olive
  // verdi', 'olives vertes'), and the olive in German, Dutch and Polish ('grüne Olive', 'groene olijf', 'zielona oliwka').
  'oliva verde': 'green olive', 'olivas verdes': 'green olives', 'olive verdi': 'green olives', 'aceituna verde': 'green olive',
  'aceitunas verdes': 'green olives', 'azeitona verde': 'green olive', 'azeitonas verdes': 'green olives', 'olive verte': 'green olive',
  'olives vertes': 'green olives', 'oliva negra': 'black olive', 'aceituna negra': 'black olive', 'oliva nera': 'black olive', 'olive nere': 'black olives',
  'olive noire': 'black olive', 'azeitona preta': 'black olive', aceitunas: 'olives', olivas: 'olives', azeitonas: 'olives',
  'grune olive': 'green olive', 'grune oliven': 'green olives', oliven: 'olives', 'groene olijf': 'green olive', 'groene olijven': 'green olives',
  olijf: 'olive', olijven: 'olives', 'zielona oliwka': 'green olive', 'zielone oliwki': 'green olives', 'zielonej oliwki': 'green olive',
  oliwka: 'olive', oliwki: 'olives', oliwke: 'olive',
  hielo: 'ice', glacons: 'ice', eiswurfel: 'ice', eis: 'ice', ghiaccio: 'ice', gelo: 'ice', sal: 'salt', sel: 'salt', salz: 'salt', sale: 'salt',
  azucar: 'sugar', sucre: 'sugar', zucker: 'sugar', zucchero: 'sugar', acucar: 'sugar',
  'hojas de hierbabuena': 'mint leaves', 'ramita de hierbabuena': 'mint sprig',
  // Cut into pieces ('1 limão cortado em 4 pedaços'): the wedges the fruit is cut into.
  'cortado em': 'cut into', 'cortada em': 'cut into', 'cortado en': 'cut into', 'cortada en': 'cut into', 'coupe en': 'cut into',
  'tagliato in': 'cut into', 'geschnitten in': 'cut into', pedacos: 'pieces', pedaco: 'piece', gomos: 'wedges', trozos: 'pieces',
  morceaux: 'pieces', pezzi: 'pieces', stucke: 'pieces',
  // How a fruit is cut ('meio limão em pedaços', 'mezzo lime a spicchi', 'eine halbe Limette, geachtelt').
  'em pedacos': 'in pieces', 'en trozos': 'in pieces', 'en morceaux': 'in pieces', 'a pezzi': 'in pieces', 'a spicchi': 'in wedges', 'en quartiers': 'in wedges',
  'en gajos': 'in wedges', 'em gomos': 'in wedges', geachtelt: 'cut into 8 pieces', geviertelt: 'cut into 4 pieces',
  // Shorthand of a bar's notes ('sugar syr 20').
  syr: 'syrup',
  // Fresh, in the languages ('jus de citron jaune frais', 'frischer Zitronensaft', 'succo di limone fresco').
  // Freshly made, and a product without alcohol named in the languages ('espresso recién hecho', 'gin sin alcohol',
  // 'alkoholfreier Gin', 'apéritif amer sans alcool').
  'recien hecho': 'fresh', 'recien exprimido': 'fresh', 'recien exprimida': 'fresh', 'spremuto al momento': 'fresh', 'spremuta al momento': 'fresh', 'al servizio': 'per serve', 'recien hecha': 'fresh', 'recien preparado': 'fresh', 'fraichement prepare': 'fresh', 'frisch gebruht': 'fresh', 'appena fatto': 'fresh', 'feito na hora': 'fresh',
  'sin alcohol': 'non alcoholic', 'sans alcool': 'non alcoholic', 'senza alcol': 'non alcoholic', 'sem alcool': 'non alcoholic', alkoholfreier: 'non alcoholic', alkoholfreie: 'non alcoholic', alkoholfreien: 'non alcoholic', alkoholfrei: 'non alcoholic', analcolico: 'non alcoholic', analcolica: 'non alcoholic',
  'aperitif amer': 'bitter aperitif', 'aperitivo amargo': 'bitter aperitif', 'aperitivo amaro': 'bitter aperitif', 'bitter aperitif': 'bitter aperitif',
  garnitur: 'garnish',
  frais: 'fresh', fraiche: 'fresh', frischer: 'fresh', frische: 'fresh', frisch: 'fresh', frischen: 'fresh', fresco: 'fresh', fresca: 'fresh',
  // Swedish, Danish and Norwegian: the main words ('1 msk pressad limejuice', 'fyll upp med ingefärsöl', '1 limeklyfta', 'is').
  pressad: 'fresh', pressat: 'fresh', presset: 'fresh', farskpressad: 'fresh', nypressad: 'fresh', friskpresset: 'fresh', limejuice: 'lime juice', citronjuice: 'lemon juice', citronsaft: 'lemon juice',
  limesaft: 'lime juice', apelsinjuice: 'orange juice', appelsinjuice: 'orange juice', ananasjuice: 'pineapple juice', grapefruktjuice: 'grapefruit juice',
  sockerlag: 'sugar syrup', sockersirap: 'sugar syrup', sukkerlage: 'sugar syrup', sukkersirup: 'sugar syrup', ingefarsol: 'ginger beer', ingefaersol: 'ginger beer',
  ingefaerol: 'ginger beer', ingefarol: 'ginger beer', 'fyll upp med': 'top with', 'fyld op med': 'top with', 'fyll opp med': 'top with', 'toppa med': 'top with',
  limeklyfta: 'lime wedge', limeklyftor: 'lime wedges', limebad: 'lime wedge', limeskiva: 'lime wheel', citronskiva: 'lemon wheel', apelsinskiva: 'orange slice',
  appelsinskive: 'orange slice', myntablad: 'mint leaves', mynteblade: 'mint leaves', mynteblader: 'mint leaves', mynta: 'mint', mynte: 'mint', aggvita: 'egg white',
  aeggehvide: 'egg white', eggehvite: 'egg white', 'ljus rom': 'white rum', 'mork rom': 'dark rum', 'lys rom': 'white rum', 'mork rum': 'dark rum',
  sodavatten: 'soda water', sodavand: 'soda water', kolsyrat: 'soda water', isbitar: 'ice', isterninger: 'ice', isbiter: 'ice', krossad: 'crushed',
  'rott vin': 'red wine', rodvin: 'red wine', 'vitt vin': 'white wine', hvidvin: 'white wine', hvitvin: 'white wine', garnera: 'garnish', pynt: 'garnish',
  // (More of them: a punch's bottles, cordial and wines, 'à 75 cl' for each bottle's size, a bunch of mint, strawberries.)
  flaska: 'bottle', flaskor: 'bottles', flasker: 'bottles', flaske: 'bottle', fladerblomssaft: 'elderflower cordial', hyldeblomstsaft: 'elderflower cordial',
  hylleblomstsaft: 'elderflower cordial', fladerblom: 'elderflower', rosevin: 'rose wine', 'torrt rosevin': 'rose wine', torrt: 'dry',
  'mousserande vin': 'sparkling wine', mousserande: 'sparkling', bubbel: 'sparkling wine', knippe: 'bunch', jordgubbar: 'strawberries', jordgubbe: 'strawberry',
  jordbaer: 'strawberries', skivade: 'sliced', farska: 'fresh', farsk: 'fresh', socker: 'sugar', gurka: 'cucumber', ingefara: 'ginger', apelsin: 'orange',
  // (A card's juices and peels: 'tranbärsjuice', 'Garnering: flamberat apelsinskal', 'citronskal'.)
  tranbarsjuice: 'cranberry juice', tranebaerjuice: 'cranberry juice', tranebarjuice: 'cranberry juice', apelsinskal: 'orange peel', appelsinskal: 'orange peel',
  citronskal: 'lemon peel', limeskal: 'lime peel', flamberat: 'flamed', flamberet: 'flamed', flamberad: 'flamed',
  // Dutch and Polish: the main words.
  'partje limoen': 'lime wedge', 'partjes limoen': 'lime wedges', 'schijfje limoen': 'lime wedge', 'schijfjes limoen': 'lime wedges', partjes: 'wedges', partje: 'wedge', limoensap: 'lime juice', citroensap: 'lemon juice', limoen: 'lime', citroen: 'lemon',
  suikersiroop: 'sugar syrup', spuitwater: 'soda water', ijs: 'ice', ijsblokjes: 'ice',
  // (The glass and its ice, 'koperen mok vol ijsblokjes', 'ghiaccio in cubetti': no ingredient.)
  'koperen mok vol': 'copper mug full of', 'koperen mok': 'copper mug', 'mok vol': 'mug full of', 'glas vol': 'glass full of', 'in cubetti': 'cubed',
  'witte rum': 'white rum', 'donkere rum': 'dark rum', muntblaadjes: 'mint leaves', muntblaadje: 'mint leaf', 'blaadjes munt': 'mint leaves', munt: 'mint',
  gemberbier: 'ginger beer', sinaasappelsap: 'orange juice', ananassap: 'pineapple juice', cranberrysap: 'cranberry juice', grapefruitsap: 'grapefruit juice',
  'schijfje sinaasappel': 'orange slice', sinaasappelschil: 'orange peel', citroenschil: 'lemon twist', eiwit: 'egg white', 'rode wijn': 'red wine',
  'witte wijn': 'white wine', 'garneer met': 'garnish with', 'ter garnering': 'for garnish',
  garnering: 'garnish', citroenzeste: 'lemon twist', citroenzest: 'lemon twist', sinaasappelzeste: 'orange peel', vers: 'fresh', verse: 'fresh',
  swiezy: 'fresh', swiezego: 'fresh', swieza: 'fresh', swiezej: 'fresh', swiezo: 'fresh', 'swiezo wycisniety': 'fresh', 'swiezo wycisnietego': 'fresh',
  'bottiglia di': 'bottle', 'bottiglie di': 'bottles',
  'plasterkow pomaranczy': 'orange slices', 'wisienek koktajlowych': 'cocktail cherries',
  'wisienki koktajlowe': 'cocktail cherries', 'wisienka koktajlowa': 'cocktail cherry', 'wisienke koktajlowa': 'cocktail cherry',
  bruiswater: 'soda water', 'spa rood': 'soda water', sodawater: 'soda water', cocktailkersen: 'cocktail cherries', cocktailkers: 'cocktail cherry',
  jenever: 'genever', genever: 'genever', 'oude jenever': 'genever', 'jonge jenever': 'genever',
  'piwa imbirowego': 'ginger beer', 'piwo imbirowe': 'ginger beer', imbirowego: 'ginger', 'do dekoracji': 'for garnish', 'do ozdoby': 'for garnish',
  'bialego rumu': 'white rum', 'bialy rum': 'white rum', 'ciemnego rumu': 'dark rum', rumu: 'rum', coli: 'cola', 'soku z limonki': 'lime juice',
  'sok z limonki': 'lime juice', 'soku z cytryny': 'lemon juice', 'sok z cytryny': 'lemon juice', 'cwiartka limonki': 'lime wedge',
  'cwiartki limonki': 'lime wedge', limonki: 'lime', limonka: 'lime', 'syropu cukrowego': 'sugar syrup', 'syrop cukrowy': 'sugar syrup',
  'wody gazowanej': 'soda water', 'woda gazowana': 'soda water', lod: 'ice', 'kostki lodu': 'ice', 'lod w kostkach': 'ice', 'lod kruszony': 'crushed ice',
  'bialka jajka': 'egg white', 'bialko jajka': 'egg white', 'bialek jaj': 'egg whites', bialko: 'egg white', bialka: 'egg white',
  angostury: 'angostura', angosturze: 'angostura', 'bittera angostura': 'angostura bitters',
  // Polish cases of the same words ('3 l czerwonego wina', 'butelka wódki', 'sok pomarańczowy', 'piwo jasne').
  'czerwonego wina': 'red wine', 'czerwone wino': 'red wine', 'wina czerwonego': 'red wine', 'bialego wina': 'white wine', 'biale wino': 'white wine',
  'wina bialego': 'white wine', 'wino musujace': 'prosecco', wina: 'wine', wino: 'wine', wodki: 'vodka', wodka: 'vodka', wodke: 'vodka', ginu: 'gin',
  whisky: 'whisky', 'sok pomaranczowy': 'orange juice', 'soku pomaranczowego': 'orange juice', 'sok z pomaranczy': 'orange juice',
  'soku z pomaranczy': 'orange juice', piwa: 'beer', piwo: 'beer', 'piwa jasnego': 'lager', 'piwo jasne': 'lager', miodu: 'honey', miod: 'honey',
  cukru: 'sugar', cukier: 'sugar', 'plasterek pomaranczy': 'orange slice', 'plasterki pomaranczy': 'orange slice', 'plasterka pomaranczy': 'orange slice',
  'skorka pomaranczy': 'orange peel', 'skorki pomaranczy': 'orange peel', 'listki miety': 'mint leaves', 'listkow miety': 'mint leaves', miety: 'mint',
  // (The other cases of the stock's words: '3 cl słodkiego wermutu', '1 l soku żurawinowego', 'dopełnić wodą sodową'.)
  'slodkiego wermutu': 'sweet vermouth', 'slodki wermut': 'sweet vermouth', 'wermutu slodkiego': 'sweet vermouth', 'czerwonego wermutu': 'sweet vermouth',
  'wytrawnego wermutu': 'dry vermouth', 'wytrawny wermut': 'dry vermouth', 'wermutu wytrawnego': 'dry vermouth', wermutu: 'vermouth',
  'soku zurawinowego': 'cranberry juice', 'sok zurawinowy': 'cranberry juice', 'soku ananasowego': 'pineapple juice', 'sok ananasowy': 'pineapple juice',
  'soku grejpfrutowego': 'grapefruit juice', 'sok grejpfrutowy': 'grapefruit juice', 'soku cytrynowego': 'lemon juice', 'sok cytrynowy': 'lemon juice',
  'soku z limonek': 'lime juice', 'woda sodowa': 'soda water', 'wody sodowej': 'soda water', 'woda sodowej': 'soda water', 'wode sodowa': 'soda water',
  // Czech, folded ('4 cl bílý rum', '2 cl limetková šťáva', '8 lístků máty', 'doplnit sodovkou', 'plátek limetky').
  'bily rum': 'white rum', 'bileho rumu': 'white rum', 'tmavy rum': 'dark rum', 'tmaveho rumu': 'dark rum', 'limetkova stava': 'lime juice',
  'limetkove stavy': 'lime juice', 'citronova stava': 'lemon juice', 'citronove stavy': 'lemon juice', 'pomerancova stava': 'orange juice',
  'pomerancove stavy': 'orange juice', 'cukrovy sirup': 'sugar syrup', 'cukroveho sirupu': 'sugar syrup', 'listku maty': 'mint leaves', 'listky maty': 'mint leaves',
  maty: 'mint', mata: 'mint', 'doplnit sodovkou': 'top with soda water', 'dolit sodovkou': 'top with soda water', doplnit: 'top with', sodovkou: 'soda water',
  sodovka: 'soda water', sodovky: 'soda water', 'platek limetky': 'lime wheel', 'mesicek limetky': 'lime wedge', 'platek citronu': 'lemon wheel',
  'platek pomerance': 'orange slice', 'pomerancova kura': 'orange peel', 'citronova kura': 'lemon peel', ozdoba: 'garnish', 'sladky vermut': 'sweet vermouth',
  'sladkeho vermutu': 'sweet vermouth', 'suchy vermut': 'dry vermouth', 'zazvorove pivo': 'ginger beer', 'zazvoroveho piva': 'ginger beer', 'zazvorovym pivem': 'ginger beer', 'vajecny bilek': 'egg white',
  bilek: 'egg white',
  // Turkish, folded ('30 ml cin', 'tatlı vermut', 'misket limonu suyu', 'şeker şurubu', 'Süsleme: portakal kabuğu', 'Kenar: tuz').
  cin: 'gin', 'tatli vermut': 'sweet vermouth', 'kuru vermut': 'dry vermouth', 'portakal kabugu': 'orange peel', 'limon kabugu': 'lemon peel', susleme: 'garnish',
  'misket limonu suyu': 'lime juice', 'misket limonu dilimi': 'lime wedge', 'misket limonu': 'lime', 'limon suyu': 'lemon juice', 'limon dilimi': 'lemon wheel',
  'portakal suyu': 'orange juice', 'portakal dilimi': 'orange slice', 'zencefilli gazoz': 'ginger beer', 'zencefil birasi': 'ginger beer', 'burbon viski': 'bourbon',
  burbon: 'bourbon', viski: 'whisky', 'seker surubu': 'sugar syrup', 'yumurta aki': 'egg white', 'beyaz rom': 'white rum', 'koyu rom': 'dark rum',
  kola: 'cola', kenar: 'rim', tuz: 'salt', buz: 'ice', 'maden suyu': 'soda water', 'nane yapragi': 'mint leaves', 'nane yapraklari': 'mint leaves', nane: 'mint',
  'kahve likoru': 'coffee liqueur',
  // (Fresh, on top, about: 'taze limon suyu', 'üzerine soda (yaklaşık 8 cl)', 'soda ile tamamla'.)
  taze: 'fresh', 'taze sikilmis': 'freshly squeezed', sikilmis: 'squeezed', uzerine: 'top with', 'uzerine soda': 'top with soda water', yaklasik: 'about', 'soda ile tamamla': 'top with soda water',
  // Greek, as the reader writes it in Latin letters ('τζιν' -> 'tzin', 'χυμός λάιμ' -> 'chymos laim').
  tzin: 'gin', roumi: 'rum', ouiski: 'whisky', tekila: 'tequila', prosekko: 'prosecco', 'chymos laim': 'lime juice', 'chymos lemoniou': 'lemon juice',
  'chymos portokaliou': 'orange juice', 'chymo laim': 'lime juice', 'chymo lemoniou': 'lemon juice', laim: 'lime', lemoni: 'lemon', portokali: 'orange',
  'siropi zacharis': 'sugar syrup', siropi: 'syrup', zachari: 'sugar', feta: 'slice', fetes: 'slices', fetta: 'slice', pagos: 'ice', diosmos: 'mint',
  'fylla diosmou': 'mint leaves', sonta: 'soda water', tonik: 'tonic water',
  // (A Greek island bar's card and its Greeklish: 'χυμός πορτοκάλι', 'γκρέιπφρουτ σόδα', 'λευκό κρασί', '1 μπουκάλι μπύρα',
  // '2 ντας αγκοστούρα'; 'xymos laim', 'xumo lime', 'siropi zaxaris'.)
  'chymos portokali': 'orange juice', 'chymo portokali': 'orange juice', 'chymos greipfrout': 'grapefruit juice', 'greipfrout soda': 'grapefruit soda', greipfrout: 'grapefruit',
  'levko krasi': 'white wine', 'lefko krasi': 'white wine', 'kokkino krasi': 'red wine', 'roze krasi': 'rose wine', 'afrodes krasi': 'sparkling wine', krasi: 'wine',
  byra: 'beer', boukali: 'bottle', boukalia: 'bottles', 'das agostoura': 'dashes angostura bitters', 'das angostoura': 'dashes angostura bitters', agostoura: 'angostura', angostoura: 'angostura',
  'xymos laim': 'lime juice', 'xumos laim': 'lime juice', 'xymo laim': 'lime juice', 'xumo laim': 'lime juice', 'xymos lime': 'lime juice', 'xumos lime': 'lime juice',
  'xymo lime': 'lime juice', 'xumo lime': 'lime juice', 'xymos lemoniou': 'lemon juice', 'xumos lemoniou': 'lemon juice', 'xymos portokali': 'orange juice',
  'xumos portokali': 'orange juice', 'xymos portokaliou': 'orange juice', 'xumos portokaliou': 'orange juice', 'siropi zaxaris': 'sugar syrup', 'siropi zaxari': 'sugar syrup',
  // (Its colours and the rest of a card: 'Λευκό ρούμι', 'Σκούρο ρούμι', 'Τζίντζερ μπίρα', 'Κονιάκ', 'φύλλα μέντας'.)
  'levko rum': 'white rum', 'lefko rum': 'white rum', 'levko roumi': 'white rum', 'lefko roumi': 'white rum', 'skouro rum': 'dark rum', 'skouro roumi': 'dark rum',
  'tzintzer bira': 'ginger beer', 'tzintzer mpira': 'ginger beer', 'tzintzer birra': 'ginger beer', bira: 'beer', mpira: 'beer', koniak: 'cognac',
  'fylla mentas': 'mint leaves', 'fylla dyosmou': 'mint leaves', mentas: 'mint', dyosmos: 'mint',
  // Polish's counts, drops and ounces ('8 szt.', '2 krople angostury', 'pół uncji syropu cukrowego', 'Ciemny rum').
  'ciemny rum': 'dark rum', krople: 'drops', kropli: 'drops', kropla: 'drop',
  'pol uncji': '1/2 oz', uncji: 'oz', uncje: 'oz', uncja: 'oz', mieta: 'mint', listkow: 'leaves', listki: 'leaves', szt: 'pieces',
  // (A rim and a garnish: 'αλάτι στο χείλος του ποτηριού', '1 κομμάτι λάιμ για γαρνιτούρα'.)
  alati: 'salt', 'sto cheilos tou potiriou': 'for the rim', 'sto cheilos': 'for the rim', 'kommati laim': 'lime wedge', 'kommatia laim': 'lime wedges',
  kommati: 'piece', 'gia garnitoura': 'for garnish', garnitoura: 'garnish',
  // (Greek's pieces and peels, and Polish's 'to the brim': 'Φλούδα πορτοκαλιού 1 τεμ.', 'Woda gazowana – do pełna'.)
  tem: 'pieces', temachio: 'piece', temachia: 'pieces', 'flouda portokaliou': 'orange peel', 'flouda lemoniou': 'lemon peel', 'flouda laim': 'lime peel',
  flouda: 'peel', 'do pelna': 'to top', 'do pelnej': 'to top', sztuki: 'pieces', sztuk: 'pieces', sztuka: 'piece',
  // (German's and Turkish's pieces: 'Limettenspalten 2 Stk.', 'Limon dilimi 2 adet'.)
  stk: 'pieces', adet: 'pieces',
  'wody gazowanej zimnej': 'soda water', toniku: 'tonic water', 'syropu agawowego': 'agave syrup', 'syropu z agawy': 'agave syrup',
  'syropu malinowego': 'raspberry syrup', 'syrop malinowy': 'raspberry syrup', grenadyny: 'grenadine', grenadyna: 'grenadine',
  'likieru kawowego': 'coffee liqueur', 'likier kawowy': 'coffee liqueur', 'likieru pomaranczowego': 'triple sec', 'likieru amaretto': 'amaretto',
  tequili: 'tequila', burbona: 'bourbon', koniaku: 'cognac', kawy: 'coffee', dopelnic: 'top with', 'dopelnij': 'top with', uzupelnic: 'top with',
  // Dutch's small ones ('1 citroenzestje', 'een limoenpartje', 'sinaasappelschijfje').
  citroenzestje: 'lemon twist', citroenzestjes: 'lemon twists', citroenschilletje: 'lemon twist', sinaasappelzestje: 'orange peel',
  sinaasappelschilletje: 'orange peel', limoenpartje: 'lime wedge', limoenpartjes: 'lime wedges', sinaasappelschijfje: 'orange slice',
  sinaasappelschijfjes: 'orange slices', cocktailkersje: 'cocktail cherry', cocktailkersjes: 'cocktail cherries', kersje: 'cherry', ijsklontjes: 'ice',
  // Measures: the ounce in the languages ('2 onzas de ron', '1 oncia di gin', '2 Unzen Gin').
  onza: 'oz', onzas: 'oz', oncia: 'oz', oncie: 'oz', unze: 'oz', unzen: 'oz', onca: 'oz', oncas: 'oz',
  // Squeezed, in the languages ('frisch gepresster Zitronensaft', 'jugo exprimido', 'succo spremuto').
  gepresst: 'squeezed', gepresster: 'squeezed', gepresste: 'squeezed', gepressten: 'squeezed', exprimido: 'squeezed', exprimida: 'squeezed',
  spremuto: 'squeezed', spremuta: 'squeezed', presse: 'squeezed', pressee: 'squeezed', espremido: 'squeezed', espremida: 'squeezed',
  // White sugar is granulated sugar ('azúcar blanca', 'açúcar branco', 'sucre blanc', 'weißer Zucker', 'zucchero bianco').
  'acucar refinado': 'granulated sugar', 'acucar cristal': 'granulated sugar', 'azucar refinada': 'granulated sugar', 'azucar blanca': 'white sugar', 'azucar blanco': 'white sugar', 'acucar branco': 'white sugar', 'sucre blanc': 'white sugar', 'weisser zucker': 'white sugar',
  'weissen zucker': 'white sugar', 'zucchero bianco': 'white sugar',
  spruzzo: 'splash', spruzzata: 'splash', schizzo: 'splash', 'uno schizzo': 'a splash', 'un schizzo': 'a splash', 'un goccio': 'a splash', 'um toque': 'a splash', 'un trait': 'a dash', 'une touche': 'a splash',
  // To top: 'para completar', 'per completare', 'pour compléter', 'zum Auffüllen'.
  'para completar': 'to top', 'para rellenar': 'to top', 'para completar o copo': 'to top', 'per completare': 'to top', 'per finire': 'to top',
  'pour completer': 'to top', 'a completer': 'to top', 'zum auffullen': 'to top', 'auffullen': 'to top',
  'hasta completar': 'to top', 'hasta llenar': 'to top', 'a colmare': 'to top', 'per colmare': 'to top', 'a completar': 'to top', 'ate completar': 'to top',
  // ('complétez avec de l'eau gazeuse', 'aanvullen met spuitwater', a machine's 'complete with beer of ginger', 'decorate
  // with a quarter of lime'.)
  'completez avec': 'top with', 'completez de': 'top with', 'aanvullen met': 'top with', 'afvullen met': 'top with', 'complete with': 'top with',
  'beer of ginger': 'ginger beer', 'decorate with': 'garnish with', 'a quarter of lime': 'a lime wedge', 'quarter of lime': 'lime wedge',
  'a quarter of lemon': 'a lemon wedge', 'quarter of lemon': 'lemon wedge',
  'completar con': 'top with', 'rellenar con': 'top with', 'completer au': 'top with', 'completer avec': 'top with', 'completer de': 'top with',
  'allonger au': 'top with', 'allonger avec': 'top with', 'allonger a l': 'top with', 'allonger a la': 'top with', 'allonger de': 'top with', 'allonger d': 'top with', 'completer a l': 'top with', 'completare con': 'top with', 'allungare con': 'top with', 'colmare con': 'top with',
  'completar com': 'top with', 'complete com': 'top with', 'completa con': 'top with',
  'eine halbe dose': '1/2 can', 'halbe dose': '1/2 can', 'media lata': '1/2 can', 'une demi canette': '1/2 can', 'demi canette': '1/2 can',
  'mezza lattina': '1/2 can', 'meia lata': '1/2 can', 'eine dose': '1 can',
  'als garnitur': 'for garnish',  'zur garnitur': 'for garnish',  'als deko': 'for garnish',  'zur deko': 'for garnish',  'como guarnicion': 'for garnish',  'en garniture': 'for garnish',  'pour la garniture': 'for garnish',  'come guarnizione': 'for garnish',  'como guarnicao': 'for garnish',
  'sal en escamas': 'salt', 'flor de sal': 'salt', 'fleur de sel': 'salt', 'sel de mer': 'sea salt', 'sal marina': 'sea salt', 'sal de mar': 'sea salt', 'sale marino': 'sea salt', 'sal marinho': 'sea salt', 'meersalz': 'sea salt', 'completar con agua mineral': 'top with soda water', 'agua mineral con gas': 'soda water', 'de l eau gazeuse': 'soda water', 'hauswein weiss': 'house white wine', 'hauswein rot': 'house red wine',
  'riempire con': 'top with', 'rabboccare con': 'top with', 'finire con': 'top with', 'llenar con': 'top with', 'terminar con': 'top with',
  'remplir de': 'top with', 'remplir avec': 'top with', 'finir avec': 'top with', 'encher com': 'top with', 'finalizar com': 'top with',
  // To taste, as much as needed: 'al gusto', 'q.b.' (quanto basta), 'nach Belieben', 'à volonté'.
  'al gusto': 'to taste', 'a gusto': 'to taste', 'a gosto': 'to taste', 'nach belieben': 'to taste', 'nach geschmack': 'to taste', 'a volonte': 'to taste',
  'au gout': 'to taste', 'quanto basta': 'to taste', 'quanto baste': 'to taste', 'cantidad suficiente': 'to taste',
  // For the rim: 'para escarchar el vaso', 'pour givrer le verre', 'für den Rand', 'per la crusta', 'para a borda'.
  // A rim frosted with a thing ('borde escarchado con sal', 'borde de sal', 'borda com açúcar', 'sal na borda'): the thing, for the rim.
  'borde escarchado con sal': 'salt for the rim', 'borde escarchado de sal': 'salt for the rim', 'borde escarchado con azucar': 'sugar for the rim',
  'escarchado con sal': 'salt for the rim', 'escarchada con sal': 'salt for the rim', 'borde de sal': 'salt for the rim', 'borde con sal': 'salt for the rim',
  'borde de azucar': 'sugar for the rim', 'borda de sal': 'salt for the rim', 'borda com sal': 'salt for the rim', 'borda crustada com sal': 'salt for the rim',
  'borda de acucar': 'sugar for the rim', 'borda com acucar': 'sugar for the rim', 'sal na borda': 'salt for the rim', 'acucar na borda': 'sugar for the rim',
  'para escarchar el vaso': 'for the rim', 'para escarchar la copa': 'for the rim', 'para escarchar': 'for the rim', 'para el borde': 'for the rim',
  'pour givrer le verre': 'for the rim', 'pour givrer': 'for the rim', 'pour le givrage': 'for the rim', 'fur den rand': 'for the rim', 'fur den glasrand': 'for the rim',
  'per la crusta': 'for the rim', 'per il bordo': 'for the rim', 'para a borda': 'for the rim', 'para crustar': 'for the rim',
  // To the brim ('até a borda', 'hasta el borde', 'jusqu au bord', 'bis zum Rand', 'fino all orlo'): filled.
  'ate a borda': 'to the top', 'hasta el borde': 'to the top', 'jusqu au bord': 'to the top', 'bis zum rand': 'to the top', 'fino all orlo': 'to the top',
  // Where it goes, said after it: 'por encima', 'sur le dessus', 'obenauf', 'sopra', 'por cima', 'sobre la espuma'.
  'por encima': 'on top', 'encima': 'on top', 'sur le dessus': 'on top', 'en surface': 'on top', 'obenauf': 'on top', 'obendrauf': 'on top', 'darauf': 'on top',
  'uber den loffelrucken': 'over the back of a spoon', 'uber einen loffel': 'over the back of a spoon', 'uber den loffel': 'over the back of a spoon',
  'sobre el dorso de una cuchara': 'over the back of a spoon', 'sobre una cuchara': 'over the back of a spoon', 'sur le dos d une cuillere': 'over the back of a spoon',
  'sul dorso di un cucchiaio': 'over the back of a spoon', 'nas costas de uma colher': 'over the back of a spoon', 'por el borde': 'down the side',
  'por la pared del vaso': 'down the side', 'le long du verre': 'down the side', 'am glasrand entlang': 'down the side', 'lungo il bordo': 'down the side',
  'pela lateral': 'down the side', 'pela borda do copo': 'down the side', langsam: 'slowly', lentamente: 'slowly', doucement: 'gently', delicatamente: 'gently',
  // German verbs at the end of a step ('2 cl Zitronensaft dazugeben'): the step's, not the ingredient's.
  dazugeben: '', hinzufugen: '', hinzugeben: '', zugeben: '', einfullen: '', eingiessen: '', dazugiessen: '',
  'in superficie': 'on top', 'por cima': 'on top', 'sobre la espuma': 'on the foam', 'sur la mousse': 'on the foam', 'auf den schaum': 'on the foam',
  'auf dem schaum': 'on the foam', 'sulla schiuma': 'on the foam', 'sobre a espuma': 'on the foam',
  // Chilled: 'bien fría', 'bem gelada', 'eiskalt', 'ben fredda', 'bien frais'.
  'bien fria': 'chilled', 'bien frio': 'chilled', 'bem gelada': 'chilled', 'bem gelado': 'chilled', eiskalt: 'chilled', eiskaltes: 'chilled',
  'ben fredda': 'chilled', 'ben freddo': 'chilled', 'bien frais': 'chilled', 'bien fraiche': 'chilled', trocken: 'dry', 'acqua di seltz': 'soda water', seltz: 'soda water',
  // To garnish: 'para decorar', 'pour décorer', 'zum Garnieren', 'per guarnire'.
  'para decorar': 'to garnish', 'para guarnecer': 'to garnish', 'pour decorer': 'to garnish', 'pour garnir': 'to garnish', 'zum garnieren': 'to garnish',
  'zum dekorieren': 'to garnish', 'per guarnire': 'to garnish', 'per decorare': 'to garnish', 'para enfeitar': 'to garnish',
  'top di': 'top with', 'aufgefullt mit': 'topped with', 'auffullen mit': 'top with',
  // Articles before a measure or a garnish: 'una fetta', 'un gajo', 'eine Limettenspalte'.
  uno: 'a', una: 'a', un: 'a', une: 'a', ein: 'a', eine: 'a', einen: 'a', um: 'a', uma: 'a',
  qualche: 'a few', 'un paio di': 'a couple of',
  // A garnish line's words in German, Dutch and Czech ('Deko: zwei Cocktailkirschen und eine Orangenscheibe',
  // 'garnering: citroenzeste en een cocktailkers', 'měsíček limetky na ozdobu').
  deko: 'garnish', dekoration: 'garnish', zwei: 'two', drei: 'three', vier: 'four', und: 'and',
  // ... and Italian counts of spoons, fingers and slices ('due cucchiaini', 'tre dita', 'quattro fette').
  due: 'two', tre: 'three', quattro: 'four', cinque: 'five',
  'en een': 'and a', 'en twee': 'and two', twee: 'two', drie: 'three', 'na ozdobu': 'for garnish', 'na ozdobeni': 'for garnish', dva: 'two', dve: 'two', tri: 'three',
  cucharaditas: 'tsp', cucharadita: 'tsp', cucharadas: 'tbsp', cucharada: 'tbsp', 'colheres de cha': 'tsp', 'colher de cha': 'tsp',
  'colheres de sopa': 'tbsp', 'colher de sopa': 'tbsp', 'cuilleres a cafe': 'tsp', 'cuillere a cafe': 'tsp', 'c a cafe': 'tsp',
  'cuilleres a soupe': 'tbsp', 'cuillere a soupe': 'tbsp', 'c a soupe': 'tbsp', cucchiaini: 'tsp', cucchiaino: 'tsp', cucchiai: 'tbsp',
  cucchiaio: 'tbsp', barloffel: 'barspoon', teeloffel: 'tsp', essloffel: 'tbsp', schuss: 'splash', chorrito: 'splash',
  // The bar's spoon in the languages ('1 cuillère de bar', '2 cucharadas de bar', '1 cucchiaino da bar', '1 Barlöffel',
  // '1 colher bailarina', '1 barlepel', '1 łyżka barmańska'): a barspoon, never a table- or teaspoon.
  'cuillere de bar': 'barspoon', 'cuilleres de bar': 'barspoons', 'cuillere a melange': 'barspoon', 'cuilleres a melange': 'barspoons', 'cuillere a bar': 'barspoon',
  'cucharada de bar': 'barspoon', 'cucharadas de bar': 'barspoons', 'cuchara de bar': 'barspoon', 'cucharas de bar': 'barspoons', 'cucharilla de bar': 'barspoon',
  'cucharillas de bar': 'barspoons', 'cucharadita de bar': 'barspoon', 'cucharaditas de bar': 'barspoons', 'cuchara barman': 'barspoon', 'cuchara mezcladora': 'barspoon',
  'cucchiaino da bar': 'barspoon', 'cucchiaini da bar': 'barspoons', 'cucchiaio da bar': 'barspoon', 'cucchiai da bar': 'barspoons', 'bar spoon': 'barspoon',
  'colher de bar': 'barspoon', 'colheres de bar': 'barspoons', 'colher bailarina': 'barspoon', 'colheres bailarina': 'barspoons',
  barloffeln: 'barspoons', barlepel: 'barspoon', barlepels: 'barspoons', 'lyzka barmanska': 'barspoon', 'lyzki barmanskie': 'barspoons', 'lyzki barmanskiej': 'barspoon',
  'lyzeczka barmanska': 'barspoon', 'lyzeczki barmanskiej': 'barspoon', 'lyzeczke barmanska': 'barspoon', 'lyzke barmanska': 'barspoon',
  // A shot in Spanish and Polish ('1 chupito de tequila', '1 kieliszek wódki' is a glass, left alone).
  chupito: 'shot', chupitos: 'shots',
  // Latin America's bar measures (ADR 63): 'una medida' is a jigger, 'un caballito' Mexico's shot glass (both 45 ml), 'un
  // trago' a shot (30 ml); 'unas gotas', 'unos chorritos' a few; a splash, a dash and a glass of wine in their plurals.
  medida: 'jigger', medidas: 'jiggers', trago: 'shot', tragos: 'shots', 'trago largo': 'long drink',
  unas: 'a few', unos: 'a few', chorritos: 'splashes', chorros: 'splashes', golpecito: 'dash', golpecitos: 'dashes', gotinhas: 'drops', gotitas: 'drops',
  'copa de': 'glass of', 'copas de': 'glasses of', 'copa de balon': 'balloon glass', 'taca de': 'glass of', 'tacas de': 'glasses of',
  // A sheet's count of a fruit ('Limão | 1 | unidade', '1 unidad de limón'): the count alone.
  unidade: '', unidades: '', unidad: '',
  // A dash in Dutch ('2 scheutjes angostura'), a pinch in French
  // ('une pincée de sel'), a garnish in a machine's English ('for to decorate').
  scheutje: 'dash', scheutjes: 'dashes', pincee: 'pinch', pincees: 'pinch',
  'for to decorate': 'to garnish', 'to decorate': 'to garnish', 'for decoration': 'to garnish', 'for decorating': 'to garnish',
  chorro: 'splash', traits: 'dashes', trait: 'dash', gouttes: 'drops', goutte: 'drop', gotas: 'drops', gota: 'drop', gocce: 'drops', goccia: 'drop',
  tropfen: 'drops', golpes: 'dashes', golpe: 'dash', pizca: 'pinch', prise: 'pinch', pizzico: 'pinch', pitada: 'pinch',
  // Cups, glasses and fingers ('1 tazza di succo', '1 copo de suco', '2 dedos de cachaça').
  taza: 'cup', tazas: 'cup', tazza: 'cup', tazze: 'cup', tasse: 'cup', tassen: 'cup', xicara: 'cup', xicaras: 'cup',
  copo: 'glass', copos: 'glass', vaso: 'glass', vasos: 'glass', bicchiere: 'glass', bicchieri: 'glass', verre: 'glass', verres: 'glass',
  dedo: 'finger', dedos: 'finger', doigt: 'finger', doigts: 'finger', dito: 'finger', dita: 'finger',
  // (Phrases of `IMPORT_PHRASES_MORE` that hold a word of this table: 'sirup gula', 'til pynt', 'để trang trí'.)
  'sirup gula': 'sugar syrup', 'til pynt': 'for garnish', 'til garnityr': 'for garnish', 'de trang tri': 'for garnish', 'trang tri': 'garnish',
  parti: 'parts', parte: 'part', partes: 'parts', teile: 'parts', teil: 'part', deel: 'part', delen: 'parts',
});

/**
 * A table's phrases as one pattern, longest first, on whole words. (Keep each pattern's source under 20,000 characters:
 * past that V8 no longer optimises a pattern, and a line of long runs of spaces costs many times as much.)
 */
function phrasePattern(table: Readonly<Record<string, string>>): RegExp {
  return new RegExp(
    `\\b(?:${Object.keys(table)
      .map((k) => k.trim())
      .filter((k, i, all) => all.indexOf(k) === i)
      .sort((a, b) => b.length - a.length)
      .map((k) => k.replace(/\s+/g, '\\s+'))
      .join('|')})\\b`,
    'g',
  );
}
export const IMPORT_PHRASE_PATTERN = phrasePattern(IMPORT_PHRASES);

/**
 * Cards in ten more languages, folded (Greek and Russian as the import spells them in Latin letters: 'χυμός λάιμ' ->
 * 'chymos laim', 'сока лайма' -> 'soka layma'): the stock's products, measures, tops, garnishes and headings. Read after
 * `IMPORT_PHRASES` (a phrase of those comes first), in a pattern of their own.
 */
export const IMPORT_PHRASES_MORE: Record<string, string> = ownWords({
  // Afrikaans ('50 ml droë gin', '1 lemmetjie wig', '25 ml lemmetjiesap', 'suurlemoensap', 'suikerstroop', 'gemmerbier').
  'droe gin': 'dry gin', lemmetjiesap: 'lime juice', 'lemmetjie sap': 'lime juice', 'lemmetjie wig': 'lime wedge', 'lemmetjiewig': 'lime wedge', 'lemmetjie skyf': 'lime wheel', lemmetjie: 'lime',
  suurlemoensap: 'lemon juice', 'suurlemoen sap': 'lemon juice', 'suurlemoen skil': 'lemon twist', suurlemoen: 'lemon', lemoensap: 'orange juice', 'lemoen skyf': 'orange slice', 'lemoen skil': 'orange peel',
  suikerstroop: 'sugar syrup', gemmerbier: 'ginger beer', sodawater: 'soda water', 'donker rum': 'dark rum', 'wit rum': 'white rum', 'soet vermout': 'sweet vermouth', 'droe vermout': 'dry vermouth', eierwit: 'egg white', 'kruisement blare': 'mint leaves', kruisement: 'mint',
  // Greek ('γλυκό βερμούτ', 'μπέρμπον', 'ασπράδι αυγού', 'φλούδα πορτοκαλιού', 'συμπληρώνουμε με σόδα', '2 κουταλάκια').
  'glyko vermout': 'sweet vermouth', 'xiro vermout': 'dry vermouth', vermout: 'vermouth', bermpon: 'bourbon', bourmpon: 'bourbon', votka: 'vodka', kampari: 'campari',
  aperol: 'aperol', 'liker kafe': 'coffee liqueur', 'liker portokaliou': 'triple sec', 'aspradi avgou': 'egg white', aspradi: 'egg white', aspradia: 'egg white',
  'chymos anana': 'pineapple juice', 'chymos kranmperi': 'cranberry juice', kranmperi: 'cranberry', kouantro: 'cointreau', proseko: 'prosecco', 'gia the cheilos': 'for the rim', 'kerasi kokteil': 'cocktail cherry', 'prasini elia': 'green olive', 'chymo portokaliou': 'orange juice', espreso: 'espresso',
  freskos: 'fresh', fresko: 'fresh', freskia: 'fresh', freskou: 'fresh', 'flouda portokaliou': 'orange peel', 'flouda lemoniou': 'lemon twist', 'feta portokaliou': 'orange slice', 
  kerasi: 'cherry', kerasia: 'cherries', elia: 'olive', elies: 'olives', 'symplironoume with': 'top with', 'symplironete with': 'top with', 'symplirosi with': 'top with',
  'gemizoume with': 'top with', 'gia dekor': 'for garnish', koutalaki: 'tsp', koutalakia: 'tsp', 'koutalaki tou glykou': 'tsp', koutalia: 'tbsp', 'koutalia of the soupas': 'tbsp',
  'koutalies of the soupas': 'tbsp', stagones: 'drops', stagona: 'drop', pagakia: 'ice', pagaki: 'ice', ylika: 'ingredients',
  // Albanian ('lëng limoni', 'shurup sheqeri', 'e bardhë veze', 'gjethe mente', 'rum i bardhë', 'fetë portokalli', 'akull i thërrmuar').
  'leng limoni': 'lemon juice', 'leng lime': 'lime juice', 'leng limeje': 'lime juice', 'leng portokalli': 'orange juice', 'leng portokalli te fresket': 'fresh orange juice', 'leng ananasi': 'pineapple juice',
  'shurup sheqeri': 'sugar syrup', 'e bardhe veze': 'egg white', 'te bardhe veze': 'egg white', 'e bardha e vezes': 'egg white', 'gjethe mente': 'mint leaves', 'gjethe nenexhiku': 'mint leaves',
  sode: 'soda water', xhin: 'gin', 'rum i bardhe': 'white rum', 'rum i zi': 'dark rum', 'fete portokalli': 'orange slice', 'fete limoni': 'lemon wheel', 'fete lime': 'lime wheel',
  'akull i therrmuar': 'crushed ice', akull: 'ice', 'vere e bardhe': 'white wine', 'vere e kuqe': 'red wine', birre: 'beer',
  // Czech ('2 lžičky', '2 střiky Angostury', 'koktejlová třešeň', 'doplnit tonikem').
  lzicka: 'tsp', lzicky: 'tsp', lzicku: 'tsp', lzicek: 'tsp', 'barova lzicka': 'barspoon', 'barove lzicky': 'barspoons', 'barovou lzicku': 'barspoon', lzice: 'tbsp', lzic: 'tbsp',
  strik: 'dash', striky: 'dashes', striku: 'dashes', kapka: 'drop', kapky: 'drops', kapek: 'drops', 'koktejlova tresen': 'cocktail cherry', 'koktejlova tresnicka': 'cocktail cherry',
  'koktejlovou tresen': 'cocktail cherry', 'koktejlove tresne': 'cocktail cherries', tresen: 'cherry', tresnicka: 'cherry', olivy: 'olives', tonikem: 'tonic water', kolou: 'cola',
  coly: 'cola', vodky: 'vodka', 'stava z pulky limetky': 'juice of 1/2 lime', 'stava z pul limetky': 'juice of 1/2 lime', 'stava z limetky': 'juice of 1 lime',
  'stava z pulky citronu': 'juice of 1/2 lemon', 'stava z pul citronu': 'juice of 1/2 lemon', 'stava z citronu': 'juice of 1 lemon',
  'sodovou vodou': 'soda water', proseccem: 'prosecco', 'kavovy liker': 'coffee liqueur', 'kavoveho likeru': 'coffee liqueur',
  'pomerancovy dzus': 'orange juice', 'ananasovy dzus': 'pineapple juice', 'brusinkovy dzus': 'cranberry juice', 'suroviny': 'ingredients', sul: 'salt', 'sul na okraj': 'salt for the rim',
  'platek limety': 'lime wheel', 'mesicek citronu': 'lemon wedge', 'citronova zest': 'lemon twist', 'pomerancova zest': 'orange peel',
  // Hungarian ('limelé', 'cukorszirup', 'szódával feltölteni', 'lime-gerezd a díszítéshez', '1 evőkanál').
  'feher rum': 'white rum', 'barna rum': 'dark rum', 'sotet rum': 'dark rum', 'edes vermut': 'sweet vermouth', 'voros vermut': 'sweet vermouth', 'szaraz vermut': 'dry vermouth',
  narancslikor: 'triple sec', kavelikor: 'coffee liqueur', limele: 'lime juice', limeleve: 'lime juice', 'lime le': 'lime juice', citromle: 'lemon juice', narancsle: 'orange juice',
  ananaszle: 'pineapple juice', afonyale: 'cranberry juice', tozegafonyale: 'cranberry juice', cukorszirup: 'sugar syrup', agaveszirup: 'agave syrup', mentalevel: 'mint leaves',
  mentalevelet: 'mint leaves', mentalevelek: 'mint leaves', mentaleveleket: 'mint leaves', gyombersor: 'ginger beer', gyombersorrel: 'ginger beer', szodaviz: 'soda water', szoda: 'soda water',
  szodaval: 'soda water', szodavizzel: 'soda water', tonikkal: 'tonic water', kolaval: 'cola', proseccoval: 'prosecco', tojasfeherje: 'egg white', eszpresszo: 'espresso', pezsgo: 'sparkling wine',
  'frissen facsart': 'fresh', facsart: 'squeezed', friss: 'fresh', feltolteni: 'to top', feltoltjuk: 'to top', 'toltsd fel': 'to top', 'a disziteshez': 'for garnish', disziteshez: 'for garnish',
  diszitesnek: 'for garnish', 'diszitesre': 'for garnish', diszites: 'garnish', 'lime gerezd': 'lime wedge', 'lime-gerezd': 'lime wedge', limegerezd: 'lime wedge', limecikk: 'lime wedge', 'lime cikk': 'lime wedge',
  citromhej: 'lemon twist', narancshej: 'orange peel', narancskarika: 'orange slice', narancsszelet: 'orange slice', limekarika: 'lime wheel', koktelcseresznye: 'cocktail cherry',
  'zold olivabogyo': 'green olive', olivabogyo: 'olive', 'so a pohar peremere': 'salt for the rim', 'a pohar peremere': 'for the rim', 'soperem': 'salt for the rim', 'angosturat': 'angostura',
  evokanal: 'tbsp', teaskanal: 'tsp', kaveskanal: 'tsp', barkanal: 'barspoon', csepp: 'drops', cseppet: 'drops', hozzavalok: 'ingredients',
  // Vietnamese ('rượu rum trắng', 'nước cốt chanh', 'nước đường', 'lá bạc hà', 'thêm soda cho đầy ly', 'để trang trí', '1 muỗng cà phê').
  'ruou rum trang': 'white rum', 'rum trang': 'white rum', 'tequila trang': 'blanco tequila', 'ruou tequila trang': 'blanco tequila', 'ruou rum den': 'dark rum', 'rum den': 'dark rum', 'ruou gin': 'gin', 'ruou vodka': 'vodka', 'ruou tequila': 'tequila',
  'ruou mui ca phe': 'coffee liqueur', 'ruou mui cam': 'triple sec', 'ruou vang do': 'red wine', 'ruou vang trang': 'white wine', 'ruou vang': 'wine', 'vermouth ngot': 'sweet vermouth',
  'vermouth kho': 'dry vermouth', 'nuoc cot chanh vang': 'lemon juice', 'nuoc cot chanh': 'lime juice', 'nuoc chanh': 'lime juice', 'nuoc cam': 'orange juice', 'nuoc ep cam': 'orange juice',
  'nuoc ep dua': 'pineapple juice', 'nuoc ep nam viet quat': 'cranberry juice', 'nuoc duong': 'sugar syrup', 'siro duong': 'sugar syrup', 'la bac ha': 'mint leaves', 'bac ha': 'mint',
  'bia gung': 'ginger beer', 'nuoc tonic': 'tonic water', 'nuoc soda': 'soda water', 'long trang trung': 'egg white', 'ca phe espresso': 'espresso', 'mui chanh': 'lime wedge',
  'lat chanh': 'lime wheel', 'lat cam': 'orange slice', 'vo cam': 'orange peel', 'vo chanh vang': 'lemon twist', 'qua anh dao': 'cherry', 'anh dao': 'cherry',   'muong canh': 'tbsp', 'thia canh': 'tbsp', 'muong ca phe': 'tsp', 'thia ca phe': 'tsp', giot: 'drops', 'cho day ly': 'to top', 'cho day coc': 'to top',
  'nguyen lieu': 'ingredients', 'muoi vien ly': 'salt for the rim', 'vien ly': 'for the rim', muoi: 'salt',
  // Indonesian ('air jeruk nipis', 'sirup gula', '8 lembar daun mint', 'tambahkan air soda hingga penuh', '1 sdm', 'untuk hiasan').
  'rum putih': 'white rum', 'rum gelap': 'dark rum', 'air jeruk nipis': 'lime juice', 'perasan jeruk nipis': 'lime juice', 'jus jeruk nipis': 'lime juice', 'air lemon': 'lemon juice',
  'perasan lemon': 'lemon juice', 'jus lemon': 'lemon juice', 'jus jeruk': 'orange juice', 'jus nanas': 'pineapple juice', 'jus cranberry': 'cranberry juice',   'gula cair': 'sugar syrup', 'lembar daun mint': 'mint leaves', 'helai daun mint': 'mint leaves', 'daun mint': 'mint leaves', 'air soda': 'soda water', 'bir jahe': 'ginger beer',
  'air tonik': 'tonic water', 'putih telur': 'egg white', 'kopi espresso': 'espresso', 'likeur kopi': 'coffee liqueur', 'likeur jeruk': 'triple sec', 'untuk bibir gelas': 'for the rim', 'bibir gelas': 'rim', 'likur kopi': 'coffee liqueur', 'vermouth manis': 'sweet vermouth',
  'vermouth kering': 'dry vermouth', 'potong jeruk nipis': 'lime wedge', 'irisan jeruk nipis': 'lime wheel', 'irisan jeruk': 'orange slice', 'kulit jeruk': 'orange peel',
  'kulit lemon': 'lemon twist', 'buah ceri koktail': 'cocktail cherries', 'ceri koktail': 'cocktail cherry', 'buah ceri': 'cherry', ceri: 'cherry',
  // (Coconut cream, and shaved ice by the glass: '30 ml krim kelapa', '1 gelas es serut'.)
  'krim kelapa': 'coconut cream', 'gelas es serut': 'crushed ice', 'es serut': 'crushed ice', zaitun: 'olive', garam: 'salt', 'untuk hiasan': 'for garnish', hiasan: 'garnish', 'jeruk nipis': 'lime',
  tambahkan: 'add', 'hingga penuh': 'to top', 'sampai penuh': 'to top', sdm: 'tbsp', sdt: 'tsp', tetes: 'drops', bahan: 'ingredients', 'bahan bahan': 'ingredients',
  // Russian ('50 мл белого рома', 'сока лайма', 'сахарного сиропа', 'листьев мяты', 'долить содовой', 'долька лайма для украшения').
  'belogo roma': 'white rum', 'belyy rom': 'white rum', 'temnogo roma': 'dark rum', 'temnyy rom': 'dark rum', roma: 'rum', rom: 'rum', dzhina: 'gin', dzhin: 'gin', vodki: 'vodka',
  vodku: 'vodka', tekily: 'tequila', konyaka: 'cognac', konyak: 'cognac', aperolya: 'aperol',
  'krasnogo vermuta': 'sweet vermouth', 'krasnyy vermut': 'sweet vermouth', 'sladkogo vermuta': 'sweet vermouth', 'sladkiy vermut': 'sweet vermouth', 'sukhogo vermuta': 'dry vermouth',
  'sukhoy vermut': 'dry vermouth', vermuta: 'vermouth', 'kofeynogo likera': 'coffee liqueur', 'kofeynyy liker': 'coffee liqueur', 'apelsinovogo likera': 'triple sec', 'tripl sek': 'triple sec',
  kuantro: 'cointreau', 'soka layma': 'lime juice', 'sok layma': 'lime juice', 'laymovogo soka': 'lime juice', 'laymovyy sok': 'lime juice', 'soka limona': 'lemon juice',
  'sok limona': 'lemon juice', 'limonnogo soka': 'lemon juice', 'limonnyy sok': 'lemon juice', 'apelsinovogo soka': 'orange juice', 'apelsinovyy sok': 'orange juice',
  'ananasovogo soka': 'pineapple juice', 'ananasovyy sok': 'pineapple juice', 'klyukvennogo soka': 'cranberry juice', 'klyukvennyy sok': 'cranberry juice',
  'sakharnogo siropa': 'sugar syrup', 'sakharnyy sirop': 'sugar syrup', siropa: 'syrup', 'listev myaty': 'mint leaves', 'listya myaty': 'mint leaves', 'listikov myaty': 'mint leaves',
  myaty: 'mint', myata: 'mint', dolit: 'top with', sodovoy: 'soda water', sodovaya: 'soda water', 'gazirovannoy vody': 'soda water', 'gazirovannoy vodoy': 'soda water',
  'imbirnym pivom': 'ginger beer', 'imbirnogo piva': 'ginger beer', 'imbirnoe pivo': 'ginger beer', tonikom: 'tonic water', tonika: 'tonic water', koloy: 'cola', koly: 'cola',
  'yaichnyy belok': 'egg white', 'yaichnogo belka': 'egg white', belok: 'egg white', espresso: 'espresso', 'apelsinovaya tsedra': 'orange peel', 'tsedra apelsina': 'orange peel',
  'limonnaya tsedra': 'lemon twist', 'tsedra limona': 'lemon twist', 'dolka layma': 'lime wedge', 'dolki layma': 'lime wedges', 'lomtik apelsina': 'orange slice',
  'kruzhok apelsina': 'orange slice', 'kokteylnaya vishnya': 'cocktail cherry', vishnya: 'cherry', olivka: 'olive', olivki: 'olives', 'dlya ukrasheniya': 'for garnish',
  ukrashenie: 'garnish', kapli: 'drops', kapel: 'drops', desh: 'dash', desha: 'dashes', deshey: 'dashes', deshi: 'dashes', 'sol dlya obodka': 'salt for the rim', 'dlya obodka': 'for the rim', 'na obodok': 'for the rim', 'morskaya sol': 'sea salt', 'barnaya lozhka': 'barspoon', 'barnoy lozhki': 'barspoon', 'stolovaya lozhka': 'tbsp', 'chaynaya lozhka': 'tsp',
  ingredienty: 'ingredients', bokal: 'glass', stakan: 'glass', ryumka: 'glass', khaybol: 'highball', roks: 'rocks', ly: 'glass',
  // Norwegian and Danish ('sukkerlake', 'sitronsaft', 'en limebåt til pynt', 'top op med danskvand', 'sød vermouth', '1 spsk').
  sukkerlake: 'sugar syrup', sitronsaft: 'lemon juice', sitronskall: 'lemon twist', limebat: 'lime wedge', limebater: 'lime wedges', limebade: 'lime wedges',   'top op med': 'top with', danskvand: 'soda water', sodavann: 'soda water', farris: 'soda water', tonicvann: 'tonic water', 'sot vermut': 'sweet vermouth',
  'sot vermouth': 'sweet vermouth', 'sod vermouth': 'sweet vermouth', 'sod vermut': 'sweet vermouth', 'rod vermouth': 'sweet vermouth', 'torr vermut': 'dry vermouth', 'tor vermouth': 'dry vermouth', kaffelikor: 'coffee liqueur', myntblade: 'mint leaves',
  cocktailbaer: 'cocktail cherry', kirsebaer: 'cherry', spsk: 'tbsp', tsk: 'tsp', staenk: 'dash', stank: 'dash',
  // (Norwegian's peel and its sweet vermouth written with 'æ', 'appelsinskall', 'appelsinskallet', 'sætt vermut'.)
  appelsinskall: 'orange peel', appelsinskallet: 'orange peel', sitronskallet: 'lemon twist', 'saett vermut': 'sweet vermouth', 'saett vermouth': 'sweet vermouth', draber: 'drops', draper: 'drops', skvett: 'splash', 'knust is': 'crushed ice',
  // Finnish ('vaaleaa rommia', 'limetinmehua', 'sokerisiirappia', 'minttulehteä', 'täytä soodavedellä', 'koristeeksi', '1 rkl').
  'vaaleaa rommia': 'white rum', 'vaalea rommi': 'white rum', 'tummaa rommia': 'dark rum', 'tumma rommi': 'dark rum', rommia: 'rum', rommi: 'rum', vodkaa: 'vodka', ginia: 'gin',
  gini: 'gin', tequilaa: 'tequila', bourbonia: 'bourbon', konjakkia: 'cognac', konjakki: 'cognac', camparia: 'campari', aperolia: 'aperol', 'makeaa vermuttia': 'sweet vermouth',
  'makea vermutti': 'sweet vermouth', 'kuivaa vermuttia': 'dry vermouth', 'kuiva vermutti': 'dry vermouth', vermuttia: 'vermouth', vermutti: 'vermouth', kahvilikooria: 'coffee liqueur',
  kahvilikoori: 'coffee liqueur', appelsiinilikooria: 'triple sec', limetinmehua: 'lime juice', limetinmehu: 'lime juice', limettimehua: 'lime juice', limettimehu: 'lime juice',
  sitruunamehua: 'lemon juice', sitruunamehu: 'lemon juice', appelsiinimehua: 'orange juice', appelsiinimehu: 'orange juice', ananasmehua: 'pineapple juice', karpalomehua: 'cranberry juice',
  sokerisiirappia: 'sugar syrup', sokerisiirappi: 'sugar syrup', agavesiirappia: 'agave syrup', minttulehtea: 'mint leaves', minttulehtia: 'mint leaves', minttua: 'mint', minttu: 'mint',
  soodavetta: 'soda water', soodavesi: 'soda water', soodavedella: 'soda water', inkivaariolutta: 'ginger beer', inkivaariolut: 'ginger beer', inkivaarioluella: 'ginger beer',
  tonicia: 'tonic water', tonicvetta: 'tonic water', 'tonic vetta': 'tonic water', toonikkia: 'tonic water', suolareunus: 'salt for the rim', suolareuna: 'salt for the rim', tonicilla: 'tonic water', kolaa: 'cola', kolalla: 'cola', munanvalkuainen: 'egg white', munanvalkuaista: 'egg white', espressoa: 'espresso', angosturaa: 'angostura',
  appelsiininkuori: 'orange peel', appelsiininkuorta: 'orange peel', sitruunankuori: 'lemon twist', limetinlohko: 'lime wedge', limettilohko: 'lime wedge', appelsiiniviipale: 'orange slice',
  appelsiinisiivu: 'orange slice', cocktailkirsikka: 'cocktail cherry', kirsikka: 'cherry', oliivi: 'olive', suola: 'salt', koristeeksi: 'for garnish', koriste: 'garnish',
  tayta: 'top with', rkl: 'tbsp', tippaa: 'drops', tippa: 'drop', baarilusikka: 'barspoon', baarilusikallinen: 'barspoon', baarilusikallista: 'barspoons', tilkka: 'dash', tilkkaa: 'dashes',
  // (A Finnish card's soft drink, pinch and salt in the partitive: 'greippilimonadia', 'ripaus suolaa', 'greippiviipale'.)
  greippilimonadia: 'grapefruit soda', greippilimonadi: 'grapefruit soda', greippilimonadilla: 'grapefruit soda', greippiviipale: 'grapefruit slice',
  ripaus: 'pinch', suolaa: 'salt',
  // Icelandic ('sítrónusafi', 'límónusafi', 'sykursíróp', 'sódavatn', 'eggjahvíta', 'appelsínubörkur', 'sætur vermút', 'klaki').
  sitronusafi: 'lemon juice', limonusafi: 'lime juice', sykursirop: 'sugar syrup', sodavatn: 'soda water', eggjahvita: 'egg white', myntulauf: 'mint leaves',
  appelsinuborkur: 'orange peel', appelsinuborkinn: 'orange peel', sitronuborkur: 'lemon twist', 'saetur vermut': 'sweet vermouth', 'saetur vermouth': 'sweet vermouth', romm: 'rum',
  limonubatur: 'lime wedge', klaki: 'ice', klaka: 'ice', klakar: 'ice', 'mulinn klaki': 'crushed ice',
  katkeroa: 'bitters', katkero: 'bitters', mezcalia: 'mezcal', 'blanco tequilaa': 'blanco tequila', loraus: 'splash', kuohuviinia: 'sparkling wine', ainekset: 'ingredients',
  // Romanian ('rom alb', 'suc de lămâie', 'sirop de zahăr', 'frunze de mentă', 'completați cu apă minerală', 'pentru decor', '1 lingură').
  'rom alb': 'white rum', 'rom negru': 'dark rum', 'rom brun': 'dark rum', 'suc de lime': 'lime juice', 'suc de lamaie verde': 'lime juice', 'suc de lamaie': 'lemon juice',
  'suc de portocale': 'orange juice', 'suc de ananas': 'pineapple juice', 'suc de merisoare': 'cranberry juice', 'sirop de zahar': 'sugar syrup', 'sirop simplu': 'sugar syrup',
  'frunze de menta': 'mint leaves', frunze: 'leaves', 'apa minerala': 'soda water', 'apa carbogazoasa': 'soda water', 'apa minerala carbogazoasa': 'soda water', sifon: 'soda water',
  'apa tonica': 'tonic water', 'bere de ghimbir': 'ginger beer', 'albus de ou': 'egg white', albus: 'egg white', 'lichior de cafea': 'coffee liqueur', 'lichior de portocale': 'triple sec',
  'vermut rosu': 'sweet vermouth', 'felie de portocala': 'orange slice', 'felie de lime': 'lime wheel', 'felie de lamaie': 'lemon wheel', 'coaja de lamaie': 'lemon twist',
  'coaja de portocala': 'orange peel', 'o felie de portocala': 'an orange slice', 'o felie de lamaie': 'a lemon wheel', 'o felie de lime': 'a lime wheel', 'pentru decor': 'for garnish', 'pe marginea paharului': 'for the rim', 'pentru marginea paharului': 'for the rim', 'pentru ornat': 'for garnish', decor: 'garnish', cireasa: 'cherry', cirese: 'cherries',
  maslina: 'olive', masline: 'olives', sare: 'salt', 'completati cu': 'top with', 'completeaza cu': 'top with', 'se completeaza cu': 'top with', 'lingurita de bar': 'barspoon',
  lingura: 'tbsp', linguri: 'tbsp', lingurita: 'tsp', lingurite: 'tsp', picaturi: 'drops', picatura: 'drop', strop: 'dash', stropi: 'dashes', ingrediente: 'ingredients',
  // Ukrainian, as the import spells it in Latin letters ('Горілка — 50 мл', 'Свіжий сік лайма', 'Журавлиновий сік', 'Імбирне
  // пиво — долити', 'Часточка лайма — 1 шт.', 'Лід кубиками').
  gorilka: 'vodka', gorilki: 'vodka', gorilku: 'vodka', 'biliy rom': 'white rum', 'biloho roma': 'white rum', 'temniy rom': 'dark rum', 'temnoho roma': 'dark rum',
  'svizhiy sik layma': 'fresh lime juice', 'sik layma': 'lime juice', 'soku layma': 'lime juice', 'laymoviy sik': 'lime juice', 'svizhiy sik limona': 'fresh lemon juice',
  'sik limona': 'lemon juice', 'soku limona': 'lemon juice', 'limonniy sik': 'lemon juice', 'apelsinoviy sik': 'orange juice', 'ananasoviy sik': 'pineapple juice',
  'zhuravlinoviy sik': 'cranberry juice', 'zhuravlinovogo soku': 'cranberry juice', 'tsukroviy sirop': 'sugar syrup', 'tsukrovogo siropu': 'sugar syrup',
  'medovo-imbirniy sirop': 'honey-ginger syrup', 'medovo imbirniy sirop': 'honey-ginger syrup', 'imbirne pivo': 'ginger beer', 'imbirnim pivom': 'ginger beer',
  'kavoviy liker': 'coffee liqueur', 'yayechniy bilok': 'egg white', 'chastochka layma': 'lime wedge', 'chastochka limona': 'lemon wedge',
  'skibochka apelsina': 'orange slice', 'listya m yati': 'mint leaves', doliti: 'top with', 'lid kubikami': 'ice cubes', 'kubiki lodu': 'ice cubes', sht: 'piece',
  // (A mulled wine's card, 'Червоне вино (домашнє) — 150 мл', 'Апельсин — 1 скибочка': the house wines, the fruit and its cut said after it.)
  'chervone vino': 'red wine', 'bile vino': 'white wine', 'rozheve vino': 'rose wine', domashnye: 'house', domashne: 'house', apelsin: 'orange',
  skibochka: 'slice', skibochki: 'slices', skibochok: 'slices', 'ch. l.': 'tsp', 'st. l.': 'tbsp',
  // Hungarian wine and fröccs ('1 dl száraz fehérbor (házi)', '2 cl bodzaszörp', '1 lime karika', 'jég').
  'szaraz feherbor': 'dry white wine', feherbor: 'white wine', vorosbor: 'red wine', bodzaszorp: 'elderflower syrup', bodzaszirup: 'elderflower syrup', 'lime karika': 'lime wheel',
  'citrom karika': 'lemon wheel', citromkarika: 'lemon wheel', 'narancs karika': 'orange slice', jegkocka: 'ice cubes', jeg: 'ice', 'tort jeg': 'crushed ice',
  // Taglish, a crew's chat in Tagalog and English ('top up ng soda water', '1 lime wedge sa rim', 'maraming ice po', '2 dash Angostura din po sa
  // ibabaw', '(pag wala, lime juice na lang po)').
  'top up ng': 'top up with', 'sa rim': 'on the rim', 'din po sa ibabaw': 'on top', 'po sa ibabaw': 'on top', 'sa ibabaw': 'on top', 'maraming ice po': 'lots of ice',
  'maraming yelo po': 'lots of ice', 'maraming yelo': 'lots of ice', yelo: 'ice', 'pag wala': 'if none', 'kung wala': 'if none', 'na lang po': 'instead', 'na lang': 'instead',
  // (A card in Tagalog: '45 ml puting rum', 'katas ng dayap', '8 dahon ng mint'.)
  'puting rum': 'white rum', 'maitim na rum': 'dark rum', 'katas ng dayap': 'lime juice', 'katas ng lemon': 'lemon juice', 'katas ng pinya': 'pineapple juice',
  'katas ng dalandan': 'orange juice', 'dahon ng mint': 'mint leaves', 'dahon ng yerba buena': 'mint leaves',
  // Hinglish ('chini ka syrup', 'pudina ke patte 8-10', 'soda upar tak', 'barf', 'nimbu ras', 'ek chutki').
  'chini ka syrup': 'sugar syrup', 'cheeni ka syrup': 'sugar syrup', 'chini ki chashni': 'sugar syrup', 'pudina ke patte': 'mint leaves', 'pudine ke patte': 'mint leaves',
  pudina: 'mint', 'upar tak': 'to top', 'nimbu ras': 'lime juice', 'nimbu ka ras': 'lime juice', 'ek chutki': 'a pinch', barf: 'ice',
  // (A juice said with 'ka ras' after the fruit in English, 'Lemon ka ras - 30 ml'; 'swad anusar', to taste; 'upar se bharein', to the top.)
  'lemon ka ras': 'lemon juice', 'lime ka ras': 'lime juice', 'santre ka ras': 'orange juice', 'orange ka ras': 'orange juice', 'ananas ka ras': 'pineapple juice',
  'swad anusar': 'to taste', 'swaad anusar': 'to taste', 'upar se bharein': 'to top', 'upar se bhare': 'to top', 'upar se': 'to top',
  // Croatian, Serbian and Slovene, folded ('2 cl džina', '2,5 cl svježe iscijeđenog limunovog soka', '1 žlica šećernog
  // sirupa', 'pola bjelanjka', 'kora naranče za ukras', '1,5 dl bijelog vina', '1 dl mineralne vode', 'kocke leda').
  dzin: 'gin', dzina: 'gin', dzinom: 'gin', votke: 'vodka', vodke: 'vodka', votku: 'vodka', 'bijeli rum': 'white rum', 'bijelog ruma': 'white rum',
  'tamni rum': 'dark rum', 'tamnog ruma': 'dark rum', ruma: 'rum', tekile: 'tequila', viskija: 'whisky', 'slatki vermut': 'sweet vermouth',
  'slatkog vermuta': 'sweet vermouth', 'crveni vermut': 'sweet vermouth', 'crvenog vermuta': 'sweet vermouth', 'suhi vermut': 'dry vermouth', 'suhog vermuta': 'dry vermouth',
  'liker od kave': 'coffee liqueur', 'likera od kave': 'coffee liqueur', 'liker od narance': 'triple sec', 'likera od narance': 'triple sec', maraskina: 'maraschino liqueur', maraskino: 'maraschino liqueur',
  'bijelo vino': 'white wine', 'bijelog vina': 'white wine', 'bijelim vinom': 'white wine', 'crno vino': 'red wine', 'crnog vina': 'red wine', 'crnim vinom': 'red wine',
  'belo vino': 'white wine', 'belog vina': 'white wine', 'belo vina': 'white wine', 'crveno vino': 'red wine', 'crvenog vina': 'red wine', 'roze vino': 'rose wine', pjenusac: 'sparkling wine', pjenusca: 'sparkling wine', vina: 'wine',
  pivo: 'beer', piva: 'beer', 'dumbirovo pivo': 'ginger beer', 'dumbirovog piva': 'ginger beer', 'pivo od dumbira': 'ginger beer', 'piva od dumbira': 'ginger beer',
  'mineralna voda': 'soda water', 'mineralne vode': 'soda water', 'mineralnom vodom': 'soda water', 'gazirana voda': 'soda water', 'gazirane vode': 'soda water',
  'gaziranom vodom': 'soda water', 'kisela voda': 'soda water', 'kisele vode': 'soda water', 'soda vode': 'soda water', sodom: 'soda water', mineralna: 'soda water', mineralne: 'soda water',
  'limunov sok': 'lemon juice', 'limunovog soka': 'lemon juice', 'sok od limuna': 'lemon juice', 'soka od limuna': 'lemon juice', 'sok limuna': 'lemon juice', 'soka limuna': 'lemon juice',
  'limonin sok': 'lemon juice', 'limoninega soka': 'lemon juice', 'limetin sok': 'lime juice', 'sok od limete': 'lime juice', 'soka od limete': 'lime juice', 'sok limete': 'lime juice',
  'soka limete': 'lime juice', 'sok od narance': 'orange juice', 'soka od narance': 'orange juice', 'narancin sok': 'orange juice', 'pomarancni sok': 'orange juice',
  'sok od ananasa': 'pineapple juice', 'soka od ananasa': 'pineapple juice', 'sok od brusnice': 'cranberry juice', 'soka od brusnice': 'cranberry juice',
  secerni: 'sugar', secernog: 'sugar', sladkorni: 'sugar', sladkornega: 'sugar', sirupa: 'syrup', sirupom: 'syrup', bjelanjak: 'egg white', bjelanjka: 'egg white',
  beljak: 'egg white', belanceta: 'egg white', belance: 'egg white', pola: '1/2', 'svjeze iscijedenog': 'fresh', 'svjeze iscijedeni': 'fresh', 'svjeze iscijeden': 'fresh',
  'sveze cedjenog': 'fresh', 'sveze cedenog': 'fresh', 'sveze ceden': 'fresh', svjezi: 'fresh', svjezeg: 'fresh', svjeze: 'fresh', iscijedenog: 'squeezed', iscijedeni: 'squeezed',
  'kora narance': 'orange peel', 'korom narance': 'orange peel', 'korica narance': 'orange peel', 'koricu narance': 'orange peel', 'kora limuna': 'lemon twist',
  'korom limuna': 'lemon twist', 'korica limuna': 'lemon twist', 'koricu limuna': 'lemon twist', 'kriska narance': 'orange slice', 'kriska limuna': 'lemon wheel',
  'kriska limete': 'lime wheel', 'kolutic narance': 'orange slice', kriska: 'slice', limete: 'lime', limeta: 'lime', limun: 'lemon', limuna: 'lemon', narance: 'orange',
  'listici mente': 'mint leaves', 'listica mente': 'mint leaves', 'listova mente': 'mint leaves', 'listici metvice': 'mint leaves', 'listica metvice': 'mint leaves',
  'grancica mente': 'mint sprig', mente: 'mint', metvice: 'mint', metvica: 'mint', 'koktel visnja': 'cocktail cherry', 'koktel visnje': 'cocktail cherries', visnja: 'cherry',
  'za ukras': 'for garnish', 'za dekoraciju': 'for garnish', ukras: 'garnish', 'kocke leda': 'ice cubes', 'kockice leda': 'ice cubes',
  'drobljeni led': 'crushed ice', 'drobljenog leda': 'crushed ice', zlica: 'tbsp', zlice: 'tbsp', zlicu: 'tbsp', zlicica: 'tsp', zlicice: 'tsp', zlicicu: 'tsp', zlicka: 'tsp',
  kasika: 'tbsp', kasike: 'tbsp', kasicica: 'tsp', kasicice: 'tsp', 'barska zlica': 'barspoon', 'barske zlice': 'barspoons', 'barsku zlicu': 'barspoon', kapi: 'drops',
  kapljice: 'drops', mlaz: 'splash', dopuniti: 'top with', dopunite: 'top with', dolijte: 'top with', nadolijte: 'top with', 'do vrha': 'to top', 'po zelji': 'to taste',
  'po ukusu': 'to taste', sastojci: 'ingredients',
  // Catalan, folded ('ginebra de Menorca', 'tònica', 'pell de llimona', 'suc de llima', 'xarop de sucre', 'gel picat', '1 cullerada').
  'gin de menorca': 'gin', 'gin de mahon': 'gin', tonica: 'tonic water', 'pell de llimona': 'lemon twist', 'pell de taronja': 'orange peel', 'pell de llima': 'lime peel',
  'suc de llima': 'lime juice', 'suc de llimona': 'lemon juice', 'suc de taronja': 'orange juice', 'suc de pinya': 'pineapple juice', 'suc de nabius': 'cranberry juice',
  'xarop simple': 'sugar syrup', 'rodanxa de taronja': 'orange slice', 'rodanxa de llimona': 'lemon wheel',
  'rodanxa de llima': 'lime wheel', 'fulles de menta': 'mint leaves', 'branca de menta': 'mint sprig', 'aigua amb gas': 'soda water', 'aigua de seltz': 'soda water',
  'gel picat': 'crushed ice', gel: 'ice', 'vi blanc': 'white wine', 'vi negre': 'red wine', 'vi rosat': 'rose wine', 'vermut vermell': 'sweet vermouth', 'rom blanc': 'white rum',
  'rom negre': 'dark rum', 'clara d ou': 'egg white', cullerada: 'tbsp', cullerades: 'tbsp', culleradeta: 'tsp', culleradetes: 'tsp', 'per decorar': 'to garnish',
  'ben freda': 'chilled', 'ben fred': 'chilled', 'a poc a poc': 'slowly', 'per la cullereta': 'over the back of a spoon', 'omplir amb': 'top with', 'completar amb': 'top with',
  'fins a dalt': 'to top', llimona: 'lemon', llima: 'lime', taronja: 'orange',
  // Turkish spoons, a few and a top ('1 yemek kaşığı', '1 çay kaşığı', 'birkaç nane yaprağı', 'üzeri soda'); Greek's top ('σόδα για το γέμισμα').
  'yemek kasigi': 'tbsp', 'cay kasigi': 'tsp', 'bar kasigi': 'barspoon', damla: 'drops', birkac: 'a few', uzeri: 'top with', 'gia the gemisma': 'to top', 'gia gemisma': 'to top',
  // Korean in Latin letters, as a bar team types it without hangul ('hwaiteu reom 45ml', 'raim jeup', 'minteu ip 8jang',
  // 'tansansu gadeuk', 'eoreum', '2 keun seupun'): the words of `KOREAN_WORDS` romanised.
  'hwaiteu reom': 'white rum', 'dakeu reom': 'dark rum', reom: 'rum', bodeuka: 'vodka', 'deuraipeu jin': 'london dry gin', 'deurai jin': 'london dry gin', tekilla: 'tequila',
  dekilla: 'tequila', mejeukal: 'mezcal', mesukal: 'mezcal', beobeon: 'bourbon', seukachi: 'scotch', wiseuki: 'whisky', kaempari: 'campari',
  'seuwiteu bereumuteu': 'sweet vermouth', 'deurai bereumuteu': 'dry vermouth', bereumuteu: 'vermouth', 'keopi rikyureu': 'coffee liqueur', 'teuripeul sek': 'triple sec',
  maekju: 'beer', rageo: 'lager', 'raim jeup': 'lime juice', 'raim jyuseu': 'lime juice', 'remon jeup': 'lemon juice', 'remon jyuseu': 'lemon juice', 'orenji jyuseu': 'orange juice',
  'painaepeul jyuseu': 'pineapple juice', 'keuraenberi jyuseu': 'cranberry juice', 'seoltang sireop': 'sugar syrup', 'simpeul sireop': 'sugar syrup', sireop: 'syrup',
  'minteu ip': 'mint leaves', minteu: 'mint', tansansu: 'soda water', sodasu: 'soda water', 'tonik woteo': 'tonic water', 'jinjeo bieo': 'ginger beer', 'jinjeo eil': 'ginger ale',
  kolla: 'cola', 'dalgyal hwinja': 'egg white', 'gyeran hwinja': 'egg white', espeureso: 'espresso', angoseuteura: 'angostura', 'remon pil': 'lemon twist', 'orenji pil': 'orange peel',
  'raim wejji': 'lime wedge', 'orenji seullaiseu': 'orange slice', sogeum: 'salt', gadeuk: 'to top', 'eoreum gadeuk': 'lots of ice', eoreum: 'ice', 'keun seupun': 'tbsp',
  'jageun seupun': 'tsp', 'ba seupun': 'barspoon', baseupun: 'barspoon', tiseupun: 'tsp', bangul: 'drops', daesi: 'dash', jeogdangryang: 'to taste', jeokdangnyang: 'to taste',
});
/** A Korean counter in Latin letters after a number ('minteu ip 8jang', '1gae'): the count alone, the thing named beside it. */
export const KOREAN_LATIN_COUNTER = /(\d)\s?(?:jang|gae)\b/g;
export const IMPORT_PHRASE_PATTERN_MORE = phrasePattern(IMPORT_PHRASES_MORE);

/** 'TL' and 'EL' are German spoons only right after a number ('2 TL Zucker'); 'el' is also a Spanish article. */
/** Half a fruit or a slice in the languages ('medio limón', 'meio limão', 'une demi-orange', 'mezza fetta d'arancia'): 1/2 of it. */
/** Half a measure in Spanish and Portuguese ('media medida', 'meia dose', 'medio caballito', 'media onza'): 1/2 of it. */
export const HALF_A_MEASURE = /\b(?:medio|media|meio|meia)\s+(?=(?:medida|jigger|caballito|trago|shot|chupito|dose|onza|onca|oz|taza|xicara|cup|copa|parte|part|cucharada|cucharadita|colher|tbsp|tsp|chorrito|splash|lata|can)\b)/g;
export const HALF_A_FRUIT =
  /\b(?:medio|media|meio|meia|mezzo|mezza|(?:une )?demi|(?:eine )?halbe)[\s-]+(?=(?:lima|limon|limao|lime|limette|citron|limone|naranja|laranja|orange|arancia|pomelo|toronja|grapefruit|pompelmo|zitrone|fetta|rodaja|rodela|tranche|rondelle|scheibe|spicchio|gajo)\b)/g;
export const SPOON_AFTER_NUMBER = /(\d)\s*(tl|el|bl)\b/g;
/**
 * Spoons said short in the Romance languages, only right after a number: tablespoons 'c. à s.', 'c.s.', 'cs', 'cda',
 * 'cdas', 'c. de sopa', 'c. sopa'; teaspoons 'c. à c.', 'cdta', 'cdita', 'c. de chá', 'c. chá'. ('c.c.' is cubic
 * centimetres, left; 'c.s.' with no number before it is Spanish 'cantidad suficiente', to taste.)
 */
export const ROMANCE_SHORT_SPOON_AFTER_NUMBER = /(\d)\s*(c\.?\s?a\s?s\b\.?|c\.\s?s\b\.?|cs\b\.?|cdas?\b\.?|c\.?\s?(?:de\s)?sopa\b|c\.?\s?a\s?c\b\.?|cdtas?\b\.?|cditas?\b\.?|c\.?\s?(?:de\s)?cha\b)/g;
/**
 * Spoons said short, only right after a number and before a name: Norwegian 'ss' and 'ts', Russian 'ст. л.' and 'ч. л.'
 * (read as 'st. l.', 'ch. l.'). ('10 ss' at the end, a bartender's simple syrup, is left.)
 */
export const SHORT_SPOON_AFTER_NUMBER = /(\d)\s*(ss|ts|st\.?\s?l|ch\.?\s?l)(?![a-z])\.?(?=\s*[a-z])/g;
/** A preposition between a measure and the name ('50 ml de tequila', '3 cl di gin', '2 cl do rum', '0,5 g de sal'): 'of'. */
export const MEASURE_PREPOSITION = /(?<![a-z])(ml|cc|cl|oz|l|g|gr|grams?|gramos|grammes?|grammi|tsp|tbsp|barspoons?|shots?|doses?|jiggers?|caballitos?|dash|dashes|splash|splashes|drop|drops|pinch|cup|glass|finger|parts?|wedges?|slices?|leaves|pieces?|sprigs?)\s+(?:de|d|di|do|da|del|dello|della|du|des|van)\s+(?!maguey\b)/g;

/** 'q.b.' (quanto basta), 'c.s.' (cantidad suficiente), 'qs': as much as it takes, an amount to taste. */
export const AS_MUCH_AS_NEEDED = /\b(?:q\.\s?b|c\.\s?s|q\.\s?s)\b\.?|\bq(?:b|s)\b(?=\s*(?:[,.;)]\s*)?$)/g;

/** The German 'Spritzer' is a dash of bitters ('2 Spritzer Angostura') and a splash of anything else ('ein Spritzer Soda'). */
// (The word is looked for first and the words before it looked back for only where it stands: a long run of spaces
// costs no more than its length.)
export const SPRITZER_OF_BITTERS = /(?=spritzer\b)(?<=\b(?:\d+|ein|einen|eine|einem|zwei|drei|vier|funf|a|an|one|two|three|four)\s+|^)spritzer\b(?=\s+(?:[a-z]+\s+)?(?:angostura|bitters?|peychaud'?s?|orangenbitter|bitter)\b)/g;
/** Only as a measure, after a number or an article or first on a line before a name ('Spritzer Sodawasser'): a (wine) spritzer on its own is a drink. */
export const SPRITZER = /(?=spritzer\b)(?<=\b(?:\d+|ein|einen|eine|einem|zwei|drei|vier|funf|a|an|one|two|three|four)\s+|^)spritzer\b(?=\s+\p{L})/gu;

/**
 * German compounds of a flavour and a form ('Holunderblütensirup', 'Himbeersirup', 'Maracujasaft', 'Kaffeelikör'):
 * the flavour's word before the form's, in English. Folded spellings; the flavour may end in a linking 'n' or 's'.
 */
export const COMPOUND_FLAVOURS: Record<string, string> = ownWords({
  holunderbluten: 'elderflower', holunderblute: 'elderflower', holunder: 'elderflower', himbeer: 'raspberry', himbeeren: 'raspberry', erdbeer: 'strawberry',
  erdbeeren: 'strawberry', brombeer: 'blackberry', zucker: 'sugar', rohrzucker: 'sugar', ingwer: 'ginger', kokos: 'coconut', mandel: 'almond', granatapfel: 'pomegranate',
  maracuja: 'passion fruit', pfirsich: 'peach', apfel: 'apple', kirsch: 'cherry', kirschen: 'cherry', kaffee: 'coffee', orangen: 'orange', zitronen: 'lemon',
  limetten: 'lime', ananas: 'pineapple', grapefruit: 'grapefruit', cranberry: 'cranberry', tomaten: 'tomato', vanille: 'vanilla', minz: 'mint', minze: 'mint',
  honig: 'honey', agaven: 'agave', holunderblutentee: 'elderflower',
  // Dutch compounds the same way ('koffielikeur', 'amandellikeur', 'sinaasappellikeur', 'frambozensiroop').
  koffie: 'coffee', amandel: 'almond', sinaasappel: 'orange', kersen: 'cherry', kers: 'cherry', framboos: 'raspberry', frambozen: 'raspberry',
  vlierbloesem: 'elderflower', perzik: 'peach', perziken: 'peach', bramen: 'blackberry', braam: 'blackberry', aardbei: 'strawberry', aardbeien: 'strawberry',
  chocolade: 'chocolate', hazelnoot: 'hazelnut', citroen: 'lemon', limoen: 'lime', appel: 'apple', gember: 'ginger', munt: 'mint', abrikozen: 'apricot',
  abrikoos: 'apricot', passievrucht: 'passion fruit', meloen: 'melon', bananen: 'banana', banaan: 'banana', peren: 'pear', peer: 'pear', walnoot: 'walnut',
});
export const COMPOUND_FORMS: Record<string, string> = ownWords({
  sirup: 'syrup', saft: 'juice', likor: 'liqueur', wasser: 'water', bier: 'beer', wein: 'wine', schnaps: 'schnapps', nektar: 'nectar', limonade: 'lemonade',
  likeur: 'liqueur', siroop: 'syrup', sap: 'juice',
  // The garnishes: 'Limettenspalten', 'Zitronenscheibe', 'Orangenzeste', 'Minzblätter'.
  spalte: 'wedge', spalten: 'wedges', schnitz: 'wedge', schnitze: 'wedges', scheibe: 'slice', scheiben: 'slices', zeste: 'twist', zesten: 'twists', blatter: 'leaves', blatt: 'leaf',
});

/** 'sirop de framboise', 'sciroppo di lampone', 'xarope de gengibre', Catalan 'xarop de sucre': the syrup of a flavour, read flavour first. */
export const SYRUP_OF = /\b(?:sirop|sirope|jarabe|sciroppo|xarope?)\s+(?:de|d|di|do|da|al|alla|allo)\s+([a-z]+)/g;

/** Method verbs in the five languages, folded: a line that starts with one is a step ('Bata no liquidificador com gelo'). */
export const METHOD_VERBS_ABROAD = [
  // Polish and Dutch ('Podawać w kieliszku', 'Wstrząśnij z lodem', 'Schudden met ijs').
  'podawac', 'podawaj', 'podac', 'wstrzasnac', 'wstrzasnij', 'wymieszac', 'wymieszaj', 'nalac', 'nalej', 'wlac', 'wlej', 'udekorowac', 'udekoruj', 'przecedzic', 'przecedz', 'podgrzac', 'podgrzej', 'zagotowac',
  'schudden', 'roeren', 'schenken', 'serveren', 'garneren', 'afmaken', 'zeven', 'opwarmen',
  'agitar', 'agite', 'agita', 'mezclar', 'mezcle', 'mezcla', 'remover', 'remueva', 'remueve', 'servir', 'sirva', 'sirve', 'colar', 'cuele', 'licuar', 'licue', 'batir', 'bata', 'bate',
  'machacar', 'machaque', 'macerar', 'macere', 'anadir', 'anada', 'anade', 'verter', 'vierta', 'vierte', 'llenar', 'llene', 'llena', 'escarchar', 'escarche', 'decorar', 'decore',
  'secouer', 'secouez', 'melanger', 'melangez', 'remuer', 'remuez', 'verser', 'versez', 'filtrer', 'filtrez', 'servez', 'ajouter', 'ajoutez', 'frapper', 'frappez', 'piler',
  'pilez', 'remplir', 'remplissez', 'decorer', 'decorez', 'givrer', 'givrez', 'schutteln', 'ruhren', 'verruhren', 'abseihen', 'servieren', 'fullen', 'mixen', 'mischen',
  'zerstossen', 'dekorieren', 'garnieren', 'shakerare', 'shakerate', 'agitare', 'mescolare', 'mescolate', 'versare', 'versate', 'filtrare', 'filtrate', 'servire',
  'aggiungere', 'aggiungete', 'riempire', 'riempite', 'guarnire', 'guarnite', 'frullare', 'frullate', 'pestare', 'pestate', 'costruire', 'costruite', 'construir', 'construya', 'construire', 'construisez', 'montar', 'monte', 'bauen', 'bater', 'misture', 'misturar', 'mexa',
  'mexer', 'coe', 'coar', 'adicione', 'adicionar', 'despeje', 'encha', 'encher', 'amasse', 'guarneca', 'liquidifique',
  'corte', 'cortar', 'corta', 'retire', 'retirar', 'coloque', 'colocar', 'complete', 'completar', 'junte', 'acrescente', 'esprema', 'espremer', 'exprima', 'exprimir',
  // The ten more languages' steps, folded ('Podávat v ...', 'Rázd össze', 'Lắc', 'Kocok', 'Подавать' as 'podavat', 'Rist',
  // 'Ryst', 'Ravista', 'Agitați', 'Χτυπάμε' as 'chtypame').
  'protrepat', 'protrepejte', 'michat', 'promichat', 'zamichat', 'precedit', 'precedte', 'podavat', 'podavejte', 'nalit', 'nalijte', 'ozdobit', 'ozdobte', 'rozmackat', 'pridat', 'pridejte',
  'razd', 'razzuk', 'osszerazzuk', 'osszerazni', 'keverd', 'keverjuk', 'osszekeverjuk', 'megkeverjuk', 'szurd', 'szurjuk', 'leszurjuk', 'toltsd', 'toltsuk', 'diszitsd', 'diszitsuk', 'talald', 'talaljuk', 'epitsd', 'epitjuk',
  'dam', 'lac', 'khuay', 'rot', 'loc', 'trang tri', 'phuc vu',
  'tumbuk', 'kocok', 'aduk', 'saring', 'tuang', 'sajikan', 'masukkan', 'hias', 'hiasi',
  'vzbit', 'vstryakhnut', 'vstryakhivat', 'peremeshat', 'peremeshivat', 'protsedit', 'nalit', 'nalivat', 'podavat', 'ukrasit', 'dobavit', 'slegka', 'napolnit', 'smeshat',
  'lionoume', 'anakatevoume', 'chtypame', 'souronoume', 'serviroume', 'prosthetoume', 'richnoume', 'garniroume', 'diakosmoume',
  'knus', 'rist', 'ror', 'sil', 'hell', 'server', 'serveres', 'bygg', 'bygges', 'tilsett', 'mos', 'ryst', 'hael', 'tilsaet', 'pynt med',
  'murskaa', 'ravista', 'sekoita', 'siiviloi', 'kaada', 'tarjoile', 'lisaa', 'koristele', 'rakenna',
  'zdrobiti', 'agitati', 'amestecati', 'strecurati', 'turnati', 'serviti', 'adaugati', 'se serveste', 'se agita', 'se amesteca', 'decorati', 'ornati',
  'taglia', 'tagliare', 'tagliate', 'coupez', 'couper', 'schneiden', 'schneide', 'pressen', 'auspressen',
  // Catalan and Croatian steps ('Aboca-hi 5 cl de ginebra', 'Afegeix 15 cl de tònica', 'Protresti s ledom', 'Ukrasiti korom naranče').
  'afegeix', 'afegiu', 'afegir', 'aboca', 'aboqueu', 'abocar', 'omple', 'ompliu', 'omplir', 'remena', 'remeneu', 'remenar', 'decora', 'decoreu', 'serveix', 'serviu',
  'barreja', 'barregeu', 'sacseja', 'sacsegeu', 'llenca', 'esprem', 'protresti', 'protresite', 'procijediti', 'procijedite', 'ukrasiti', 'ukrasite', 'promijesati',
  'promijesajte', 'uliti', 'ulijte', 'dodati', 'dodajte', 'posluziti', 'posluzite', 'napuniti', 'napunite',
];

/** Hungarian steps end in their verb ('Jéggel összerázzuk, és pohárba szűrjük', 'jégen építjük fel'), folded. */
export const METHOD_VERBS_LAST_ABROAD = [
  'szurjuk', 'leszurjuk', 'atszurjuk', 'osszerazzuk', 'felrazzuk', 'keverjuk', 'osszekeverjuk', 'megkeverjuk', 'epitjuk fel', 'epitjuk', 'talaljuk', 'diszitjuk', 'toltjuk',
  'osszetorjuk', 'adunk hozza', 'adjuk hozza',
  // (Turkish's too: 'buzla çalkalayın', 'uzun bardağa süzün', 'nane ile süsleyin'.)
  'calkalayin', 'suzun', 'tamamlayin', 'susleyin', 'karistirin', 'ekleyin', 'doldurun', 'servis edin',
];

/** 'Step 1:', 'Paso 2 -', 'Étape 3 :', 'Schritt 4.', 'Passo 5)' before a line: the number of a step, not an amount. */
export const STEP_PREFIX = /^\s*(?:step|paso|etape|étape|schritt|passo|passaggio)\s*\d+\s*(?:[:.)\-–]\s*)?/i;

/**
 * Words that name an alcoholic drink, in the languages: a line that names one keeps the drink out of 'alcohol-free'
 * even when the bar does not stock it ('150 ml Sekt', '1 cerveza'); words that say it has none ('alkoholfrei') undo it.
 */
export const ALCOHOLIC_WORDS = /\b(?:gluh?wein|gluehwein|mulled|spiked|grzaniec|grzane|glogg|glögg|gloegg|bombardino|toddy|jagert?ee|jagatee|punsch|rumtee|hot buttered|beer|lager|pils|pilsner|ale|ipa|stout|porter|cider|sidra|cidre|wine|sekt|champagne|cava|cremant|prosecco|spumante|espumante|franciacorta|vino|vin|wein|vinho|liqueur|liquor|licor|likor|liquore|spirit|rum|ron|rhum|gin|vodka|whisky|whiskey|bourbon|scotch|tequila|mezcal|cachaca|pisco|brandy|cognac|armagnac|calvados|grappa|schnaps|schnapps|aguardiente|vermouth|vermut|wermut|sherry|port|porto|madeira|sake|soju|absinthe|amaro|aperol|campari|chartreuse|cerveza|cerveja|bier|birra|biere|kahlua|passoa|cointreau|triple sec|curacao|amaretto|baileys|pimm'?\s?s|jagermeister|jaegermeister|fernet|sambuca|limoncello|ouzo|raki|arak|metaxa|kitro|retsina|tsipouro|tsikoudia|masticha|mastiha|mastika|rakia|rakija|krasi|byra|mpira|birre|xhin|schnapps|midori|malibu|chambord|frangelico|galliano|drambuie|benedictine|st germain|lillet|aquavit|akvavit|akevitt|akvaviitti|brennivin|snaps|soju|shochu|baijiu|pastis|ricard|genever|jenever|korenwijn|brandewijn|likeur|likier|nalewka|wodka|wodki|wodke|wino|wina|wijn|piwo|piwa|advocaat|sangria|glintwein|kruidenwijn|bisschopswijn|aguardente|bagaco|ginjinha|ginja|medronho|poncha|licor beirao|falernum|feni|urrak|arrack|palinka|tuica|tuica|slivovitz|sliwowica|kirsch|eau de vie|orujo|marc|chacha|mead|hydromel|pulque|sotol|raicilla|bacanora|charanda|soju|makgeolli|umeshu|awamori|tej|kumis|kvass|horilka|samogon|ouzo|zivania|tentura|mahia|singani|guaro|caipirinha)\b/
/** The words that say a product itself has no alcohol ('gin (alcohol-free)', 'Heineken 0.0', 'sin alcohol'): one source for the
 * matcher (anywhere on a line) and the line reader (a bracket that holds only them). */
export const ALCOHOL_FREE_MARKER_SOURCE = String.raw`(?:non[- ]?alcoholic|alcohol[- ]free|de[- ]?alcoholi[sz]ed|alcohol[- ]removed|zero[- ]proof|zero alcohol|0[.,]0\s*%?|(?<![\d.,])0(?:[.,][0-5])?\s*%|sin alcohol|sans alcool|alkoholfrei\w*|analcolic\w*|sem alcool|alcoholvrij|virgin)`;
export const ALCOHOL_FREE_WORDS = /\b(?:non[- ]?alcoholic|alcohol[- ]free|zero[- ]proof|0[.,]0|no[- ]?(?:abv|alc)|virgin|sin alcohol|sans alcool|alkoholfrei|analcolic[oa]|sem alcool|mocktail|ginger beer|ginger ale|root beer|birch beer|bitters|wine vinegar|lyre'?s|seedlip|crodino|sanbitter)\b|(?:^|[\s([])0 ?%(?=[\s)\]]|$)/;

/**
 * Drinks known by name, folded (accents off, '&' as 'and', hyphens as spaces), for the import only: a pasted line that
 * only names one ('Mai Tai', 'Hugo', 'French 75', 'Side-car', 'PALOMA — House Spec', 'Tanqueray G&T', 'Pink Gin &
 * Tonic') is the recipe's title, never an ingredient. A name ends the line's head; words before it may be a brand, a
 * base or a style ('Vodka Buck', 'Crodino Spritz', 'Bottled Negroni'). A name marked '=' is only a title alone, since
 * words before it make a product ('Cocchi Americano', a wine's 'Kir'). Never a product's name the bar may stock ('Pimm's'
 * is a product, 'Pimm's Cup' a drink; no 'Radler', 'Shandy' or 'Sangria' bottled as beer or wine).
 */
export const DRINK_NAMES: readonly string[] = [
  // Families, the last word of many a drink's name.
  'spritz', 'sour', 'fizz', 'collins', 'mule', 'buck', 'julep', 'smash', 'sling', 'flip', 'cobbler', 'toddy', 'highball', 'rickey', 'swizzle', 'daisy',
  'g and t', 'gin and tonic', 'gin tonic', 'gin tonica', 'cuba libre', 'rum and coke',
  // The classics and the trade's best sellers.
  'negroni', 'negroni sbagliato', 'sbagliato', 'boulevardier', 'old pal', 'margarita', 'tommy s margarita', 'mojito', 'nojito', 'daiquiri', 'martini', 'dry martini',
  'espresso martini', 'vesper', 'martinez', 'manhattan', 'rob roy', 'old fashioned', 'sazerac', 'vieux carre', 'paloma', 'mai tai', 'pina colada',
  'cosmopolitan', 'cosmo', 'french 75', 'sidecar', 'side car', 'last word', 'naked and famous', 'paper plane', 'penicillin', 'gold rush', 'bees knees',
  'bee s knees', 'southside', 'gimlet', 'aviation', 'corpse reviver', 'corpse reviver no 2', 'white lady', 'clover club', 'bramble', 'hanky panky',
  'bloody mary', 'bloody maria', 'caesar', 'michelada', 'brandy alexander', 'alexander', 'grasshopper', 'white russian', 'black russian', 'godfather',
  'rusty nail', 'mint julep', 'hurricane', 'zombie', 'painkiller', 'jungle bird', 'dark n stormy', 'dark and stormy', 'moscow mule', 'tequila sunrise',
  'sunrise', 'caipirinha', 'caipiroska', 'caipirissima', 'batida', 'pisco sour', 'whiskey sour', 'whisky sour', 'amaretto sour', 'tom collins',
  'singapore sling', 'long island iced tea', 'sex on the beach', 'screwdriver', 'greyhound', 'salty dog', 'el diablo', 'cantarito', 'charro negro',
  'hugo', 'hugo spritz', 'aperol spritz', 'campari spritz', 'bellini', 'mimosa', 'kir royale', 'ramos gin fizz', 'gin fizz', 'eastside', 'tuxedo',
  'bronx', 'shirley temple', 'roy rogers', 'arnold palmer', 'tinto de verano', 'kalimotxo', 'calimocho', 'irish coffee', 'pimm s cup', 'b 52',
  '=americano', '=kir', '=sangria', '=punch', '=grog',
];

/**
 * A card in Japanese: the products, measures and notes bars write in katakana and kanji ('ブレンデッドスコッチ 45ml',
 * 'ソーダ 適量', 'レモンピール 1枚', '氷 たっぷり'), as the import reads them in English. Longest first; keys as written
 * (the import folds them as it folds the line).
 */
export const JAPANESE_WORDS: Readonly<Record<string, string>> = ownWords({
  ブレンデッドスコッチ: 'blended scotch', スコッチウイスキー: 'scotch whisky', スコッチ: 'scotch', バーボン: 'bourbon', ウイスキー: 'whisky', ウィスキー: 'whisky',
  ドライジン: 'london dry gin', ジン: 'gin', ウォッカ: 'vodka', ホワイトラム: 'white rum', ダークラム: 'dark rum', ラム: 'rum', テキーラ: 'tequila', メスカル: 'mezcal',
  コニャック: 'cognac', ブランデー: 'brandy', カンパリ: 'campari', アペロール: 'aperol', スイートベルモット: 'sweet vermouth', ドライベルモット: 'dry vermouth',
  ベルモット: 'vermouth', コーヒーリキュール: 'coffee liqueur', トリプルセック: 'triple sec', プロセッコ: 'prosecco', ビール: 'beer', 日本酒: 'sake',
  トニックウォーター: 'tonic water', トニック: 'tonic water', ソーダ水: 'soda water', 炭酸水: 'soda water', ソーダ: 'soda water', ジンジャーエール: 'ginger ale',
  ジンジャービア: 'ginger beer', コーラ: 'cola', グレープフルーツ: 'grapefruit', ライムジュース: 'lime juice', ライム果汁: 'lime juice', レモンジュース: 'lemon juice',
  レモン果汁: 'lemon juice', オレンジジュース: 'orange juice', パイナップルジュース: 'pineapple juice', クランベリージュース: 'cranberry juice',
  ガムシロップ: 'sugar syrup', シュガーシロップ: 'sugar syrup', シロップ: 'syrup', アンゴスチュラ: 'angostura', ビターズ: 'bitters', 卵白: 'egg white',
  エスプレッソ: 'espresso', ミントの葉: 'mint leaves', ミント: 'mint', レモンピール: 'lemon twist', オレンジピール: 'orange peel', ライムウェッジ: 'lime wedge',
  レモン: 'lemon', ライム: 'lime', オレンジ: 'orange', チェリー: 'cherry', オリーブ: 'olive', 塩: 'salt', 砂糖: 'sugar', 氷: 'ice',
  グレナデンシロップ: 'grenadine syrup', グレナデン: 'grenadine', ライムコーディアル: 'lime cordial', コーディアル: 'cordial', ココナッツクリーム: 'coconut cream',
  オルゲート: 'orgeat', オルジェー: 'orgeat', ファレナム: 'falernum', パッションフルーツ: 'passion fruit', ペイショーズ: "peychaud's",
  ダッシュ: ' dashes', バースプーン: ' barspoon', ティースプーン: ' tsp', 小さじ: ' tsp', 大さじ: ' tbsp',
  '氷 たっぷり': 'lots of ice', 氷たっぷり: 'lots of ice', 適量: 'to taste', たっぷり: 'plenty', 少々: 'a little', 枚: ' piece', 個: ' piece', 本: ' piece', 滴: ' drops', 杯: ' glass',
});

/**
 * A card in Korean (hangul): the products, measures and notes bars write ('블렌디드 스카치 위스키 45ml', '탄산수 120ml',
 * '레몬 필 1개', '얼음 가득'), as the import reads them in English. Longest first; keys as written (the import folds them
 * as it folds the line). A word of one syllable (진 gin, 럼 rum) is read only standing alone; a counter (개, 잔) only after
 * a number (`KOREAN_ALONE`, `KOREAN_COUNTERS`).
 */
export const KOREAN_WORDS: Readonly<Record<string, string>> = ownWords({
  '블렌디드 스카치 위스키': 'blended scotch', 블렌디드: 'blended', '스카치 위스키': 'scotch whisky', 스카치: 'scotch', 버번: 'bourbon', '라이 위스키': 'rye whiskey',
  위스키: 'whisky', 위스키를: 'whisky', '드라이 진': 'london dry gin', 보드카: 'vodka', '화이트 럼': 'white rum', '다크 럼': 'dark rum', 데킬라: 'tequila', 테킬라: 'tequila',
  메즈칼: 'mezcal', 메스칼: 'mezcal', 코냑: 'cognac', 브랜디: 'brandy', 캄파리: 'campari', 아페롤: 'aperol', '스위트 베르무트': 'sweet vermouth',
  '드라이 베르무트': 'dry vermouth', 베르무트: 'vermouth', 버무스: 'vermouth', '커피 리큐르': 'coffee liqueur', 깔루아: 'kahlua', '트리플 섹': 'triple sec', 트리플섹: 'triple sec',
  쿠앵트로: 'cointreau', 프로세코: 'prosecco', 흑맥주: 'stout', 맥주: 'beer', 라거: 'lager', 소주: 'soju', 막걸리: 'makgeolli', 와인: 'wine', '레드 와인': 'red wine',
  '화이트 와인': 'white wine', 토닉워터: 'tonic water', '토닉 워터': 'tonic water', 토닉: 'tonic water', 탄산수: 'soda water', 소다수: 'soda water', 소다: 'soda water',
  진저에일: 'ginger ale', '진저 에일': 'ginger ale', 진저비어: 'ginger beer', '진저 비어': 'ginger beer', 콜라: 'cola', 자몽: 'grapefruit', 라임즙: 'lime juice',
  '라임 주스': 'lime juice', 레몬즙: 'lemon juice', '레몬 주스': 'lemon juice', '오렌지 주스': 'orange juice', 오렌지주스: 'orange juice', '파인애플 주스': 'pineapple juice',
  '크랜베리 주스': 'cranberry juice', '설탕 시럽': 'sugar syrup', '심플 시럽': 'sugar syrup', 시럽: 'syrup', 유자청: 'yuzu marmalade', 유자: 'yuzu', 꿀: 'honey',
  앙고스투라: 'angostura', 비터스: 'bitters', '달걀 흰자': 'egg white', '계란 흰자': 'egg white', 에스프레소: 'espresso', '민트 잎': 'mint leaves', 민트: 'mint',
  '레몬 필': 'lemon twist', 레몬필: 'lemon twist', '레몬 껍질': 'lemon twist', '오렌지 필': 'orange peel', 오렌지필: 'orange peel', '오렌지 껍질': 'orange peel',
  '라임 웨지': 'lime wedge', '오렌지 슬라이스': 'orange slice', 레몬: 'lemon', 라임: 'lime', 오렌지: 'orange', 체리: 'cherry', 올리브: 'olive', 소금: 'salt', 설탕: 'sugar',
  오이: 'cucumber', 생강: 'ginger', 우유: 'milk', 크림: 'cream', '얼음 가득': 'lots of ice', 얼음: 'ice', 적당량: 'to taste', 약간: 'a little', 바스푼: 'barspoon',
  티스푼: 'tsp', 방울: 'drops', 대시: 'dash', 하이볼: 'highball', 페어링: 'pairing', 코스: 'course', 밀리리터: ' ml', 밀리: ' ml', 미리: ' ml',
});
/** Korean words of one syllable, read only where no other syllable touches them ('진 45ml', never the 진 of 진하게). */
export const KOREAN_ALONE: Readonly<Record<string, string>> = ownWords({ 진: 'gin', 럼: 'rum', 잔: 'glass' });
/** Korean counters after a number ('레몬 필 1개', '2잔'): the English measure. */
export const KOREAN_COUNTERS: Readonly<Record<string, string>> = ownWords({ 개: 'piece', 잔: 'glass', 방울: 'drops', 장: 'piece' });

/**
 * A card in Chinese (simplified or traditional): the products, measures and notes bars write ('伏特加 45毫升', '青柠汁
 * 10毫升', '姜汁啤酒 120毫升', '青柠角 1个'), as the import reads them in English; read with the Japanese words (the
 * scripts share their characters). Longest first; keys as written.
 */
export const CHINESE_WORDS: Readonly<Record<string, string>> = ownWords({
  伏特加: 'vodka', 金酒: 'gin', 琴酒: 'gin', 杜松子酒: 'gin', 朗姆酒: 'rum', 白朗姆酒: 'white rum', 黑朗姆酒: 'dark rum', 龙舌兰: 'tequila', 龍舌蘭: 'tequila',
  梅斯卡尔: 'mezcal', 威士忌: 'whisky', 波本威士忌: 'bourbon', 波本: 'bourbon', 苏格兰威士忌: 'scotch whisky', 蘇格蘭威士忌: 'scotch whisky', 白兰地: 'brandy',
  白蘭地: 'brandy', 干邑: 'cognac', 君度: 'cointreau', 君度橙酒: 'cointreau', 橙皮酒: 'triple sec', 金巴利: 'campari', 金巴利酒: 'campari', 阿佩罗: 'aperol',
  甜味美思: 'sweet vermouth', 干味美思: 'dry vermouth', 味美思: 'vermouth', 咖啡利口酒: 'coffee liqueur', 咖啡力娇酒: 'coffee liqueur', 普罗塞克: 'prosecco',
  起泡酒: 'sparkling wine', 红葡萄酒: 'red wine', 白葡萄酒: 'white wine', 啤酒: 'beer', 黑啤: 'stout', 汤力水: 'tonic water', 湯力水: 'tonic water', 通宁水: 'tonic water',
  苏打水: 'soda water', 蘇打水: 'soda water', 气泡水: 'soda water', 姜汁啤酒: 'ginger beer', 薑汁啤酒: 'ginger beer', 姜汁汽水: 'ginger ale', 可乐: 'cola', 可樂: 'cola',
  青柠汁: 'lime juice', 青檸汁: 'lime juice', 柠檬汁: 'lemon juice', 檸檬汁: 'lemon juice', 橙汁: 'orange juice', 柳橙汁: 'orange juice', 菠萝汁: 'pineapple juice',
  鳳梨汁: 'pineapple juice', 蔓越莓汁: 'cranberry juice', 西柚汁: 'grapefruit juice', 葡萄柚汁: 'grapefruit juice', 单糖浆: 'sugar syrup', 糖浆: 'sugar syrup',
  糖漿: 'sugar syrup', 蜂蜜: 'honey', 龙舌兰糖浆: 'agave syrup', 石榴糖浆: 'grenadine', 红石榴糖浆: 'grenadine', 苦精: 'bitters', 安格斯特拉: 'angostura',
  蛋白: 'egg white', 蛋清: 'egg white', 浓缩咖啡: 'espresso', 濃縮咖啡: 'espresso', 薄荷叶: 'mint leaves', 薄荷葉: 'mint leaves', 薄荷: 'mint', 青柠角: 'lime wedge',
  青檸角: 'lime wedge', 柠檬皮: 'lemon twist', 檸檬皮: 'lemon twist', 橙皮: 'orange peel', 橙片: 'orange slice', 樱桃: 'cherry', 櫻桃: 'cherry', 青柠: 'lime',
  青檸: 'lime', 柠檬: 'lemon', 檸檬: 'lemon', 盐: 'salt', 鹽: 'salt', 冰块: 'ice', 冰塊: 'ice', 毫升: ' ml', 少许: 'a little', 少許: 'a little', 适量: 'to taste',
  適量: 'to taste', 滴: ' drops', 片: ' piece', 根: ' piece', 颗: ' piece', 顆: ' piece',
});
