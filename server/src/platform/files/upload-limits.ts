/**
 * What an uploaded image may be. The REST multipart parser, the GraphQL upload middleware and
 * the Persian messages all read these, so they cannot drift apart.
 */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_UPLOAD_MEGABYTES = MAX_UPLOAD_BYTES / (1024 * 1024);

/**
 * The largest picture the header may declare: a few bytes of PNG can announce billions of
 * pixels, which any later decode or resize would have to allocate.
 */
export const MAX_IMAGE_SIDE = 8000;
export const MAX_IMAGE_PIXELS = 40_000_000;

/**
 * Parsers stop a file when it reaches their limit; one byte more lets ImagesService see the
 * overflow and refuse the file with its Persian message, and accept exactly MAX_UPLOAD_BYTES.
 */
export const UPLOAD_PARSER_LIMIT = MAX_UPLOAD_BYTES + 1;
