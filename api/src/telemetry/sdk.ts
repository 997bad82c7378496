import * as coreTracing from '@azure/core-tracing';
import { shutdownAzureMonitor, useAzureMonitor } from '@azure/monitor-opentelemetry';
import { AzureSdkInstrumentation } from '@azure/opentelemetry-instrumentation-azure-sdk';
import { ROOT_CONTEXT, SpanKind, SpanStatusCode, context, propagation, trace, type Span } from '@opentelemetry/api';
import { SeverityNumber, logs } from '@opentelemetry/api-logs';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { azureCredential } from '../auth/azure-credential';
import { installCallTracer, type CallSpan, type CallStart, type SpanAttributes, type TelemetrySettings } from './switch';

// The Azure entry forwards the Functions worker's log lines through this module's copy of the port.
export { exportLog } from './switch';

/**
 * OpenTelemetry in the API, loaded only when telemetry is switched on (./switch.ts). In Azure: the Azure Monitor
 * distro (`useAzureMonitor`), as Azure Functions documents it for Node; with OTEL_EXPORTER_OTLP_ENDPOINT instead:
 * the OpenTelemetry Node SDK exporting over OTLP, configured by the standard OTEL_* settings.
 * Each API call runs under a span (the edge: http/edge.ts) whose children are the Azure SDK's spans of its Cosmos
 * DB and Blob Storage operations and their HTTP requests.
 */

const SCOPE = 'bar-api';
let stop: (() => Promise<void>) | undefined;

/** The Azure SDKs report their operations through @azure/core-tracing, which the bundle holds: hand it OpenTelemetry. */
function traceAzureSdks(): void {
  // The instrumentation normally does this when Node loads @azure/core-tracing; bundled, it is never loaded by
  // name, so its patch is applied here to the module the bundle uses (enabled: false: no module hooks).
  const instrumentation = new AzureSdkInstrumentation({ enabled: false });
  for (const definition of instrumentation.getModuleDefinitions()) {
    if (definition.name === '@azure/core-tracing') definition.patch?.({ ...coreTracing });
  }
}

export function startTelemetry(settings: TelemetrySettings): void {
  if (settings.azureMonitor) {
    useAzureMonitor({
      // Application Insights in Azure accepts telemetry only with an Entra ID token (infra/resources.bicep):
      // the Function App's managed identity.
      ...(/Authorization=AAD/i.test(process.env.APPLICATIONINSIGHTS_AUTHENTICATION_STRING ?? '') ? { azureMonitorExporterOptions: { credential: azureCredential() } } : {}),
      // The calls' spans are made by the edge, the Azure SDKs' by their own tracing: patching node:http would add
      // a second span for each, and cannot reach the bundled modules anyway.
      instrumentationOptions: { http: { enabled: false }, mongoDb: { enabled: false }, mySql: { enabled: false }, postgreSql: { enabled: false }, redis: { enabled: false }, redis4: { enabled: false } },
    });
    stop = shutdownAzureMonitor;
  } else {
    const sdk = new NodeSDK({ serviceName: process.env.OTEL_SERVICE_NAME || 'bar-api', instrumentations: [] });
    sdk.start();
    stop = () => sdk.shutdown();
  }
  traceAzureSdks();
  const tracer = trace.getTracer(SCOPE);
  const logger = logs.getLogger(SCOPE);

  installCallTracer({
    run<T>(call: CallStart, body: (span: CallSpan) => Promise<T>): Promise<T> {
      const carrier: Record<string, string> = {};
      if (call.traceparent) carrier.traceparent = call.traceparent;
      if (call.tracestate) carrier.tracestate = call.tracestate;
      const parent = propagation.extract(ROOT_CONTEXT, carrier);
      return tracer.startActiveSpan(
        call.name,
        {
          kind: call.underHost ? SpanKind.INTERNAL : SpanKind.SERVER,
          attributes: {
            'http.request.method': call.method,
            'http.route': call.name.slice(call.method.length + 1),
            'bar.route': call.route,
            ...(call.pageLoad ? { 'bar.page_load': call.pageLoad } : {}),
          },
        },
        parent,
        (span: Span) => {
          const ids = span.spanContext();
          return body({
            traceId: ids.traceId,
            spanId: ids.spanId,
            sampled: span.isRecording(),
            end(status: number, error?: unknown) {
              span.setAttribute('http.response.status_code', status);
              if (status >= 500) {
                span.setStatus({ code: SpanStatusCode.ERROR });
                if (error instanceof Error) span.recordException(error);
              }
              span.end();
            },
          });
        },
      );
    },
    client<T>(name: string, attributes: SpanAttributes, body: (set: (attributes: SpanAttributes) => void) => Promise<T>): Promise<T> {
      return tracer.startActiveSpan(name, { kind: SpanKind.CLIENT, attributes }, async (span: Span) => {
        try {
          return await body((more) => span.setAttributes(more));
        } catch (err) {
          span.setStatus({ code: SpanStatusCode.ERROR });
          const status = (err as { code?: unknown; statusCode?: unknown } | undefined)?.statusCode ?? (err as { code?: unknown } | undefined)?.code;
          if (typeof status === 'number') span.setAttribute('http.response.status_code', status);
          throw err;
        } finally {
          span.end();
        }
      });
    },
    log(level: string, message: string) {
      const severity = level === 'error' || level === 'critical' ? SeverityNumber.ERROR : level === 'warning' ? SeverityNumber.WARN : SeverityNumber.INFO;
      logger.emit({ body: message, severityNumber: severity, severityText: level, context: context.active() });
    },
  });
}

/** Sends what is still buffered (the local host calls it as it stops). */
export async function flushTelemetry(): Promise<void> {
  await stop?.().catch(() => undefined);
}
