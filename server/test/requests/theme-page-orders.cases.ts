import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { writeClientBuild as writeClientBuildRoot } from '../support/client-build.js';
import { firstError, startTestApp, type TestApp } from '../support/test-app.js';
import { describeEngines } from '../support/engines.js';

describeEngines(() => {
  /**
   * A client build as small as the server accepts (the real one comes after the server suites in
   * CI; client/e2e/server-rendering.spec.ts reads the real theme page): it renders the URL it was
   * asked for with the theme the page's query names and the refused order form it was given, so the
   * test sees what reached the renderer.
   */
  function writeClientBuild(): string {
    return join(
      writeClientBuildRoot(
        'theme-page-',
        `export async function render({ url, execute, orderForm }) {
  const id = /^\\/themes\\/(\\d+)$/.exec(url)?.[1];
  const theme = id ? (await execute({ query: 'query($id: Int!) { publicTheme(id: $id) { title } }', variables: { id: Number(id) } })).data.publicTheme : null;
  return {
    status: url === '/404' ? 404 : 200,
    head: '<title>' + (theme ? theme.title : 'صفحه') + '</title>',
    styles: '',
    html: '<main data-url="' + url + '">' + (orderForm ? JSON.stringify(orderForm) : '') + '</main>',
    state: '{}',
  };
}`,
      ),
      'dist',
    );
  }

  const FORM = 'application/x-www-form-urlencoded';
  const ORDERS = 'query { orders { items { fullName themeId planId theme { id title } plan { id title } } } }';
  const CREATE = 'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id } }';

  interface Theme {
    id: number;
    title: string;
    plans: { id: number; title: string }[];
  }

  describe("a theme's page and the orders that name a theme and a plan", () => {
    let t: TestApp;
    let base: string;
    let theme: Theme;
    const get = (path: string) => fetch(`${base}${path}`, { redirect: 'manual' });
    const latestOrder = async () => (await t.gql(ORDERS, {}, t.superToken)).data.orders.items[0];

    beforeAll(async () => {
      t = await startTestApp({ env: { CLIENT_DIST_DIR: writeClientBuild(), RENDER_RATE_LIMIT: '10000', ORDER_RATE_LIMIT: '100' } });
      await t.app.listen(0, '127.0.0.1');
      base = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
      const themes = await t.gql<{ themes: Theme[] }>('{ themes { id title plans { id title } } }');
      theme = themes.data.themes.find((candidate) => candidate.plans.length > 0)!;
    });
    afterAll(() => t.close());

    describe('orders: theme_id and plan_id, optional and additive', () => {
      it('GraphQL: a visitor names the theme and plan; staff read them back with their titles', async () => {
        const plan = theme.plans[0];
        const res = await t.gql(CREATE, {
          input: { fullName: 'سمیرا کاظمی', phoneNumber: '09121110001', themeId: theme.id, planId: plan.id },
        });
        expect(res.errors).toBeUndefined();
        expect(await latestOrder()).toEqual({
          fullName: 'سمیرا کاظمی',
          themeId: theme.id,
          planId: plan.id,
          theme: { id: theme.id, title: theme.title },
          plan: { id: plan.id, title: plan.title },
        });
      });

      it('GraphQL: without them nothing changes (null), and a made-up id is a 422 under its field, storing nothing', async () => {
        await t.gql(CREATE, { input: { fullName: 'بی‌قالب', phoneNumber: '09121110002' } });
        expect(await latestOrder()).toMatchObject({ fullName: 'بی‌قالب', themeId: null, planId: null, theme: null, plan: null });
        const unknownTheme = await t.gql(CREATE, { input: { fullName: 'ناشناس', phoneNumber: '09121110003', themeId: 987654 } });
        expect(firstError(unknownTheme)).toMatchObject({ code: 'VALIDATION_FAILED', fields: { themeId: ['قالبی با این کد وجود ندارد'] } });
        const unknownPlan = await t.gql(CREATE, { input: { fullName: 'ناشناس', phoneNumber: '09121110003', planId: 987654 } });
        expect(firstError(unknownPlan)).toMatchObject({ code: 'VALIDATION_FAILED', fields: { planId: ['پلن انتخاب‌شده وجود ندارد'] } });
        expect((await latestOrder()).fullName).toBe('بی‌قالب');
      });

      it('REST: POST /api/orders/create takes theme_id and plan_id; the staff list returns them', async () => {
        const plan = theme.plans[0];
        const res = await t.http
          .post('/api/orders/create')
          .send({ full_name: 'رضا رستی', phone_number: '09121110004', theme_id: theme.id, plan_id: String(plan.id) });
        expect(res.status).toBe(201);
        const list = await t.http.get('/api/orders/all').set('Authorization', `Bearer ${t.superToken}`);
        expect(list.body.orders.data[0]).toMatchObject({ full_name: 'رضا رستی', theme_id: theme.id, plan_id: plan.id });
        const refused = await t.http.post('/api/orders/create').send({ full_name: 'رضا', phone_number: '09121110005', theme_id: 987654 });
        expect(refused.status).toBe(422);
        expect(refused.body.errors.theme_id).toEqual(['قالبی با این کد وجود ندارد']);
      });

      it('POST /order without JavaScript: the hidden theme_id and plan_id are stored; a deleted theme is said on the form again', async () => {
        const plan = theme.plans[0];
        const form = (fields: Record<string, string>) =>
          t.http.post('/order').set('Content-Type', FORM).set('Sec-Fetch-Site', 'same-origin').send(new URLSearchParams(fields).toString());
        const sent = await form({
          full_name: 'لیلا نوری',
          phone_number: '09121110006',
          theme_id: String(theme.id),
          plan_id: String(plan.id),
        });
        expect(sent.status).toBe(303);
        expect(await latestOrder()).toMatchObject({ fullName: 'لیلا نوری', themeId: theme.id, planId: plan.id });
        const stale = await form({ full_name: 'لیلا نوری', phone_number: '09121110007', theme_id: '987654' });
        expect(stale.status).toBe(422);
        // The form is rendered again with the hidden field as posted and the refusal as its message.
        expect(stale.text).toContain('"theme_id":"987654"');
        expect(stale.text).toContain('"message":"قالبی با این کد وجود ندارد"');
      });
    });

    describe('/themes/{id}', () => {
      it('is served to anyone through publicTheme (null for an unknown id), rendered for a theme that exists', async () => {
        const found = await t.gql('query($id: Int!) { publicTheme(id: $id) { id title } }', { id: theme.id });
        expect(found.data.publicTheme).toEqual({ id: theme.id, title: theme.title });
        expect((await t.gql('{ publicTheme(id: 987654) { id } }')).data.publicTheme).toBeNull();
        const page = await get(`/themes/${theme.id}`);
        expect(page.status).toBe(200);
        expect(await page.text()).toContain(`<title>${theme.title}</title>`);
      });

      it('is a real 404 for an id that names no theme, and the catalogue pages are unchanged', async () => {
        for (const path of ['/themes/987654', '/themes/0', '/themes/99999999999']) {
          const res = await get(path);
          expect(res.status).toBe(404);
          expect(await res.text()).toContain('data-url="/404"');
        }
        expect((await get('/themes')).status).toBe(200);
      });

      it('is in the sitemap, one address per theme', async () => {
        const sitemap = await (await get('/sitemap.xml')).text();
        const themes = (await t.gql<{ themes: { id: number }[] }>('{ themes { id } }')).data.themes;
        for (const { id } of themes) expect(sitemap).toContain(`/themes/${id}</loc>`);
      });

      it('/order?theme= names an existing theme only: a made-up one is a 302 to the form without it', async () => {
        expect((await get(`/order?theme=${theme.id}&plan=${theme.plans[0].id}`)).status).toBe(200);
        const made = await get(`/order?theme=987654&plan=${theme.plans[0].id}`);
        expect(made.status).toBe(302);
        expect(made.headers.get('location')).toBe(`/order?plan=${theme.plans[0].id}`);
      });
    });
  });
});
