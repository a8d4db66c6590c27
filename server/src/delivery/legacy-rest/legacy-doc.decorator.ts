import { applyDecorators, HttpCode, Post, Put, type Type } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { LegacyConflict, LegacyRefusal, LegacyValidationError } from './dto/legacy-errors.js';

export interface LegacyDocOptions {
  /** What the call does, for the integrator. */
  summary: string;
  body?: Type<unknown>;
  multipart?: boolean;
  /** The success status: 201 for creates. */
  status?: 200 | 201;
  /** What the success body holds. */
  returns: string;
  /** Path ids that may name nothing. */
  notFound?: boolean;
  /** An update that may name the `version` it started from (409 when the record changed since). */
  versioned?: boolean;
}

/** OpenAPI description of one legacy call: its payload, its success and the failures clients read. */
export function LegacyDoc(options: LegacyDocOptions) {
  const decorators = [
    ApiOperation({ summary: options.summary }),
    ApiResponse({ status: options.status ?? 200, description: options.returns }),
  ];
  if (options.body) {
    decorators.push(ApiBody({ type: options.body }));
    decorators.push(ApiResponse({ status: 422, description: 'Validation failed', type: LegacyValidationError }));
    decorators.push(
      ApiResponse({ status: 400, description: 'Body not an object, or nested deeper than 32 levels', type: LegacyRefusal }),
      ApiResponse({ status: 415, description: 'Body in a content type the call does not read', type: LegacyRefusal }),
    );
  }
  if (options.multipart) decorators.push(ApiConsumes('multipart/form-data', 'application/json'));
  if (options.notFound) decorators.push(ApiResponse({ status: 404, description: 'No record with that id', type: LegacyRefusal }));
  if (options.versioned) {
    decorators.push(ApiResponse({ status: 409, description: 'The record changed since the `version` sent', type: LegacyConflict }));
  }
  return applyDecorators(...decorators);
}

/**
 * The two routes of one update: PUT, and POST with `_method=PUT` for clients that cannot send PUT
 * (HTML forms, some multipart libraries). Each is a route of its own, as routing takes the method
 * before a multipart body is read; both share the documentation (the POST's summary says how it is
 * sent) and whatever else `both` decorates them with, such as the image upload.
 */
export function legacyUpdateRoutes(path: string, doc: LegacyDocOptions, ...both: MethodDecorator[]) {
  return {
    byPut: applyDecorators(Put(path), ...both, LegacyDoc(doc)),
    byPost: applyDecorators(
      Post(path),
      HttpCode(200),
      ...both,
      LegacyDoc({ ...doc, summary: `${doc.summary} (POST with \`_method=PUT\`)` }),
    ),
  };
}

/** A controller of back-office calls: bearer token required. */
export function LegacyAdminApi(tag: string) {
  return applyDecorators(
    ApiTags(tag),
    ApiBearerAuth(),
    ApiResponse({
      status: 401,
      description: 'Missing, malformed or expired token',
      type: LegacyRefusal,
      headers: { 'WWW-Authenticate': { description: '`Bearer`', schema: { type: 'string' } } },
    }),
  );
}
