/**
 * A fresh `Idempotency-Key`: a random UUID (v4). `crypto.randomUUID` exists only on secure
 * pages, and staff may open the back office over plain HTTP on an office network.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Apollo context sending `key` with a create, so the server runs one record for any repeat of it. */
export function idempotent(key: string | undefined): { headers?: Record<string, string> } {
  return key ? { headers: { 'Idempotency-Key': key } } : {};
}

/**
 * The values of one submission, as compared between attempts: a picked file counts by its name,
 * size and date (JSON would write every File as `{}`, and a new image would look like the old).
 */
export function submissionSignature(values: unknown): string {
  return JSON.stringify(values, (_key, value: unknown) =>
    value instanceof File ? { file: value.name, size: value.size, modified: value.lastModified } : value,
  );
}
