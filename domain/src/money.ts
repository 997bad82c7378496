/** Rounds an amount of money to cents. */
export function roundMoney(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** '$12.50': prices show 2 decimals, in dollars. */
export function formatPrice(value: number): string {
  return `$${roundMoney(value).toFixed(2)}`;
}
