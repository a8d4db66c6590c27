/**
 * @engines sqlite: no database (jest.config.js runs such files on one engine).
 */
import { addDays, Clock } from 'src/common/clock.js';
import { tehranDay, tehranDayStart, tehranDaysRange } from 'src/common/tehran-days.js';
import { TestClock } from 'test/support/test-clock.js';

describe('calendar days', () => {
  it("names a moment's day in Tehran whatever the machine's zone", () => {
    // 01:44 in Tehran on 5 Azar 1405 is still the day before in UTC.
    expect(tehranDay(new Date('2026-11-25T22:14:00Z'))).toBe('2026-11-26');
    expect(tehranDay(new Date('2026-11-25T20:29:59Z'))).toBe('2026-11-25');
  });

  it("starts Tehran's day at its own midnight, before and after Iran dropped daylight saving", () => {
    expect(tehranDayStart('2026-11-26').toISOString()).toBe('2026-11-25T20:30:00.000Z');
    // Summer 2021: Tehran was UTC+4:30.
    expect(tehranDayStart('2021-07-01').toISOString()).toBe('2021-06-30T19:30:00.000Z');
    // 22 March 2021 began at 00:00 +03:30 and the clocks went forward at that midnight.
    expect(tehranDay(tehranDayStart('2021-03-22'))).toBe('2021-03-22');
    expect(tehranDaysRange('2026-11-26', '2026-11-26')).toEqual({
      start: new Date('2026-11-25T20:30:00Z'),
      end: new Date('2026-11-26T20:30:00Z'),
    });
    expect(tehranDaysRange(null, undefined)).toEqual({ start: undefined, end: undefined });
  });

  it('counts days across month and year ends and leap days', () => {
    expect(addDays('2025-01-20', 30)).toBe('2025-02-19');
    expect(addDays('2025-12-15', 30)).toBe('2026-01-14');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
  });
});

describe('timers on the clock', () => {
  it('runs the real timers on the machine time until cancelled', async () => {
    const clock = new Clock();
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    let ticks = 0;
    let once = 0;
    const interval = clock.interval(5, () => (ticks += 1));
    clock.timeout(5, () => (once += 1));
    clock.timeout(5, () => (once += 100)).cancel();
    // However slow the machine, the interval repeats; Jest's timeout bounds the wait.
    while (ticks < 2 || once === 0) await pause(5);
    interval.cancel();
    const seen = ticks;
    await pause(50);
    expect(ticks).toBe(seen);
    expect(once).toBe(1);
  });

  it('the test clock stands still, and advancing it runs what fell due, each at its own time, awaiting each', async () => {
    const clock = new TestClock(new Date('2025-01-20T08:00:00Z'));
    const seen: string[] = [];
    const at = () => clock.now().toISOString().slice(11, 19);
    clock.interval(10_000, async () => {
      await new Promise((resolve) => setImmediate(resolve));
      seen.push(`every ${at()}`);
    });
    clock.timeout(15_000, () => seen.push(`once ${at()}`));
    const dropped = clock.timeout(5_000, () => seen.push('cancelled'));
    dropped.cancel();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toEqual([]);
    expect(at()).toBe('08:00:00');

    await clock.advance(9_999);
    expect(seen).toEqual([]);
    await clock.advance(25_001);
    expect(seen).toEqual(['every 08:00:10', 'once 08:00:15', 'every 08:00:20', 'every 08:00:30']);
    expect(at()).toBe('08:00:35');
    expect(clock.pending).toBe(1);
  });
});
