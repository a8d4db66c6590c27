import { register } from 'node:module';
import { createAddHookMessageChannel } from 'import-in-the-middle';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { AwsInstrumentation } from '@opentelemetry/instrumentation-aws-sdk';
import { ExpressInstrumentation, ExpressLayerType } from '@opentelemetry/instrumentation-express';
import { GraphQLInstrumentation } from '@opentelemetry/instrumentation-graphql';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { MySQL2Instrumentation } from '@opentelemetry/instrumentation-mysql2';
import { NodeSDK } from '@opentelemetry/sdk-node';

/** Requests that only a machine makes, every few seconds: spans of them would drown the traces that matter. */
const UNTRACED_PATHS = /^\/(metrics|api\/health(\/.*)?)(\?|$)/;

/**
 * Starts the OpenTelemetry SDK (only telemetry.ts calls this, before the server is imported). The
 * exporter is OTLP over HTTP with JSON bodies, configured by the standard variables
 * (OTEL_EXPORTER_OTLP_ENDPOINT, its /v1/traces path added; OTEL_EXPORTER_OTLP_HEADERS;
 * OTEL_SERVICE_NAME, default `site`; OTEL_TRACES_SAMPLER). Only traces: metrics are Prometheus's
 * (/metrics), logs are pino's lines on stdout, which carry the same trace ids.
 */
export async function startOpenTelemetry(): Promise<void> {
  // The ESM loader hook wraps only the modules an instrumentation asks for (the server's own
  // modules and Nest's are left as they are), and must be in place before any of them is imported.
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);
  process.env.OTEL_SERVICE_NAME ||= 'site';
  const sdk = new NodeSDK({
    traceExporter: new OTLPTraceExporter(),
    // Metrics and logs stay with Prometheus and pino (the SDK would otherwise read OTEL_*_EXPORTER).
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (req) => UNTRACED_PATHS.test(req.url ?? ''),
      }),
      // One span per route handler and router, none per middleware (two dozen per request, all alike).
      new ExpressInstrumentation({ ignoreLayersType: [ExpressLayerType.MIDDLEWARE] }),
      // Resolvers of plain fields would add a span per field of every list item.
      new GraphQLInstrumentation({ ignoreTrivialResolveSpans: true, mergeItems: true }),
      new MySQL2Instrumentation(),
      new IORedisInstrumentation(),
      new AwsInstrumentation(),
    ],
  });
  sdk.start();
  await waitForAllMessagesAcknowledged();
}
