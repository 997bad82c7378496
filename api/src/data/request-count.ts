import { AsyncLocalStorage } from 'node:async_hooks';
import { underFunctionsHost } from '../config';

/**
 * Cosmos requests counted per API call: the edge runs each call inside `countCosmosRequests`, the Cosmos
 * client's plugin adds one for every HTTP request it sends (retries included) to the call that sent it.
 * The performance budgets (docs/performance.md) are in these numbers.
 */
export interface CosmosCounter {
  count: number;
  /** Request units the answers reported (x-ms-request-charge), summed. */
  charge: number;
}

const calls = new AsyncLocalStorage<CosmosCounter>();

export function countCosmosRequests<T>(run: () => Promise<T>): { counter: CosmosCounter; result: Promise<T> } {
  const counter = { count: 0, charge: 0 };
  return { counter, result: calls.run(counter, run) };
}

/** Called by the Cosmos client for every request it sends. */
export function recordCosmosRequest(): void {
  const current = calls.getStore();
  if (current) current.count++;
}

/** Called by the Cosmos client with each answer's request charge. */
export function recordCosmosCharge(charge: unknown): void {
  const current = calls.getStore();
  const value = Number(charge);
  if (current && Number.isFinite(value) && value > 0) current.charge += value;
}

/**
 * Whether responses carry `X-Cosmos-Requests`: only the local host started with EXPOSE_COSMOS_REQUEST_COUNT=1
 * (the bench and the budget tests), never in Azure.
 */
export function exposeCosmosRequestCount(env: NodeJS.ProcessEnv = process.env): boolean {
  if (underFunctionsHost(env)) return false;
  return env.EXPOSE_COSMOS_REQUEST_COUNT === '1';
}
