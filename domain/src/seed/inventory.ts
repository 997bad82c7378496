import type { InventoryItemInput } from '../schemas';

/** One inventory item of the demo bar, with a stable, readable id. */
export type SeedInventoryItem = InventoryItemInput & { id: string };

/**
 * The stock of the demo bar. Costs are per unit of stock (per ml, per bottle, per leaf ...), as a bar pays them.
 * Spirits come in 700 ml bottles (vermouths and wines in 750 ml), so they are counted and received in bottles.
 * Most items are well stocked; a few sit at or below their threshold (mezcal, cognac, orgeat, stout) and two are
 * out (elderflower liqueur, coconut cream), so the Hugo Spritz and the Piña Colada cannot be made.
 */
export const SEED_INVENTORY: SeedInventoryItem[] = [
  // Spirits, liqueurs and aperitifs (ml).
  { id: 'gin-london-dry', name: 'London Dry Gin', category: 'spirit', quantity: 2800, unit: 'ml', bottleSize: 700, lowStockThreshold: 200, cost: 0.03, abv: 40 },
  { id: 'vodka', name: 'Vodka', category: 'spirit', quantity: 2100, unit: 'ml', bottleSize: 700, lowStockThreshold: 200, cost: 0.025, abv: 40 },
  { id: 'rum-white', name: 'White Rum', category: 'spirit', quantity: 2100, unit: 'ml', bottleSize: 700, lowStockThreshold: 200, cost: 0.025, abv: 37.5 },
  { id: 'rum-dark', name: 'Dark Rum', category: 'spirit', quantity: 1400, unit: 'ml', bottleSize: 700, lowStockThreshold: 200, cost: 0.03, abv: 40 },
  { id: 'cachaca', name: 'Cachaça', category: 'spirit', quantity: 700, unit: 'ml', bottleSize: 700, lowStockThreshold: 200, cost: 0.03, abv: 40 },
  { id: 'tequila-blanco', name: 'Blanco Tequila', category: 'spirit', quantity: 2100, unit: 'ml', bottleSize: 700, lowStockThreshold: 200, cost: 0.04, abv: 40 },
  { id: 'mezcal', name: 'Mezcal', category: 'spirit', quantity: 150, unit: 'ml', bottleSize: 700, lowStockThreshold: 200, cost: 0.06, abv: 42 },
  { id: 'bourbon', name: 'Bourbon Whiskey', category: 'spirit', quantity: 2100, unit: 'ml', bottleSize: 700, lowStockThreshold: 200, cost: 0.04, abv: 43 },
  { id: 'rye-whiskey', name: 'Rye Whiskey', category: 'spirit', quantity: 700, unit: 'ml', bottleSize: 700, lowStockThreshold: 200, cost: 0.045, abv: 45 },
  { id: 'scotch-blended', name: 'Blended Scotch Whisky', category: 'spirit', quantity: 1400, unit: 'ml', bottleSize: 700, lowStockThreshold: 200, cost: 0.035, abv: 40 },
  { id: 'scotch-islay', name: 'Islay Single Malt Whisky', category: 'spirit', quantity: 700, unit: 'ml', bottleSize: 700, lowStockThreshold: 200, cost: 0.08, abv: 43 },
  { id: 'cognac', name: 'Cognac VS', category: 'spirit', quantity: 180, unit: 'ml', bottleSize: 700, lowStockThreshold: 200, cost: 0.055, abv: 40 },
  { id: 'triple-sec', name: 'Triple Sec (Cointreau)', category: 'spirit', quantity: 1400, unit: 'ml', bottleSize: 700, lowStockThreshold: 200, cost: 0.04, abv: 40 },
  { id: 'vermouth-sweet', name: 'Sweet Vermouth', category: 'spirit', quantity: 1500, unit: 'ml', bottleSize: 750, lowStockThreshold: 200, cost: 0.02, abv: 16 },
  { id: 'vermouth-dry', name: 'Dry Vermouth', category: 'spirit', quantity: 750, unit: 'ml', bottleSize: 750, lowStockThreshold: 200, cost: 0.02, abv: 18 },
  { id: 'campari', name: 'Campari', category: 'spirit', quantity: 2000, unit: 'ml', bottleSize: 700, lowStockThreshold: 200, cost: 0.03, abv: 25 },
  { id: 'aperol', name: 'Aperol', category: 'spirit', quantity: 3000, unit: 'ml', bottleSize: 700, lowStockThreshold: 300, cost: 0.025, abv: 11 },
  { id: 'coffee-liqueur', name: 'Coffee Liqueur', category: 'spirit', quantity: 1400, unit: 'ml', bottleSize: 700, lowStockThreshold: 200, cost: 0.03, abv: 20 },
  { id: 'amaretto', name: 'Amaretto', category: 'spirit', quantity: 700, unit: 'ml', bottleSize: 700, lowStockThreshold: 200, cost: 0.03, abv: 28 },
  { id: 'elderflower-liqueur', name: 'Elderflower Liqueur', category: 'spirit', quantity: 0, unit: 'ml', bottleSize: 700, lowStockThreshold: 200, cost: 0.045, abv: 20 },
  { id: 'gin-alcohol-free', name: 'Non-Alcoholic Gin Alternative', category: 'spirit', quantity: 700, unit: 'ml', bottleSize: 700, lowStockThreshold: 200, cost: 0.03, abv: 0 },
  { id: 'aperitif-alcohol-free', name: 'Non-Alcoholic Bitter Aperitif', category: 'other', quantity: 1000, unit: 'ml', lowStockThreshold: 200, cost: 0.025, abv: 0 },

  // Wines (ml).
  { id: 'wine-red-house', name: 'House Red Wine', category: 'other', quantity: 4500, unit: 'ml', bottleSize: 750, lowStockThreshold: 750, cost: 0.013, abv: 13.5 },
  { id: 'wine-white-house', name: 'House White Wine', category: 'other', quantity: 4500, unit: 'ml', bottleSize: 750, lowStockThreshold: 750, cost: 0.013, abv: 12.5 },
  { id: 'wine-rose-house', name: 'House Rosé Wine', category: 'other', quantity: 3000, unit: 'ml', bottleSize: 750, lowStockThreshold: 750, cost: 0.013, abv: 12 },
  { id: 'prosecco', name: 'Prosecco', category: 'other', quantity: 6000, unit: 'ml', bottleSize: 750, lowStockThreshold: 750, cost: 0.016, abv: 11 },

  // Beers (bottles and cans).
  { id: 'lager-bottle', name: 'Lager (330 ml bottle)', category: 'beer', quantity: 48, unit: 'bottle', lowStockThreshold: 6, cost: 1.6, abv: 4.8 },
  { id: 'ipa-bottle', name: 'IPA (330 ml bottle)', category: 'beer', quantity: 24, unit: 'bottle', lowStockThreshold: 6, cost: 2.2, abv: 6.2 },
  { id: 'stout-can', name: 'Stout (440 ml can)', category: 'beer', quantity: 4, unit: 'can', lowStockThreshold: 6, cost: 2.1, abv: 4.2 },
  { id: 'beer-alcohol-free-bottle', name: 'Alcohol-Free Beer (330 ml bottle)', category: 'beer', quantity: 24, unit: 'bottle', lowStockThreshold: 6, cost: 1.4, abv: 0.5 },

  // Mixers, juices, syrups and bitters (ml).
  { id: 'lime-juice', name: 'Fresh Lime Juice', category: 'mixer', quantity: 2000, unit: 'ml', lowStockThreshold: 500, cost: 0.015 },
  { id: 'lemon-juice', name: 'Fresh Lemon Juice', category: 'mixer', quantity: 1500, unit: 'ml', lowStockThreshold: 500, cost: 0.015 },
  { id: 'sugar-syrup', name: 'Sugar Syrup', category: 'mixer', quantity: 2000, unit: 'ml', lowStockThreshold: 250, cost: 0.004 },
  { id: 'agave-syrup', name: 'Agave Syrup', category: 'mixer', quantity: 750, unit: 'ml', lowStockThreshold: 100, cost: 0.012 },
  { id: 'honey-ginger-syrup', name: 'Honey-Ginger Syrup', category: 'mixer', quantity: 500, unit: 'ml', lowStockThreshold: 100, cost: 0.012 },
  { id: 'orgeat-syrup', name: 'Orgeat (Almond) Syrup', category: 'mixer', quantity: 80, unit: 'ml', lowStockThreshold: 100, cost: 0.03 },
  { id: 'raspberry-syrup', name: 'Raspberry Syrup', category: 'mixer', quantity: 500, unit: 'ml', lowStockThreshold: 100, cost: 0.015 },
  { id: 'grenadine', name: 'Grenadine', category: 'mixer', quantity: 700, unit: 'ml', lowStockThreshold: 100, cost: 0.01 },
  { id: 'elderflower-cordial', name: 'Elderflower Cordial', category: 'mixer', quantity: 500, unit: 'ml', lowStockThreshold: 100, cost: 0.012 },
  { id: 'angostura-bitters', name: 'Angostura Bitters', category: 'mixer', quantity: 200, unit: 'ml', lowStockThreshold: 30, cost: 0.07, abv: 44.7 },
  { id: 'soda-water', name: 'Soda Water', category: 'mixer', quantity: 6000, unit: 'ml', lowStockThreshold: 1000, cost: 0.003 },
  { id: 'tonic-water', name: 'Tonic Water', category: 'mixer', quantity: 6000, unit: 'ml', lowStockThreshold: 1000, cost: 0.008 },
  { id: 'ginger-beer', name: 'Ginger Beer', category: 'mixer', quantity: 4000, unit: 'ml', lowStockThreshold: 1000, cost: 0.008 },
  { id: 'cola', name: 'Cola', category: 'mixer', quantity: 4000, unit: 'ml', lowStockThreshold: 1000, cost: 0.004 },
  { id: 'grapefruit-soda', name: 'Grapefruit Soda', category: 'mixer', quantity: 3000, unit: 'ml', lowStockThreshold: 1000, cost: 0.008 },
  { id: 'cranberry-juice', name: 'Cranberry Juice', category: 'mixer', quantity: 2000, unit: 'ml', lowStockThreshold: 500, cost: 0.004 },
  { id: 'orange-juice', name: 'Orange Juice', category: 'mixer', quantity: 2000, unit: 'ml', lowStockThreshold: 500, cost: 0.005 },
  { id: 'pineapple-juice', name: 'Pineapple Juice', category: 'mixer', quantity: 2000, unit: 'ml', lowStockThreshold: 500, cost: 0.005 },
  { id: 'coconut-cream', name: 'Coconut Cream', category: 'mixer', quantity: 0, unit: 'ml', lowStockThreshold: 200, cost: 0.012 },
  { id: 'espresso', name: 'Espresso', category: 'mixer', quantity: 1000, unit: 'ml', lowStockThreshold: 150, cost: 0.02 },
  { id: 'egg-white', name: 'Egg White', category: 'mixer', quantity: 600, unit: 'ml', lowStockThreshold: 100, cost: 0.015 },

  // Garnishes.
  { id: 'mint-leaves', name: 'Mint Leaves', category: 'garnish', quantity: 200, unit: 'leaf', lowStockThreshold: 20, cost: 0.02 },
  { id: 'lime-wedges', name: 'Lime Wedges', category: 'garnish', quantity: 80, unit: 'wedge', lowStockThreshold: 20, cost: 0.08 },
  { id: 'lemon-twist', name: 'Lemon Twists', category: 'garnish', quantity: 40, unit: 'piece', lowStockThreshold: 10, cost: 0.06 },
  { id: 'orange-slices', name: 'Orange Slices', category: 'garnish', quantity: 50, unit: 'slice', lowStockThreshold: 10, cost: 0.1 },
  { id: 'orange-peel', name: 'Orange Peels', category: 'garnish', quantity: 40, unit: 'piece', lowStockThreshold: 10, cost: 0.08 },
  { id: 'cocktail-cherries', name: 'Cocktail Cherries', category: 'garnish', quantity: 60, unit: 'piece', lowStockThreshold: 15, cost: 0.15 },
  { id: 'olives', name: 'Green Olives', category: 'garnish', quantity: 60, unit: 'piece', lowStockThreshold: 15, cost: 0.08 },
  { id: 'salt', name: 'Flaky Sea Salt', category: 'garnish', quantity: 500, unit: 'g', lowStockThreshold: 50, cost: 0.01 },
];
