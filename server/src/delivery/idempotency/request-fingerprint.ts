import { createHash, type Hash } from 'node:crypto';
import type { Request } from 'express';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import Upload from 'graphql-upload/Upload.mjs';
import { UPLOAD_PARSER_LIMIT } from 'src/platform/files/upload-limits.js';

/** The largest multipart create read here: two images and a form's worth of text. */
export const MAX_FINGERPRINTED_BYTES = 2 * UPLOAD_PARSER_LIMIT + 1024 * 1024;

/**
 * SHA-256 of what makes a request the same request: method, address and body. A multipart body
 * counts by every field and every file's bytes (not its length, which another form can share),
 * and not by its boundary, which a client draws anew for each send of the same form. Null when
 * a multipart body is larger than any create takes.
 */
export async function fingerprintOf(req: Request): Promise<string | null> {
  const hash = createHash('sha256').update(`${req.method}\n${req.originalUrl}\n`);
  const boundary = multipartBoundary(req.headers['content-type']);
  if (boundary === null) return hash.update(JSON.stringify(req.body ?? null)).digest('hex');
  // graphql-upload has parsed the form already on /graphql: operations, then each file's bytes.
  if (req.path === '/graphql') {
    await hashOperations(hash, req.body);
    return hash.digest('hex');
  }
  const body = await peekBody(req, MAX_FINGERPRINTED_BYTES);
  if (body === null) return null;
  hashWithoutBoundary(hash, body, Buffer.from(`--${boundary}`));
  return hash.digest('hex');
}

function multipartBoundary(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\//i.test(contentType)) return null;
  return /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType)?.slice(1).find(Boolean) ?? '';
}

function hashWithoutBoundary(hash: Hash, body: Buffer, delimiter: Buffer): void {
  if (delimiter.length <= 2) {
    hash.update(body);
    return;
  }
  let from = 0;
  for (let at = body.indexOf(delimiter); at !== -1; at = body.indexOf(delimiter, from)) {
    hash.update(body.subarray(from, at)).update('\0part\0');
    from = at + delimiter.length;
  }
  hash.update(body.subarray(from));
}

async function hashOperations(hash: Hash, operations: unknown): Promise<void> {
  const uploads: Upload[] = [];
  hash.update(
    JSON.stringify(operations ?? null, (_key, value: unknown) => {
      if (!(value instanceof Upload)) return value;
      uploads.push(value);
      return `\0upload ${uploads.length}\0`;
    }),
  );
  for (const upload of uploads) {
    try {
      const file = await (upload.promise as Promise<FileUpload>);
      hash.update(`\0${file.filename}\0${file.mimetype}\0`);
      for await (const chunk of file.createReadStream()) hash.update(chunk as Buffer);
    } catch {
      // A file that did not arrive whole: the request is refused downstream, which keeps nothing.
      hash.update('\0unreadable\0');
    }
  }
}

/**
 * The whole body of `req`, read and then put back at the front of the stream for the parser that
 * reads it after this (multer, in the controller); null, with the bytes put back, past `limit`.
 */
function peekBody(req: Request, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (result: Buffer | null) => {
      req.removeListener('readable', onReadable);
      req.removeListener('error', onError);
      // Synchronously after the last read: the stream has not announced its end, so it can
      // still take the bytes back, and the next reader sees the body whole.
      if (size > 0) req.unshift(Buffer.concat(chunks));
      resolve(result);
    };
    const onError = (error: Error) => {
      req.removeListener('readable', onReadable);
      reject(error);
    };
    function onReadable() {
      for (let chunk = req.read() as Buffer | null; chunk !== null; chunk = req.read() as Buffer | null) {
        chunks.push(chunk);
        size += chunk.length;
        if (size > limit) return finish(null);
      }
      if (req.complete) finish(Buffer.concat(chunks));
    }
    req.on('readable', onReadable);
    req.on('error', onError);
  });
}
