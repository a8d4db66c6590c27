import { adminGraphql, PNG, screenshot, signIn, snackbar } from './support/admin';
import { expect, isPhone, PHONE, test, waitForHydrated } from './support/fixtures';
import { axe } from './support/axe';

const CLEAR = `mutation { updateSiteSettings(input: { telegramUrl: "", workingHours: "", instagramUrl: "", enamadUrl: "", enamadImageUrl: "" }) { version } }`;
const ENAMAD = {
  link: 'https://trustseal.enamad.ir/?id=123456&code=e2e',
  image: 'https://trustseal.enamad.ir/logo.aspx?id=123456&code=e2e',
};

/** What superadmins set at «تنظیمات سایت» is what visitors see; what they leave empty is not shown at all. */
test.describe('site settings', () => {
  test(
    'a superadmin sets the contact, a messenger and the eNamad badge; the footer, contact block and JSON-LD show them',
    PHONE,
    async ({ page, browser, baseURL }, testInfo) => {
      await signIn(page);
      try {
        await page.goto('/admin/site-settings');
        const form = page.getByRole('main');
        await waitForHydrated(form.getByRole('button', { name: 'ذخیره تنظیمات' }));
        await expect(form.getByLabel('تلفن پشتیبانی')).toHaveValue('۰۲۱۹۱۰۱۲۳۴۵');

        // The bare service address and a badge without its image are refused before anything is sent.
        await form.getByLabel('اینستاگرام').fill('https://www.instagram.com/');
        await form.getByLabel('پیوند نماد اعتماد الکترونیکی').fill(ENAMAD.link);
        await form.getByRole('button', { name: 'ذخیره تنظیمات' }).click();
        await expect(form.getByText('نشانی صفحه خودتان را وارد کنید، نه صفحه اصلی سرویس')).toBeVisible();
        await expect(form.getByText('نماد اعتماد الکترونیکی هم پیوند و هم تصویر می‌خواهد')).toBeVisible();
        await expect(form.getByLabel('اینستاگرام')).toBeFocused();

        await form.getByLabel('اینستاگرام').fill('');
        await form.getByLabel('تصویر نماد اعتماد الکترونیکی').fill(ENAMAD.image);
        await form.getByLabel('تلگرام').fill('https://t.me/sitesaz_e2e');
        await form.getByLabel('ساعات پاسخ‌گویی').fill('شنبه تا چهارشنبه، ۹ تا ۱۷');
        await form.getByRole('button', { name: 'ذخیره تنظیمات' }).click();
        await expect(snackbar(page, 'تنظیمات سایت ذخیره شد')).toBeVisible();
        await screenshot(page, testInfo, 'site-settings');

        // A visitor, in a browser of their own; the badge's image comes from its issuer's host.
        const visitor = await browser.newPage({ baseURL, viewport: page.viewportSize()! });
        await visitor.route('https://trustseal.enamad.ir/**', (route) => route.fulfill({ contentType: PNG.mimeType, body: PNG.buffer }));
        await visitor.goto('/');
        const footer = visitor.getByRole('contentinfo');
        await expect(footer.getByRole('link', { name: 'تلگرام' })).toHaveAttribute('href', 'https://t.me/sitesaz_e2e');
        await expect(footer.getByText('ساعات پاسخ‌گویی: شنبه تا چهارشنبه، ۹ تا ۱۷')).toBeVisible();
        await expect(footer.getByRole('link', { name: '۰۲۱-۹۱۰۱۲۳۴۵' })).toHaveAttribute('href', 'tel:+982191012345');
        await expect(footer.getByRole('link', { name: 'اینستاگرام' })).toHaveCount(0);
        const badge = footer.getByRole('link', { name: 'نماد اعتماد الکترونیکی' });
        await expect(badge).toHaveAttribute('href', ENAMAD.link);
        await expect(badge.getByRole('img')).toHaveAttribute('src', ENAMAD.image);
        await expect(visitor.locator('#contact_us').getByRole('link', { name: 'تلگرام' })).toHaveAttribute(
          'href',
          'https://t.me/sitesaz_e2e',
        );
        const organization = await visitor
          .locator('script[type="application/ld+json"]')
          .evaluateAll((scripts) =>
            scripts.flatMap((s) => [JSON.parse(s.textContent ?? '{}')].flat()).find((d) => d['@type'] === 'Organization'),
          );
        expect(organization).toMatchObject({ telephone: '+982191012345', sameAs: ['https://t.me/sitesaz_e2e'] });

        // On a phone the call button stays at hand at the bottom of the screen; a wide screen has the header and footer.
        const quick = visitor.getByRole('complementary', { name: 'تماس سریع' });
        if (isPhone(page.viewportSize()?.width)) {
          await expect(quick.getByRole('link', { name: 'تماس با پشتیبانی' })).toHaveAttribute('href', 'tel:+982191012345');
          await expect(quick.getByRole('link', { name: 'پیام در تلگرام' })).toHaveAttribute('href', 'https://t.me/sitesaz_e2e');
          await visitor.mouse.wheel(0, 2000);
          await expect(quick).toBeInViewport();
        } else {
          await expect(quick).toBeHidden();
        }
        await visitor.close();
      } finally {
        await adminGraphql(page, CLEAR);
      }
      // Cleared, the messenger and the badge are gone from the page, not left as empty links.
      const html = await (await page.request.get('/')).text();
      expect(html).not.toContain('t.me/sitesaz_e2e');
      expect(html).not.toContain('trustseal.enamad.ir');
    },
  );

  test('the home page answers the questions visitors ask and says how a request becomes a site', PHONE, async ({ page }) => {
    await page.goto('/');
    const faq = page.locator('#faq');
    await expect(faq.getByRole('heading', { name: 'پرسش‌های متداول' })).toBeVisible();
    const renewal = faq.locator('summary', { hasText: 'تمدید سالانه چگونه است؟' });
    await renewal.scrollIntoViewIfNeeded();
    await renewal.click();
    await expect(faq.getByText(/با تمدید پلن، میزبانی، پشتیبانی/)).toBeVisible();
    const steps = page.locator('#how-it-works').getByRole('listitem');
    await expect(steps).toHaveCount(4);
    await expect(steps.nth(2)).toContainText('۳ تا ۷ روز کاری');
    const faqPage = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.flatMap((s) => [JSON.parse(s.textContent ?? '{}')].flat()).find((d) => d['@type'] === 'FAQPage'));
    expect(faqPage.mainEntity).toHaveLength(4);
    expect(faqPage.mainEntity[0]).toMatchObject({ '@type': 'Question', acceptedAnswer: { '@type': 'Answer' } });
    // The new bands, the open answer and (on a phone) the call button read well to assistive technology.
    const parts = ['#how-it-works', '#faq', 'footer', ...(isPhone(page.viewportSize()?.width) ? ['aside'] : [])];
    const { violations } = await axe(page, ...parts);
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
