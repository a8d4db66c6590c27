// `node client/scripts/filter-click.mjs` (part of `npm run bench`; needs `npm run build`): how long a
// visitor on a phone waits for the theme catalogue to follow a category chip. Starts the built
// server on a fresh demo database, opens /themes at 390 px in Chromium with the CPU slowed 4×, and
// for each of 5 taps reports the time from the click to the first frame showing the filtered
// cards (requestAnimationFrame after the grid changed) and the click's Event Timing duration.
// The server runs on core 0 (taskset) and is idle while the taps are timed. The browser is not
// pinned: on one core its raster and GPU threads take turns with the page's main thread, which no
// phone does (the same build measured 20–40 ms slower, and far noisier, pinned).
import { chromium } from '@playwright/test';
import { startBuiltServer } from './built-server.mjs';

const { origin, stop } = await startBuiltServer('filter-click');

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  await page.goto(`${origin}/themes`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  // A visitor reads the page before choosing: the clicks come once loading has settled.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

  const chips = page.getByRole('group', { name: 'دسته‌بندی' }).getByRole('link');
  const titles = await chips.allInnerTexts();
  // Alternate between categories and "all", so every click changes the cards.
  const sequence = [titles[1], titles[2], titles[0], titles[3], titles[1]];
  const results = [];
  for (const title of sequence) {
    await page.evaluate(() => {
      const visibleCards = () =>
        [...document.querySelectorAll('[data-testid="theme-card"]')]
          .filter((card) => card.offsetParent !== null)
          .map((card) => card.querySelector('h2')?.textContent)
          .join('|');
      const before = visibleCards();
      window.__filterClick = new Promise((resolve) => {
        let clickAt = 0;
        let duration = null;
        let shown = null;
        let committed = 0;
        const finish = () => resolve({ toCards: shown - clickAt, eventDuration: duration, toCommit: committed - clickAt });
        document.addEventListener('click', (event) => (clickAt = event.timeStamp), { capture: true, once: true });
        // Event Timing reports only events of 16 ms or more: none within a second of the cards means shorter.
        new PerformanceObserver((list, observer) => {
          const entry = list.getEntries().find((e) => e.name === 'click');
          if (!entry) return;
          duration = entry.duration;
          observer.disconnect();
        }).observe({ type: 'event', durationThreshold: 16 });
        const watch = new MutationObserver(() => {
          if (document.querySelector('[aria-busy="true"]') || visibleCards() === before) return;
          watch.disconnect();
          committed = performance.now();
          requestAnimationFrame(() => {
            // The callback's own time, not the frame's start: never earlier than the change it follows.
            shown = performance.now();
            setTimeout(finish, 1000);
          });
        });
        watch.observe(document.querySelector('main') ?? document.body, { subtree: true, childList: true, attributes: true });
      });
    });
    // A tap at the chip's place, as a phone sends it. Playwright's `click()` would first run its
    // own hit-target checks in the page, inside the very task being timed.
    const chip = chips.filter({ hasText: title }).first();
    await chip.scrollIntoViewIfNeeded();
    const box = await chip.boundingBox();
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    const figure = await page.evaluate(() => window.__filterClick);
    results.push(figure);
    await page.waitForTimeout(400);
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log('\nfilter chip → filtered cards on /themes, 390 px, CPU 4× slower (5 clicks)');
  for (const [i, r] of results.entries()) {
    const event = r.eventDuration === null ? '< 16' : String(Math.round(r.eventDuration));
    console.log(
      `  ${sequence[i].padEnd(12)} click → cards ${r.toCards.toFixed(0).padStart(4)} ms (rendered after ${r.toCommit.toFixed(0).padStart(3)} ms)   event duration ${event.padStart(4)} ms`,
    );
  }
  console.log(
    `  median: click → cards ${median(results.map((r) => r.toCards)).toFixed(0)} ms, event duration ${Math.round(median(results.map((r) => r.eventDuration ?? 0)))} ms (0: under 16)`,
  );
} finally {
  await browser.close();
  stop();
}
