/**
 * @engines sqlite: the in-memory store, no database (jest.config.js runs such files on one engine).
 */
import { RateLimiterAbstract, RateLimiterMemory } from 'rate-limiter-flexible';
import { MemoryRateLimiterStore } from 'src/platform/rate-limit/memory-rate-limiter.store.js';
import { RateLimitStoreUnavailable } from 'src/common/errors/rate-limit-store-unavailable.js';
import { RateLimiter } from 'src/platform/rate-limit/rate-limiter.js';

describe('RateLimiter (memory store)', () => {
  const store = new MemoryRateLimiterStore();

  it('lets exactly `points` of many simultaneous consumes through, and says when to retry', async () => {
    const limiter = store.limiter({ name: 'spec-parallel', points: 5, durationSeconds: 60 });
    const results = await Promise.all(Array.from({ length: 50 }, () => limiter.consume('k')));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    for (const refused of results.filter((r) => !r.allowed)) {
      expect(refused).toEqual({ allowed: false, retryAfterSeconds: expect.any(Number) });
      if (!refused.allowed) expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    }
  });

  it('gives a point back with reward, counts per key and per rule, and forgets a key on reset', async () => {
    const limiter = store.limiter({ name: 'spec-reward', points: 1, durationSeconds: 60 });
    const sameName = store.limiter({ name: 'spec-other', points: 1, durationSeconds: 60 });
    expect(await limiter.consume('a')).toEqual({ allowed: true });
    expect((await limiter.consume('a')).allowed).toBe(false);
    await limiter.reward('a');
    expect(await limiter.consumed('a')).toBe(1);
    expect((await limiter.consume('b')).allowed).toBe(true);
    expect((await sameName.consume('a')).allowed).toBe(true);
    await limiter.reset('a');
    expect(await limiter.consumed('a')).toBe(0);
    expect((await limiter.consume('a')).allowed).toBe(true);
  });

  it('passes a failing store on as an error, never as a refusal or a pass', async () => {
    class BrokenStore extends RateLimiterMemory {
      override consume(): ReturnType<RateLimiterAbstract['consume']> {
        return Promise.reject(new Error('store away'));
      }
    }
    const limiter = new RateLimiter(new BrokenStore({ points: 1, duration: 1 }));
    const failure = await limiter.consume('k').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RateLimitStoreUnavailable);
    expect((failure as Error).cause).toEqual(new Error('store away'));
  });
});
