/**
 * A restore holds the drinks and the stock it leaves behind to the rules every write holds them to (ADR 72): a drink's
 * ingredients can be measured in the units their items are counted in (ADR 44), and a drink filed alcohol-free holds
 * nothing over 0.5% ABV (ADR 68). What the restore would leave is worked out from the backup's records and the data as it
 * stands, by the restore's options; a record of the backup that would break a rule is not restored, and says why.
 */
import { ingredientsProblem, type RestoreOptions, type StockedProduct } from '@bar/domain';
import type { BackupDoc } from '../data/backup-stores';

/** The drinks and the stock as they stand before a restore, as the rules read them. */
export interface CurrentCatalog {
  inventory: ReadonlyArray<StockedProduct & { id: string }>;
  recipes: ReadonlyArray<{ id: string; name: string; category: string; ingredients: ReadonlyArray<{ inventoryItemId: string; unit: string }> }>;
}

type Recipe = CurrentCatalog['recipes'][number];
type Item = CurrentCatalog['inventory'][number];

/** What is kept of a kind after the restore: the backup's records over what stands, by the options. */
function after<T extends { id: string }>(current: readonly T[], restored: readonly T[] | null, options: RestoreOptions): Map<string, { doc: T; fromBackup: boolean }> {
  const kept = new Map<string, { doc: T; fromBackup: boolean }>();
  // (A kind the backup does not hold is left as it is, whatever the options.)
  if (!restored || !options.clearExistingData) for (const doc of current) kept.set(doc.id, { doc, fromBackup: false });
  const replace = options.clearExistingData || options.overwriteExisting;
  for (const doc of restored ?? []) if (replace || !kept.has(doc.id)) kept.set(doc.id, { doc, fromBackup: true });
  return kept;
}

/**
 * The backup's records that would leave a drink breaking a rule, each with why: the drink itself when it comes from the
 * backup, else the backup's item that makes a drink left as it stands break it (a drink that broke it already is not
 * the restore's doing, and is left).
 */
export function stockRuleRefusals(records: { inventory: BackupDoc[] | null; recipes: BackupDoc[] | null }, current: CurrentCatalog, options: RestoreOptions): { recipes: Map<string, string>; inventory: Map<string, string> } {
  const refused = { recipes: new Map<string, string>(), inventory: new Map<string, string>() };
  if (!records.inventory && !records.recipes) return refused;
  const items = after(current.inventory, records.inventory as unknown as Item[] | null, options);
  const drinks = after(current.recipes, records.recipes as unknown as Recipe[] | null, options);
  const stocked = (id: string) => items.get(id)?.doc;
  const asItStands = new Map(current.inventory.map((i) => [i.id, i]));
  for (const { doc: drink, fromBackup } of drinks.values()) {
    // (An item neither restored nor stocked is no rule of the restore's: a backup's drink may name one the stock lost.)
    const problem = ingredientsProblem(drink, stocked, false);
    if (!problem) continue;
    if (fromBackup) {
      refused.recipes.set(drink.id, problem);
      continue;
    }
    if (ingredientsProblem(drink, (id) => asItStands.get(id), false)) continue;
    // (The backup's items the drink uses: those whose own change makes it break, else all of them.)
    const restoredItems = [...new Set(drink.ingredients.map((i) => i.inventoryItemId))].filter((id) => items.get(id)?.fromBackup);
    const culprits = restoredItems.filter((culprit) => ingredientsProblem(drink, (id) => (id === culprit ? asItStands.get(id) : stocked(id)), false) === null);
    for (const id of culprits.length ? culprits : restoredItems) {
      if (!refused.inventory.has(id)) refused.inventory.set(id, `the drink '${drink.name}', which stays, would break a rule: ${problem}`);
    }
  }
  return refused;
}
