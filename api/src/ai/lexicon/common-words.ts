import { singular } from '../text';

/** English. */
const ENGLISH = `
  poss asap interval curtain matinee seats row patient patients
  print prompt prompts system instructions instruction reveal rules ignore previous pretend override disregard developer mode
  turn turned turning turns cover covers covered covering card company expenses wild about above after afternoon again against along already also always among anniversary another answer anyone
  anything anyway around asked away babe bachelor bachelorette back bad bartender because become been before begin
  behind being believe best better between big bill birthday bit black bless blue body book boring boss both bottom
  bought boys break bring bringing brings brought brunch buddies buddy build burger busy buy call calm came can cant
  care carry case cause celebrate celebrating change cheap check cheers child chilly choice choices choose city
  clean clear close cold coming cool could couple crazy cross dance dark darling date dating days dead deal dear
  decide deep desk dessert did didnt different dinner does doing done dont down dream dress drive driving drop dude
  dunno early easy eating else end enjoy enough even evening ever every exactly eyes face fact fair fall family
  fancy far fast favorite favourite feel feeling feels feet fellas felt few fight fill final finally find fine
  finish fire first five floor fly folks follow food foot form four free freezing fresh friday friend friends from
  front full fun funny game gave gents gets getting gimme girl girls give given gives giving glad goes going gone
  gonna good got gotta graduation great green ground group grow guess guys half hand hang happy hard hate have head
  hear heard heart heat help hen here high hold holiday holidays home honey hope hoped hoping hot hour house hubby
  hungry hurry idea inside instead into just keep keeping keeps kept kind kinda knew know ladies lady large last
  late lately later laugh lead least leave left lemme less lets life light like liked liking line list little live
  long look looking looks lost lots loud love loved lovely loving lunch made main make makes making many mate mates
  maybe meal meals mean meet menu mind mine minute miss missus money month more morning most mother move much must
  name near need needed needing never news next nice nicely night none nothing number often okay once only open
  option options order other ours outside over pain part party pass past patio pay people pick pizza place plan play
  please plus point poor pour pretty promotion proper pull push quick quiet quite rain rainy rather read ready real
  really reason recommend recommendation regular rest reunion ride right round rule sad safe said same saturday save
  say says school second seen self send sense serve set shall share short should show side simple since sister sit
  size sleep slow small smile snack snacks soft some someone soon sorry sort sorta speak special specials spend stag
  stand start stay steak still stop story strange street strong stuff such suggest suggestion sunday sunny supper
  applies apply applied applying tolerance scratch scratched room rooms gym sure surprise sushi sweetie table tacos take takes taking talk tall taste tasted tastes tasty team tell terrace
  than thank that them then there these they thing things think thinking thinks thirsty this those though thought
  three through till time tired today together told tomorrow tonight took total touch toward treat tried tries true
  trust truth trying turn twice type under until upon used usual vacation very wait waiting walk wall wanna want
  wanted wanting wants warm watch water weather wedding week weekend well went were what when where which while
  white whole wife wifey will wind window windy wish with without woman wonder word work working worked works world worry worse worst
  would write wrong yeah year years yellow young your yours
`;

/** The other languages' everyday words, folded ('nicht' is not 'night', 'traje' not 'trace', 'beber' not 'beer'). */
const OTHER_LANGUAGES = `
  chiant chiante chiants relou ouf fada wesh mdr ptdr tkt stp neta wey guey parce che
  beber bebo bebe bebes bebemos bebida bebidas bere bevo bevi bevuto boire bois buvons trinken trinke trinkt drinken
  alcanza alcanzan alcanzaria alcance chega chegam basta bastan
  posso pode podemos puedo puede podemos peux peut pouvons kann konnen possiamo
  abbiamo abend aber adesso agora algo algum alguma amargo amaro amer anche ancora auch avec avons beaucoup bien
  bisschen bitte buena bueno cada chacun chose coche coisa como cuando danke deine doce doch dolce donc donde dort
  douce dulce eine einem einen encore entao estamos etwas euch fahr fahre fahren fort forte frais fresco fria frio
  frisch fuerte gern gerne giro habe haben hatte hatten hab heute hier hoje immer insgesamt jeder jetzt kalt kein keine keinen leicht
  lieber mein meine molto morgen mucho muito nicht nichts noch noche noite nous oder ohne para perche pero poco
  porque pouco pour qualcosa quelque queremos quero quiero quindi rica rico rien rodada ronda runde sans sauer schon
  sehr sempre siamo sind soir sommes somos stark stasera suave suss tambem tambien temos tenemos tengo testa todo
  todos tournee tous tout traemos traigo traje tres trinke trinken tutti tutto veux viel voglio vorrei voudrais warm
  wieder zusammen sein darf darfst mag magst gibt habt hast sollte verdad vale claro surtout toujours aussi alors plutot vraiment sinon parce puisque pues entonces mejor soprattutto magari invece sobretudo entao melhor besonders lieber eher mezclar mezcla mezclado mezclo mischen mescolare misturar melanger
  lunedi martedi mercoledi giovedi venerdi sabato domenica lunes martes miercoles jueves viernes sabado domingo
  lundi mardi mercredi jeudi vendredi samedi dimanche montag dienstag mittwoch donnerstag freitag samstag sonntag
  segunda terca quarta quinta sexta maandag dinsdag woensdag donderdag vrijdag zaterdag zondag
  ammazza mannaggia magari allora insomma comunque dai daje boh figo tipo cioe vabbe beh ecco ragazzi
  claro venga vamos hombre joder madre putain bref ouais grave ouf chelou genre quoi bah mec meuf krass geil alter halt eben
`;

/**
 * Danish, Norwegian and Swedish everyday words, folded ('noget med gin', 'noe med gin', 'något med gin', '75 danske
 * kroner per drink'): 'danske' is not 'danke', 'noen' (some) not 'none', 'sterk' (strong) not 'steak'.
 */
const NORDIC = `
  jeg meg mig jag min mit mitt mine mina din dit ditt dine vores vor vart vare vara deres deras dere dem han hun hon
  ikke ikkje inte ingen intet inget ingenting noget noe nogot noen nogen nogle nagon nagot nagra alle alla mange manga
  meget mye mycket mere mer lidt litt lite lille liten stor store og och eller men fordi hvis nar som der her hvor hvad
  hva vad hvem vem hvilken hvilke vilken hvordan hur hvorfor varfor ogsa kun bare bara maske kanskje kanske altsa nok
  tak takk tack tusind tusen venligst vennligst snalla gerne gjerne garna med uden uten utan til till fra fran pa af av
  ved vid efter etter for fore mellem mellom mellan mod mot hos hjem hem aften kveld kvall ikvall helg weekend fest ferie
  skal ska skulle havde hadde hade har kan kunne kunde vil vill ville blir ble blev bliver godt gode bra vaere vaert varit vaer snill snall hallo
  smag smak smager smaker sod sot surt staerk staerkt sterk sterkt stark frisk friskt frask kald kall varm varmt venner
  vanner kone kaereste kjaereste bror soster syster pris priser billig billigere billigare dyr dyre dyra per danske dansk
  danska dane danes norske norsk norska svenske svensk svenska kroner krone kronor krona
`;

/**
 * French, Spanish, German, Italian, Portuguese, Dutch and Polish everyday words that are one slip from a word of the
 * menu or the lexicon ('Mon forfait boissons couvre 10 € par verre': 'verre' is not 'verde', 'soeur' not 'sour',
 * 'nuit' not 'nut', 'beter' not 'beer', 'tani' not 'tai').
 */
const MORE_LANGUAGES = `
  verre verres boisson boissons forfait forfaits couvre couvrent couvert formule avoir sommes cher chere chers cheres
  bonne bonnes nuit cherie frere soeur salut acide proposer gout gouts cabine soiree envie fete
  caro cara caros caras quiza quizas cual recomiendas
  dich unser unsere preis welche welcher welches wann
  bene come dove consigli consiglio
  temos irma onde onze
  drankje drankjes heel beter wanneer sterk
  jest tani tanie taniej impreza basen pije
`;

/** Given names one slip from a drink's name ('Happy 60th Margaret!' is no Margarita, 'Martina's birthday' no Martini). */
const NAMES = `
  margaret margarete margarethe marguerite margit martina martine martin martino martinez colin collin colleen
  paloma palomo rosie rosy manny pauline nigel
`;

/**
 * Everyday words guests type around what they want ('bring on the booze', 'something better', 'we tried the Mule').
 * The typo corrector leaves these as they are: one slip from a word of the menu or the lexicon ('bring' / 'briny',
 * 'better' / 'bitter', 'rule' / 'mule', 'okay' / 'oaky', 'speak' / 'steak') is a different word, not a slip.
 * A word here that is also a wish ('warm', 'strong', 'brunch') is still read as one: this list only stops corrections.
 */
// (Each with the form the reader takes it in: a word loses a last 's' before it is looked up, 'sommes' as 'somme'.)
export const COMMON_WORDS: ReadonlySet<string> = new Set(
  `${ENGLISH} ${OTHER_LANGUAGES} ${NORDIC} ${MORE_LANGUAGES} ${NAMES}`
    .trim()
    .split(/\s+/)
    .flatMap((w) => [w, singular(w)]),
);
