/**
 * The server's `--import` preload (`node --import ./dist/telemetry.js dist/main.js`: start:prod, the
 * Dockerfile). OpenTelemetry must hook http, express, graphql, mysql2, ioredis and the AWS SDK before
 * the first of them is imported, which only a preload can do for an ESM program. Without an
 * exporter (OTEL_EXPORTER_OTLP_ENDPOINT unset, or OTEL_SDK_DISABLED=true) the SDK is not even
 * loaded: no hooks, no cost, and the trace context of modules/observability still puts the
 * caller's trace id on every log line.
 */
export function tracesExported(env: NodeJS.ProcessEnv): boolean {
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim()) && env.OTEL_SDK_DISABLED?.trim().toLowerCase() !== 'true';
}

if (tracesExported(process.env)) {
  const { startOpenTelemetry } = await import('./platform/telemetry/open-telemetry.js');
  await startOpenTelemetry();
}
