import { Readable } from 'node:stream';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import processRequest, { type FileUpload } from 'graphql-upload/processRequest.mjs';
import Upload from 'graphql-upload/Upload.mjs';
import { persianHttpMessage } from 'src/common/errors/http-exception.filter.js';
import { DomainException } from 'src/common/errors/domain.exception.js';

const MALFORMED = 'درخواست چندبخشی (multipart) خراب یا ناقص است';
const UNREADABLE = 'بدنه درخواست خوانا نیست؛ JSON یا multipart معتبر بفرستید';
const FILE_MISSING = 'فایلی که در map نام برده شده در درخواست نیست';
const BAD_FILE_NAME = 'نام فایل نویسه‌های نامعتبر دارد';
// eslint-disable-next-line no-control-regex -- control characters are exactly what a file name may not hold
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

type HttpError = Error & { status?: number; statusCode?: number; expose?: boolean };

/**
 * graphql-upload on `/graphql`, with every failure of the multipart body turned into a client
 * error: a broken or truncated body, invalid JSON in `operations` or `map` answer 400 before
 * GraphQL runs; a file named in `map` but absent, or with control characters in its name,
 * rejects that upload with a 400 domain error when a resolver reads it.
 */
export function graphqlUpload(maxFileSize: number, maxFiles: number): (RequestHandler | ErrorRequestHandler)[] {
  return [
    graphqlUploadExpress({
      maxFileSize,
      maxFiles,
      processRequest: (request, response, options) =>
        processRequest(request, response, options).then(
          (operations) => {
            checkUploads(operations);
            return operations;
          },
          (error: HttpError) => {
            // busboy's own parse errors carry no status: they are all about the body sent.
            throw Object.assign(error, { status: clientStatus(error) ?? 400, expose: true });
          },
        ),
    }) as RequestHandler,
    graphqlRequestErrors,
  ];
}

/**
 * Errors raised on `/graphql` before Apollo sees the request (unreadable JSON, a body over the
 * limit, a broken multipart body), in the GraphQL error shape rather than the REST one.
 */
export const graphqlRequestErrors: ErrorRequestHandler = (error: HttpError, _req, res, next) => {
  if (res.headersSent) return next(error);
  const status = clientStatus(error) ?? 500;
  const message = status === 400 ? UNREADABLE : persianHttpMessage(status);
  const code =
    status === 413
      ? 'PAYLOAD_TOO_LARGE'
      : status === 415
        ? 'UNSUPPORTED_MEDIA_TYPE'
        : status < 500
          ? 'BAD_REQUEST'
          : 'INTERNAL_SERVER_ERROR';
  res.status(status).json({ errors: [{ message, extensions: { code, status } }] });
};

function clientStatus(error: HttpError): number | undefined {
  const status = error.status ?? error.statusCode;
  return status && status >= 400 && status < 500 ? status : undefined;
}

/** Replaces each upload's promise with one that fails as a domain error (400) instead of a fault. */
function checkUploads(value: unknown): void {
  if (value instanceof Upload) {
    const upload = value as Upload & { promise: Promise<FileUpload> };
    upload.promise = upload.promise.then(checkedFile, (error: HttpError) => {
      throw DomainException.badRequest(error.status === 400 ? FILE_MISSING : MALFORMED);
    });
    // As graphql-upload does: an upload no resolver reads must not be an unhandled rejection.
    upload.promise.catch(() => undefined);
  } else if (value && typeof value === 'object') {
    Object.values(value).forEach(checkUploads);
  }
}

function checkedFile(file: FileUpload): FileUpload {
  if (CONTROL_CHARACTERS.test(file.filename)) throw DomainException.badRequest(BAD_FILE_NAME);
  const createReadStream = file.createReadStream.bind(file);
  return {
    ...file,
    // A file that failed while arriving throws here; over the size limit it is handed on as a
    // failing stream, which the image reader reports as too large (422), else it is a broken body.
    createReadStream(options) {
      try {
        return createReadStream(options);
      } catch (error) {
        if ((error as HttpError).status === 413)
          return new Readable({
            read() {
              this.destroy(error as Error);
            },
          });
        throw DomainException.badRequest(MALFORMED);
      }
    },
  };
}
