import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { isSpanContextValid, trace, TraceFlags, type ProxyTracerProvider } from '@opentelemetry/api';
import type { NextFunction, Request, Response } from 'express';

/** The W3C trace context of the request being served: the caller's trace, and this server's span in it. */
export interface TraceContext {
  traceId: string;
  spanId: string;
  /** The caller's span (from `traceparent`), or null when this server began the trace. */
  parentSpanId: string | null;
  sampled: boolean;
}

const storage = new AsyncLocalStorage<TraceContext>();

/** version-traceid-parentid-flags; version ff is invalid, all-zero ids are invalid (W3C Trace Context §3.2). */
const TRACEPARENT = /^([\da-f]{2})-([\da-f]{32})-([\da-f]{16})-([\da-f]{2})(-.*)?$/;

/** The trace a `traceparent` header names, or null when it is absent or malformed (a new trace begins). */
export function parseTraceparent(header: string | string[] | undefined): Omit<TraceContext, 'spanId'> | null {
  if (typeof header !== 'string' || header.length > 512) return null;
  const match = TRACEPARENT.exec(header.trim());
  if (!match) return null;
  const [, version, traceId, parentSpanId, flags, rest] = match;
  // Version 00 has exactly four fields; a later version may add some, which we ignore.
  if (version === 'ff' || (version === '00' && rest !== undefined)) return null;
  if (/^0+$/.test(traceId) || /^0+$/.test(parentSpanId)) return null;
  return { traceId, parentSpanId, sampled: (parseInt(flags, 16) & 1) === 1 };
}

/** The trace context of the code running now, when it runs for a request. */
export function currentTrace(): TraceContext | undefined {
  return storage.getStore();
}

/**
 * First in the Express stack: every request runs inside its trace context, kept from the caller's
 * `traceparent` (a proxy's or a browser's) or begun here, and answers with its own `traceparent`,
 * so a slow request can be followed from the proxy's log to this server's lines.
 */
export function traceContext(req: Request, res: Response, next: NextFunction): void {
  const context = beginSpan(req.headers.traceparent);
  res.setHeader('traceparent', traceparentOf(context));
  storage.run(context, next);
}

/** This server's span for a request, in the caller's trace (its `traceparent`) or a new one. */
export function beginSpan(traceparent: string | string[] | undefined): TraceContext {
  const incoming = parseTraceparent(traceparent);
  // With the OpenTelemetry SDK loaded (telemetry.ts), its HTTP span has already taken the caller's
  // trace: the log lines name that span, so a log line leads to the exported trace. Without the SDK
  // the API answers with a span of its own.
  const span = trace.getActiveSpan()?.spanContext();
  if (span && isSpanContextValid(span)) {
    return {
      traceId: span.traceId,
      spanId: span.spanId,
      parentSpanId: incoming?.parentSpanId ?? null,
      sampled: (span.traceFlags & TraceFlags.SAMPLED) === TraceFlags.SAMPLED,
    };
  }
  return {
    traceId: incoming?.traceId ?? randomBytes(16).toString('hex'),
    spanId: randomBytes(8).toString('hex'),
    parentSpanId: incoming?.parentSpanId ?? null,
    sampled: incoming?.sampled ?? false,
  };
}

/** The `traceparent` a span answers with. */
export function traceparentOf(context: TraceContext): string {
  return `00-${context.traceId}-${context.spanId}-${context.sampled ? '01' : '00'}`;
}

/** pino's `mixin`: every log line written inside a request carries its trace and span ids. */
export function traceLogFields(): Record<string, string> {
  const context = storage.getStore();
  return context ? { trace_id: context.traceId, span_id: context.spanId } : {};
}

/**
 * Sends the spans still batched by the OpenTelemetry SDK before the process exits (main.ts, after
 * the drain): `process.exit` would drop them. Without the SDK there is nothing to send.
 */
export async function flushTraces(): Promise<void> {
  const provider = (trace.getTracerProvider() as ProxyTracerProvider).getDelegate?.() as { forceFlush?: () => Promise<void> } | undefined;
  await provider?.forceFlush?.().catch(() => undefined);
}
