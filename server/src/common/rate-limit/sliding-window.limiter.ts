/**
 * Counts events per key over a sliding time window, in memory. The product runs as a single
 * process; several processes would need a shared store (Redis) behind the same interface.
 */
export class SlidingWindowLimiter {
  private readonly events = new Map<string, number[]>();
  private sinceSweep = 0;

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  count(key: string): number {
    return this.recent(key).length;
  }

  isLimited(key: string): boolean {
    return this.count(key) >= this.max;
  }

  hit(key: string): number {
    const recent = this.recent(key);
    recent.push(this.now());
    this.events.set(key, recent);
    if (++this.sinceSweep >= 1000) this.sweep();
    return recent.length;
  }

  reset(key?: string): void {
    if (key === undefined) this.events.clear();
    else this.events.delete(key);
  }

  private recent(key: string): number[] {
    const cutoff = this.now() - this.windowMs;
    const kept = (this.events.get(key) ?? []).filter((t) => t > cutoff);
    if (kept.length === 0) this.events.delete(key);
    return kept;
  }

  /** Drops keys whose events all left the window, so memory follows current traffic only. */
  private sweep(): void {
    this.sinceSweep = 0;
    for (const key of [...this.events.keys()]) this.recent(key);
  }
}
