import { statSync } from 'node:fs';
import { join } from 'node:path';
import { SeedService } from 'src/database/seeds/seed.service.js';
import { ADMIN_EMAIL, startTestApp, type TestApp } from '../support/test-app.js';
import { describeEngines } from '../support/engines.js';

describeEngines(() => {
  const HEADINGS = [1, 23, 42, 46, 51, 58];
  const PERSIAN = /[\u0600-\u06FF]/;

  describe('the demo catalogue seeded on an empty database', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp();
    });
    afterAll(() => t.close());

    it('offers the four plans with the prices and hosting space of the price list', async () => {
      const res = await t.gql('{ plans { id title listPrice price hostingSpaceGb featureIds } }');
      expect(res.data.plans.map((p: any) => [p.listPrice, p.price, p.hostingSpaceGb])).toEqual([
        [12_000_000, 7_700_000, 1],
        [16_400_000, 9_900_000, 2],
        [25_200_000, 15_400_000, 3],
        [null, null, null],
      ]);
      for (const plan of res.data.plans) {
        expect(plan.title).toMatch(PERSIAN);
        expect(plan.featureIds.length).toBeGreaterThan(10);
        expect(plan.featureIds.some((id: number) => HEADINGS.includes(id))).toBe(false);
      }
    });

    it('lists at least 58 Persian features with the section headings at the agreed ids and some primary', async () => {
      const { data } = await t.gql('{ features { id title isHeading isPrimary sort } }');
      expect(data.features.length).toBeGreaterThanOrEqual(58);
      expect(data.features.filter((f: any) => f.isHeading).map((f: any) => f.id)).toEqual(HEADINGS);
      expect(data.features.filter((f: any) => f.isPrimary).length).toBeGreaterThan(3);
      expect(data.features.every((f: any) => PERSIAN.test(f.title))).toBe(true);
      expect(data.features.map((f: any) => f.id).slice(0, 3)).toEqual([1, 2, 3]);
    });

    it('has more than 30 themes in several categories, codes 1, 7, 16 and 20 among them, each with served images', async () => {
      const { data } = await t.gql(
        '{ themes { id title link imageUrl mobileImageUrl plans { id } categories { id } } categories { id title imageUrl } }',
      );
      expect(data.themes.length).toBeGreaterThan(30);
      expect(data.categories.length).toBeGreaterThan(3);
      const ids = data.themes.map((theme: any) => theme.id);
      expect(ids).toEqual(expect.arrayContaining([1, 7, 16, 20]));
      const urls = new Set<string>();
      for (const theme of data.themes) {
        expect(theme.title).toMatch(PERSIAN);
        expect(theme.link).toBe(`/themes/${theme.id}/demo`);
        expect(theme.plans.length).toBeGreaterThan(0);
        expect(theme.categories.length).toBeGreaterThan(0);
        urls.add(theme.imageUrl).add(theme.mobileImageUrl);
      }
      expect(urls.size).toBe(data.themes.length * 2);
      for (const url of [data.themes[0].imageUrl, data.themes[0].mobileImageUrl, data.categories[0].imageUrl]) {
        const res = await t.http.get(url);
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toBe('image/webp');
      }
    });

    it('shows at least 12 active work samples, newest first, in pages', async () => {
      const first = await t.gql(
        '{ workSamples { items { id title domainName imageUrl plans { title } } currentPage lastPage total perPage } }',
      );
      const page = first.data.workSamples;
      expect(page.total).toBeGreaterThanOrEqual(12);
      expect(page).toMatchObject({ currentPage: 1, perPage: 9, lastPage: Math.ceil(page.total / 9) });
      expect(page.items[0].id).toBeGreaterThan(page.items[1].id);
      expect(page.items[0].title).toMatch(PERSIAN);
      const all = await t.gql('{ adminWorkSamples(perPage: 100) { total } }', {}, t.superToken);
      expect(all.data.adminWorkSamples.total).toBeGreaterThan(page.total);
    });

    it('puts the step images of the three WordPress guides in the uploads folder', () => {
      const counts = { 'create-post': 8, 'create-product': 10, 'edit-product': 10 };
      for (const [guide, steps] of Object.entries(counts)) {
        for (let step = 1; step <= steps; step++) {
          const file = join(t.config.uploadsDir, 'demo', 'guides', guide, `${String(step).padStart(2, '0')}.webp`);
          expect(statSync(file).size).toBeGreaterThan(1000);
        }
      }
    });

    it('seeds only once: starting again over the same data changes nothing', async () => {
      const before = await t.gql('{ themes { id } features { id } plans { id } }');
      await t.app.get(SeedService).onApplicationBootstrap();
      expect(await t.gql('{ themes { id } features { id } plans { id } }')).toEqual(before);
    });
  });

  describe('the first superadmin without ADMIN_PASSWORD', () => {
    it('gets a generated password written to DATA_DIR, readable by the owner only', async () => {
      const t = await startTestApp({ seedDemo: false, env: { ADMIN_PASSWORD: '' } });
      try {
        const file = join(t.config.dataDir, 'initial-admin-password');
        expect(statSync(file).mode & 0o777).toBe(0o600);
        const me = await t.gql('{ me { email roles } }', {}, t.superToken);
        expect(me.data.me).toEqual({ email: ADMIN_EMAIL, roles: ['superadmin'] });
      } finally {
        await t.close();
      }
    });
  });
});
