import type { FlavourProfile } from './flavours';
import { ownWords } from './own';

/**
 * What the AI bartender knows about ingredients: how they taste and how strong they are. An inventory item is
 * recognised by the words of its name (folded and singular: 'Fresh Lime Juice' has lime, juice); of the entries
 * whose words all appear, the one with the most words wins ('sweet vermouth' before 'vermouth').
 *
 * To extend it, add an entry. Flavour levels run from 0 to 1 (see lexicon/flavours.ts for the flavours). An
 * inventory item's own `abv` always wins over the entry's.
 */
export interface IngredientKnowledge {
  words: string[];
  flavours: FlavourProfile;
  /** Alcohol by volume in percent, when the item does not say. */
  abv?: number;
  /** How strongly a small amount flavours a drink: a dash of bitters flavours a whole glass. Default 1. */
  potency?: number;
}

export const INGREDIENT_LEXICON: IngredientKnowledge[] = [
  // Base spirits.
  { words: ['gin'], flavours: { herbal: 0.9, dry: 0.5, floral: 0.2 }, abv: 40 },
  { words: ['genever'], flavours: { herbal: 0.8, rich: 0.4 }, abv: 38 },
  { words: ['vodka'], flavours: { dry: 0.3 }, abv: 40, potency: 0.5 },
  { words: ['rum'], flavours: { sweet: 0.3, tropical: 0.3 }, abv: 40 },
  { words: ['white', 'rum'], flavours: { sweet: 0.2, tropical: 0.3, dry: 0.1 }, abv: 37.5 },
  { words: ['dark', 'rum'], flavours: { rich: 0.8, sweet: 0.4, spicy: 0.3, tropical: 0.3 }, abv: 40 },
  { words: ['spiced', 'rum'], flavours: { spicy: 0.8, sweet: 0.5, rich: 0.5 }, abv: 35 },
  { words: ['cachaca'], flavours: { herbal: 0.3, fruity: 0.3, tropical: 0.3 }, abv: 40 },
  { words: ['tequila'], flavours: { herbal: 0.4, spicy: 0.2, dry: 0.2 }, abv: 40 },
  { words: ['mezcal'], flavours: { smoky: 1, herbal: 0.3, savoury: 0.2 }, abv: 42 },
  { words: ['whisky'], flavours: { rich: 0.6, smoky: 0.2 }, abv: 40 },
  { words: ['whiskey'], flavours: { rich: 0.6 }, abv: 40 },
  { words: ['bourbon'], flavours: { rich: 0.8, sweet: 0.4, spicy: 0.2 }, abv: 43 },
  { words: ['rye'], flavours: { spicy: 0.7, rich: 0.6, dry: 0.3 }, abv: 45 },
  { words: ['scotch'], flavours: { rich: 0.6, smoky: 0.3 }, abv: 40 },
  { words: ['islay'], flavours: { smoky: 1, rich: 0.6, savoury: 0.4 }, abv: 43 },
  { words: ['peated'], flavours: { smoky: 1, rich: 0.5 }, abv: 43 },
  { words: ['cognac'], flavours: { rich: 0.8, fruity: 0.4, sweet: 0.2 }, abv: 40 },
  { words: ['brandy'], flavours: { rich: 0.7, fruity: 0.4, sweet: 0.2 }, abv: 40 },
  { words: ['pisco'], flavours: { fruity: 0.6, floral: 0.4 }, abv: 40 },

  // Liqueurs, vermouths and aperitifs.
  { words: ['liqueur'], flavours: { sweet: 0.8 }, abv: 25 },
  { words: ['triple', 'sec'], flavours: { citrus: 0.7, sweet: 0.6 }, abv: 40 },
  { words: ['cointreau'], flavours: { citrus: 0.7, sweet: 0.6 }, abv: 40 },
  { words: ['curacao'], flavours: { citrus: 0.7, sweet: 0.7 }, abv: 30 },
  { words: ['orange', 'liqueur'], flavours: { citrus: 0.7, sweet: 0.6 }, abv: 40 },
  { words: ['vermouth'], flavours: { herbal: 0.6, sweet: 0.3 }, abv: 16 },
  { words: ['sweet', 'vermouth'], flavours: { sweet: 0.5, herbal: 0.6, bitter: 0.3, rich: 0.4 }, abv: 16 },
  { words: ['dry', 'vermouth'], flavours: { dry: 0.8, herbal: 0.6 }, abv: 18 },
  { words: ['campari'], flavours: { bitter: 1, sweet: 0.3, citrus: 0.3, fruity: 0.2 }, abv: 25 },
  { words: ['aperol'], flavours: { bitter: 0.6, sweet: 0.5, citrus: 0.6, fruity: 0.3 }, abv: 11 },
  { words: ['aperitif'], flavours: { bitter: 0.7, citrus: 0.3, sweet: 0.3 } },
  { words: ['bitter', 'aperitif'], flavours: { bitter: 0.9, citrus: 0.4, sweet: 0.3 } },
  { words: ['amaro'], flavours: { bitter: 0.9, herbal: 0.8, sweet: 0.4 }, abv: 28 },
  { words: ['coffee', 'liqueur'], flavours: { coffee: 1, sweet: 0.8, rich: 0.6 }, abv: 20 },
  { words: ['kahlua'], flavours: { coffee: 1, sweet: 0.8, rich: 0.6 }, abv: 20 },
  { words: ['amaretto'], flavours: { nutty: 1, sweet: 0.9 }, abv: 28 },
  { words: ['elderflower', 'liqueur'], flavours: { floral: 1, sweet: 0.7, fruity: 0.3 }, abv: 20 },
  { words: ['st', 'germain'], flavours: { floral: 1, sweet: 0.7, fruity: 0.3 }, abv: 20 },

  // Wine and beer.
  { words: ['wine'], flavours: { fruity: 0.5, dry: 0.4 }, abv: 12 },
  { words: ['red', 'wine'], flavours: { fruity: 0.6, rich: 0.6, dry: 0.4 }, abv: 13.5 },
  { words: ['white', 'wine'], flavours: { citrus: 0.4, dry: 0.6, fruity: 0.4, refreshing: 0.5 }, abv: 12 },
  { words: ['rose', 'wine'], flavours: { fruity: 0.8, dry: 0.4, refreshing: 0.5 }, abv: 12 },
  { words: ['prosecco'], flavours: { bubbly: 1, fruity: 0.4, dry: 0.3, refreshing: 0.6 }, abv: 11 },
  { words: ['champagne'], flavours: { bubbly: 1, dry: 0.6, refreshing: 0.5 }, abv: 12 },
  { words: ['cava'], flavours: { bubbly: 1, dry: 0.6, refreshing: 0.5 }, abv: 11.5 },
  { words: ['sparkling', 'wine'], flavours: { bubbly: 1, dry: 0.4, refreshing: 0.5 }, abv: 11.5 },
  { words: ['beer'], flavours: { refreshing: 0.6, bubbly: 0.4 }, abv: 5 },
  { words: ['lager'], flavours: { refreshing: 0.9, bubbly: 0.5, dry: 0.3 }, abv: 5 },
  { words: ['pilsner'], flavours: { refreshing: 0.9, bubbly: 0.5, bitter: 0.3, dry: 0.3 }, abv: 5 },
  { words: ['ipa'], flavours: { bitter: 0.8, citrus: 0.4, fruity: 0.3, tropical: 0.2 }, abv: 6 },
  { words: ['pale', 'ale'], flavours: { bitter: 0.6, citrus: 0.3, fruity: 0.3 }, abv: 5 },
  { words: ['stout'], flavours: { rich: 0.9, coffee: 0.6, creamy: 0.6 }, abv: 4.5 },
  { words: ['porter'], flavours: { rich: 0.8, coffee: 0.5 }, abv: 5 },
  { words: ['cider'], flavours: { fruity: 0.8, refreshing: 0.7, bubbly: 0.5 }, abv: 5 },

  // Juices.
  { words: ['lime', 'juice'], flavours: { citrus: 1, sour: 1, refreshing: 0.3 }, abv: 0 },
  { words: ['lemon', 'juice'], flavours: { citrus: 1, sour: 1 }, abv: 0 },
  { words: ['orange', 'juice'], flavours: { fruity: 0.8, sweet: 0.5, citrus: 0.6 }, abv: 0 },
  { words: ['grapefruit'], flavours: { citrus: 0.9, bitter: 0.3, refreshing: 0.6, fruity: 0.3 }, abv: 0 },
  { words: ['pineapple'], flavours: { tropical: 1, fruity: 0.8, sweet: 0.6 }, abv: 0 },
  { words: ['cranberry'], flavours: { fruity: 0.9, sour: 0.5 }, abv: 0 },
  { words: ['apple'], flavours: { fruity: 0.8, sweet: 0.4 }, abv: 0 },
  { words: ['tomato'], flavours: { savoury: 1 }, abv: 0 },
  { words: ['coconut'], flavours: { tropical: 1, creamy: 1, sweet: 0.6, rich: 0.4 }, abv: 0 },
  { words: ['passion', 'fruit'], flavours: { tropical: 1, fruity: 0.9, sour: 0.4 }, abv: 0 },

  // Syrups and sweeteners.
  { words: ['syrup'], flavours: { sweet: 0.9 }, abv: 0 },
  { words: ['sugar'], flavours: { sweet: 0.9 }, abv: 0 },
  { words: ['agave', 'syrup'], flavours: { sweet: 0.9 }, abv: 0 },
  { words: ['honey'], flavours: { sweet: 0.8, rich: 0.3, floral: 0.2 }, abv: 0 },
  { words: ['honey', 'ginger'], flavours: { sweet: 0.8, spicy: 0.8, rich: 0.2 }, abv: 0 },
  { words: ['ginger', 'syrup'], flavours: { sweet: 0.8, spicy: 0.9 }, abv: 0 },
  { words: ['orgeat'], flavours: { nutty: 1, sweet: 0.8, tropical: 0.3 }, abv: 0 },
  { words: ['almond'], flavours: { nutty: 1, sweet: 0.6 }, abv: 0 },
  { words: ['raspberry'], flavours: { fruity: 1, sweet: 0.6, sour: 0.2 }, abv: 0 },
  { words: ['strawberry'], flavours: { fruity: 1, sweet: 0.6 }, abv: 0 },
  { words: ['grenadine'], flavours: { sweet: 0.9, fruity: 0.6 }, abv: 0 },
  { words: ['elderflower'], flavours: { floral: 1, sweet: 0.6, fruity: 0.2 }, abv: 0 },
  { words: ['elderflower', 'cordial'], flavours: { floral: 1, sweet: 0.6, fruity: 0.2 }, abv: 0 },
  { words: ['cordial'], flavours: { sweet: 0.8, fruity: 0.5 }, abv: 0 },

  // Bitters: tiny amounts, strong flavour.
  { words: ['bitters'], flavours: { spicy: 0.6, bitter: 0.5, herbal: 0.4 }, abv: 44, potency: 2.5 },
  { words: ['angostura'], flavours: { spicy: 0.6, bitter: 0.5, herbal: 0.4 }, abv: 44.7, potency: 2.5 },
  { words: ['orange', 'bitters'], flavours: { citrus: 0.5, bitter: 0.5, spicy: 0.2 }, abv: 28, potency: 2.5 },

  // Sodas and lengtheners.
  { words: ['soda'], flavours: { bubbly: 1, refreshing: 0.8 }, abv: 0 },
  { words: ['soda', 'water'], flavours: { bubbly: 1, refreshing: 1 }, abv: 0 },
  { words: ['sparkling', 'water'], flavours: { bubbly: 1, refreshing: 1 }, abv: 0 },
  { words: ['tonic'], flavours: { bubbly: 1, bitter: 0.6, refreshing: 1, dry: 0.3 }, abv: 0 },
  { words: ['ginger', 'beer'], flavours: { spicy: 1, bubbly: 0.8, sweet: 0.4, refreshing: 0.7 }, abv: 0 },
  { words: ['ginger', 'ale'], flavours: { spicy: 0.6, bubbly: 0.9, sweet: 0.5, refreshing: 0.8 }, abv: 0 },
  { words: ['cola'], flavours: { bubbly: 0.9, sweet: 1, refreshing: 0.4 }, abv: 0 },
  { words: ['grapefruit', 'soda'], flavours: { citrus: 0.9, bubbly: 1, refreshing: 1, bitter: 0.2, sweet: 0.3 }, abv: 0 },
  { words: ['lemonade'], flavours: { citrus: 0.8, sweet: 0.7, bubbly: 0.5, refreshing: 0.9 }, abv: 0 },

  // Coffee, dairy, egg.
  { words: ['espresso'], flavours: { coffee: 1, bitter: 0.3, rich: 0.4 }, abv: 0 },
  { words: ['coffee'], flavours: { coffee: 1, bitter: 0.3, rich: 0.3 }, abv: 0 },
  { words: ['cream'], flavours: { creamy: 1, rich: 0.6 }, abv: 0 },
  { words: ['milk'], flavours: { creamy: 0.8 }, abv: 0 },
  { words: ['egg', 'white'], flavours: { creamy: 1 }, abv: 0 },
  { words: ['aquafaba'], flavours: { creamy: 1 }, abv: 0 },

  // Herbs and garnishes.
  { words: ['mint'], flavours: { minty: 1, herbal: 0.6, refreshing: 0.8 }, abv: 0 },
  { words: ['basil'], flavours: { herbal: 1 }, abv: 0 },
  { words: ['cucumber'], flavours: { refreshing: 1, herbal: 0.3 }, abv: 0 },
  { words: ['lime'], flavours: { citrus: 0.7, sour: 0.3 }, abv: 0 },
  { words: ['lemon'], flavours: { citrus: 0.6 }, abv: 0 },
  { words: ['orange'], flavours: { citrus: 0.5, fruity: 0.2 }, abv: 0, potency: 0.6 },
  { words: ['cherry'], flavours: { sweet: 0.4, fruity: 0.4 }, abv: 0, potency: 0.6 },
  { words: ['olive'], flavours: { savoury: 1 }, abv: 0 },
  { words: ['salt'], flavours: { savoury: 0.8 }, abv: 0 },
  { words: ['chili'], flavours: { spicy: 1 }, abv: 0 },
  { words: ['jalapeno'], flavours: { spicy: 1 }, abv: 0 },
  { words: ['cinnamon'], flavours: { spicy: 0.8, rich: 0.3 }, abv: 0 },

  // Alcohol-free alternatives.
  { words: ['seedlip'], flavours: { herbal: 0.8 }, abv: 0 },
];

/** Words in an item's name that say it has no alcohol ('Non-Alcoholic Gin Alternative', 'Alcohol-Free Beer'). */
export const ALCOHOL_FREE_ITEM_MARKERS: string[][] = [['non', 'alcoholic'], ['nonalcoholic'], ['alcohol', 'free'], ['zero', 'proof'], ['0', '0'], ['virgin'], ['na']];

/** Typical strength of an inventory item by category, when neither the item nor the lexicon says. */
export const DEFAULT_ABV_BY_CATEGORY: Record<string, number | undefined> = ownWords({
  spirit: 40,
  beer: 5,
  mixer: 0,
  garnish: 0,
  other: undefined,
});

/** Millilitres in a counted unit of drink, when the item's name does not say ('Lager (330 ml bottle)'). */
export const ML_PER_CONTAINER: Record<string, number> = ownWords({ bottle: 330, can: 440 });
