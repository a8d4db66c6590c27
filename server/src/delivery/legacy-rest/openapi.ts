import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { ExportsModule } from 'src/delivery/exports/exports.module.js';
import { HealthModule } from 'src/platform/health/health.module.js';
import { REST_CREATES } from 'src/delivery/idempotency/creates.js';
import { webhookDocs } from 'src/reactions/webhooks/webhook-openapi.js';
import { LegacyRestModule } from './legacy-rest.module.js';
import { LegacyScopeRefusal } from './dto/legacy-errors.js';
import { documentApiTokens } from './openapi-tokens.js';
import { toOpenApi31 } from './openapi-31.js';

/**
 * The facade's description for integrators, generated from the controllers and their payload
 * classes: the document at /api/openapi.json and a browsable page at /api/docs (served from the
 * product itself; no CDN). The document is built on its first request, not at start: scanning
 * every controller and payload class took a fifth of a second of each start (and of each test's).
 */
export function setupOpenApi(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, () => openApiDocument(app), {
    jsonDocumentUrl: 'api/openapi.json',
    yamlDocumentUrl: 'api/openapi.yaml',
    customSiteTitle: 'REST compatibility API',
  });
}

function openApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('REST compatibility API')
    .setDescription(
      'The /api paths of the legacy client, kept working beside the GraphQL API at /graphql. ' +
        'Admin calls need `Authorization: Bearer <access_token>` from POST /api/admin/login; integrators send an ' +
        'API token instead (`apiToken` scheme), limited to the calls its scopes cover (`x-api-token-scope`). ' +
        'Validation failures answer 422 `{message, errors: {field: [..]}}` with Persian messages; ' +
        'refused creates and updates 400 `{error}`; unknown ids 404. Every error body carries a stable `code` ' +
        '(VALIDATION_FAILED, REFUSED, UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, ...); with ' +
        '`Accept: application/problem+json` errors answer as RFC 9457 problem details with the same `code`; a 401 ' +
        'carries `WWW-Authenticate: Bearer`. Updates require the same fields as ' +
        'creates (the payload schema marks them; passwords and images stay optional). Bodies are JSON ' +
        'objects, forms or (where stated) multipart: other content types 415, arrays 400. Multipart updates may be sent ' +
        'as POST with `_method=PUT`. Flags are 0/1 (or true/false), ids plain digits, prices are tomans, ' +
        "dates Gregorian YYYY-MM-DD. Creates, and a request's notes, calls, take and assign, accept an `Idempotency-Key` header (up to 255 printable ASCII " +
        'characters, a UUID per submission): a repeat within 24 hours changes nothing and gets the first ' +
        'successful answer again (`Idempotent-Replayed: true`); the key sent with another body is 422.',
    )
    .setVersion('1')
    .addBearerAuth()
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    include: [LegacyRestModule, HealthModule, ExportsModule],
    extraModels: [LegacyScopeRefusal],
  });
  for (const path of REST_CREATES) {
    const create = document.paths[path]?.post;
    if (!create) throw new Error(`the create ${path} is not in the REST facade`);
    (create.parameters ??= []).push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description: 'One per submission: a repeat within 24 hours gets the first answer and changes nothing.',
      schema: { type: 'string', maxLength: 255 },
    });
  }
  documentApiTokens(document);
  // OpenAPI 3.1 (the generator writes 3.0): the events the site posts to webhook endpoints are in `webhooks`.
  const { webhooks, schemas } = webhookDocs();
  const served = { ...toOpenApi31(document), webhooks };
  served.components = { ...served.components, schemas: { ...served.components?.schemas, ...schemas } };
  return served;
}
