import { addDays, localDay } from 'src/common/clock.js';

describe('calendar days', () => {
  it("names a moment's day in the local time zone, zero-padded", () => {
    expect(localDay(new Date(2025, 0, 5, 0, 0, 1))).toBe('2025-01-05');
    expect(localDay(new Date(2025, 11, 31, 23, 59, 59))).toBe('2025-12-31');
  });

  it('counts days across month and year ends and leap days', () => {
    expect(addDays('2025-01-20', 30)).toBe('2025-02-19');
    expect(addDays('2025-12-15', 30)).toBe('2026-01-14');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
  });
});
