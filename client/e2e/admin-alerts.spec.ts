import type { Page } from '@playwright/test';
import { adminGraphql, signIn, snackbar, unique } from './support/admin';
import { expect, saveScreenshot, test } from './support/fixtures';

const CREATE_ADMIN = 'mutation($input: CreateAdminInput!) { createAdmin(input: $input) { id } }';

/**
 * Headless Chromium shows no system notification and never hides a tab: the page gets a
 * `Notification` that records what it was asked to show (its permission kept for the tab's
 * session, as a browser remembers it), and a switch for the tab's visibility.
 */
function stubBrowserAlerts() {
  const state = window as unknown as { __alerts: unknown[]; __permissionAsks: number; __setHidden: (hidden: boolean) => void };
  state.__alerts = [];
  state.__permissionAsks = 0;
  class RecordedNotification {
    onclick: (() => void) | null = null;
    closed = false;
    constructor(
      public title: string,
      public options: NotificationOptions,
    ) {
      state.__alerts.push(this);
    }
    static get permission() {
      return sessionStorage.getItem('stub-permission') ?? 'default';
    }
    static requestPermission() {
      state.__permissionAsks++;
      sessionStorage.setItem('stub-permission', 'granted');
      return Promise.resolve('granted');
    }
    close() {
      this.closed = true;
    }
  }
  Object.defineProperty(window, 'Notification', { value: RecordedNotification, configurable: true, writable: true });
  let hidden = false;
  Object.defineProperty(Document.prototype, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
  Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => hidden });
  state.__setHidden = (value) => {
    hidden = value;
    document.dispatchEvent(new Event('visibilitychange'));
  };
}

type Recorded = { title: string; options: NotificationOptions; onclick: (() => void) | null };
const alertsOf = (tab: Page) =>
  tab.evaluate(() =>
    (window as unknown as { __alerts: Recorded[] }).__alerts.map((alert) => ({ title: alert.title, body: alert.options.body })),
  );
const permissionAsks = (tab: Page) => tab.evaluate(() => (window as unknown as { __permissionAsks: number }).__permissionAsks);

const row = (page: Page, fullName: string) => page.getByRole('row').filter({ hasText: fullName });
/** Bars drawn with a height: a bucket with requests in it. */
const drawnBars = (chart: ReturnType<Page['getByRole']>) =>
  chart.locator('svg .MuiBarChart-element').evaluateAll((bars) => bars.filter((bar) => bar.getBoundingClientRect().height > 0).length);
const persianDigits = (value: string) => value.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);

test.describe('alerts, conversion and charts', () => {
  test("a visitor's request alerts the admin whose tab is hidden, opens on the alert's click, becomes a customer, and the dashboard charts it", async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(90_000);
    const suffix = unique(testInfo);
    await page.context().addInitScript(stubBrowserAlerts);
    await signIn(page);
    const adviser = { login: `alerts-${suffix}@example.com`, password: 'alerts-adviser-pass' };
    await adminGraphql(page, CREATE_ADMIN, {
      input: {
        name: 'نگار',
        family: `مشاور${suffix}`,
        email: adviser.login,
        phone: `0919${String(Date.now()).slice(-7)}`,
        password: adviser.password,
      },
    });
    const adviserContext = await browser.newContext({ baseURL });
    await adviserContext.addInitScript(stubBrowserAlerts);
    const second = await adviserContext.newPage();
    await signIn(second, adviser);

    const subscribed = (tab: Page) =>
      tab
        .waitForEvent('websocket', (socket) => socket.url().endsWith('/graphql'))
        .then((socket) => socket.waitForEvent('framesent', (frame) => String(frame.payload).includes('"subscribe"')));
    const ready = Promise.all([subscribed(page), subscribed(second)]);
    await Promise.all([page.goto('/admin/orders'), second.goto('/admin/orders')]);
    await ready;
    // Loading the back office asks the browser nothing.
    expect(await permissionAsks(page)).toBe(0);
    expect(await permissionAsks(second)).toBe(0);

    // Each admin allows notifications from the bell, after reading why.
    for (const tab of [page, second]) {
      await tab.getByRole('button', { name: 'اعلان درخواست‌های تازه' }).click();
      const panel = tab.getByRole('dialog', { name: 'اعلان درخواست‌های تازه' });
      await expect(panel).toContainText('با نام درخواست‌کننده خبرتان می‌کند');
      await expect(panel.getByRole('switch', { name: 'پخش صدا هنگام رسیدن درخواست تازه' })).not.toBeChecked();
      await panel.getByRole('button', { name: 'اجازهٔ نمایش اعلان' }).click();
      await expect(panel).toContainText('اعلان‌ها در این مرورگر فعال است.');
      await tab.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      expect(await permissionAsks(tab)).toBe(1);
    }
    // The adviser switches to another tab.
    await second.evaluate(() => (window as unknown as { __setHidden: (hidden: boolean) => void }).__setHidden(true));

    // A visitor leaves a request on the public site, loading none of the charts' code.
    const visitorContext = await browser.newContext({ baseURL });
    const visitor = await visitorContext.newPage();
    const scripts: string[] = [];
    visitor.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    // Seeded: قالب فروشگاهی نارون (code 1) offers the plan سایت فروشگاهی پلاس.
    await visitor.goto('/themes/1');
    await visitor.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await visitor
      .getByRole('region', { name: 'پلن‌های این قالب' })
      .getByRole('button', { name: 'سفارش این پلن: سایت فروشگاهی پلاس' })
      .click();
    const form = visitor.getByRole('dialog', { name: 'درخواست طراحی سایت' });
    const fullName = `سارا آزمون${suffix}`;
    const phone = `0912${String(Date.now()).slice(-7)}`;
    await form.getByRole('textbox', { name: /نام و نام خانوادگی/ }).fill(fullName);
    await form.getByRole('textbox', { name: /شماره موبایل/ }).fill(phone);
    await form.getByRole('textbox', { name: /توضیحات/ }).fill('فروشگاه لباس با درگاه پرداخت');
    await form.getByRole('button', { name: 'ثبت درخواست' }).click();
    await expect(form.getByText('درخواست شما ثبت شد')).toBeVisible();
    expect(scripts.filter((url) => /request-charts|x-charts/.test(url))).toEqual([]);
    await visitorContext.close();

    // The hidden tab raises a notification naming the requester; the visible one shows the row instead.
    await expect.poll(() => alertsOf(second)).toEqual([{ title: 'درخواست تازه', body: 'سارا درخواست تماس گذاشته است.' }]);
    await expect(row(page, fullName)).toBeVisible();
    expect(await alertsOf(page)).toEqual([]);
    await expect(row(page, fullName).getByRole('link', { name: persianDigits(phone) })).toHaveAttribute('href', `tel:${phone}`);

    // The notification's click brings the tab back on the request's page: the number a tap away (dialled in Latin
    // digits, shown in Persian ones), the door, the theme and plan the visitor chose, and the request's creation.
    await second.evaluate(() => {
      (window as unknown as { __setHidden: (hidden: boolean) => void }).__setHidden(false);
      (window as unknown as { __alerts: Recorded[] }).__alerts[0].onclick?.();
    });
    await expect(second.getByRole('heading', { name: `درخواست ${fullName}` })).toBeVisible();
    await expect(second).toHaveURL(/\/admin\/orders\/\d+$/);
    const details = second.getByRole('definition');
    await expect(second.getByRole('link', { name: persianDigits(phone) })).toHaveAttribute('href', `tel:${phone}`);
    await expect(details.filter({ hasText: 'فرم سایت' })).toBeVisible();
    await expect(details.filter({ hasText: 'قالب فروشگاهی نارون' })).toContainText('سایت فروشگاهی پلاس');
    const history = second.getByRole('list', { name: 'تاریخچه درخواست' });
    await expect(history.getByTestId('timeline-entry')).toHaveCount(1);
    await expect(history).toContainText('ثبت درخواست');

    // The superadmin opens it from the list's row and moves it on; the adviser's page shows the change, by whom, unreloaded.
    await row(page, fullName).getByRole('link', { name: fullName, exact: true }).click();
    await expect(page.getByRole('heading', { name: `درخواست ${fullName}` })).toBeVisible();
    await page.getByRole('combobox', { name: 'تغییر وضعیت' }).click();
    await page.getByRole('option', { name: 'در حال پیگیری' }).click();
    await expect(snackbar(page, 'وضعیت بروز شد')).toBeVisible();
    const change = history.getByTestId('timeline-entry').filter({ hasText: 'تغییر وضعیت' });
    await expect(change).toContainText('در انتظار بررسی ← در حال پیگیری');
    await expect(change).toContainText('مدیر');
    // The page at 1280 px and on a phone: nothing wider than the screen.
    await second.setViewportSize({ width: 1280, height: 900 });
    await saveScreenshot(second, { path: testInfo.outputPath('request-page-1280.png'), fullPage: true });
    await second.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => second.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await saveScreenshot(second, { path: testInfo.outputPath('request-page-390.png'), fullPage: true });
    await adviserContext.close();
    await page.goto('/admin/orders');

    // «تبدیل به مشتری»: the form comes filled from the request; saving links the two.
    await row(page, fullName)
      .getByRole('link', { name: `تبدیل به مشتری: ${fullName}` })
      .click();
    await expect(page.getByRole('heading', { name: 'تبدیل درخواست به مشتری' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'نام', exact: true })).toHaveValue('سارا');
    await expect(page.getByRole('textbox', { name: 'نام خانوادگی' })).toHaveValue(`آزمون${suffix}`);
    await expect(page.getByRole('textbox', { name: 'شماره تلفن' })).toHaveValue(persianDigits(phone));
    // What the visitor wrote starts the expert note.
    await expect(page.getByRole('textbox', { name: 'یادداشت کارشناس' })).toHaveValue('فروشگاه لباس با درگاه پرداخت');
    await page.getByRole('textbox', { name: 'ایمیل' }).fill(`sara-${suffix}@example.com`);
    await page.getByRole('button', { name: 'ثبت مشتری' }).click();
    await expect(snackbar(page, 'مشتری ثبت شد و به درخواست پیوند خورد')).toBeVisible();
    // The customer's plan form comes next, with the plan and theme the visitor chose; a plan makes the request converted.
    await expect(page.getByRole('heading', { name: 'ایجاد طرح برای مشتری' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'پلن' })).toHaveText('سایت فروشگاهی پلاس');
    await expect(page.getByRole('combobox', { name: 'کد قالب' })).toContainText('قالب فروشگاهی نارون');
    await page.getByRole('textbox', { name: 'نام دامنه' }).fill(`sara-${suffix}.ir`);
    await page.getByRole('button', { name: 'ثبت طرح' }).click();
    await expect(snackbar(page, 'طرح با موفقیت ایجاد شد')).toBeVisible();

    // The dashboard draws the charts, with this Jalali month's name in Persian digits.
    await page.goto('/admin/dashboard');
    const charts = page.getByTestId('request-charts');
    await expect(charts).toBeVisible();
    const thisMonth = new Intl.DateTimeFormat('fa-IR-u-ca-persian', { timeZone: 'Asia/Tehran', month: 'long', year: 'numeric' })
      .formatToParts(new Date())
      .reduce((parts, part) => ({ ...parts, [part.type]: part.value }), {} as Record<string, string>);
    const monthly = charts.getByRole('figure', { name: 'درخواست‌ها در هر ماه' });
    await expect.poll(() => drawnBars(monthly)).toBeGreaterThan(0);
    await page.screenshot({ path: testInfo.outputPath('dashboard-1280.png'), fullPage: true });
    await expect(monthly).toContainText(`${thisMonth.month} ${thisMonth.year}`);
    await expect(charts).toContainText('تبدیل به مشتری با طرح');
    const byPlan = charts.getByRole('figure', { name: 'تبدیل به مشتری بر اساس پلن' });
    await expect(byPlan).toContainText('سایت فروشگاهی پلاس');
    expect(await drawnBars(byPlan)).toBeGreaterThanOrEqual(2);
    await expect(charts.getByRole('figure', { name: 'تبدیل به مشتری بر اساس قالب' })).toContainText('قالب فروشگاهی نارون');

    // On a phone the charts fit the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => drawnBars(monthly)).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: testInfo.outputPath('dashboard-390.png'), fullPage: true });
    await charts.screenshot({ path: testInfo.outputPath('dashboard-390-charts.png') });
  });
});
