import { applyDecorators } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiQuery, ApiResponse } from '@nestjs/swagger';
import { MAX_PAGE_SIZE } from 'src/common/pagination/pagination.js';
import { LegacyRefusal, LegacyValidationError } from './dto/legacy-errors.js';
import { SYNC_CURSOR_EXPIRED, SYNC_DEFAULT_PER_PAGE } from './record-sync.js';

/** An OpenAPI schema, as `ApiQuery` takes it. */
type SchemaObject = NonNullable<Extract<Parameters<typeof ApiQuery>[0], { schema?: unknown }>['schema']>;

const nullable = (type: string, extra: SchemaObject = {}): SchemaObject => ({ type, nullable: true, ...extra });
const dateTime: SchemaObject = { type: 'string', format: 'date-time' };

const ADMIN_REF: SchemaObject = {
  type: 'object',
  nullable: true,
  description: 'The admin who last changed the status; for an API token only `name`',
  properties: { id: { type: 'integer' }, name: { type: 'string' }, family: { type: 'string' } },
};

/** A request as the single read and a sync page give it (the list row with `owner_id` and `updated_at`). */
export const ORDER_SCHEMA: SchemaObject = {
  type: 'object',
  required: ['id', 'version', 'full_name', 'phone_number', 'status', 'created_at', 'updated_at'],
  properties: {
    id: { type: 'integer' },
    version: { type: 'integer' },
    reference: nullable('string'),
    full_name: { type: 'string' },
    phone_number: { type: 'string' },
    description: nullable('string'),
    short_description: nullable('string'),
    status: { type: 'string', enum: ['PENDING', 'PROCESSING', 'COMPLETED', 'REJECTED'] },
    theme_id: nullable('integer'),
    plan_id: nullable('integer'),
    user: ADMIN_REF,
    owner_id: nullable('integer'),
    created_at: dateTime,
    updated_at: dateTime,
  },
};

const PLAN_SUMMARY: SchemaObject = {
  type: 'object',
  properties: { id: { type: 'integer' }, domain_name: { type: 'string' }, is_active: { type: 'integer', enum: [0, 1] } },
};

/** A customer as the list, the single read and a sync page give it. */
export const CUSTOMER_SCHEMA: SchemaObject = {
  type: 'object',
  required: ['id', 'version', 'name', 'family', 'phone', 'created_at', 'updated_at'],
  properties: {
    id: { type: 'integer' },
    version: { type: 'integer' },
    name: { type: 'string' },
    family: { type: 'string' },
    email: nullable('string'),
    phone: { type: 'string' },
    description: nullable('string'),
    created_at: dateTime,
    updated_at: dateTime,
    customer_planes: { type: 'array', items: PLAN_SUMMARY },
    active_customer_planes_count: { type: 'integer' },
    inactive_customer_planes_count: { type: 'integer' },
  },
};

/** A customer plan as the single read gives it: the access details masked («••••») for everyone. */
export const CUSTOMER_PLAN_SCHEMA: SchemaObject = {
  type: 'object',
  required: ['id', 'version', 'customer_id', 'plan_id', 'domain_name', 'is_active', 'created_at', 'updated_at'],
  properties: {
    id: { type: 'integer' },
    version: { type: 'integer' },
    customer_id: { type: 'integer' },
    plan_id: { type: 'integer' },
    theme_id: nullable('integer'),
    domain_name: { type: 'string' },
    order_date: nullable('string', { format: 'date' }),
    expire_date: nullable('string', { format: 'date' }),
    description: nullable('string', {
      description: 'The access details, always «••••» when there are any (the edit call reveals them to an admin)',
    }),
    paid: nullable('integer', { description: 'Tomans' }),
    is_active: { type: 'integer', enum: [0, 1] },
    created_at: dateTime,
    updated_at: dateTime,
    plan: { type: 'object', nullable: true, properties: { id: { type: 'integer' }, title: { type: 'string' } } },
    theme: { type: 'object', nullable: true, properties: { id: { type: 'integer' }, title: { type: 'string' } } },
    customer: {
      type: 'object',
      nullable: true,
      properties: { id: { type: 'integer' }, name: { type: 'string' }, family: { type: 'string' }, phone: { type: 'string' } },
    },
  },
};

/** One page of an incremental sync of `item`. */
export const syncPageSchema = (item: SchemaObject): SchemaObject => ({
  type: 'object',
  required: ['data', 'per_page', 'next', 'has_more'],
  properties: {
    data: { type: 'array', items: item, description: 'Records in change order; keep the latest per `id`' },
    per_page: { type: 'integer' },
    next: { type: 'string', description: 'Send as `after` next time (opaque)' },
    has_more: { type: 'boolean', description: 'Whether to ask again at once' },
  },
});

/** The legacy filters a list call documents as query parameters. */
export function ListParamsDoc(names: readonly string[]) {
  const described: Record<string, string> = {
    target: 'Search: matched against names and phone numbers',
    status: 'Status filter',
    page: 'Page number, from 1 (past the last: empty `data`)',
    sort_by: '`desc` (default) or `asc` by created date',
  };
  return applyDecorators(
    ...names.map((name) =>
      ApiQuery({
        name,
        required: false,
        schema: name === 'page' ? { type: 'integer', minimum: 1 } : { type: 'string' },
        description: described[name],
      }),
    ),
  );
}

/** The new list parameters (docs/INTEGRATORS.md, "Reading records and incremental sync") and the failures they bring. */
export function SyncDoc() {
  return applyDecorators(
    ApiQuery({
      name: 'per_page',
      required: false,
      schema: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE },
      description: `Records per page (sync pages: default ${SYNC_DEFAULT_PER_PAGE}); with it, unknown parameters are 422`,
    }),
    ApiQuery({
      name: 'updated_since',
      required: false,
      schema: { type: 'string', format: 'date-time' },
      description: 'Starts an incremental sync: records changed at or after this time (the epoch for all), in change order',
    }),
    ApiQuery({
      name: 'after',
      required: false,
      schema: { type: 'string', pattern: '^\\d+\\.\\d+$' },
      description: 'Goes on with an incremental sync: the `next` of the previous page',
    }),
    ApiResponse({ status: 422, description: 'A parameter out of range or unknown (named in `errors`)', type: LegacyValidationError }),
    ApiResponse({
      status: 410,
      description: `\`code\`: \`${SYNC_CURSOR_EXPIRED}\`: changes after \`after\` are no longer kept (30 days); start again with \`updated_since\``,
      type: LegacyRefusal,
    }),
  );
}

/** A single read by id: the record's schema, 404, and 422 for any query parameter. */
export function ReadOneDoc(options: { summary: string; schema?: SchemaObject }) {
  return applyDecorators(
    ApiOperation({ summary: options.summary }),
    ApiParam({ name: 'id', schema: { type: 'integer', minimum: 1 } }),
    ApiResponse({ status: 200, description: 'The record', ...(options.schema ? { schema: options.schema } : {}) }),
    ApiResponse({ status: 404, description: 'No record with that id', type: LegacyRefusal }),
    ApiResponse({ status: 422, description: 'A query parameter was sent (the call reads none)', type: LegacyValidationError }),
  );
}
