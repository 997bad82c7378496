import { z } from 'zod';

/*
 * The one rule for text people type and other people read: names (inventory items, drinks, users, the name a
 * guest gives an order), notes and reasons. Plain text on one line (a description may have line breaks), of a
 * bounded length, without what would hide, reorder or fake what is shown: control characters, zero-width and
 * other invisible format characters, bidirectional marks, embeddings, overrides and isolates (U+202E turns
 * 'txt.exe' around), line and paragraph separators, and `< >`. Look-alike letters of other scripts are not
 * covered (names.ts compares names by a folded key).
 */

/** The longest name of an inventory item or a drink. */
export const MAX_NAME_LENGTH = 100;
/** The longest name of a person (a user, the name a token gives): Entra allows 256, the app keeps 120. */
export const MAX_PERSON_NAME_LENGTH = 120;
/** The longest name a guest gives an order instead of their account's. */
export const MAX_CUSTOMER_NAME_OVERRIDE_LENGTH = 60;
/** The longest note (waste). */
export const MAX_NOTE_LENGTH = 200;
/** The longest drink description. */
export const MAX_DESCRIPTION_LENGTH = 1000;
/** The longest email address (RFC 5321). */
export const MAX_EMAIL_LENGTH = 320;

/** Characters no such text keeps (besides line breaks in multi-line text); a lone half of a surrogate pair is no character. */
const NOT_PLAIN = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u00ad\u061c\u115f\u1160\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0<>\p{Cs}]|\u000a/u;
const NOT_PLAIN_MULTILINE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u00ad\u061c\u115f\u1160\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0<>\p{Cs}]/u;
const NOT_PLAIN_GLOBAL = new RegExp(NOT_PLAIN.source, 'gu');

export const PLAIN_TEXT_MESSAGE = 'must be plain text on one line (no control, invisible or direction characters, no < >)';
export const PLAIN_MULTILINE_MESSAGE = 'must be plain text (no control, invisible or direction characters, no < >)';

/** The length people count: characters (code points), so an emoji is one. */
export function textLength(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

/** Why a text breaks the rule ('must be at most 100 characters', PLAIN_TEXT_MESSAGE), or undefined when it is fine. */
export function plainTextProblem(text: string, maxLength: number, options: { multiline?: boolean } = {}): string | undefined {
  if (textLength(text) > maxLength) return `must be at most ${maxLength} characters`;
  if ((options.multiline ? NOT_PLAIN_MULTILINE : NOT_PLAIN).test(text)) return options.multiline ? PLAIN_MULTILINE_MESSAGE : PLAIN_TEXT_MESSAGE;
  return undefined;
}

/** Whether a text keeps the rule. */
export function isPlainText(text: string, maxLength: number, options: { multiline?: boolean } = {}): boolean {
  return plainTextProblem(text, maxLength, options) === undefined;
}

/**
 * A text from elsewhere (a token's name claim) made to keep the rule instead of refused: what is not plain is
 * taken out (control characters and separators become a space), white space runs folded, NFC, trimmed, and cut to
 * `maxLength` characters (never inside a character).
 */
export function cleanText(text: string, maxLength: number): string {
  const cleaned = text
    .normalize('NFC')
    .replace(NOT_PLAIN_GLOBAL, (c) => (/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(c) ? ' ' : ''))
    .replace(/\s+/gu, ' ')
    .trim();
  return [...cleaned].slice(0, maxLength).join('').trim();
}

/**
 * The rule as a schema field: a string, trimmed, at most `maxLength`
 * characters, plain. Messages say what is wrong ('must be at most 60 characters', not 'must be a string').
 */
export function plainTextSchema(maxLength: number, options: { multiline?: boolean } = {}) {
  return z
    .string({ error: 'must be a string' })
    .transform((v) => v.trim())
    .superRefine((v, ctx) => {
      const problem = plainTextProblem(v, maxLength, options);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}

/** Text as a search compares it: lower case, without accents ('Glühwein' and 'gluhwein' are one). */
export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}
