import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import nodemailer, { type Transporter } from 'nodemailer';
import type { SendOutcome } from './sms-provider.js';

/**
 * E-mail through the SMTP server of SMTP_URL (nodemailer). One pooled-free transport: a message
 * every few minutes needs no kept connection, and a server restarted between two finds none stale.
 * Its span names the host only; SMTP_URL (and its password) stays in the transport.
 */
export class EmailSender {
  private readonly tracer = trace.getTracer('site.notifications');
  private readonly transport: Transporter;
  private readonly host: string;

  constructor(
    url: string,
    private readonly from: string,
    timeoutMs: number,
    /** Takes every channel secret out of a text (notification-secrets.ts). */
    private readonly clean: (text: string) => string,
  ) {
    this.host = new URL(url).hostname;
    this.transport = nodemailer.createTransport(url, {
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
      logger: false,
      debug: false,
    } as never);
  }

  send(to: string, subject: string, text: string): Promise<SendOutcome> {
    return this.tracer.startActiveSpan(
      'smtp send',
      { kind: SpanKind.CLIENT, attributes: { 'server.address': this.host } },
      async (span) => {
        let outcome: SendOutcome;
        try {
          await this.transport.sendMail({ from: this.from, to, subject, text });
          outcome = { ok: true };
        } catch (error) {
          const { responseCode, code } = error as { responseCode?: number; code?: string };
          // 5xx for a recipient: the address is refused for good; anything else (connection, 4xx) may pass later.
          const permanent = typeof responseCode === 'number' && responseCode >= 500 && code === 'EENVELOPE';
          outcome = { ok: false, permanent, error: this.clean(`SMTP: ${(error as Error).message}`) };
          span.setStatus({ code: SpanStatusCode.ERROR, message: outcome.error });
        }
        span.end();
        return outcome;
      },
    );
  }

  close(): void {
    this.transport.close();
  }
}
