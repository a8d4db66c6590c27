import { describe, expect, it } from 'vitest';
import { countFor, daysUntil, expiryNote, moreThanShown } from './dashboard-figures';

describe('countFor', () => {
  const counts = [
    { status: 'PENDING', count: 4 },
    { status: 'COMPLETED', count: 2 },
  ];

  it('reads the count of a status', () => {
    expect(countFor(counts, 'PENDING')).toBe(4);
    expect(countFor(counts, 'COMPLETED')).toBe(2);
  });

  it('counts a status the server left out as zero', () => {
    expect(countFor(counts, 'REJECTED')).toBe(0);
  });
});

describe('daysUntil', () => {
  const today = new Date(2025, 2, 20, 23, 30); // late in the evening of 20 March 2025

  it('counts calendar days, whatever the hour', () => {
    expect(daysUntil('2025-03-20', today)).toBe(0);
    expect(daysUntil('2025-03-21', today)).toBe(1);
    expect(daysUntil('2025-03-30', today)).toBe(10);
    expect(daysUntil('2025-04-19', today)).toBe(30);
  });

  it('counts across a month and a daylight-saving change', () => {
    expect(daysUntil('2025-11-05', new Date(2025, 9, 20, 1, 0))).toBe(16);
  });

  it('gives a negative number for a date already gone and null for no date', () => {
    expect(daysUntil('2025-03-18', today)).toBe(-2);
    expect(daysUntil(null, today)).toBeNull();
    expect(daysUntil('not a date', today)).toBeNull();
  });
});

describe('expiryNote', () => {
  it('says today, tomorrow or how many days remain, in Persian digits', () => {
    expect(expiryNote(0)).toBe('امروز');
    expect(expiryNote(1)).toBe('فردا');
    expect(expiryNote(10)).toBe('۱۰ روز دیگر');
    expect(expiryNote(-1)).toBe('منقضی شده');
    expect(expiryNote(null)).toBe('');
  });
});

describe('moreThanShown', () => {
  it('counts the plans beyond the listed ones, never below zero', () => {
    expect(moreThanShown(14, 10)).toBe(4);
    expect(moreThanShown(3, 3)).toBe(0);
    expect(moreThanShown(0, 0)).toBe(0);
  });
});
