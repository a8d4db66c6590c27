import type { OrderChannel } from '@/generated/graphql';

/** The door a request came in by, as the request page names it. */
export const ORDER_CHANNEL_LABELS: Record<OrderChannel, string> = {
  PUBLIC_FORM: 'فرم سایت',
  NO_JS_FORM: 'فرم سایت بدون جاوااسکریپت',
  REST: 'API (REST)',
  STAFF: 'ثبت توسط کارکنان',
};
