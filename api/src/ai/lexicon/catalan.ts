/**
 * Catalan, read into English words (ADR 76). Catalan shares much with Spanish and French, and some of its words are
 * another language's small words ('ou' is French and Portuguese 'or' but Catalan 'egg'; 'res' is 'nothing'; 'set' is
 * seven), so these tables are read only once a request says it is Catalan (`CATALAN_OWN`). Keys are folded: lower
 * case, accents off, the middle dot of 'al·lèrgic' kept. Phrases are read first, longest first; then whole words.
 */
import { ownWords } from './own';

/**
 * Words only Catalan writes (folded): two different ones say a request is Catalan ('Sóc al·lèrgic a l'ou', 'som 3,
 * tenim 30 euros', 'res de gin ... alguna cosa refrescant'). A word with the middle dot counts as one.
 */
export const CATALAN_OWN =
  /(?<![\p{L}·])(?:som (?:\d{1,2}|dos|dues|tres|quatre|cinc|sis)|soc|vull|volem|voldria|voldriem|tinc|tenim|nosaltres|sisplau|si us plau|gracies|moltes gracies|amb|dolc|dolca|dolcos|dolces|llet|ous|cervesa|cerveses|refrescant|beure|bec|bevem|molt|gaire|perque|tambe|alguna cosa|quelcom|res de|res amb|cap de nosaltres|em ve de gust|m agrada|m'agrada|embarassada|llimona|llima|avui|aquesta nit|una mica|menys de|ginebra de|prenc|puc|estic|sense alcohol|sense ous?|condueixo|cotxe|taronja|fumat|afruitat|afruitada|amarga|anys tinc|tinc \d+ anys|\p{L}*l·l\p{L}*)(?![\p{L}·])/gu;

/** Catalan phrases, read first (longest first), as the English the rest of the reader knows. */
export const CATALAN_PHRASES: Record<string, string> = ownWords({
  // Limits: 'res de gin' (no gin), 'cap de nosaltres vol gin' (none of us wants gin), 'sense ou' (without egg).
  'res de': 'no',
  'res amb': 'nothing with',
  'res que porti': 'nothing with',
  'res que tingui': 'nothing with',
  'que no porti': 'without',
  'que no tingui': 'without',
  'que no dugui': 'without',
  'cap de nosaltres vol': 'none of us wants',
  'cap de nosaltres volem': 'none of us wants',
  'cap de nosaltres beu': 'none of us drinks',
  'cap de nosaltres pren': 'none of us drinks',
  'cap de nosaltres': 'none of us',
  'ningu vol': 'nobody wants',
  'no vull': 'i do not want',
  'no en vull': 'i do not want it',
  'no volem': 'we do not want',
  'no m agrada': 'i do not like',
  'no m agraden': 'i do not like',
  'm agrada': 'i like',
  'm agraden': 'i like',
  'no suporto': 'i cannot stand',
  'no puc prendre': 'i cannot have',
  'no puc beure': 'i cannot drink',
  'no puc': 'i cannot have',
  'em ve de gust': 'i feel like',
  'em venen de gust': 'i feel like',
  'em fa ganes': 'i feel like',
  'em fa mal': 'makes me sick',
  'em posa malament': 'makes me sick',
  'em sent malament': 'makes me sick',
  'sense alcohol': 'alcohol free',
  'sense alcohol de cap mena': 'alcohol free',
  'sense gens d alcohol': 'alcohol free',
  'no bec': 'i do not drink',
  'no bec alcohol': 'i do not drink',
  'no prenc alcohol': 'i do not drink',
  'no prenc': 'i do not have',
  'no bevem': 'we do not drink',
  'no beure': 'not drinking',
  // Allergies and diets ('sóc al·lèrgic a l'ou', 'tinc al·lèrgia als fruits secs', 'clara d'ou').
  'al·lergic a': 'allergic to',
  'al·lergica a': 'allergic to',
  'al·lergics a': 'allergic to',
  'al·lergiques a': 'allergic to',
  'al·lergia a': 'allergy to',
  'al·lergia als': 'allergy to',
  'al·lergia al': 'allergy to',
  'al·lergic als': 'allergic to',
  'al·lergica als': 'allergic to',
  'al·lergic al': 'allergic to',
  'al·lergica al': 'allergic to',
  'clara d ou': 'egg white',
  'clares d ou': 'egg white',
  'fruits secs': 'nuts',
  'fruita seca': 'nuts',
  'intolerant a la lactosa': 'lactose intolerant',
  'intolerant a la': 'intolerant to',
  'intolerant al': 'intolerant to',
  'intolerant als': 'intolerant to',
  'intolerant a': 'intolerant to',
  // Reasons not to drink ('estic embarassada', 'he de conduir', 'porto el cotxe', 'prenc antibiòtics').
  'estic embarassada': 'i am pregnant',
  'he de conduir': 'i am driving',
  'haig de conduir': 'i am driving',
  'porto el cotxe': 'i am driving',
  'agafo el cotxe': 'i am driving',
  'condueixo jo': 'i am driving',
  'prenc antibiotics': 'i am taking antibiotics',
  // Wine, by colour; 'una canya' (a small draught beer).
  'vi negre': 'red wine',
  'vi blanc': 'white wine',
  'vi rosat': 'rose wine',
  'una canya': 'a beer',
  'una mica': 'a bit',
  'alguna cosa': 'something',
  'per a mi': 'for me',
  'per a nosaltres': 'for us',
  'per a': 'for',
  'si us plau': 'please',
  'moltes gracies': 'thanks',
  'aquesta nit': 'tonight',
  'no gaire': 'not too',
  'no massa': 'not too',
  'que no sigui gaire': 'not too',
  'que no sigui massa': 'not too',
  'que no sigui molt': 'not too',
  'que no sigui': 'not',
  'menys de': 'less than',
  'com a maxim': 'at most',
  'com a molt': 'at most',
  'fins a': 'up to',
  'en total': 'in total',
  'semblant a': 'similar to',
  'semblant al': 'similar to the',
  'que m escalfi': 'warming',
  'vint-i-cinc': '25',
  'tinc set': 'i am thirsty',
});

/** Catalan words, read after its phrases, as English. */
export const CATALAN_WORDS: Record<string, string> = ownWords({
  soc: 'i am', som: 'we are', estic: 'i am', tinc: 'i have', tenim: 'we have', vull: 'i want', volem: 'we want',
  voldria: 'i would like', voldriem: 'we would like', vol: 'wants', prenc: 'i have', bec: 'i drink', beure: 'drink',
  nosaltres: 'us', sisplau: 'please', gracies: 'thanks', amb: 'with', sense: 'without', i: 'and', o: 'or', pero: 'but',
  res: 'nothing', quelcom: 'something', molt: 'very', massa: 'too', gaire: 'very', mes: 'more', menys: 'less',
  tambe: 'also', avui: 'today', que: 'that', em: 'me', un: 'a', una: 'a', per: 'for', maxim: 'at most', entre: 'between',
  cadascu: 'each', cadascun: 'each', anys: 'years old', embarassada: 'pregnant', condueixo: 'i am driving',
  conduc: 'i am driving', antibiotics: 'antibiotics', musulma: 'muslim', musulmana: 'muslim', celiac: 'coeliac',
  celiaca: 'coeliac', vega: 'vegan', vegana: 'vegan', vegans: 'vegan', veganes: 'vegan',
  // Allergies and foods ('ou' is egg here, never 'or').
  'al·lergic': 'allergic', 'al·lergica': 'allergic', 'al·lergia': 'allergy', ou: 'egg', ous: 'eggs', llet: 'milk',
  lactis: 'dairy', lactics: 'dairy', ametlla: 'almond', ametlles: 'almonds', cacauet: 'peanut', cacauets: 'peanuts',
  avellana: 'hazelnut', avellanes: 'hazelnuts', nous: 'walnuts', marisc: 'shellfish', gambes: 'prawns', mel: 'honey',
  // Tastes.
  dolc: 'sweet', dolca: 'sweet', dolcos: 'sweet', dolces: 'sweet', amarg: 'bitter', amarga: 'bitter', acid: 'sour',
  acida: 'sour', fort: 'strong', forta: 'strong', forts: 'strong', suau: 'light', lleuger: 'light', lleugera: 'light',
  refrescant: 'refreshing', fresc: 'refreshing', fresca: 'refreshing', fresquet: 'refreshing', fresqueta: 'refreshing',
  afruitat: 'fruity', afruitada: 'fruity', fumat: 'smoky', picant: 'spicy', cremos: 'creamy', cremosa: 'creamy',
  calent: 'hot', calenta: 'hot',
  // Drinks and what goes in them.
  llimona: 'lemon', llima: 'lime', taronja: 'orange', pinya: 'pineapple', maduixa: 'strawberry', gerds: 'raspberry',
  gingebre: 'ginger', sucre: 'sugar', gel: 'ice', aigua: 'water', tonica: 'tonic', cervesa: 'beer', cerveses: 'beers',
  vi: 'wine', vins: 'wines', rom: 'rum', ginebra: 'gin', vermut: 'vermouth', cafe: 'coffee',
  // Numbers ('som tres', 'tenim trenta euros').
  dos: '2', dues: '2', tres: '3', quatre: '4', cinc: '5', sis: '6', set: '7', vuit: '8', nou: '9', deu: '10', onze: '11',
  dotze: '12', tretze: '13', catorze: '14', quinze: '15', setze: '16', disset: '17', divuit: '18', dinou: '19',
  vint: '20', trenta: '30', quaranta: '40', cinquanta: '50',
});
