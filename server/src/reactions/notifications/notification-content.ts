import { toPersianDigits } from '@site-builder/rules';
import type { NotificationChannel, NotificationKind } from './notification-delivery.entity.js';

/** What a notification may say about a request: nothing else of the customer's is at hand here. */
export interface NotifiedOrder {
  id: number;
  fullName: string;
  reference: string | null;
}

export interface NotificationText {
  subject: string | null;
  body: string;
}

/** A name typed by a visitor, cut to something an SMS line can carry. */
function firstName(fullName: string): string {
  const first = fullName.trim().split(/\s+/)[0] ?? '';
  return first.slice(0, 30) || 'مشتری';
}

/** The back office opens the request from the list's own link (the list is where a request is worked). */
export function orderLink(publicUrl: string, orderId: number): string {
  return `${publicUrl}/admin/orders?open=${orderId}`;
}

/**
 * Persian text of one notification. An SMS carries the requester's first name and the link only
 * (no phone number, no description: a text message passes through the provider and sits on a
 * phone's lock screen); an e-mail adds the reference («کد پیگیری»).
 */
export function notificationText(
  channel: NotificationChannel,
  kind: NotificationKind,
  order: NotifiedOrder,
  publicUrl: string,
): NotificationText {
  const name = firstName(order.fullName);
  const link = orderLink(publicUrl, order.id);
  const what = kind === 'assigned' ? `درخواست تازهٔ ${name} به شما سپرده شد.` : `موعد تماس اول با ${name} گذشته و هنوز تماسی ثبت نشده است.`;
  if (channel === 'sms') return { subject: null, body: `${what}\n${link}` };
  const reference = order.reference ? toPersianDigits(order.reference) : null;
  const subject =
    (kind === 'assigned' ? 'درخواست تازه به شما سپرده شد' : 'دیرکرد تماس اول') + (reference ? ` (کد پیگیری ${reference})` : '');
  const lines = [what, reference ? `کد پیگیری: ${reference}` : null, `دیدن درخواست: ${link}`];
  return { subject, body: lines.filter(Boolean).join('\n') };
}
