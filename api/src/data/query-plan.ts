/**
 * Queries without the SDK's query-plan round trip. `@azure/cosmos` sends a query-plan request beside every query
 * and uses the plan only when the gateway cannot run the query as sent. A query of one partition, or one without
 * ORDER BY, aggregates, DISTINCT, TOP, OFFSET or GROUP BY, runs as sent: `feedOptions` marks it, and the client's
 * request plugin (cosmos.ts, through `isSkippedQueryPlan`) answers its plan request locally with an error
 * the SDK keeps but never reads. This halves the requests of every such query.
 *
 * It leans on the SDK's behaviour (the plan request's header, and that a failed plan request does not fail a query
 * that runs as sent): `test/api/cosmos-client.test.ts` fails loudly if a new SDK or local server changes either.
 */
/** The option that marks a query whose plan is not needed. */
export const SKIP_QUERY_PLAN = 'barSkipQueryPlan';
/** The header the SDK sets on its query-plan requests. */
export const QUERY_PLAN_HEADER = 'x-ms-cosmos-is-query-plan-request';
const NEEDS_PLAN = /\b(ORDER\s+BY|GROUP\s+BY|DISTINCT|TOP|OFFSET|LIMIT)\b|\b(COUNT|SUM|MIN|MAX|AVG)\s*\(/i;
/** Strings, parameters and property names: none of them a clause or an aggregate, whatever their words. */
const NOT_SQL_WORDS = /'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|@\w+|\.\s*\w+|\[\s*'[^']*'\s*\]/g;

/** Whether the gateway may need the SDK's plan to run a query over several partitions. */
export function needsPlan(query: string): boolean {
  return NEEDS_PLAN.test(query.replace(NOT_SQL_WORDS, ' '));
}

/** The SDK's query options for a query: every page at once, its partition, and whether its plan can be skipped. */
export function feedOptions(q: { query: string }, options: { partitionKey?: string } = {}): Record<string, unknown> {
  const single = options.partitionKey !== undefined;
  return {
    maxItemCount: -1,
    ...(single ? { partitionKey: options.partitionKey } : {}),
    ...(single || !needsPlan(q.query) ? { [SKIP_QUERY_PLAN]: true } : {}),
  };
}

/** Whether a request the SDK is about to send is the plan of a query marked by feedOptions. */
export function isSkippedQueryPlan(context: unknown): boolean {
  const ctx = context as { headers?: Record<string, unknown>; options?: Record<string, unknown> };
  return ctx.headers?.[QUERY_PLAN_HEADER] === 'True' && ctx.options?.[SKIP_QUERY_PLAN] === true;
}

/** The error a skipped plan request ends with: never read by the SDK for a query that runs as sent. */
export function skippedQueryPlan(): Error {
  return Object.assign(new Error('No query plan fetched: the query runs as sent'), { code: 400 });
}
