import type { NotificationsConfig } from 'src/platform/config/notifications.config.js';

/**
 * The channel secrets as they could appear in a message: the provider key, the SMTP URL and its
 * password (raw and URL-decoded). Every error text kept or logged passes through `redact`.
 */
export function secretsOf(config: NotificationsConfig): string[] {
  const secrets: string[] = [];
  if (config.sms) secrets.push(config.sms.apiKey);
  if (config.email) {
    secrets.push(config.email.url);
    const { password, username } = new URL(config.email.url);
    if (password) secrets.push(password, safeDecode(password));
    // A user name alone is no secret, but `user:password` pairs appear in some libraries' messages.
    if (username && password) secrets.push(`${username}:${password}`);
  }
  return [...new Set(secrets.filter((secret) => secret.length >= 3))].sort((a, b) => b.length - a.length);
}

export function redact(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) out = out.split(secret).join('***');
  return out;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
