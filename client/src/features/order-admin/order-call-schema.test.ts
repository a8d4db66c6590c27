import { describe, expect, it } from 'vitest';
import { orderCallSchema } from './order-call-schema';

describe('the call form', () => {
  it('sends a call with its outcome, and a follow-up as the Tehran moment of the Jalali day and time picked', () => {
    expect(orderCallSchema.parse({ entry: 'TALKED', note: ' قالب فروشگاهی ', nextDay: '2026-11-26', nextTime: '۱۶:۳۰' })).toEqual({
      outcome: 'TALKED',
      note: 'قالب فروشگاهی',
      nextCallAt: '2026-11-26T13:00:00.000Z',
    });
    expect(orderCallSchema.parse({ entry: 'NO_ANSWER', note: '', nextDay: null, nextTime: '' })).toEqual({
      outcome: 'NO_ANSWER',
      note: null,
      nextCallAt: null,
    });
  });

  it('asks for a note without a call, and for both the day and the time of a follow-up', () => {
    const messages = (values: Record<string, unknown>) =>
      orderCallSchema.safeParse(values).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages({ entry: 'NOTE', note: ' ', nextDay: null, nextTime: '' })).toEqual([['note', 'یادداشت را بنویسید']]);
    expect(messages({ entry: 'BUSY', note: '', nextDay: '2026-11-26', nextTime: '' })).toEqual([
      ['nextTime', 'ساعت تماس بعدی را وارد کنید'],
    ]);
    expect(messages({ entry: 'BUSY', note: '', nextDay: null, nextTime: '10:00' })).toEqual([['nextDay', 'روز تماس بعدی را انتخاب کنید']]);
    expect(messages({ entry: 'BUSY', note: '', nextDay: '2026-11-26', nextTime: '25:00' })).toEqual([
      ['nextTime', 'ساعت را مثل ۱۶:۳۰ وارد کنید'],
    ]);
  });
});
