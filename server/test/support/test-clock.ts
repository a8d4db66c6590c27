import { Clock, type Timer } from 'src/common/clock.js';

interface Scheduled {
  due: number;
  /** Null for a timeout: it runs once. */
  every: number | null;
  callback: () => unknown;
  cancelled: boolean;
}

/**
 * A clock the test drives: time stands still until `advance`, which moves it and runs every timer
 * that falls due on the way, in order, waiting for what each returns. A test on a slow or busy
 * machine then sees the same schedule as on a fast one.
 */
export class TestClock extends Clock {
  private current: number;
  private readonly scheduled: Scheduled[] = [];

  constructor(start: Date = new Date()) {
    super();
    this.current = start.getTime();
  }

  override now(): Date {
    return new Date(this.current);
  }

  override interval(ms: number, callback: () => unknown): Timer {
    return this.schedule({ due: this.current + ms, every: ms, callback, cancelled: false });
  }

  override timeout(ms: number, callback: () => unknown): Timer {
    return this.schedule({ due: this.current + ms, every: null, callback, cancelled: false });
  }

  /** Timers neither cancelled nor spent. */
  get pending(): number {
    return this.scheduled.filter((timer) => !timer.cancelled).length;
  }

  /** Moves the time `ms` forward, running each timer due by then at its own due time. */
  async advance(ms: number): Promise<void> {
    const until = this.current + ms;
    for (;;) {
      const next = this.scheduled.filter((timer) => !timer.cancelled && timer.due <= until).sort((a, b) => a.due - b.due)[0];
      if (!next) break;
      this.current = next.due;
      if (next.every === null) next.cancelled = true;
      else next.due += next.every;
      await next.callback();
    }
    this.current = until;
  }

  /**
   * Moves the time `ms` forward without running what falls due on the way: for schedules spanning
   * days (a webhook's three days of retries), where running a 5-second poll thousands of times
   * would prove nothing more. Repeating timers resume at their next due time after the jump;
   * a timeout that came due runs on the next `advance`.
   */
  jump(ms: number): void {
    this.current += ms;
    for (const timer of this.scheduled) {
      if (timer.every !== null) while (timer.due <= this.current) timer.due += timer.every;
    }
  }

  private schedule(timer: Scheduled): Timer {
    this.scheduled.push(timer);
    return { cancel: () => (timer.cancelled = true) };
  }
}
