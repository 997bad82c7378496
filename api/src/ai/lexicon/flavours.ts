/**
 * The flavours and styles the AI bartender reasons in. A drink's profile is a level from 0 to 1 on each; a guest's
 * request wishes for some and avoids others.
 *
 * To teach it a new way of saying a flavour, add the word or phrase to `words` (lower case, singular, no accents).
 * A word may carry a weight below 1 when it only hints at the flavour.
 */
export const FLAVOURS = [
  'citrus', 'sour', 'sweet', 'bitter', 'herbal', 'minty', 'fruity', 'tropical', 'creamy', 'coffee',
  'spicy', 'smoky', 'bubbly', 'refreshing', 'floral', 'nutty', 'dry', 'rich', 'savoury',
] as const;
export type Flavour = (typeof FLAVOURS)[number];
export type FlavourProfile = Partial<Record<Flavour, number>>;

export interface FlavourEntry {
  /** How a reason names the flavour when it is the only one: 'bright and citrusy'. */
  label: string;
  /** One word for lists: 'citrusy, tart and refreshing'. */
  adjective: string;
  /** Words and phrases that mean it, with how strongly (default 1). */
  words: Record<string, number>;
}

export const FLAVOUR_LEXICON: Record<Flavour, FlavourEntry> = {
  citrus: {
    label: 'bright and citrusy',
    adjective: 'citrusy',
    words: { citrus: 1, citrusy: 1, citrussy: 1, zesty: 1, zingy: 0.8, zing: 0.8, lemony: 1, limey: 1, bright: 0.6, 'citrus-forward': 1, tangy: 0.6 },
  },
  sour: {
    label: 'tart',
    adjective: 'tart',
    words: { sour: 1, sourer: 1, sourest: 1.2, tart: 1, tangy: 0.8, sharp: 0.6, acidic: 0.8, puckery: 1, 'mouth-puckering': 1, crisp: 0.3, 'sweet and sour': 1, 'sweet-sour': 1, 'sweet n sour': 1 },
  },
  sweet: {
    label: 'sweet',
    adjective: 'sweet',
    words: { sweet: 1, sweeter: 1, sweetest: 1.2, sugary: 1, syrupy: 0.8, candy: 0.8, dessert: 0.7, 'sweet tooth': 1, sweetened: 0.6, bittersweet: 0.2, honeyed: 0.8, 'lightly sweet': 0.5, 'sweet and sour': 0.3, 'sweet-sour': 0.3, 'sweet n sour': 0.3 },
  },
  bitter: {
    label: 'bittersweet',
    adjective: 'bittersweet',
    words: { bitter: 1, bitterer: 1, bitterest: 1.2, bittersweet: 0.9, amaro: 0.8, aperitivo: 0.8, aperitif: 0.7, hoppy: 0.7, 'bitter finish': 0.6 },
  },
  herbal: {
    label: 'herbal',
    adjective: 'herbal',
    words: { herbal: 1, herby: 1, botanical: 1, juniper: 0.9, earthy: 0.6, aromatic: 0.6, 'juniper-led': 1, piney: 0.6, alpine: 0.5 },
  },
  minty: {
    label: 'minty',
    adjective: 'minty',
    words: { mint: 1, minty: 1, 'fresh mint': 1 },
  },
  fruity: {
    label: 'fruity',
    adjective: 'fruity',
    words: { fruity: 1, fruit: 0.9, berry: 0.9, juicy: 0.8, 'fruit-forward': 1, strawberry: 0.8, watermelon: 0.8, pear: 0.6, apple: 0.6, 'dark berry': 0.9 },
  },
  tropical: {
    label: 'tropical',
    adjective: 'tropical',
    words: { tropical: 1, tiki: 1, exotic: 0.8, island: 0.6, beach: 0.7, vacation: 0.6, holiday: 0.5, 'pina colada': 0.8 },
  },
  creamy: {
    label: 'silky and creamy',
    adjective: 'creamy',
    words: { creamy: 1, cream: 0.8, silky: 0.9, velvety: 0.9, foamy: 0.8, frothy: 0.8, foam: 0.7, smooth: 0.25, milky: 0.8 },
  },
  coffee: {
    label: 'coffee-rich',
    adjective: 'coffee-rich',
    words: { coffee: 1, espresso: 1, caffeine: 1, caffeinated: 1, mocha: 0.8, 'pick-me-up': 1, 'pick me up': 1, energising: 0.8, energizing: 0.8, 'wake me up': 1, 'keep me awake': 1, roasted: 0.6, chocolate: 0.5 },
  },
  spicy: {
    label: 'spicy',
    adjective: 'spicy',
    words: { spicy: 1, spiced: 0.9, spice: 0.9, ginger: 0.9, gingery: 1, fiery: 1, peppery: 0.9, zingy: 0.4, heat: 0.7, 'warm spice': 1 },
  },
  smoky: {
    label: 'smoky',
    adjective: 'smoky',
    words: { smoky: 1, smokey: 1, smoke: 1, peaty: 1, peat: 1, campfire: 1, smouldering: 1, charred: 0.7 },
  },
  bubbly: {
    label: 'bubbly',
    adjective: 'bubbly',
    words: { bubbly: 1, fizzy: 1, fizz: 1, sparkling: 1, bubble: 1, effervescent: 1, spritz: 0.9, spritzy: 1, carbonated: 1, celebratory: 0.6 },
  },
  refreshing: {
    label: 'refreshing',
    adjective: 'refreshing',
    words: {
      refreshing: 1, refresh: 1, refreshed: 1, 'thirst-quenching': 1, 'thirst quencher': 1, thirsty: 0.9, quench: 1, cooling: 1, cool: 0.5, crisp: 0.7,
      summer: 0.8, summery: 0.9, 'hot day': 1, 'hot weather': 1, sunny: 0.6, tall: 0.6, long: 0.5, highball: 0.8, 'easy drinking': 0.8, 'easy-going': 0.6, clean: 0.5, patio: 0.6,
    },
  },
  floral: {
    label: 'floral',
    adjective: 'floral',
    words: { floral: 1, flowery: 1, elderflower: 1, delicate: 0.5, perfumed: 0.8, blossom: 0.8, rose: 0.3 },
  },
  nutty: {
    label: 'nutty',
    adjective: 'nutty',
    words: { nutty: 1, nut: 0.9, almond: 1, marzipan: 1, hazelnut: 0.8 },
  },
  dry: {
    label: 'dry',
    adjective: 'dry',
    words: { dry: 1, 'bone-dry': 1, unsweetened: 1, brut: 0.8 },
  },
  rich: {
    label: 'rich',
    adjective: 'rich',
    words: {
      // ('Something smooth' to sip is mellow and rich more often than creamy.)
      rich: 1, 'full-bodied': 1, bold: 0.8, smooth: 0.5, warming: 0.9, warm: 0.6, cozy: 0.8, cosy: 0.8, winter: 0.7, 'cold night': 0.8, nightcap: 0.9, digestif: 0.8,
      'after dinner': 0.8, 'after-dinner': 0.8, oaky: 0.8, oak: 0.7, vanilla: 0.6, caramel: 0.7, 'medium-bodied': 0.5, deep: 0.5, sophisticated: 0.5, velvet: 0.5,
    },
  },
  savoury: {
    label: 'savoury',
    adjective: 'savoury',
    words: { savoury: 1, savory: 1, salty: 1, briny: 1, umami: 1, olive: 0.8, salt: 0.7, 'salted rim': 1, mineral: 0.4 },
  },
};

/** Phrases that ask for a strong or a light drink (strength is judged from the alcohol in the recipe). */
export const STRENGTH_WORDS: { strong: Record<string, number>; light: Record<string, number> } = {
  strong: {
    strong: 1, stronger: 1, strongest: 1.2, boozy: 1, boozier: 1, booziest: 1.2, stiff: 1, stiffest: 1.2, 'most alcohol': 1.2, potent: 1, 'spirit-forward': 1, 'spirit forward': 1, punchy: 0.8, 'knock me out': 1, hard: 0.6,
    'proper drink': 0.8, 'real drink': 0.7, sipper: 0.6, sipping: 0.5, 'sip slowly': 0.8, 'slow sipper': 0.8, 'something to sip': 0.6, 'to sip on': 0.6, 'get drunk': 1, kick: 0.5, 'big drink': 0.6, 'high abv': 1, 'high-abv': 1,
    // ('like an Aperol Spritz but with more kick': stronger, as 'stronger' is.)
    'more kick': 1, 'more of a kick': 1, 'extra kick': 1, 'more punch': 1, 'more oomph': 1, 'more bite': 0.8, 'more booze': 1, 'more alcohol': 1,
    // Drinking again after a long break, to be marked ('first night off the wagon in 6 months, make it count').
    'off the wagon': 0.8, 'fell off the wagon': 0.8, 'make it count': 0.7,
  },
  light: {
    light: 1, lighter: 1, lightest: 1.2, weakest: 1.2, 'least alcohol': 1.2, 'low alcohol': 1, 'low-alcohol': 1, 'lower alcohol': 1, 'low abv': 1, 'low-abv': 1, 'low proof': 1, 'low-proof': 1,
    weak: 1, mild: 0.8, sessionable: 1, session: 0.7, gentle: 0.8, easy: 0.5, 'easy drinking': 0.7, 'less alcohol': 1, 'little alcohol': 1,
    'not much alcohol': 1, lunch: 0.5, 'early evening': 0.4, 'day drinking': 0.8,
  },
};
