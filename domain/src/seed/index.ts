/** The demo bar that `POST /api/init-data` (and the first start on empty data) seeds. */
export { SEED_INVENTORY } from './inventory';
export type { SeedInventoryItem } from './inventory';
export { SEED_RECIPES } from './recipes';
export type { SeedRecipe } from './recipes';

/** Bump when the seed data changes in a way that matters to stores already seeded. */
export const SEED_VERSION = 1;
export { demoHistory, DEMO_HISTORY_DAYS, seededRandom } from './history';
export type { DemoHistory } from './history';
