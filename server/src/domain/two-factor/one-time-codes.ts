import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import { toLatinDigits } from '@site-builder/rules';

/** What authenticator apps expect (RFC 6238's defaults, as Google Authenticator reads them): SHA-1, 6 digits, 30 s. */
const PERIOD_SECONDS = 30;
/** One step either side: a phone's clock a little off still signs in. */
const TOLERANCE_SECONDS = PERIOD_SECONDS;

export const RECOVERY_CODE_COUNT = 10;
/** Crockford's base32: no I, L, O or U to misread; 16 characters carry 80 random bits. */
const RECOVERY_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const RECOVERY_LENGTH = 16;

/** A fresh TOTP secret: 20 random bytes in base32 (RFC 4226 recommends 160 bits). */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The otpauth:// address an authenticator app scans, naming the site and the admin. */
export function otpauthUrl(issuer: string, account: string, secret: string): string {
  return generateURI({ issuer, label: account, secret });
}

/** A code as typed: Persian or Arabic digits, spaces and dashes allowed. */
export function normalizeCode(code: string): string {
  return toLatinDigits(code)
    .replace(/[\s\-\u200c]/g, '')
    .toLowerCase();
}

/**
 * The time step of `code` when it is the secret's code at `epochSeconds` (one step either side),
 * later than `afterStep` (a code already used, or an earlier one, is refused); null otherwise.
 */
export async function totpStep(secret: string, code: string, epochSeconds: number, afterStep: number): Promise<number | null> {
  const token = normalizeCode(code);
  if (!/^\d{6}$/.test(token)) return null;
  const result = await verify({
    secret,
    token,
    epoch: epochSeconds,
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterStep > 0 ? { afterTimeStep: afterStep } : {}),
  });
  // The functional verify is typed for TOTP and HOTP alike; a TOTP result carries its time step.
  return result.valid && 'timeStep' in result ? (result as { timeStep: number }).timeStep : null;
}

/** Ten recovery codes, shown as `xxxx-xxxx-xxxx-xxxx`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: RECOVERY_LENGTH }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return chars.match(/.{4}/g)!.join('-');
  });
}

/** What is stored of a recovery code: the SHA-256 of its characters, however it was typed. */
export function recoveryCodeHash(code: string): string {
  return createHash('sha256').update(normalizeCode(code)).digest('hex');
}

/** Whether `code` has a recovery code's shape (not worth a database read otherwise). */
export function looksLikeRecoveryCode(code: string): boolean {
  return new RegExp(`^[${RECOVERY_ALPHABET}]{${RECOVERY_LENGTH}}$`).test(normalizeCode(code));
}

/** Compares two hex digests in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
