/** The door a request came in by, as the request page and the orders file name it. */
export const ORDER_CHANNEL_LABELS = {
  PUBLIC_FORM: 'فرم سایت',
  NO_JS_FORM: 'فرم سایت بدون جاوااسکریپت',
  REST: 'API (REST)',
  STAFF: 'ثبت توسط کارکنان',
} as const;
