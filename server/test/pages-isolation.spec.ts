/**
 * @engines sqlite: renders in worker threads, the render queue, redirects and the 404 page from memory: HTTP and threads, the same on every engine (soft delete itself runs on both in soft-deletes.cases.ts).
 */
import type { AddressInfo } from 'node:net';
import { PublicReadsService } from 'src/reactions/public-reads/public-reads.service.js';
import { emptyRedis } from './support/redis-test-server.js';
import { writeStubClientBuild } from './support/client-build.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const renderedMark = (html: string) => /data-rendered="([^"]+)"/.exec(html)?.[1];

async function started(env: Record<string, string>): Promise<{ t: TestApp; base: string }> {
  const t = await startTestApp({ env });
  await t.app.listen(0, '127.0.0.1');
  return { t, base: `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}` };
}

describe('public pages: renders off the event loop, bounded, never per request for made-up addresses', () => {
  const build = writeStubClientBuild();
  let t: TestApp;
  let base: string;
  let categories: number[];
  let plans: number[];
  const get = (path: string) => fetch(`${base}${path}`, { redirect: 'manual' });
  const reads = () => t.app.get(PublicReadsService);

  beforeAll(async () => {
    ({ t, base } = await started({ CLIENT_DIST_DIR: build.distDir, RENDER_THREADS: '1', RENDER_QUEUE: '2', RENDER_RATE_LIMIT: '10000' }));
    const ids = await t.gql<{ categories: { id: number }[]; plans: { id: number }[] }>('{ categories { id } plans { id } }');
    categories = ids.data.categories.map((category) => category.id);
    plans = ids.data.plans.map((plan) => plan.id);
  });
  afterAll(() => t.close());
  beforeEach(() => build.setDelay(0));

  it('renders a page in a render thread with its data from the schema, and keeps it', async () => {
    const before = build.renders().length;
    const first = await get('/plans');
    expect(first.status).toBe(200);
    const html = await first.text();
    expect(html).toContain('<li>');
    const again = await get('/plans');
    expect(renderedMark(await again.text())).toBe(renderedMark(html));
    expect(build.renders().length - before).toBe(1);
  });

  it('answers 500 random filter ids with a 302 to the page without them, rendering and keeping nothing', async () => {
    await get(`/themes?plan=${plans[0]}`);
    const kept = reads().size();
    const renders = build.renders().length;
    for (let i = 0; i < 500; i++) {
      const id = 1_000_000 + Math.floor(Math.random() * 1e9);
      const path = i % 2 === 0 ? `/themes?category=${id}&plan=${plans[0]}&utm_source=x` : `/themes/?plan=${id}&category=${categories[0]}`;
      const res = await get(path);
      expect(res.status).toBe(302);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('location')).toBe(i % 2 === 0 ? `/themes?plan=${plans[0]}&utm_source=x` : `/themes?category=${categories[0]}`);
    }
    const both = await get(`/themes?category=987654321&plan=987654321`);
    expect(both.headers.get('location')).toBe('/themes');
    expect(reads().size()).toBe(kept);
    expect(build.renders().length).toBe(renders);
    // The REST read keeps its spec answer: the filtered (empty) list, no redirect.
    const rest = await get('/api/themes?category=987654321');
    expect(rest.status).toBe(200);
    expect((await rest.json()).themes).toEqual([]);
  });

  it('redirects a deleted category only while it is deleted: restored, its page is back', async () => {
    const id = categories[0];
    await t.gql('mutation($id: Int!) { deleteCategory(id: $id) { id } }', { id }, t.superToken);
    const gone = await get(`/themes?category=${id}`);
    expect(gone.status).toBe(302);
    expect(gone.headers.get('location')).toBe('/themes');
    await t.gql('mutation($id: Int!) { restoreCategory(id: $id) { id } }', { id }, t.superToken);
    expect((await get(`/themes?category=${id}`)).status).toBe(200);
  });

  it('answers a work-samples page past the last with a real 404, rendered once, without the state to hydrate', async () => {
    const samples = await t.gql<{ workSamples: { lastPage: number } }>('{ workSamples { lastPage } }');
    const last = samples.data.workSamples.lastPage;
    expect((await get(`/work-samples?page=${last}`)).status).toBe(200);
    const renders = build.renders().length;
    const bodies = new Set<string>();
    for (const page of [last + 1, last + 7, 123_456, 2 ** 40]) {
      const res = await get(`/work-samples?page=${page}`);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toContain('data-url="/404"');
      expect(html).not.toContain('id="server-state"');
      bodies.add(html);
    }
    expect(bodies.size).toBe(1);
    expect(
      build
        .renders()
        .slice(renders)
        .filter((url) => url !== '/404'),
    ).toEqual([]);
  });

  it('answers unknown addresses with the 404 page from memory: the render count does not grow', async () => {
    const first = await get('/no-such-page');
    expect(first.status).toBe(404);
    const page = await first.text();
    expect(page).toContain('id="server-state"');
    const renders = build.renders().length;
    for (let i = 0; i < 50; i++) {
      const res = await get(`/no-such-page-${Math.random().toString(36).slice(2)}/${i}`);
      expect(res.status).toBe(404);
      expect(await res.text()).toBe(page);
    }
    expect((await get('/guide/wordpress/no-such-guide')).status).toBe(404);
    expect(build.renders().length).toBe(renders);
    expect(build.renders().filter((url) => url === '/404')).toHaveLength(1);
  });

  it('gives renders beyond the pool the last good render or a short 503 at once, never a wait', async () => {
    const warm = ['/', '/themes', '/plans', '/work-samples', ...categories.slice(0, 4).map((id) => `/themes?category=${id}`)];
    const cold = plans.slice(0, 4).flatMap((plan) => categories.slice(0, 2).map((category) => `/themes?category=${category}&plan=${plan}`));
    const marks = new Map<string, string | undefined>();
    for (const path of warm) marks.set(path, renderedMark(await (await get(path)).text()));
    await reads().invalidate(['plans', 'features', 'themes', 'categories', 'work-samples']);
    build.setDelay(1500);

    const paths = [...warm, ...cold];
    const started = Date.now();
    const answers = await Promise.all(
      paths.map(async (path) => {
        const res = await get(path);
        return { path, status: res.status, retryAfter: res.headers.get('retry-after'), html: await res.text(), ms: Date.now() - started };
      }),
    );
    // One thread and two queue places: three renders, the rest answered without one.
    const fresh = answers.filter((answer) => answer.status === 200 && renderedMark(answer.html) !== marks.get(answer.path));
    const fallbacks = answers.filter((answer) => !fresh.includes(answer));
    expect(fresh).toHaveLength(3);
    expect(fallbacks.length).toBeGreaterThanOrEqual(10);
    for (const answer of fallbacks) {
      if (warm.includes(answer.path)) {
        expect(answer.status).toBe(200);
        expect(renderedMark(answer.html)).toBe(marks.get(answer.path));
      } else {
        expect(answer.status).toBe(503);
        expect(answer.retryAfter).toBe('5');
        expect(answer.html).toContain('سایت در این لحظه شلوغ است');
      }
    }
    // They did not wait for the renders under way: all were sent before the first render (1.5 s) ended.
    expect(Math.max(...fallbacks.map((answer) => answer.ms))).toBeLessThan(Math.min(...fresh.map((answer) => answer.ms)));
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
/** The counters in this process, and in Redis (shared by instances) when a test Redis is given. */
const STORES: [string, Record<string, string>][] = [
  ['in memory', {}],
  ...(redisUrl
    ? [
        ['in Redis', { REDIS_URL: redisUrl, JWT_SECRET: 'a-secret-for-the-render-limit-test-0123456789' }] as [
          string,
          Record<string, string>,
        ],
      ]
    : []),
];

describe.each(STORES)('RENDER_RATE_LIMIT, counted %s', (_store, storeEnv) => {
  const build = writeStubClientBuild();
  let t: TestApp;
  let base: string;
  const get = (path: string) => fetch(`${base}${path}`, { redirect: 'manual' });

  beforeAll(async () => {
    if (storeEnv.REDIS_URL) await emptyRedis(storeEnv.REDIS_URL);
    ({ t, base } = await started({ ...storeEnv, CLIENT_DIST_DIR: build.distDir, RENDER_RATE_LIMIT: '3' }));
  });
  afterAll(() => t.close());

  it('answers renders past the limit with a Persian 429 page and Retry-After; kept pages are not counted', async () => {
    const reads = t.app.get(PublicReadsService);
    expect((await get('/about')).status).toBe(200);
    expect((await get('/plans')).status).toBe(200);
    await reads.invalidate(['plans']);
    expect((await get('/plans')).status).toBe(200);
    await reads.invalidate(['plans']);
    const limited = await get('/plans');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.headers.get('content-type')).toContain('text/html');
    const html = await limited.text();
    expect(html).toContain('lang="fa"');
    expect(html).toContain('درخواست‌های زیادی از شما رسیده است');
    // Kept pages and the 404 page cost no render: still served.
    for (let i = 0; i < 5; i++) expect((await get('/about')).status).toBe(200);
    expect((await get('/no-such-page')).status).toBe(404);
  });
});
