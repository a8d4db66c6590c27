import type { Browser, BrowserContextOptions } from '@playwright/test';
import { adminGraphql, signIn } from './support/admin';
import { expect, test } from './support/fixtures';

/**
 * Issue 36, «a tap always counts»: a visitor on a slow phone opens /order, fills the fields the
 * moment they show and taps «ثبت درخواست» once, while the page may still be hydrating. Whichever
 * way the form goes (the browser's own post before the code runs, the API after), the request is
 * stored exactly once and the visitor sees its «کد پیگیری» in Persian digits. Chrome's CPU
 * throttle (DevTools' emulation, through CDP) stands for the slow phone.
 */

const PHONE_SCREEN: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  screen: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  locale: 'fa-IR',
  reducedMotion: 'reduce',
};

/** The confirmation: «کد پیگیری» and the reference in Persian digits (never Latin ones). */
const REFERENCE_SHOWN = /کد پیگیری[:：]?\s*([۰-۹]{6,})/;
const PERSIAN = '۰۱۲۳۴۵۶۷۸۹';
const toLatin = (text: string) => text.replace(/[۰-۹]/g, (digit) => String(PERSIAN.indexOf(digit)));

/** A run-unique mobile per attempt, so each attempt's requests are counted on their own. */
const runStamp = String(Date.now() % 10_000).padStart(4, '0');
const mobileFor = (series: number, attempt: number) => `093${series}${runStamp}${String(attempt).padStart(3, '0')}`;

interface Attempt {
  stored: number;
  shown: string | null;
  storedReference: string | null;
}

/** One visitor: a fresh page, fill as soon as the fields show, one tap, then what they see. */
async function visit(browser: Browser, mobile: string, options: { rate?: number; javaScript: boolean }): Promise<string | null> {
  const context = await browser.newContext({ ...PHONE_SCREEN, javaScriptEnabled: options.javaScript });
  try {
    const page = await context.newPage();
    if (options.rate) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.rate });
    }
    await page.goto('/order', { waitUntil: 'commit' });
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: /نام و نام خانوادگی/ }).fill('مریم احمدی');
    await main.getByRole('textbox', { name: /شماره موبایل/ }).fill(mobile);
    await main.getByRole('button', { name: 'ثبت درخواست' }).tap();
    const confirmation = page.getByText(REFERENCE_SHOWN).first();
    const shown = await confirmation.textContent({ timeout: 15_000 }).catch(() => null);
    const digits = shown ? REFERENCE_SHOWN.exec(shown)?.[1] : undefined;
    return digits ? toLatin(digits) : null;
  } finally {
    await context.close();
  }
}

async function series(
  browser: Browser,
  admin: import('@playwright/test').Page,
  index: number,
  options: { rate?: number; javaScript: boolean },
) {
  const attempts: Attempt[] = [];
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const mobile = mobileFor(index, attempt);
    const shown = await visit(browser, mobile, options);
    const { orders } = await adminGraphql<{ orders: { total: number } }>(
      admin,
      'query ($search: String) { orders(search: $search) { total } }',
      { search: mobile },
    );
    let storedReference: string | null = null;
    if (orders.total === 1) {
      const found = await adminGraphql<{ orders: { items: { reference: string }[] } }>(
        admin,
        'query ($search: String) { orders(search: $search) { items { reference } } }',
        { search: mobile },
      );
      storedReference = found.orders.items[0]?.reference ?? null;
    }
    attempts.push({ stored: orders.total, shown, storedReference });
  }
  const label = options.javaScript ? `${options.rate}× CPU` : 'JavaScript off';
  const stored = attempts.filter((a) => a.stored === 1).length;
  const confirmed = attempts.filter((a) => a.stored === 1 && a.shown !== null && a.shown === a.storedReference).length;
  console.log(`slow phone, ${label}: ${stored} of 10 stored once, ${confirmed} of 10 confirmed with their reference`);
  expect(
    attempts.map((a) => a.stored),
    `${label}: each tap stored exactly one request`,
  ).toEqual(Array(10).fill(1));
  expect(
    attempts.map((a) => a.shown === a.storedReference && a.shown !== null),
    `${label}: each visitor saw the reference of their request`,
  ).toEqual(Array(10).fill(true));
}

test.describe('the first tap on a slow phone', () => {
  // Ten visitors a series, each a fresh page on a throttled CPU.
  test.describe.configure({ timeout: 240_000 });

  test('at 6× CPU every tap stores one request and shows its reference', async ({ browser, page }) => {
    await signIn(page);
    await series(browser, page, 6, { rate: 6, javaScript: true });
  });

  test('at 4× CPU every tap stores one request and shows its reference', async ({ browser, page }) => {
    await signIn(page);
    await series(browser, page, 4, { rate: 4, javaScript: true });
  });

  test('with JavaScript off every tap stores one request and shows its reference', async ({ browser, page }) => {
    await signIn(page);
    await series(browser, page, 0, { javaScript: false });
  });
});
