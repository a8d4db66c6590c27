import { createHmac, randomBytes, randomUUID } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';

/** A new signing secret: `whsec_` and 32 random bytes in base64, as Standard Webhooks libraries read it. */
export function newSecret(): string {
  return SECRET_PREFIX + randomBytes(32).toString('base64');
}

/** A message id (`webhook-id`): unique per event and endpoint, the same on every attempt. */
export function newMessageId(): string {
  return `msg_${randomUUID().replace(/-/g, '')}`;
}

/** `v1,<base64 HMAC-SHA256 of id.timestamp.body>` under one secret (Standard Webhooks, symmetric). */
export function signature(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/** The `webhook-signature` header: one signature per secret in force, space-separated (a rotation signs with both). */
export function signatureHeader(secrets: string[], id: string, timestamp: number, body: string): string {
  return secrets.map((secret) => signature(secret, id, timestamp, body)).join(' ');
}
