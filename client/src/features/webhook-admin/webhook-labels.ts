import type { WebhookDeliveryStatus, WebhookEventType } from '@/generated/graphql';

/** What each event means to staff; the technical name is shown beside it for integrators. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  ORDER_CREATED: 'درخواست تازه',
  ORDER_STATUS_CHANGED: 'تغییر وضعیت درخواست',
  ORDER_CALL_LOGGED: 'تماس یا یادداشت تازه روی درخواست',
  ORDER_FIRST_CONTACT_OVERDUE: 'دیرکرد تماس اول با درخواست',
  CUSTOMER_CREATED: 'مشتری تازه',
  CUSTOMER_PLAN_CREATED: 'طرح تازهٔ مشتری',
  CUSTOMER_PLAN_EXPIRING: 'نزدیک شدن پایان طرح (۳۰ و ۷ روز مانده)',
};

/** The names receivers see in `type` (order.created ...), by GraphQL enum value. */
export const WEBHOOK_EVENT_NAMES: Record<WebhookEventType, string> = {
  ORDER_CREATED: 'order.created',
  ORDER_STATUS_CHANGED: 'order.status_changed',
  ORDER_CALL_LOGGED: 'order.call_logged',
  ORDER_FIRST_CONTACT_OVERDUE: 'order.first_contact_overdue',
  CUSTOMER_CREATED: 'customer.created',
  CUSTOMER_PLAN_CREATED: 'customer_plan.created',
  CUSTOMER_PLAN_EXPIRING: 'customer_plan.expiring',
};

export const WEBHOOK_EVENTS = Object.keys(WEBHOOK_EVENT_LABELS) as WebhookEventType[];

export const DELIVERY_STATUS_LABELS: Record<WebhookDeliveryStatus, string> = {
  PENDING: 'در انتظار تلاش دوباره',
  DELIVERED: 'رسید',
  FAILED: 'ناموفق',
};

/** A delivery's event as staff read it: the label of a known event, the test send, or the raw name. */
export function deliveryEventLabel(eventType: string): string {
  if (eventType === 'webhook.test') return 'ارسال آزمایشی';
  const known = WEBHOOK_EVENTS.find((event) => WEBHOOK_EVENT_NAMES[event] === eventType);
  return known ? WEBHOOK_EVENT_LABELS[known] : eventType;
}
