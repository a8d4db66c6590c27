import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { isStorageKey, type FileStorage } from 'src/modules/files/file-storage.js';

/**
 * Serves files from a FileStorage (the bucket) as express.static serves the disk: Content-Type,
 * Content-Length, ETag, Last-Modified, the given cache policy and 304 for a matching
 * If-None-Match. A key the store lacks falls through to the next handler (the JSON 404).
 */
export function storedFiles(storage: FileStorage, cacheControl: string): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const key = decodeURIComponent(req.path.slice(1));
    if (!isStorageKey(key)) return next();
    storage.read(key).then(
      (file) => {
        if (!file) return next();
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
      },
      // The store is away: the client may retry, nothing it sent was wrong.
      (error: Error) => next(Object.assign(error, { status: 503 })),
    );
  };
}
