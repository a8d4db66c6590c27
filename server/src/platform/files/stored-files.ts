import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { isStorageKey, type FileStorage, type StoredFile } from 'src/platform/files/file-storage.js';

/**
 * Serves files from a FileStorage (the bucket) as express.static serves the disk: Content-Type,
 * Content-Length, ETag, Last-Modified, the given cache policy and 304 for a matching
 * If-None-Match. A key the store lacks falls through to the next handler (the JSON 404).
 */
export function storedFiles(storage: FileStorage, cacheControl: string): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const key = storageKeyOf(req);
    if (!key) return next();
    storage.read(key).then(
      (file) => (file ? sendStoredFile(file, req, res, cacheControl) : next()),
      // The store is away: the client may retry, nothing it sent was wrong.
      (error: Error) => next(Object.assign(error, { status: 503 })),
    );
  };
}

/** Answers with a file read from a store: its headers, 304 when the client's copy is current, or its bytes. */
export function sendStoredFile(file: StoredFile, req: Request, res: Response, cacheControl: string): void {
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('ETag', file.etag);
  res.setHeader('Last-Modified', file.lastModified.toUTCString());
  if (req.fresh) {
    file.body.destroy();
    res.status(304).end();
    return;
  }
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Content-Length', file.contentLength);
  if (req.method === 'HEAD') {
    file.body.destroy();
    res.end();
    return;
  }
  file.body.on('error', (error) => res.destroy(error));
  file.body.pipe(res);
}

/**
 * The storage key a request under the uploads path names, or null when it names none (`..`, a
 * folder). A malformed escape is the client's error: 400, as express.static answers it.
 */
export function storageKeyOf(req: Request): string | null {
  let key: string;
  try {
    key = decodeURIComponent(req.path.slice(1));
  } catch {
    throw Object.assign(new URIError('malformed escape in the path'), { status: 400 });
  }
  return isStorageKey(key) ? key : null;
}
