import { registerEnumType } from '@nestjs/graphql';
import type { DomainEvent } from 'src/platform/events/domain-event.js';

/**
 * What an endpoint may subscribe to: the Standard Webhooks names integrators see (`<kind>.<action>`,
 * snake_case), each the value of its GraphQL enum name.
 */
export enum WebhookEventType {
  ORDER_CREATED = 'order.created',
  ORDER_STATUS_CHANGED = 'order.status_changed',
  ORDER_CALL_LOGGED = 'order.call_logged',
  ORDER_FIRST_CONTACT_OVERDUE = 'order.first_contact_overdue',
  CUSTOMER_CREATED = 'customer.created',
  CUSTOMER_PLAN_CREATED = 'customer_plan.created',
  CUSTOMER_PLAN_EXPIRING = 'customer_plan.expiring',
}

registerEnumType(WebhookEventType, {
  name: 'WebhookEventType',
  description: 'An event a webhook endpoint may subscribe to; the payload `type` is its value (order.created ...).',
});

/** The type of a test delivery («ارسال آزمایشی»): sent to one endpoint whatever it subscribed to. */
export const TEST_EVENT = 'webhook.test';

export const WEBHOOK_EVENT_VALUES = Object.values(WebhookEventType);

/** What a receiver gets, the body of every delivery (Standard Webhooks' recommended envelope). */
export interface WebhookPayload {
  type: string;
  timestamp: string;
  data: Record<string, unknown>;
}

/**
 * The fields each kind of record shows integrators, as the REST facade names them (snake_case).
 * A customer's expert note and a customer plan's access details stay inside the back office.
 */
const PUBLISHED_FIELDS: Record<'order' | 'order-call' | 'customer' | 'customer-plan', string[]> = {
  order: ['id', 'reference', 'fullName', 'phoneNumber', 'description', 'status', 'createdAt'],
  'order-call': ['id', 'orderId', 'kind', 'outcome', 'note', 'nextCallAt', 'authorId', 'authorToken', 'createdAt'],
  customer: ['id', 'name', 'family', 'email', 'phone', 'createdAt'],
  'customer-plan': ['id', 'customerId', 'planId', 'themeId', 'domainName', 'orderDate', 'expireDate', 'paid', 'isActive', 'createdAt'],
};

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** A record's published fields, snake_case, from the values an event or a row carries. */
export function publishedRecord(kind: keyof typeof PUBLISHED_FIELDS, values: Record<string, unknown>): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const field of PUBLISHED_FIELDS[kind]) {
    const value = values[field];
    data[snake(field)] = value instanceof Date ? value.toISOString() : (value ?? null);
  }
  return data;
}

/** The webhook a committed domain event announces, with its data; null for events no webhook carries. */
export function webhookOf(event: DomainEvent): { type: WebhookEventType; data: Record<string, unknown> } | null {
  const values = event.after?.values;
  if (!values) return null;
  switch (event.type) {
    case 'order.created':
      return { type: WebhookEventType.ORDER_CREATED, data: publishedRecord('order', values) };
    case 'order.status-changed':
      return {
        type: WebhookEventType.ORDER_STATUS_CHANGED,
        data: { ...publishedRecord('order', values), previous_status: event.before?.values.status ?? null },
      };
    case 'order-call.created':
      return { type: WebhookEventType.ORDER_CALL_LOGGED, data: publishedRecord('order-call', values) };
    case 'order.first-contact-overdue':
      return {
        type: WebhookEventType.ORDER_FIRST_CONTACT_OVERDUE,
        data: { ...publishedRecord('order', values), overdue_at: (values.overdueAlertedAt as string | null) ?? null },
      };
    case 'customer.created':
      return { type: WebhookEventType.CUSTOMER_CREATED, data: publishedRecord('customer', values) };
    case 'customer-plan.created':
      return { type: WebhookEventType.CUSTOMER_PLAN_CREATED, data: publishedRecord('customer-plan', values) };
    default:
      return null;
  }
}
