/**
 * Telemetry (docs/operations.md, docs/adr 'telemetry'): OpenTelemetry traces and logs of each API call, with the
 * Cosmos DB and Blob Storage operations it made, exported to Application Insights
 * (APPLICATIONINSIGHTS_CONNECTION_STRING) or to any OpenTelemetry collector (OTEL_EXPORTER_OTLP_ENDPOINT). Off
 * without either, and with OTEL_SDK_DISABLED=true: then no telemetry package is loaded at all. Imports nothing:
 * the Azure entry reads it before it loads anything else.
 */

export interface TelemetrySettings {
  /** Application Insights, through the Azure Monitor OpenTelemetry distro. */
  azureMonitor: boolean;
  /** An OpenTelemetry collector over OTLP (the standard OTEL_EXPORTER_OTLP_* settings). */
  otlp: boolean;
}

const set = (value: string | undefined) => typeof value === 'string' && value.trim() !== '';

/** Whether telemetry is switched on, and where it goes; undefined when it is off. */
export function telemetrySettings(env: NodeJS.ProcessEnv = process.env): TelemetrySettings | undefined {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return undefined;
  const azureMonitor = set(env.APPLICATIONINSIGHTS_CONNECTION_STRING);
  const otlp = !azureMonitor && (set(env.OTEL_EXPORTER_OTLP_ENDPOINT) || set(env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT));
  return azureMonitor || otlp ? { azureMonitor, otlp } : undefined;
}

