import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * Debian's chromium (docs/ARCHITECTURE.md, runtime contract): CHROME_PATH, then Debian's headless
 * shell (package chromium-headless-shell, the same Blink as chromium without the browser's UI and
 * display machinery: a quarter less CPU for the same tests, and what Playwright itself runs headless
 * by default), then /usr/bin/chromium, then Playwright's own download.
 */
function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROME_PATH, '/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium'].filter(
    Boolean,
  ) as string[];
  const found = candidates.find((path) => existsSync(path));
  if (!found && !process.env.PLAYWRIGHT_OWN_BROWSER) {
    throw new Error(
      'No Chromium found for the browser tests. Install one (Debian: apt-get install chromium) or set CHROME_PATH; ' +
        'PLAYWRIGHT_OWN_BROWSER=1 uses a browser installed with `npx playwright install chromium`.',
    );
  }
  return found;
}

const port = Number(process.env.E2E_PORT ?? 4310);
/**
 * One worker by default. CI runs two (E2E_WORKERS=2): with Debian's headless shell one worker left
 * about a third of the two cores idle, and two ran the 233 tests in 558 s where one took about 700.
 * (With the full chromium and screenshots, two had been hardly faster and made date pickers and 30 s
 * flows miss their timeouts.) With
 * E2E_WORKERS above one, each worker has a server and a database of its own (ports E2E_PORT,
 * E2E_PORT + 1, …; e2e/support/fixtures.ts points a worker's baseURL at its own), so a test that
 * counts rows never sees another worker's writes.
 */
const workers = Number(process.env.E2E_WORKERS ?? 1);

/**
 * Tests that spend minutes waiting on the clock, not working: a two-minute live session with a
 * server restart, and visitors on a CPU-throttled phone. Among the others they held one of CI's
 * two workers nearly idle for about four minutes while the other had work queued, so .ci/run runs
 * them in a Playwright of their own (E2E_PART=waiting, one worker, ports of its own) beside the rest
 * (E2E_PART=rest). Unset, every test runs.
 */
const WAITING_TESTS = ['**/admin-live-healing.spec.ts', '**/order-slow-phone.spec.ts'];
const part = process.env.E2E_PART || undefined;
if (part !== undefined && part !== 'waiting' && part !== 'rest') throw new Error(`E2E_PART: ${part} (waiting or rest)`);

export default defineConfig({
  testDir: 'e2e',
  ...(part === 'waiting' ? { testMatch: WAITING_TESTS } : part === 'rest' ? { testIgnore: WAITING_TESTS } : {}),
  fullyParallel: false,
  workers,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'fa-IR',
    // The app honours reduced motion (src/app/motion.css): a check never meets a dialog half-faded,
    // whatever the browser and the machine's load. A test about motion itself asks for it back.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    // A phone's screen is its own width: with the desktop profile's 1920 px screen, Chromium's preload
    // scanner chose image sizes for a wide screen before the page's viewport applied. Only the tests
    // tagged as about the phone layout (PHONE in e2e/support/fixtures.ts) run here: the rest check
    // behaviour the width does not change, already covered on the desktop.
    {
      name: 'phone',
      grep: /@phone/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        screen: { width: 390, height: 844 },
        hasTouch: true,
        isMobile: true,
      },
    },
  ],
  webServer: Array.from({ length: workers }, (_, index) => ({
    command: `node e2e/support/start-server.mjs ${port + index}`,
    url: `http://127.0.0.1:${port + index}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
