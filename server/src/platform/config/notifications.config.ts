/**
 * The channels that reach admins away from the back office (docs/OPERATIONS.md, "Notifications by
 * e-mail and SMS"). Each is off until configured; a channel that is off has nothing queued for it.
 * `email.url` and `sms.apiKey` are secrets: no message here or elsewhere repeats them.
 */
export interface NotificationsConfig {
  /** SMTP_URL (smtp:// or smtps://, credentials in it); SMTP_FROM, else `no-reply@` the public host. */
  email: { url: string; from: string } | null;
  /** SMS_PROVIDER (only `kavenegar`), SMS_API_KEY, SMS_SENDER (the line number); SMS_API_BASE_URL for a stand-in in tests. */
  sms: { provider: 'kavenegar'; apiKey: string; sender: string; baseUrl: string } | null;
  /** How long one attempt (connection, answer) may take, and how long a claimed row stays its instance's. */
  timeoutMs: number;
  leaseMs: number;
}

export const KAVENEGAR_BASE_URL = 'https://api.kavenegar.com';

type Env = Record<string, string | undefined>;

/** Reads the notification variables; `fail` refuses the start, never quoting a value that may hold a secret. */
export function notificationsConfig(env: Env, publicUrl: string, fail: (message: string) => never): NotificationsConfig {
  const smtpUrl = env.SMTP_URL?.trim();
  let email: NotificationsConfig['email'] = null;
  if (smtpUrl) {
    let parsed: URL | null = null;
    try {
      parsed = new URL(smtpUrl);
    } catch {
      parsed = null;
    }
    if (!parsed || !['smtp:', 'smtps:'].includes(parsed.protocol) || !parsed.hostname) {
      fail(
        'SMTP_URL must look like smtp://user:password@host:587 or smtps://user:password@host:465 (the value is not repeated: it may hold a password)',
      );
    }
    const from = env.SMTP_FROM?.trim() || `no-reply@${new URL(publicUrl).hostname}`;
    email = { url: smtpUrl, from };
  }
  const provider = env.SMS_PROVIDER?.trim().toLowerCase();
  let sms: NotificationsConfig['sms'] = null;
  if (provider) {
    if (provider !== 'kavenegar') fail(`SMS_PROVIDER must be kavenegar, got "${provider}"`);
    const apiKey = env.SMS_API_KEY?.trim();
    const sender = env.SMS_SENDER?.trim();
    if (!apiKey || !sender) fail('SMS_API_KEY and SMS_SENDER are required when SMS_PROVIDER is set');
    const baseUrl = (env.SMS_API_BASE_URL?.trim() || KAVENEGAR_BASE_URL).replace(/\/+$/, '');
    if (!/^https?:\/\/[^/?#@]+(\/[^?#]*)?$/.test(baseUrl)) fail('SMS_API_BASE_URL must be an absolute http(s) URL without credentials');
    sms = { provider: 'kavenegar', apiKey: apiKey!, sender: sender!, baseUrl };
  } else if (env.SMS_API_KEY?.trim() || env.SMS_SENDER?.trim()) {
    fail('SMS_PROVIDER is required when SMS_API_KEY or SMS_SENDER is set');
  }
  const timeoutMs = positive(env.NOTIFICATIONS_TIMEOUT_MS, 15_000, 'NOTIFICATIONS_TIMEOUT_MS', fail);
  const leaseMs = positive(env.NOTIFICATIONS_LEASE_MS, 60_000, 'NOTIFICATIONS_LEASE_MS', fail);
  return { email, sms, timeoutMs, leaseMs };
}

function positive(value: string | undefined, fallback: number, name: string, fail: (message: string) => never): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 100) fail(`${name} must be an integer >= 100, got "${value}"`);
  return n;
}
