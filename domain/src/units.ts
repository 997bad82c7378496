/** Units a bar measures in. Volumes convert into each other; counted units only compare with themselves. */
export const UNITS = [
  'ml', 'cl', 'l', 'oz', 'tsp', 'tbsp', 'barspoon', 'dash', 'drop', 'splash',
  'piece', 'slice', 'wedge', 'leaf', 'sprig', 'bottle', 'can', 'g',
] as const;
export type Unit = (typeof UNITS)[number];

export const DEFAULT_UNIT: Unit = 'ml';

/** Millilitres per unit for the units that are volumes. */
export const ML_PER_UNIT: Partial<Record<Unit, number>> = {
  ml: 1,
  cl: 10,
  l: 1000,
  oz: 30,
  tsp: 5,
  tbsp: 15,
  barspoon: 5,
  dash: 1,
  drop: 0.05,
  splash: 5,
};

export function isUnit(value: unknown): value is Unit {
  return typeof value === 'string' && (UNITS as readonly string[]).includes(value);
}

/**
 * Converts a quantity from one unit into another. Returns null when the two cannot be compared
 * (a leaf is not a millilitre).
 */
export function convertQuantity(quantity: number, from: string, to: string): number | null {
  if (from === to) return quantity;
  const a = ML_PER_UNIT[from as Unit];
  const b = ML_PER_UNIT[to as Unit];
  if (a === undefined || b === undefined) return null;
  return (quantity * a) / b;
}

/** Rounds to at most 4 decimals so sums of millilitres stay exact enough and free of float noise. */
export function roundQuantity(value: number): number {
  return Math.round(value * 10000) / 10000;
}
