import { randomInt } from 'node:crypto';

/**
 * A request's reference («کد پیگیری»): 10 random digits, the first 1–8, from the system's CSPRNG.
 * Digits only, so it reads out in Persian digits and over the phone; random, so knowing one's own
 * code tells nothing of anyone else's (8·10⁹ codes: guessing one that exists is hopeless).
 * Requests stored before references existed got 9 followed by their id (the migration), which
 * new codes never start with, so the two can never meet.
 */
export function newOrderReference(): string {
  return `${randomInt(1, 9)}${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}

/** Whether a failed insert collided on the reference's unique index (a new code is drawn then). */
export function isReferenceCollision(error: unknown): boolean {
  for (let cause = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0; cause && depth < 5; depth += 1) {
    const code = String(cause.code ?? '');
    const message = String(cause.message ?? '');
    if (['ER_DUP_ENTRY', 'SQLITE_CONSTRAINT_UNIQUE'].includes(code) && /reference/i.test(message)) return true;
    cause = cause.cause as typeof cause;
  }
  return false;
}
