import { ownEntry } from './guards';

/** Units a bar measures in. Volumes convert into each other; counted units only compare with themselves. */
export const UNITS = [
  'ml', 'cl', 'l', 'oz', 'tsp', 'tbsp', 'barspoon', 'dash', 'drop', 'splash',
  'piece', 'slice', 'wedge', 'leaf', 'sprig', 'bottle', 'can', 'g',
] as const;
export type Unit = (typeof UNITS)[number];

export const DEFAULT_UNIT: Unit = 'ml';

/** Units of things counted whole on a shelf, in a delivery or in the bin: no half a bottle of beer, no 2.5 lime wedges. */
export const WHOLE_UNITS: ReadonlySet<string> = new Set<Unit>(['piece', 'slice', 'wedge', 'leaf', 'sprig', 'bottle', 'can']);

/** What is wrong with a counted, delivered or wasted quantity of an item counted whole ('10.5 bottles'); null when fine. */
export function wholeUnitProblem(quantity: number, item: { name: string; unit: string }): string | null {
  if (!WHOLE_UNITS.has(item.unit) || Number.isInteger(quantity)) return null;
  return `'${item.name}' is counted in whole ${item.unit === 'leaf' ? 'leaves' : `${item.unit}s`}: ${quantity} is not a whole number`;
}

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
  const a = ownEntry(ML_PER_UNIT, from);
  const b = ownEntry(ML_PER_UNIT, to);
  if (a === undefined || b === undefined) return null;
  return (quantity * a) / b;
}

/**
 * A quantity recorded in one unit of an item, in the unit it is read in now (after a change of the item's unit: 100 ml
 * is 10 cl). As recorded when either unit is unknown or the two cannot be converted.
 */
export function inUnitNow(quantity: number, recorded: string | undefined, now: string | undefined): number {
  return recorded && now ? (convertQuantity(quantity, recorded, now) ?? quantity) : quantity;
}

/** Rounds to at most 4 decimals so sums of millilitres stay exact enough and free of float noise. */
export function roundQuantity(value: number): number {
  return Math.round(value * 10000) / 10000;
}

/** The bottle (or pack) size of an item, in its own unit, when it has a usable one. */
export function bottleSizeOf(item: { bottleSize?: number }): number | undefined {
  const size = item.bottleSize;
  return typeof size === 'number' && Number.isFinite(size) && size > 0 ? size : undefined;
}

/**
 * How much one +/- press changes an item's stock: one bottle when the item has a bottle size, 10 ml for items
 * kept in millilitres (or grams), otherwise 1 of the unit (1 cl, 1 piece, 1 bottle).
 */
export function quantityStep(item: { unit: string; bottleSize?: number }): number {
  const bottle = bottleSizeOf(item);
  if (bottle) return bottle;
  return item.unit === 'ml' || item.unit === 'g' || item.unit === 'drop' ? 10 : 1;
}

/** A quantity in words with its unit: '1 bottle', '3 bottles', '700 ml', '2 pieces'. */
export function formatAmount(quantity: number, unit: string): string {
  const value = roundQuantity(quantity);
  const counted = !(unit in ML_PER_UNIT) && unit !== 'g';
  const label = counted && value !== 1 ? pluralUnit(unit) : unit;
  return `${value.toLocaleString('en-US', { maximumFractionDigits: 2 })} ${label}`;
}

function pluralUnit(unit: string): string {
  if (unit === 'leaf') return 'leaves';
  if (/(s|sh|ch)$/.test(unit)) return `${unit}es`;
  return `${unit}s`;
}

/** 'item' / 'items' by count: `plural(1, 'user')` is '1 user', `plural(2, 'user')` '2 users'. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
