import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Below this a compressed body saves less than its headers cost. */
export const COMPRESS_MIN_BYTES = 1024;

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * One public answer as it goes over the wire: the JSON bytes, their strong validator, and the
 * compressed forms, made once on first demand so a cache hit never compresses.
 */
export class CachedAnswer {
  readonly etag: string;
  private gzip?: Buffer;
  private br?: Buffer;

  constructor(
    /** The generations of the topics the answer was built from (see PublicReadsService.stamp). */
    readonly stamp: string,
    readonly body: Buffer,
  ) {
    this.etag = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  }

  get compressible(): boolean {
    return this.body.length >= COMPRESS_MIN_BYTES;
  }

  bytes(encoding: Encoding): Buffer {
    if (encoding === 'gzip') return (this.gzip ??= gzipSync(this.body, { level: 9 }));
    if (encoding === 'br') {
      // Quality 9 costs about 1 ms for the largest answer and ends within a few bytes of 11 (10 ms).
      const params = { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: this.body.length };
      return (this.br ??= brotliCompressSync(this.body, { params }));
    }
    return this.body;
  }

  /** A strong validator per representation: the compressed bytes differ from the plain ones. */
  etagFor(encoding: Encoding): string {
    return encoding === 'identity' ? `"${this.etag}"` : `"${this.etag}-${encoding}"`;
  }

  /** The size the store counts: the plain bytes plus room for both compressed forms. */
  get weight(): number {
    return this.body.length * 2 + 256;
  }
}
