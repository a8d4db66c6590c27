import { parseBusinessHours } from '@site-builder/rules';
import { describe, expect, it } from 'vitest';
import { firstContactCountdown, officeBusinessHours } from './first-contact-countdown';

// Tehran is UTC+3:30. 2026-11-26 is a Thursday (open 09:00-13:00), 2026-11-27 a Friday (closed).
const tehran = (wall: string) => new Date(`${wall}+03:30`);
const office = parseBusinessHours('sat-wed 09:00-17:00, thu 09:00-13:00');

describe('time left until the first call, in open hours', () => {
  it('counts the minutes left, rounded up, and the business hours late, rounded down', () => {
    const due = tehran('2026-11-26T10:15');
    expect(firstContactCountdown(office, due, tehran('2026-11-26T10:03:30'))).toMatchObject({
      overdue: false,
      text: '۱۲ دقیقه کاری تا تماس اول',
    });
    expect(firstContactCountdown(office, due, tehran('2026-11-26T10:15'))).toMatchObject({
      overdue: false,
      text: '۱ دقیقه کاری تا تماس اول',
    });
    expect(firstContactCountdown(office, due, tehran('2026-11-26T10:15:20'))).toMatchObject({
      overdue: true,
      text: 'کمتر از ۱ دقیقه دیرکرد',
    });
    expect(firstContactCountdown(office, due, tehran('2026-11-26T12:15'))).toMatchObject({ overdue: true, text: '۲ ساعت کاری دیرکرد' });
    expect(firstContactCountdown(office, due, tehran('2026-11-26T11:40'))).toMatchObject({
      overdue: true,
      text: '۱ ساعت و ۲۵ دقیقه کاری دیرکرد',
    });
  });

  it('stands still while the office is closed: Thursday afternoon and Friday count nothing', () => {
    const due = tehran('2026-11-28T09:05');
    const thursdayEvening = firstContactCountdown(office, due, tehran('2026-11-26T18:00'));
    expect(thursdayEvening).toMatchObject({ overdue: false, text: '۵ دقیقه کاری تا تماس اول' });
    expect(firstContactCountdown(office, due, tehran('2026-11-27T11:00'))).toEqual(thursdayEvening);
    // Late since Saturday 09:05, and Thursday's four hours count before the closed Friday.
    expect(firstContactCountdown(office, tehran('2026-11-26T09:00'), tehran('2026-11-28T10:00')).text).toBe('۵ ساعت کاری دیرکرد');
  });

  it('reads the office hours as the server sends them', () => {
    const hours = officeBusinessHours({
      targetMinutes: 15,
      days: [{ weekday: 0, open: 540, close: 1020 }],
      holidays: ['2026-11-29'],
    });
    expect(hours.week.filter(Boolean)).toHaveLength(1);
    expect(hours.week[0]).toEqual({ open: 540, close: 1020 });
    expect(hours.holidays.has('2026-11-29')).toBe(true);
  });
});
