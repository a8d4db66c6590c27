import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Secrets at rest (docs/ARCHITECTURE.md, "Secrets at rest"): AES-256-GCM under a keyring, each
 * stored value naming the key that wrote it, so keys can be rotated while old values still read:
 *
 *   enc:v1:<key id>:<iv, base64>:<ciphertext and 16-byte tag, base64>
 *
 * The key id is the first 8 bytes of the key's SHA-256 in hex: it names a key without revealing it,
 * and an operator can compute it (`printf %s "$KEY" | base64 -d | sha256sum | cut -c1-16`).
 */
export const ENCRYPTED_PREFIX = 'enc:v1:';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_ID = /^[0-9a-f]{16}$/;

export class DataKeyError extends Error {}

/** A key from the environment or DATA_DIR: 32 bytes in base64 (standard or URL alphabet). */
export function parseDataKey(name: string, text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed) ? Buffer.from(trimmed, 'base64') : Buffer.alloc(0);
  if (key.length !== KEY_BYTES) {
    // The value itself is never echoed: it is meant to be a secret, even when malformed.
    throw new DataKeyError(
      `${name} must be ${KEY_BYTES} bytes in base64 (e.g. the output of \`openssl rand -base64 32\`); the value given is ${key.length ? `${key.length} bytes` : 'not base64'}`,
    );
  }
  return key;
}

export function dataKeyId(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 16);
}

export function newDataKey(): Buffer {
  return randomBytes(KEY_BYTES);
}

/** Whether `value` is in the stored form (a plaintext from before encryption is not). */
export function isEncrypted(value: string): boolean {
  return value.startsWith(ENCRYPTED_PREFIX);
}

/** The id of the key a stored value was written under; null for a plaintext. */
export function keyIdOf(value: string): string | null {
  if (!isEncrypted(value)) return null;
  const id = value.slice(ENCRYPTED_PREFIX.length, ENCRYPTED_PREFIX.length + 16);
  return KEY_ID.test(id) ? id : null;
}

/** The current key (every new value) and older keys still accepted for reading. */
export class DataKeyring {
  readonly currentId: string;
  private readonly keys = new Map<string, Buffer>();

  constructor(current: Buffer, readable: Buffer[] = []) {
    this.currentId = dataKeyId(current);
    this.keys.set(this.currentId, current);
    for (const key of readable) if (!this.keys.has(dataKeyId(key))) this.keys.set(dataKeyId(key), key);
  }

  /** Every key id this keyring opens, the current one first. */
  get ids(): string[] {
    return [...this.keys.keys()];
  }

  has(id: string): boolean {
    return this.keys.has(id);
  }

  encrypt(plaintext: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.keys.get(this.currentId)!, iv);
    const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return `${ENCRYPTED_PREFIX}${this.currentId}:${iv.toString('base64')}:${sealed.toString('base64')}`;
  }

  /** The plaintext of a stored value; a value not in the stored form (written before encryption) is returned as it is. */
  decrypt(stored: string): string {
    if (!isEncrypted(stored)) return stored;
    const [id, ivText, sealedText, ...rest] = stored.slice(ENCRYPTED_PREFIX.length).split(':');
    if (!KEY_ID.test(id) || ivText === undefined || sealedText === undefined || rest.length > 0) {
      throw new DataKeyError('a stored encrypted value is malformed');
    }
    const key = this.keys.get(id);
    if (!key) throw new DataKeyError(`a stored value is encrypted under key id ${id}, which the configured keys do not include`);
    const iv = Buffer.from(ivText, 'base64');
    const sealed = Buffer.from(sealedText, 'base64');
    if (iv.length !== IV_BYTES || sealed.length < TAG_BYTES) throw new DataKeyError(`a stored value under key id ${id} is malformed`);
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    try {
      return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()]).toString('utf8');
    } catch {
      throw new DataKeyError(`a stored value under key id ${id} does not open with that key (altered or truncated)`);
    }
  }
}
