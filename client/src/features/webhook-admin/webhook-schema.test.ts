import { deliveryEventLabel } from './webhook-labels';
import { toWebhookInput, webhookSchema, type WebhookFormValues } from './webhook-schema';

const valid: WebhookFormValues = { url: 'https://crm.example.com/hooks', description: '', events: ['ORDER_CREATED'] };

function errors(values: Partial<WebhookFormValues>) {
  const result = webhookSchema.safeParse({ ...valid, ...values });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('webhook form rules', () => {
  it('accepts an address and one event', () => {
    expect(errors({})).toEqual({});
  });

  it('asks for a full address and at least one event, in Persian', () => {
    expect(errors({ url: ' ', events: [] })).toEqual({ url: 'نشانی را وارد کنید', events: 'دست‌کم یک رویداد را انتخاب کنید' });
    expect(errors({ url: 'crm.example.com' })).toEqual({ url: 'نشانی معتبر نیست؛ نشانی کامل مثل https://example.com/hooks وارد کنید' });
  });

  it('sends an empty note as none', () => {
    expect(toWebhookInput({ ...valid, url: ' https://crm.example.com/hooks ', description: '  ' })).toEqual({
      url: 'https://crm.example.com/hooks',
      description: null,
      events: ['ORDER_CREATED'],
    });
  });

  it('names deliveries by their event for staff', () => {
    expect(deliveryEventLabel('order.created')).toBe('درخواست تازه');
    expect(deliveryEventLabel('webhook.test')).toBe('ارسال آزمایشی');
  });
});
