import type { z } from 'zod';
import { fieldMessage } from '@bar/domain';

/** Validation messages by field path ('name', 'ingredients.0.quantity'); the first one per field wins. */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * Each field's first message, naming the field ('Quantity must be 0 or more'): `labels` gives the labels the form
 * shows; other paths are put in words ('ingredients.0.quantity' -> 'Ingredient 1 quantity').
 */
export function fieldErrors(error: z.ZodError, labels: Readonly<Record<string, string>> = {}): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    out[key] ??= fieldMessage(key, issue.message, labels);
  }
  return out;
}
