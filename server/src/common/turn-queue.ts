/**
 * Lets `limit` holders run at once; the rest wait, in arrival order, without using the CPU. A turn
 * ends in the next turn of the event loop, not at once: a query on the embedded database runs
 * synchronously from start to end, so without that pause the waiting ones would run back to back
 * as one long block, and whatever arrived meanwhile (a health check) would wait for all of them.
 */
/**
 * A turn's end: callable any number of times, it hands the slot on once, in the next turn of the
 * event loop (why: above).
 */
export function endOfTurn(passOn: () => void): () => void {
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    setImmediate(passOn);
  };
}

export class TurnQueue {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly limit: number) {}

  async take(): Promise<() => void> {
    if (this.active < this.limit) this.active++;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    return endOfTurn(() => this.passOn());
  }

  /** The turn goes straight to the next in line, so a newcomer cannot slip in between. */
  private passOn(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.active--;
  }
}
