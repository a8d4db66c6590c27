import { join } from 'node:path';
import { writeClientBuild as writeClientBuildRoot } from '../support/client-build.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { describeEngines } from '../support/engines.js';

describeEngines(() => {
  /**
   * A client build whose server bundle renders the footer's data through the server's schema, as
   * client/src/entry-server.tsx does: a rendered page kept by the server must show a settings change
   * made since (the real build comes after the server suites in CI).
   */
  function writeClientBuild(): string {
    return join(
      writeClientBuildRoot(
        'site-settings-',
        `export async function render({ execute }) {
  const { data } = await execute({ query: '{ siteSettings { supportPhone instagramUrl } faqItems { question } }' });
  const faq = data.faqItems.map((item) => '<dt>' + item.question + '</dt>').join('');
  return {
    status: 200,
    head: '<title>صفحه</title>',
    styles: '',
    html: '<footer data-phone="' + data.siteSettings.supportPhone + '" data-instagram="' + data.siteSettings.instagramUrl + '"><dl>' + faq + '</dl></footer>',
    state: '{}',
  };
}`,
      ),
      'dist',
    );
  }

  const SETTINGS = `{ siteSettings { supportPhone parentUrl instagramUrl telegramUrl workingHours enamadUrl enamadImageUrl version } }`;
  const UPDATE = `mutation ($input: UpdateSiteSettingsInput!) { updateSiteSettings(input: $input) { supportPhone instagramUrl telegramUrl workingHours version } }`;
  const FAQ = `{ faqItems { id question answer sort version } }`;
  const CREATE_FAQ = `mutation ($input: CreateFaqItemInput!) { createFaqItem(input: $input) { id question sort } }`;

  describe('site settings and frequently asked questions («تنظیمات سایت»)', () => {
    let t: TestApp;
    let plain: string;

    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false, env: { CLIENT_DIST_DIR: writeClientBuild() } });
      const created = await t.gql(
        `mutation { createAdmin(input: { name: "نگار", family: "رضایی", email: "plain.settings@example.com", phone: "09121112244", password: "plain-admin-pass" }) { id } }`,
        {},
        t.superToken,
      );
      expect(created.errors).toBeUndefined();
      plain = await t.login('plain.settings@example.com', 'plain-admin-pass');
    });
    afterAll(() => t.close());

    it('shows visitors the support phone the site had and nothing made up: every other link empty', async () => {
      const { data } = await t.gql(SETTINGS);
      expect(data.siteSettings).toMatchObject({ supportPhone: '02191012345', parentUrl: '', instagramUrl: '', enamadUrl: '', version: 1 });
    });

    it('refuses each bad link with a Persian message under its field, all at once, and changes nothing', async () => {
      const res = await t.gql(
        UPDATE,
        {
          input: {
            supportPhone: '۰۲۱-۱۲',
            parentUrl: 'https://www.example.com',
            instagramUrl: 'https://www.instagram.com/',
            telegramUrl: 'http://t.me/site',
            baleUrl: 'https://evil.test/ble.ir',
            enamadImageUrl: 'https://cdn.elsewhere.ir/enamad.png',
            address: 'ن'.repeat(501),
          },
        },
        t.superToken,
      );
      const fields = res.errors?.[0].extensions.fields ?? {};
      expect(res.errors?.[0].extensions.code).toBe('VALIDATION_FAILED');
      expect(fields).toEqual({
        supportPhone: [expect.stringContaining('شماره تلفن معتبر نیست')],
        parentUrl: ['این نشانی نمونه است، نه نشانی یک سایت واقعی'],
        instagramUrl: ['نشانی صفحه خودتان را وارد کنید، نه صفحه اصلی سرویس'],
        telegramUrl: ['نشانی باید با https:// شروع شود'],
        baleUrl: ['نشانی باید در ble.ir باشد'],
        enamadImageUrl: ['نشانی باید در trustseal.enamad.ir باشد'],
        address: [expect.stringContaining('نشانی نباید بیشتر از ۵۰۰ نویسه باشد')],
      });
      expect((await t.gql(SETTINGS)).data.siteSettings).toMatchObject({ supportPhone: '02191012345', parentUrl: '', version: 1 });
    });

    it('wants each trust badge whole: a link without its image is refused', async () => {
      const res = await t.gql(UPDATE, { input: { enamadUrl: 'https://trustseal.enamad.ir/?id=123&code=abc' } }, t.superToken);
      expect(res.errors?.[0].extensions.fields).toEqual({ enamadImageUrl: ['نماد اعتماد الکترونیکی هم پیوند و هم تصویر می‌خواهد'] });
    });

    it('lets only superadmins change the settings and the questions', async () => {
      const attempts = [
        t.gql(UPDATE, { input: { workingHours: 'همه روزه' } }, plain),
        t.gql(CREATE_FAQ, { input: { question: 'پرسش؟', answer: 'پاسخ.' } }, plain),
        t.gql('mutation { sortFaqItems(ids: []) { id } }', {}, plain),
      ];
      for (const res of await Promise.all(attempts)) expect(res.errors?.[0].extensions.code).toBe('FORBIDDEN');
      expect((await t.gql(UPDATE, { input: { workingHours: 'همه روزه' } })).errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
      expect((await t.gql(SETTINGS)).data.siteSettings.workingHours).toBe('');
      expect((await t.gql(FAQ)).data.faqItems).toEqual([]);
    });

    it('a change reaches the next public read and the next rendered page, is logged, and a stale edit is refused', async () => {
      const before = await t.http.get('/');
      expect(before.status).toBe(200);
      expect(before.text).toContain('data-phone="02191012345"');
      expect(before.text).toContain('data-instagram=""');

      const saved = await t.gql(
        UPDATE,
        {
          input: {
            supportPhone: '۰۲۱ ۸۸۷۷ ۶۶۵۵',
            instagramUrl: 'https://www.instagram.com/sitesaz',
            workingHours: ' شنبه تا چهارشنبه ',
            version: 1,
          },
        },
        t.superToken,
      );
      expect(saved.errors).toBeUndefined();
      expect(saved.data.updateSiteSettings).toEqual({
        supportPhone: '02188776655',
        instagramUrl: 'https://www.instagram.com/sitesaz',
        telegramUrl: '',
        workingHours: 'شنبه تا چهارشنبه',
        version: 2,
      });
      expect((await t.gql(SETTINGS)).data.siteSettings).toMatchObject({ supportPhone: '02188776655', version: 2 });
      const after = await t.http.get('/');
      expect(after.text).toContain('data-phone="02188776655"');
      expect(after.text).toContain('data-instagram="https://www.instagram.com/sitesaz"');

      // An empty value hides the link again.
      const cleared = await t.gql(UPDATE, { input: { instagramUrl: '' } }, t.superToken);
      expect(cleared.data.updateSiteSettings).toMatchObject({ instagramUrl: '', workingHours: 'شنبه تا چهارشنبه', version: 3 });
      expect((await t.http.get('/')).text).toContain('data-instagram=""');

      const stale = await t.gql(UPDATE, { input: { workingHours: 'هر روز', version: 2 } }, t.superToken);
      expect(stale.errors?.[0].extensions.code).toBe('CONFLICT');

      const log = await t.gql(`{ activityLog(entityType: SITE_SETTINGS) { items { action label before after } } }`, {}, t.superToken);
      expect(log.data.activityLog.items).toHaveLength(2);
      expect(log.data.activityLog.items[1]).toMatchObject({ action: 'UPDATE', label: 'تنظیمات سایت' });
      expect(JSON.parse(log.data.activityLog.items[1].after)).toMatchObject({ supportPhone: '02188776655' });
    });

    it('questions: added last, edited, put in order and removed, each seen on the next rendered page', async () => {
      const ids: number[] = [];
      for (const question of ['تمدید چگونه است؟', 'دامنه با کیست؟', 'تحویل چقدر طول می‌کشد؟']) {
        const res = await t.gql(CREATE_FAQ, { input: { question, answer: 'پاسخ کوتاه.' } }, t.superToken);
        expect(res.errors).toBeUndefined();
        ids.push(res.data.createFaqItem.id);
      }
      expect((await t.http.get('/')).text).toContain(
        '<dl><dt>تمدید چگونه است؟</dt><dt>دامنه با کیست؟</dt><dt>تحویل چقدر طول می‌کشد؟</dt></dl>',
      );

      const empty = await t.gql(CREATE_FAQ, { input: { question: '  ', answer: 'الف'.repeat(1000) } }, t.superToken);
      expect(empty.errors?.[0].extensions.fields).toEqual({
        question: ['پرسش الزامی است'],
        answer: [expect.stringContaining('پاسخ نباید بیشتر از ۲۰۰۰ نویسه باشد')],
      });

      const edited = await t.gql(
        `mutation ($id: Int!) { updateFaqItem(id: $id, input: { question: "هزینه تمدید چقدر است؟", version: 1 }) { question answer version } }`,
        { id: ids[0] },
        t.superToken,
      );
      expect(edited.data.updateFaqItem).toEqual({ question: 'هزینه تمدید چقدر است؟', answer: 'پاسخ کوتاه.', version: 2 });

      const partial = await t.gql(`mutation ($ids: [Int!]!) { sortFaqItems(ids: $ids) { id } }`, { ids: [ids[2], ids[0]] }, t.superToken);
      expect(partial.errors?.[0].extensions.fields).toEqual({ ids: ['فهرست باید همه پرسش‌ها را هر کدام یک بار داشته باشد'] });
      const sorted = await t.gql(
        `mutation ($ids: [Int!]!) { sortFaqItems(ids: $ids) { id } }`,
        { ids: [ids[2], ids[0], ids[1]] },
        t.superToken,
      );
      expect(sorted.errors).toBeUndefined();
      const removed = await t.gql(`mutation ($id: Int!) { deleteFaqItem(id: $id) { id } }`, { id: ids[1] }, t.superToken);
      expect(removed.errors).toBeUndefined();

      expect((await t.gql(FAQ)).data.faqItems.map((item: { question: string }) => item.question)).toEqual([
        'تحویل چقدر طول می‌کشد؟',
        'هزینه تمدید چقدر است؟',
      ]);
      expect((await t.http.get('/')).text).toContain('<dl><dt>تحویل چقدر طول می‌کشد؟</dt><dt>هزینه تمدید چقدر است؟</dt></dl>');
      const log = await t.gql(`{ activityLog(entityType: FAQ_ITEM) { items { action } } }`, {}, t.superToken);
      expect(log.data.activityLog.items.map((item: { action: string }) => item.action).sort()).toEqual(
        ['CREATE', 'CREATE', 'CREATE', 'DELETE', 'SORT', 'SORT', 'SORT', 'UPDATE'].sort(),
      );
    });
  });
});
