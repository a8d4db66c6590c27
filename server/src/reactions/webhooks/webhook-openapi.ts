import { TEST_EVENT, WebhookEventType } from './webhook-events.js';

type Schema = Record<string, unknown>;

const text = (description?: string): Schema => ({ type: 'string', ...(description && { description }) });
const nullable = (schema: Schema): Schema => ({ ...schema, type: [schema.type as string, 'null'] });
const moment = nullable({ type: 'string', format: 'date-time' });
const day = nullable({ type: 'string', format: 'date', description: 'Gregorian YYYY-MM-DD.' });

/** The records webhooks carry, field for field as webhook-events.ts publishes them (snake_case, as the REST facade). */
const RECORDS: Record<string, Schema> = {
  WebhookOrder: {
    type: 'object',
    required: ['id', 'reference', 'full_name', 'phone_number', 'description', 'status', 'created_at'],
    properties: {
      id: { type: 'integer' },
      reference: text("The request's reference («کد پیگیری») shown to the visitor: 10 digits."),
      full_name: text(),
      phone_number: text('11 digits, leading zero.'),
      description: nullable(text()),
      status: { type: 'string', enum: ['PENDING', 'PROCESSING', 'COMPLETED', 'REJECTED'] },
      created_at: moment,
    },
  },
  WebhookOrderCall: {
    type: 'object',
    required: ['id', 'order_id', 'kind', 'outcome', 'note', 'next_call_at', 'author_id', 'author_token', 'created_at'],
    properties: {
      id: { type: 'integer' },
      order_id: { type: 'integer' },
      kind: { type: 'string', enum: ['NOTE', 'CALL'] },
      outcome: {
        type: ['string', 'null'],
        enum: ['NO_ANSWER', 'BUSY', 'TALKED', 'WRONG_NUMBER', 'NOT_INTERESTED', 'BECAME_CUSTOMER', null],
        description: "A call's outcome; null for a note.",
      },
      note: nullable(text()),
      next_call_at: moment,
      author_id: nullable({ type: 'integer', description: 'The admin who wrote it; null when an API token did.' }),
      author_token: nullable(text('The API token that wrote it, by name.')),
      created_at: moment,
    },
  },
  WebhookCustomer: {
    type: 'object',
    required: ['id', 'name', 'family', 'email', 'phone', 'created_at'],
    properties: { id: { type: 'integer' }, name: text(), family: text(), email: text(), phone: text(), created_at: moment },
  },
  WebhookCustomerPlan: {
    type: 'object',
    required: ['id', 'customer_id', 'plan_id', 'theme_id', 'domain_name', 'order_date', 'expire_date', 'paid', 'is_active', 'created_at'],
    properties: {
      id: { type: 'integer' },
      customer_id: { type: 'integer' },
      plan_id: { type: 'integer' },
      theme_id: nullable({ type: 'integer' }),
      domain_name: text(),
      order_date: day,
      expire_date: day,
      paid: nullable({ type: 'integer', description: 'Tomans.' }),
      is_active: { type: 'boolean' },
      created_at: moment,
    },
  },
};

const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
const withFields = (name: string, properties: Schema, required: string[]): Schema => ({
  allOf: [ref(name), { type: 'object', required, properties }],
});

const EVENTS: { type: string; summary: string; data: Schema }[] = [
  { type: WebhookEventType.ORDER_CREATED, summary: 'A visitor or staff member recorded a request.', data: ref('WebhookOrder') },
  {
    type: WebhookEventType.ORDER_STATUS_CHANGED,
    summary: "A request's status was set.",
    data: withFields('WebhookOrder', { previous_status: nullable({ type: 'string' }) }, ['previous_status']),
  },
  {
    type: WebhookEventType.ORDER_CALL_LOGGED,
    summary: "A note or a call was added to a request's timeline.",
    data: ref('WebhookOrderCall'),
  },
  {
    type: WebhookEventType.ORDER_FIRST_CONTACT_OVERDUE,
    summary: 'A request passed its first-call target (business hours) with no call logged; sent once per request.',
    data: withFields('WebhookOrder', { overdue_at: { type: 'string', format: 'date-time' } }, ['overdue_at']),
  },
  { type: WebhookEventType.CUSTOMER_CREATED, summary: 'A customer was added.', data: ref('WebhookCustomer') },
  { type: WebhookEventType.CUSTOMER_PLAN_CREATED, summary: 'A customer bought a plan.', data: ref('WebhookCustomerPlan') },
  {
    type: WebhookEventType.CUSTOMER_PLAN_EXPIRING,
    summary: 'An active customer plan is 30 days, then 7 days, from its expire_date (once each).',
    data: withFields('WebhookCustomerPlan', { days_left: { type: 'integer', minimum: 0, maximum: 30 } }, ['days_left']),
  },
  {
    type: TEST_EVENT,
    summary: 'Sent from the back office («ارسال آزمایشی») to check an endpoint.',
    data: { type: 'object', properties: { endpoint_id: { type: 'integer' }, message: text() } },
  },
];

const HEADERS = [
  ['webhook-id', 'The message id (msg_...): the same on every attempt of one event; drop repeats by it.'],
  ['webhook-timestamp', 'Seconds since the epoch when this attempt was signed; refuse ones far from your clock.'],
  [
    'webhook-signature',
    'Space-separated `v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">`, one per secret in force ' +
      '(two for 24 hours after a rotation); the key is the base64 after `whsec_`.',
  ],
];

/**
 * OpenAPI 3.1 `webhooks`: what the site posts to registered endpoints (docs/INTEGRATORS.md, "Webhooks"), with the
 * Standard Webhooks headers, and the payload schemas under `components.schemas`.
 */
export function webhookDocs(): { webhooks: Record<string, Schema>; schemas: Record<string, Schema> } {
  const webhooks: Record<string, Schema> = {};
  for (const event of EVENTS) {
    webhooks[event.type] = {
      post: {
        summary: event.summary,
        description:
          'Posted as JSON to each enabled endpoint subscribed to the event, signed per Standard Webhooks. Any 2xx answer ' +
          'is a delivery; anything else (or no answer in 10 s) is retried after about 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, ' +
          'then every 10 h for 3 days; 410 turns the endpoint off. Redirects are not followed.',
        parameters: HEADERS.map(([name, description]) => ({ name, in: 'header', required: true, description, schema: { type: 'string' } })),
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['type', 'timestamp', 'data'],
                properties: { type: { const: event.type }, timestamp: { type: 'string', format: 'date-time' }, data: event.data },
              },
            },
          },
        },
        responses: {
          '2XX': { description: 'Received.' },
          '410': { description: 'Gone: the endpoint is turned off and receives nothing more.' },
        },
      },
    };
  }
  return { webhooks, schemas: RECORDS };
}
