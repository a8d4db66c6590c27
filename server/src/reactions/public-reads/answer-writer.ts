import type { Request, Response } from 'express';
import type { CachedAnswer, Encoding } from './cached-answer.js';

/** Public answers are the same for everyone and may be kept, but are checked with their ETag each time. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

export interface AnswerHeaders {
  status: number;
  contentType: string;
  vary: string;
  cacheControl: string;
  /** A GET or HEAD: a matching If-None-Match answers 304 (a conditional POST would be a 412). */
  conditional: boolean;
  acceptEncoding: string | undefined;
}

/** Sends a prepared answer: its ETag and cache policy, 304 when the client has it, else its brotli, gzip or plain bytes. */
export function writeAnswer(req: Request, res: Response, answer: CachedAnswer, headers: AnswerHeaders): void {
  const encoding = answer.compressible ? preferredEncoding(headers.acceptEncoding) : 'identity';
  res.setHeader('ETag', answer.etagFor(encoding));
  res.setHeader('Cache-Control', headers.cacheControl);
  res.setHeader('Vary', headers.vary);
  if (headers.conditional && etagMatches(req.headers['if-none-match'], answer.etag)) {
    res.removeHeader('Content-Type');
    res.removeHeader('Content-Length');
    res.statusCode = 304;
    res.end();
    return;
  }
  const bytes = answer.bytes(encoding);
  res.statusCode = headers.status;
  res.setHeader('Content-Type', headers.contentType);
  res.setHeader('Content-Length', bytes.length);
  if (encoding === 'identity') res.removeHeader('Content-Encoding');
  else res.setHeader('Content-Encoding', encoding);
  res.end(req.method === 'HEAD' ? undefined : bytes);
}

/** Brotli when the client takes it, else gzip, else the plain bytes (a `q=0` refuses). */
export function preferredEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  let br = false;
  let gzip = false;
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    if (params.some((p) => /^q=0(\.0*)?$/.test(p))) continue;
    if (name === 'br' || name === '*') br = true;
    else if (name === 'gzip' || name === 'x-gzip') gzip = true;
  }
  return br ? 'br' : gzip ? 'gzip' : 'identity';
}

/** If-None-Match uses the weak comparison: any representation of the same bytes matches. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some(
    (tag) =>
      tag
        .trim()
        .replace(/^W\//, '')
        .replace(/^"|"$/g, '')
        .replace(/-(br|gzip)$/, '') === etag,
  );
}
