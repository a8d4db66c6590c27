import { SlidingWindowLimiter } from 'src/common/rate-limit/sliding-window.limiter.js';

describe('SlidingWindowLimiter', () => {
  it('limits a key after max events and forgets them once the window has passed', () => {
    let now = 0;
    const limiter = new SlidingWindowLimiter(3, 1000, () => now);
    limiter.hit('a');
    limiter.hit('a');
    expect(limiter.isLimited('a')).toBe(false);
    limiter.hit('a');
    expect(limiter.isLimited('a')).toBe(true);
    expect(limiter.isLimited('b')).toBe(false);
    now = 999;
    expect(limiter.isLimited('a')).toBe(true);
    now = 1001;
    expect(limiter.count('a')).toBe(0);
  });

  it('slides: an old event leaving the window frees one place', () => {
    let now = 0;
    const limiter = new SlidingWindowLimiter(2, 1000, () => now);
    limiter.hit('k');
    now = 600;
    limiter.hit('k');
    expect(limiter.isLimited('k')).toBe(true);
    now = 1100;
    expect(limiter.count('k')).toBe(1);
    expect(limiter.isLimited('k')).toBe(false);
  });

  it('resets one key or all', () => {
    const limiter = new SlidingWindowLimiter(1, 1000);
    limiter.hit('x');
    limiter.hit('y');
    limiter.reset('x');
    expect(limiter.isLimited('x')).toBe(false);
    expect(limiter.isLimited('y')).toBe(true);
    limiter.reset();
    expect(limiter.isLimited('y')).toBe(false);
  });
});
