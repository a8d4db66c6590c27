import { STAFF_FIELD_LIMITS } from '@site-builder/rules';
import { z } from 'zod';
import { tooLong } from '@/lib/field-messages';
import type { CreateWebhookEndpointInput, WebhookEventType } from '@/generated/graphql';
import { WEBHOOK_EVENTS } from './webhook-labels';

function isWebAddress(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** The endpoint form: the server checks the rest (https only, and where the name leads). */
export const webhookSchema = z.object({
  url: z
    .string()
    .trim()
    .min(1, 'نشانی را وارد کنید')
    .max(STAFF_FIELD_LIMITS.webhookUrl, tooLong('نشانی', STAFF_FIELD_LIMITS.webhookUrl))
    .refine((value) => value === '' || isWebAddress(value), 'نشانی معتبر نیست؛ نشانی کامل مثل https://example.com/hooks وارد کنید'),
  description: z.string().trim().max(STAFF_FIELD_LIMITS.webhookDescription, tooLong('توضیح', STAFF_FIELD_LIMITS.webhookDescription)),
  events: z
    .array(z.string())
    .refine((events) => events.length > 0, 'دست‌کم یک رویداد را انتخاب کنید')
    .refine((events) => events.every((event) => (WEBHOOK_EVENTS as string[]).includes(event)), 'رویداد معتبر نیست'),
});

export type WebhookFormValues = z.input<typeof webhookSchema>;
export const WEBHOOK_FIELDS = ['url', 'description', 'events'] as const;
export const EMPTY_WEBHOOK: WebhookFormValues = { url: '', description: '', events: ['ORDER_CREATED'] };

export function toWebhookInput(values: WebhookFormValues): CreateWebhookEndpointInput {
  return { url: values.url.trim(), description: values.description.trim() || null, events: values.events as WebhookEventType[] };
}
