/**
 * @engines sqlite: pure calendar arithmetic, no database.
 */
import { addBusinessMinutes, businessMinutesBetween, DEFAULT_BUSINESS_HOURS, parseBusinessHours } from 'src/common/business-hours.js';

// Tehran is UTC+3:30. 2026-11-26 is a Thursday (5 Azar 1405), 2026-11-27 a Friday, 2026-11-28 a Saturday.
const tehran = (wall: string) => new Date(`${wall}+03:30`);
const office = parseBusinessHours(DEFAULT_BUSINESS_HOURS);

describe('business hours (Tehran)', () => {
  it('counts a target across a Thursday afternoon and the closed Friday to Saturday morning', () => {
    expect(addBusinessMinutes(office, tehran('2026-11-26T12:50'), 15)).toEqual(tehran('2026-11-28T09:05'));
    expect(businessMinutesBetween(office, tehran('2026-11-26T12:50'), tehran('2026-11-28T09:05'))).toBe(15);
    // Within Thursday's short day it is plain minutes.
    expect(addBusinessMinutes(office, tehran('2026-11-26T10:00'), 15)).toEqual(tehran('2026-11-26T10:15'));
  });

  it('waits for the next opening when a request arrives on a Friday or after hours', () => {
    expect(addBusinessMinutes(office, tehran('2026-11-27T10:00'), 15)).toEqual(tehran('2026-11-28T09:15'));
    expect(addBusinessMinutes(office, tehran('2026-11-26T13:30'), 15)).toEqual(tehran('2026-11-28T09:15'));
    expect(addBusinessMinutes(office, tehran('2026-11-28T07:00'), 15)).toEqual(tehran('2026-11-28T09:15'));
    // Wednesday closes at 17:00 and Thursday opens at 09:00.
    expect(addBusinessMinutes(office, tehran('2026-11-25T16:50'), 15)).toEqual(tehran('2026-11-26T09:05'));
    expect(businessMinutesBetween(office, tehran('2026-11-27T08:00'), tehran('2026-11-27T20:00'))).toBe(0);
  });

  it('skips a holiday as it skips a Friday', () => {
    const withHoliday = parseBusinessHours(DEFAULT_BUSINESS_HOURS, ['2026-11-28']);
    expect(addBusinessMinutes(withHoliday, tehran('2026-11-26T12:50'), 15)).toEqual(tehran('2026-11-29T09:05'));
    expect(businessMinutesBetween(withHoliday, tehran('2026-11-26T12:50'), tehran('2026-11-29T09:05'))).toBe(15);
  });

  it('reads other week shapes and refuses what it cannot read', () => {
    const twoShifts = parseBusinessHours('sat-thu 08:30-12:00, fri 10:00-11:00');
    expect(addBusinessMinutes(twoShifts, tehran('2026-11-27T10:50'), 15)).toEqual(tehran('2026-11-28T08:35'));
    expect(() => parseBusinessHours('sat-wed 9-17')).toThrow(/BUSINESS_HOURS/);
    expect(() => parseBusinessHours('wed-sat 09:00-17:00')).toThrow(/Iran's week/);
    expect(() => parseBusinessHours('sat 17:00-09:00')).toThrow(/open before it closes/);
    expect(() => parseBusinessHours('')).toThrow(/at least one day/);
    expect(() => parseBusinessHours(DEFAULT_BUSINESS_HOURS, ['1405-01-01'])).toThrow(/BUSINESS_HOLIDAYS/);
  });
});
