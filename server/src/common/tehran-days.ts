import { tehranDayStart } from '@site-builder/rules';
import { addDays } from './clock.js';

// Tehran's calendar is the client's too (the office's hours): one rule, in @site-builder/rules.
export { OFFICE_TIME_ZONE, tehranDay, tehranDayStart } from '@site-builder/rules';

/** The moments of Tehran's days `from` to `to` (both inclusive, either open): `[start, end)`. */
export function tehranDaysRange(from?: string | null, to?: string | null): { start?: Date; end?: Date } {
  return {
    start: from ? tehranDayStart(from) : undefined,
    end: to ? tehranDayStart(addDays(to, 1)) : undefined,
  };
}
