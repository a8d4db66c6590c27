import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from 'src/platform/config/app.config.js';
import { EmailSender } from './email-sender.js';
import { KavenegarSms } from './kavenegar-sms.js';
import type { NotificationChannel } from './notification-delivery.entity.js';
import { redact, secretsOf } from './notification-secrets.js';
import type { SendOutcome, SmsProvider } from './sms-provider.js';

/** The channels this server has (each null while unconfigured), and the one way to send on them. */
@Injectable()
export class NotificationChannels implements OnApplicationShutdown {
  readonly email: EmailSender | null;
  readonly sms: SmsProvider | null;
  private readonly secrets: string[];

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    const { email, sms, timeoutMs } = config.notifications;
    this.secrets = secretsOf(config.notifications);
    this.email = email ? new EmailSender(email.url, email.from, timeoutMs, (text) => this.clean(text)) : null;
    this.sms = sms ? new KavenegarSms(sms.baseUrl, sms.apiKey, sms.sender) : null;
  }

  on(channel: NotificationChannel): boolean {
    return channel === 'email' ? this.email !== null : this.sms !== null;
  }

  /** Any text on its way to a log line, a span or a stored row. */
  clean(text: string): string {
    return redact(text, this.secrets);
  }

  /** One attempt, bounded by NOTIFICATIONS_TIMEOUT_MS so it always ends inside the lease. */
  async send(channel: NotificationChannel, destination: string, subject: string | null, body: string): Promise<SendOutcome> {
    const sender = channel === 'email' ? this.email : this.sms;
    if (!sender) return { ok: false, permanent: true, error: `${channel} is not configured on this server` };
    const signal = AbortSignal.timeout(this.config.notifications.timeoutMs);
    let outcome: SendOutcome;
    try {
      outcome =
        channel === 'email'
          ? await (sender as EmailSender).send(destination, subject ?? '', body)
          : await (sender as SmsProvider).send(destination, body, signal);
    } catch (error) {
      outcome = { ok: false, permanent: false, error: (error as Error).message };
    }
    return outcome.ok ? outcome : { ...outcome, error: this.clean(outcome.error).slice(0, 250) };
  }

  onApplicationShutdown(): void {
    this.email?.close();
  }
}
