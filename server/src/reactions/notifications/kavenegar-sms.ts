import { context, createContextKey, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { SendOutcome, SmsProvider } from './sms-provider.js';

/** @opentelemetry/core's suppressTracing key (a Symbol.for, so the same key): instrumentations make no span under it. */
const SUPPRESS_TRACING = createContextKey('OpenTelemetry SDK Context Key SUPPRESS_TRACING');

/** The route as spans name it: the key is part of Kavenegar's path, so the template stands in for it. */
export const KAVENEGAR_SEND_ROUTE = '/v1/{key}/sms/send.json';

/**
 * Kavenegar's REST API (https://kavenegar.com/rest.html, `sms/send.json`): POST to
 * `/v1/{API-KEY}/sms/send.json` with `receptor`, `sender` and `message` as a form body; the answer's
 * `return.status` is 200 when the message was accepted. The key travels only in the request line
 * of the call itself: the span carries the route template, errors are written here without it.
 */
export class KavenegarSms implements SmsProvider {
  private readonly tracer = trace.getTracer('site.notifications');

  constructor(
    private readonly baseUrl: string,
    private readonly apiKey: string,
    private readonly sender: string,
  ) {}

  send(receptor: string, message: string, signal: AbortSignal): Promise<SendOutcome> {
    const template = `${this.baseUrl}${KAVENEGAR_SEND_ROUTE}`;
    return this.tracer.startActiveSpan(
      `POST ${KAVENEGAR_SEND_ROUTE}`,
      { kind: SpanKind.CLIENT, attributes: { 'http.request.method': 'POST', 'url.full': template, 'url.template': KAVENEGAR_SEND_ROUTE } },
      async (span) => {
        const outcome = await this.call(receptor, message, signal, (status) => span.setAttribute('http.response.status_code', status));
        if (!outcome.ok) span.setStatus({ code: SpanStatusCode.ERROR, message: outcome.error });
        span.end();
        return outcome;
      },
    );
  }

  private async call(receptor: string, message: string, signal: AbortSignal, answered: (status: number) => void): Promise<SendOutcome> {
    const url = `${this.baseUrl}/v1/${encodeURIComponent(this.apiKey)}/sms/send.json`;
    let response: Response;
    try {
      // No span of the HTTP client's own under this one: its URL would be the real one, key and all.
      response = await context.with(context.active().setValue(SUPPRESS_TRACING, true), () =>
        fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: new URLSearchParams({ receptor, sender: this.sender, message }).toString(),
          signal,
        }),
      );
    } catch (error) {
      // fetch's own message can quote the URL (an invalid one, a redirect refused): only its kind is kept.
      const cause = (error as { cause?: { code?: unknown } }).cause?.code;
      const name = (error as Error).name === 'AbortError' || (error as Error).name === 'TimeoutError' ? 'timed out' : 'no answer';
      return { ok: false, permanent: false, error: `Kavenegar: ${name}${typeof cause === 'string' ? ` (${cause})` : ''}` };
    }
    answered(response.status);
    const text = await response.text().catch(() => '');
    let status: number | null = null;
    let said = '';
    try {
      const parsed = JSON.parse(text) as { return?: { status?: unknown; message?: unknown } };
      status = typeof parsed.return?.status === 'number' ? parsed.return.status : null;
      said = typeof parsed.return?.message === 'string' ? parsed.return.message.slice(0, 120) : '';
    } catch {
      status = null;
    }
    if (response.ok && status === 200) return { ok: true };
    const code = status ?? response.status;
    // 400/411/412/422: the request itself is wrong (parameters, receptor, sender, characters); sending it again cannot help.
    const permanent = [400, 411, 412, 422].includes(code);
    return { ok: false, permanent, error: `Kavenegar ${code}${said ? `: ${said}` : ''}` };
  }
}
