import { describeValidationError, isIsoDate, isValidId, reportRange, type DateRange } from '@bar/domain';
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

/** An optional query parameter that is a business date (YYYY-MM-DD); absent or empty: undefined. */
export function queryDate(query: URLSearchParams, name: string): string | undefined {
  const value = query.get(name);
  if (value === null || value === '') return undefined;
  if (!isIsoDate(value)) throw badRequest(`${name}: must be a date as YYYY-MM-DD`);
  return value;
}

/** A required query parameter that is a business date (YYYY-MM-DD). */
export function requiredQueryDate(query: URLSearchParams, name: string): string {
  const value = queryDate(query, name);
  if (value === undefined) throw badRequest(`${name}: is required as YYYY-MM-DD`);
  return value;
}

/** The range a report asks for (?range=today|7d|30d, or ?from=&to=), checked against today (domain's reportRange). */
export function queryRange(query: URLSearchParams, today: string): DateRange {
  const range = reportRange({ range: query.get('range'), from: query.get('from'), to: query.get('to') }, today);
  if (typeof range === 'string') throw badRequest(range);
  return range;
}
