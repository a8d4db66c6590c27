import { Injectable } from '@nestjs/common';

/** A call the clock will make later; `cancel()` stops it (again and again harmlessly). */
export interface Timer {
  cancel(): void;
}

/**
 * The current time and every schedule, behind a provider so tests can pin "today" and run the
 * timers when they choose (test/support/test-clock.ts), never on the machine's pace. The real
 * timers never keep the process alive: a schedule is housekeeping, not a reason to stay up.
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }

  /** Calls `callback` every `ms` until cancelled; a returned promise is the callback's own to handle. */
  interval(ms: number, callback: () => unknown): Timer {
    const handle = setInterval(callback, ms).unref();
    return { cancel: () => clearInterval(handle) };
  }

  /** Calls `callback` once, `ms` from now, unless cancelled first. */
  timeout(ms: number, callback: () => unknown): Timer {
    const handle = setTimeout(callback, ms).unref();
    return { cancel: () => clearTimeout(handle) };
  }
}

// Day arithmetic is the client's too (the office's hours): one rule, in @site-builder/rules.
export { addDays } from '@site-builder/rules';
