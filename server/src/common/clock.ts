import { Injectable } from '@nestjs/common';

/** The current time, behind a provider so tests can pin "today" without touching the system clock. */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The calendar day of `date` in the server's local time zone, as YYYY-MM-DD. */
export function localDay(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The YYYY-MM-DD day `days` after `day`. Counted on UTC midnights so a daylight-saving change in
 * the local zone can never make a day 23 or 25 hours long and land on the wrong date.
 */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}
