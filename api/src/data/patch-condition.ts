/**
 * The stock deduction's patch condition (data/stock.ts): the one place that spells the filter of a conditional
 * patch, and why it is spelt so. It leans on how the local Cosmos server reads a condition, and
 * `test/api/cosmos-client.test.ts` fails loudly if a new release of the SDK or of the server changes that:
 *
 * - Two spaces before WHERE: the local server lower-cases a condition that starts 'FROM c WHERE ' (so
 *   c.appliedOrders never matched and every deduction took the three-request fallback), but keeps any other
 *   spelling as written; Azure reads both alike.
 * - One flat chain of ANDs, no parentheses but the functions': the local server parses every condition anew with a
 *   parser that backtracks into nested parentheses (the same test written `((NOT A OR NOT B) AND A AND C)` took it
 *   170 ms per deduction, this one under 2 ms).
 * - No parameters: the patch API takes its filter as text, so the two values that go into it are checked first (an
 *   id of the id alphabet, a finite number) and written as literals.
 */

/** An order id, or an order id with its deduction round (`id:2`, see stockMarker in the domain). */
const SAFE_ID = /^[A-Za-z0-9._-]{1,128}(:\d{1,4})?$/;

function literal(orderId: string, quantity: number): { id: string; quantity: string } {
  if (!SAFE_ID.test(orderId) || !Number.isFinite(quantity)) throw new Error('Refusing an unsafe deduction predicate');
  return { id: JSON.stringify(orderId), quantity: String(quantity) };
}

/**
 * The fast path's condition: the item has its bookkeeping, has not had this order's stock taken yet, and holds
 * enough.
 */
export function deductionCondition(orderId: string, quantity: number): string {
  const lit = literal(orderId, quantity);
  return `FROM c  WHERE IS_DEFINED(c.appliedOrders) AND NOT ARRAY_CONTAINS(c.appliedOrders, ${lit.id}) AND c.quantity >= ${lit.quantity}`;
}

/** Refuses a stock marker that could not go into a condition as a literal (the put-back checks it the same way). */
export function assertStockMarker(marker: string): void {
  literal(marker, 0);
}
