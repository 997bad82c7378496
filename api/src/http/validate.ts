import { describeValidationError, isValidId } from '@bar/domain';
import type { z } from 'zod';
import { badRequest } from '../errors';

/** Parses a request body with a domain schema; a failure is a 400 whose message names the field. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) throw badRequest(describeValidationError(result.error));
  return result.data;
}

/** A required path parameter, checked by the one id rule (domain's isValidId). */
export function pathParam(params: Record<string, string>, name: string): string {
  const value = params[name];
  if (!isValidId(value)) throw badRequest(`${name}: is not a valid id`);
  return value;
}

/** An optional query parameter restricted to a set of values. */
export function queryEnum<T extends string>(query: URLSearchParams, name: string, allowed: readonly T[]): T | undefined {
  const value = query.get(name);
  if (value === null || value === '') return undefined;
  if (!(allowed as readonly string[]).includes(value)) throw badRequest(`${name}: must be one of ${allowed.join(', ')}`);
  return value as T;
}
