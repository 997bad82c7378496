/**
 * Recipes pasted in Spanish, French, German, Italian and Portuguese: the words of their ingredients and measures in
 * the English the import reads ('zumo de lima' -> lime juice, '2 cl Zuckersirup' -> sugar syrup, '2 colheres de chá'
 * -> 2 tsp). Text is folded first (lower case, accents off, 'ß' -> 'ss', "d'orange" -> 'd orange'), so write entries
 * that way. The request reader has its own list (`languages.ts`): there 'sucre' is a taste, here it is sugar.
 */
export const IMPORT_PHRASES: Record<string, string> = {
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
  'suco de limao siciliano': 'lemon juice', 'suco de limao': 'lime juice', 'sumo de limao': 'lemon juice', 'suco de laranja': 'orange juice',
  'suco de lima': 'lime juice', 'sumo de lima': 'lime juice', 'suco de limao taiti': 'lime juice',
  'suco de abacaxi': 'pineapple juice', 'suco de cranberry': 'cranberry juice', 'suco de toranja': 'grapefruit juice',
  // Syrups and sweeteners.
  'sirope de agave': 'agave syrup', 'jarabe de agave': 'agave syrup', 'nectar de agave': 'agave syrup', 'sirope simple': 'sugar syrup',
  'jarabe simple': 'sugar syrup', 'jarabe de azucar': 'sugar syrup', 'sirope de azucar': 'sugar syrup', almibar: 'sugar syrup',
  'sirop de sucre de canne': 'sugar syrup', 'sirop de sucre': 'sugar syrup', 'sirop simple': 'sugar syrup', 'sirop d agave': 'agave syrup', 'sirop de grenadine': 'grenadine',
  zuckersirup: 'sugar syrup', zuckersiruppe: 'sugar syrup', 'einfacher sirup': 'sugar syrup', agavensirup: 'agave syrup', agavendicksaft: 'agave syrup',
  'sciroppo di zucchero': 'sugar syrup', 'sciroppo semplice': 'sugar syrup', 'sciroppo d agave': 'agave syrup', 'sciroppo di agave': 'agave syrup',
  'xarope de acucar': 'sugar syrup', 'xarope simples': 'sugar syrup', 'xarope de agave': 'agave syrup', 'calda de acucar': 'sugar syrup',
  granadina: 'grenadine', granatina: 'grenadine', 'sirop d orgeat': 'orgeat syrup', 'sirope de orgeat': 'orgeat syrup', mandelsirup: 'orgeat syrup',
  'sciroppo di orzata': 'orgeat syrup',
  // Spirits and wines.
  'ron blanco': 'white rum', 'ron oscuro': 'dark rum', 'ron negro': 'dark rum', 'ron anejo': 'dark rum', 'rhum blanc': 'white rum',
  'rhum ambre': 'dark rum', 'rhum brun': 'dark rum', 'weisser rum': 'white rum', 'brauner rum': 'dark rum', 'rum bianco': 'white rum',
  'rum scuro': 'dark rum', 'rum branco': 'white rum', 'rum escuro': 'dark rum', ron: 'rum', rhum: 'rum',
  'vermut rojo': 'sweet vermouth', 'vermut dulce': 'sweet vermouth', 'vermut seco': 'dry vermouth', 'vermouth rouge': 'sweet vermouth',
  'vermouth rosso': 'sweet vermouth', 'vermouth secco': 'dry vermouth', 'vermouth blanc sec': 'dry vermouth', 'roter wermut': 'sweet vermouth',
  'trockener wermut': 'dry vermouth', 'vermute tinto': 'sweet vermouth', 'vermute seco': 'dry vermouth', wermut: 'vermouth', vermut: 'vermouth',
  'licor de cafe': 'coffee liqueur', 'liqueur de cafe': 'coffee liqueur', kaffeelikor: 'coffee liqueur', 'liquore al caffe': 'coffee liqueur',
  'bitter campari': 'campari', espumante: 'sparkling wine', 'vino espumoso': 'sparkling wine',
  // Mixers.
  'agua con gas': 'soda water', 'agua de soda': 'soda water', 'agua tonica': 'tonic water', 'cerveza de jengibre': 'ginger beer',
  'eau gazeuse': 'soda water', 'eau petillante': 'soda water', 'biere de gingembre': 'ginger beer', sodawasser: 'soda water', sprudelwasser: 'soda water',
  mineralwasser: 'soda water', ingwerbier: 'ginger beer', 'acqua frizzante': 'soda water', 'acqua gassata': 'soda water', 'acqua tonica': 'tonic water',
  'birra allo zenzero': 'ginger beer', 'agua com gas': 'soda water', 'agua gaseificada': 'soda water', 'cerveja de gengibre': 'ginger beer',
  'refresco de cola': 'cola', 'refrigerante de cola': 'cola', 'bibita alla cola': 'cola', 'boisson au cola': 'cola',
  'crema de coco': 'coconut cream', 'creme de coco': 'coconut cream', kokoscreme: 'coconut cream', 'crema di cocco': 'coconut cream',
  'leite de coco': 'coconut cream', 'cafe expresso': 'espresso', 'cafe espresso': 'espresso', 'caffe espresso': 'espresso',
  // Egg, herbs, fruit, garnish.
  'clara de huevo': 'egg white', 'blanc d oeuf': 'egg white', 'blancs d oeuf': 'egg white', eiweiss: 'egg white', albume: 'egg white',
  'clara de ovo': 'egg white', 'hojas de menta': 'mint leaves', hierbabuena: 'mint', 'feuilles de menthe': 'mint leaves', menthe: 'mint',
  minzblatter: 'mint leaves', minze: 'mint', 'foglie di menta': 'mint leaves', 'folhas de hortela': 'mint leaves', hortela: 'mint', menta: 'mint',
  'zeste de citron vert': 'lime peel', 'zeste de citron': 'lemon twist', 'scorza di limone': 'lemon twist', 'cascara de limon': 'lemon twist',
  'casca de limao siciliano': 'lemon twist', zitronenzeste: 'lemon twist', zitronenschale: 'lemon twist',
  'cascara de naranja': 'orange peel', 'piel de naranja': 'orange peel', 'zeste d orange': 'orange peel', "ecorce d orange": 'orange peel',
  orangenzeste: 'orange peel', orangenschale: 'orange peel', 'scorza d arancia': 'orange peel', 'scorza di arancia': 'orange peel',
  'casca de laranja': 'orange peel', 'rodaja de naranja': 'orange slice', 'tranche d orange': 'orange slice', orangenscheibe: 'orange slice',
  'fetta d arancia': 'orange slice', 'rodela de laranja': 'orange slice', 'gajo de lima': 'lime wedge', 'cuna de lima': 'lime wedge',
  'quartier de citron vert': 'lime wedge', 'quartier de lime': 'lime wedge', limettenspalte: 'lime wedge', 'spicchio di lime': 'lime wedge',
  'cortado em cunhas': 'cut into wedges', 'cortada em cunhas': 'cut into wedges', 'cortado en gajos': 'cut into wedges', 'cortada en gajos': 'cut into wedges',
  'coupe en quartiers': 'cut into wedges', 'in spalten geschnitten': 'cut into wedges', 'tagliato a spicchi': 'cut into wedges',
  'cereza al marrasquino': 'cocktail cherry', 'cerise au marasquin': 'cocktail cherry', cocktailkirsche: 'cocktail cherry', 'ciliegina al maraschino': 'cocktail cherry',
  'citron vert': 'lime', limette: 'lime', zitrone: 'lemon', limone: 'lemon', limao: 'lime', limon: 'lemon', lima: 'lime', citron: 'lemon',
  naranja: 'orange', arancia: 'orange', laranja: 'orange', aceituna: 'olive', oliva: 'olive', azeitona: 'olive',
  hielo: 'ice', glacons: 'ice', eiswurfel: 'ice', eis: 'ice', ghiaccio: 'ice', gelo: 'ice', sal: 'salt', sel: 'salt', salz: 'salt', sale: 'salt',
  azucar: 'sugar', sucre: 'sugar', zucker: 'sugar', zucchero: 'sugar', acucar: 'sugar',
  'hojas de hierbabuena': 'mint leaves', 'ramita de hierbabuena': 'mint sprig',
  // Cut into pieces ('1 limão cortado em 4 pedaços'): the wedges the fruit is cut into.
  'cortado em': 'cut into', 'cortada em': 'cut into', 'cortado en': 'cut into', 'cortada en': 'cut into', 'coupe en': 'cut into',
  'tagliato in': 'cut into', 'geschnitten in': 'cut into', pedacos: 'pieces', pedaco: 'piece', gomos: 'wedges', trozos: 'pieces',
  morceaux: 'pieces', pezzi: 'pieces', stucke: 'pieces',
  // Shorthand of a bar's notes ('sugar syr 20').
  syr: 'syrup',
  // Fresh, in the languages ('jus de citron jaune frais', 'frischer Zitronensaft', 'succo di limone fresco').
  frais: 'fresh', fraiche: 'fresh', frischer: 'fresh', frische: 'fresh', frisch: 'fresh', frischen: 'fresh', fresco: 'fresh', fresca: 'fresh',
  // Dutch and Polish: the main words.
  'partje limoen': 'lime wedge', 'schijfje limoen': 'lime wedge', limoensap: 'lime juice', citroensap: 'lemon juice', limoen: 'lime', citroen: 'lemon',
  suikersiroop: 'sugar syrup', spuitwater: 'soda water', ijs: 'ice', ijsblokjes: 'ice',
  'bialego rumu': 'white rum', 'bialy rum': 'white rum', 'ciemnego rumu': 'dark rum', rumu: 'rum', coli: 'cola', 'soku z limonki': 'lime juice',
  'sok z limonki': 'lime juice', 'soku z cytryny': 'lemon juice', 'sok z cytryny': 'lemon juice', 'cwiartka limonki': 'lime wedge',
  'cwiartki limonki': 'lime wedge', limonki: 'lime', limonka: 'lime', 'syropu cukrowego': 'sugar syrup', 'syrop cukrowy': 'sugar syrup',
  'wody gazowanej': 'soda water', 'woda gazowana': 'soda water', lod: 'ice', 'kostki lodu': 'ice',
  // Measures.
  spruzzo: 'splash', spruzzata: 'splash', 'un goccio': 'a splash', 'um toque': 'a splash', 'un trait': 'a dash', 'une touche': 'a splash',
  // To top: 'para completar', 'per completare', 'pour compléter', 'zum Auffüllen'.
  'para completar': 'to top', 'para rellenar': 'to top', 'para completar o copo': 'to top', 'per completare': 'to top', 'per finire': 'to top',
  'pour completer': 'to top', 'a completer': 'to top', 'zum auffullen': 'to top', 'auffullen': 'to top',
  'hasta completar': 'to top', 'hasta llenar': 'to top', 'a colmare': 'to top', 'per colmare': 'to top', 'a completar': 'to top', 'ate completar': 'to top',
  'top di': 'top with', 'aufgefullt mit': 'topped with', 'auffullen mit': 'top with',
  // Articles before a measure or a garnish: 'una fetta', 'un gajo', 'eine Limettenspalte'.
  uno: 'a', una: 'a', un: 'a', une: 'a', ein: 'a', eine: 'a', einen: 'a', um: 'a', uma: 'a',
  cucharaditas: 'tsp', cucharadita: 'tsp', cucharadas: 'tbsp', cucharada: 'tbsp', 'colheres de cha': 'tsp', 'colher de cha': 'tsp',
  'colheres de sopa': 'tbsp', 'colher de sopa': 'tbsp', 'cuilleres a cafe': 'tsp', 'cuillere a cafe': 'tsp', 'c a cafe': 'tsp',
  'cuilleres a soupe': 'tbsp', 'cuillere a soupe': 'tbsp', 'c a soupe': 'tbsp', cucchiaini: 'tsp', cucchiaino: 'tsp', cucchiai: 'tbsp',
  cucchiaio: 'tbsp', barloffel: 'barspoon', teeloffel: 'tsp', essloffel: 'tbsp', spritzer: 'dash', schuss: 'splash', chorrito: 'splash',
  chorro: 'splash', traits: 'dashes', trait: 'dash', gouttes: 'drops', goutte: 'drop', gotas: 'drops', gota: 'drop', gocce: 'drops', goccia: 'drop',
  tropfen: 'drops', golpes: 'dashes', golpe: 'dash', pizca: 'pinch', prise: 'pinch', pizzico: 'pinch', pitada: 'pinch',
};

/** The phrases as one pattern, longest first, on whole words. */
export const IMPORT_PHRASE_PATTERN = new RegExp(
  `\\b(?:${Object.keys(IMPORT_PHRASES)
    .map((k) => k.trim())
    .filter((k, i, all) => all.indexOf(k) === i)
    .sort((a, b) => b.length - a.length)
    .map((k) => k.replace(/\s+/g, '\\s+'))
    .join('|')})\\b`,
  'g',
);

/** 'TL' and 'EL' are German spoons only right after a number ('2 TL Zucker'); 'el' is also a Spanish article. */
export const SPOON_AFTER_NUMBER = /(\d)\s*(tl|el)\b/g;
/** A preposition between a measure and the name ('50 ml de tequila', '3 cl di gin', '2 cl do rum'): 'of'. */
export const MEASURE_PREPOSITION = /\b(ml|cl|oz|l|tsp|tbsp|barspoon|dash|dashes|splash|drop|drops|pinch)\s+(?:de|d|di|do|da|del|dello|della|du|des|van)\s+(?!maguey\b)/g;
