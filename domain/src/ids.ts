import { z } from 'zod';

/** The longest id the app accepts (Cosmos allows 255; ours are UUIDs, slugs and identity-provider object ids). */
export const MAX_ID_LENGTH = 128;

const ID_ALPHABET = /^[A-Za-z0-9._-]+$/;
/**
 * Ids no record may take: names JavaScript objects already have (an id used as a key must never reach a prototype
 * or its members), and the ids of the app's own documents that share a container with records (a date's report
 * summary in the stock ledger, 'summary'; the catalog's change marker, 'catalog'). The orders' markers ('~ver',
 * '~res') are outside the alphabet already.
 */
export const RESERVED_IDS: readonly string[] = ['__proto__', 'constructor', 'prototype', 'summary', 'catalog'];
const RESERVED = new Set(RESERVED_IDS);

/**
 * The one id rule, for every id that enters (bodies, route paths, query strings, backups, the signed-in user's
 * id): 1 to 128 letters, digits, dots, dashes and underscores, and not only dots. Ids end up in Cosmos URLs,
 * which the SDK does not encode: '.' and '..' are dot segments that turn a document operation into one on the
 * container, and '/', '\\', '?', '#' and '%' cut or reroute the path. The RESERVED_IDS are refused too.
 */
export function isValidId(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_ID_LENGTH && ID_ALPHABET.test(value) && !/^\.+$/.test(value) && !RESERVED.has(value);
}

export const ID_RULE_MESSAGE = 'may contain only letters, digits, dots, dashes and underscores, and not only dots or a reserved name';

/** The id rule as a schema field (surrounding spaces are dropped first). */
export const idSchema = z
  .string({ error: 'must be a string' })
  .trim()
  .min(1, 'is required')
  .max(MAX_ID_LENGTH, `must be at most ${MAX_ID_LENGTH} characters`)
  .refine(isValidId, ID_RULE_MESSAGE);
