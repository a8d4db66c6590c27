/** What one send attempt came to: delivered, to be tried again, or refused for good (a bad number). */
export type SendOutcome = { ok: true } | { ok: false; permanent: boolean; error: string };

/**
 * An SMS gateway (docs/OPERATIONS.md, "Notifications by e-mail and SMS"). An adapter sends one
 * message to one mobile number and never lets its credentials reach an error, a log line or a span.
 */
export interface SmsProvider {
  send(receptor: string, message: string, signal: AbortSignal): Promise<SendOutcome>;
}
