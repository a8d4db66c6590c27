/** The shared counters cannot be reached: nothing was counted, and nothing may pass unchecked. */
export class RateLimitStoreUnavailable extends Error {
  constructor(cause: unknown) {
    super('rate limit store unavailable', { cause });
    this.name = 'RateLimitStoreUnavailable';
  }
}
