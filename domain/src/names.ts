/**
 * Names of inventory items and drinks, as people see and compare them. A name is stored as typed, in Unicode
 * NFC without surrounding spaces; two names are the same when their keys are: 'Vodka', 'ＶＯＤＫＡ' (fullwidth)
 * and 'Vod\u200Bka' (a zero-width space inside) cannot both exist.
 */

/** The name to store and show: NFC, no surrounding spaces. */
export function displayName(name: string): string {
  return name.normalize('NFC').trim();
}

/**
 * The key names are compared by: compatibility forms folded (NFKC: fullwidth letters, ligatures, superscripts),
 * invisible characters removed (zero-width spaces and joiners, soft hyphens, variation selectors, bidi marks),
 * case folded (upper then lower, so 'ß' and 'SS' meet), runs of spaces made one. An empty key means the
 * name shows nothing.
 */
export function nameKey(name: string): string {
  return name
    .normalize('NFKC')
    .replace(/[\p{Default_Ignorable_Code_Point}\p{Cf}\p{Cc}]/gu, '')
    .toUpperCase()
    .toLowerCase()
    .normalize('NFKC')
    .replace(/\s+/gu, ' ')
    .trim();
}

/** Whether two names are the same name. */
export function sameName(a: string, b: string): boolean {
  return nameKey(a) === nameKey(b);
}

/** The name a guest is called by when their account gives none and they typed none. */
export const DEFAULT_CUSTOMER_NAME = 'Customer';

/** The name called out at pickup: the override the guest typed, else their account name, else 'Customer'. */
export function pickupName(order: { customerName?: string; customerNameOverride?: string }): string {
  return order.customerNameOverride?.trim() || order.customerName?.trim() || DEFAULT_CUSTOMER_NAME;
}
