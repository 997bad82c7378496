import { app, type HttpHandler } from '@azure/functions';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as BackupImport from './backup/import';
import type * as Journal from './backup/journal';
import type * as Composition from './composition';
import { recoveryGate } from './backup/recovery-gate';
import type * as Edge from './http/edge';
import type { HttpMethod, RouteDefinition } from './http/route';
import { corsOriginsFromEnv, preflightResponse } from './http/cors';
import { errorResponse } from './http/error-answer';
import { shadowingLiteral } from './http/literal-first';
import type * as TelemetrySdk from './telemetry/sdk';
import type * as AiWarmUp from './ai/warm-up';
import { telemetrySettings } from './telemetry/settings';

/**
 * The route table (routes.ts) as build.mjs read it: each route's name, methods and template, and the module
 * under dist/app/ that defines it.
 */
declare const __ROUTE_MANIFEST__: ReadonlyArray<{ name: string; methods: HttpMethod[]; route: string; module: string }>;

/** One ES module of the app (dist/app/), loaded on first use (see build.mjs). */
const load = <T>(file: string): Promise<T> => import(pathToFileURL(join(__dirname, 'app', file)).href) as Promise<T>;

// A restore that a crash interrupted is written again as this instance starts; writes wait for it, reads do not.
// The journal alone says whether there is anything to do: the restore code is loaded only when there is.
const recovery = recoveryGate(
  async () => {
    const [journal, { dependencies }] = await Promise.all([load<typeof Journal>('backup/journal.mjs'), load<typeof Composition>('composition.mjs')]);
    const restore = dependencies().restore;
    if (!(await journal.hasPendingRestore(await restore.sessions()))) return;
    const { recoverInterruptedRestore } = await load<typeof BackupImport>('backup/import.mjs');
    await recoverInterruptedRestore(restore, (message) => console.warn(message));
  },
  (err) => console.error(`restore recovery failed: ${err instanceof Error ? err.message : String(err)}`),
);

/**
 * Azure Functions entry point: one HTTP function per route of the table. Registering needs only the names,
 * so a cold start loads nothing else; a route's first call loads its module and the packages it uses
 * (docs/performance.md).
 */
function lazyHandler(entry: (typeof __ROUTE_MANIFEST__)[number]): HttpHandler {
  let handler: Promise<HttpHandler> | undefined;
  const resolveHandler = async (): Promise<HttpHandler> => {
    const [edge, mod] = await Promise.all([
      load<typeof Edge>('http/edge.mjs'),
      load<{ routes: readonly RouteDefinition[] }>(entry.module),
    ]);
    const route = mod.routes.find((r) => r.name === entry.name);
    if (!route) throw new Error(`Route ${entry.name} is not in ${entry.module}`);
    return edge.toAzureHandler(route, { writesReady: () => recovery.writesReady() });
  };
  return async (request, context) => {
    handler ??= resolveHandler().catch((err: unknown) => {
      handler = undefined;
      throw err;
    });
    return (await handler)(request, context);
  };
}

app.setup({ enableHttpStream: true });

// Telemetry (telemetry/settings.ts), as Azure Functions documents OpenTelemetry for Node: the worker exports the
// traces and the logs itself (the host, with "telemetryMode": "OpenTelemetry" in host.json, then leaves the
// worker's logs to it), each call's span continuing the host's request span (http/edge.ts). Off: nothing loaded.
const telemetry = telemetrySettings();
if (telemetry) {
  app.setup({ capabilities: { WorkerOpenTelemetryEnabled: true } });
  let exportLog: typeof TelemetrySdk.exportLog | undefined;
  // The host waits for this one before the first call, so that no call goes untraced.
  app.hook.appStart(async () => {
    try {
      const sdk = await load<typeof TelemetrySdk>('telemetry/sdk.mjs');
      sdk.startTelemetry(telemetry);
      exportLog = sdk.exportLog;
    } catch (err) {
      console.error(`telemetry could not start: ${err instanceof Error ? err.message : String(err)}`);
    }
  });
  app.hook.log((entry) => {
    if (entry.category !== 'customMetric') exportLog?.(entry.level, entry.message);
  });
}

// The host waits for start-up hooks before it sends the first call: the check runs beside the first calls instead.
// The AI readers' patterns are compiled beside the first calls too, not in a guest's first request (ai/warm-up.ts).
app.hook.appStart(() => {
  recovery.start();
  void load<typeof AiWarmUp>('ai/warm-up.mjs')
    .then((m) => m.warmUp())
    .catch((err: unknown) => console.warn(`AI warm-up failed: ${err instanceof Error ? err.message : String(err)}`));
});
// CORS preflights (OPTIONS) are answered by the first function of each route template, from the methods of all
// the functions that share it, without loading any route module (http/cors.ts).
const methodsByTemplate = new Map<string, HttpMethod[]>();
for (const entry of __ROUTE_MANIFEST__) methodsByTemplate.set(entry.route, [...(methodsByTemplate.get(entry.route) ?? []), ...entry.methods]);
const corsOrigins = corsOriginsFromEnv();
const registeredPreflight = new Set<string>();

for (const entry of __ROUTE_MANIFEST__) {
  const answersPreflight = !registeredPreflight.has(entry.route);
  registeredPreflight.add(entry.route);
  const lazy = lazyHandler(entry);
  // (A path a literal template owns, 'GET recipes/ai-recommendations', is no id of 'recipes/{id}': 405 with its methods.)
  const handler: HttpHandler = (request, context) => {
    const shadowing = shadowingLiteral(entry.route, request.params, methodsByTemplate);
    return shadowing
      ? Promise.resolve(errorResponse(405, `Method ${request.method} is not allowed here`, { Allow: shadowing.join(', ') }))
      : lazy(request, context);
  };
  app.http(entry.name, {
    methods: answersPreflight ? [...entry.methods, 'OPTIONS'] : entry.methods,
    route: entry.route,
    authLevel: 'anonymous',
    handler: answersPreflight
      ? (request, context) =>
          request.method === 'OPTIONS' ? Promise.resolve(preflightResponse(request.headers, methodsByTemplate.get(entry.route) ?? [], corsOrigins)) : handler(request, context)
      : handler,
  });
}
