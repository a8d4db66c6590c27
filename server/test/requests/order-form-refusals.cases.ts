/**
 * @engines sqlite: what a refused no-JavaScript order post costs (renders, log level, other visitors' pages): HTTP and render threads, the same on every engine.
 */
import type { AddressInfo } from 'node:net';
import { PinoLogger } from 'nestjs-pino';
import pino from 'pino';
import { writeStubClientBuild } from '../support/client-build.js';
import { describeSqlite } from '../support/engines.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const FORM = 'application/x-www-form-urlencoded';
const RENDER_RATE_LIMIT = 3;

/** The lines the server logged while `during` ran, at info and above whatever LOG_LEVEL says. */
async function logLines(during: () => Promise<unknown>): Promise<{ level: number; msg?: string; req?: { url?: string } }[]> {
  const root = PinoLogger.root;
  const stream = (root as unknown as Record<symbol, { write(chunk: string): boolean }>)[pino.symbols.streamSym];
  const { level } = root;
  const write = stream.write;
  let out = '';
  root.level = 'info';
  stream.write = (chunk: string) => {
    out += chunk;
    return true;
  };
  try {
    await during();
    // The request's own line is written when its answer has finished.
    await new Promise((resolve) => setTimeout(resolve, 20));
  } finally {
    stream.write = write;
    root.level = level;
  }
  return out
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg?: string; req?: { url?: string } });
}

describeSqlite(() => {
  /** POST /order refused (cross-site, past a limit, or a wrong form): cheap, counted, logged as a client's error. */
  describe('refused order form posts (POST /order without JavaScript)', () => {
    const build = writeStubClientBuild();
    let t: TestApp;
    let base: string;
    let address = 0;
    /** Each test posts from addresses of its own (TRUST_PROXY: the test client is the proxy). */
    const nextAddress = () => `203.0.113.${++address}`;
    const post = (from: string, fields: Record<string, string>, headers: Record<string, string> = { 'Sec-Fetch-Site': 'same-origin' }) =>
      fetch(`${base}/order`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': FORM, 'X-Forwarded-For': from, ...headers },
        body: new URLSearchParams(fields).toString(),
      });
    const wrongForm = { full_name: 'مریم <b>', phone_number: '0912' };

    /** The small static page: Persian, right to left, not indexed, a way back to the form, nothing rendered. */
    const expectStaticPage = (html: string) => {
      expect(html).toMatch(/<html lang="fa" dir="rtl">/);
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).toContain('href="/order"');
      expect(html).not.toContain('data-rendered');
    };

    beforeAll(async () => {
      t = await startTestApp({
        seedDemo: false,
        env: { CLIENT_DIST_DIR: build.distDir, TRUST_PROXY: '1', ORDER_RATE_LIMIT: '2', RENDER_RATE_LIMIT: String(RENDER_RATE_LIMIT) },
      });
      await t.app.listen(0, '127.0.0.1');
      base = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      await t.close();
      build.remove();
    });
    beforeEach(() => build.setDelay(0));

    it('answers a cross-site post with a small static Persian 403 page, rendering nothing', async () => {
      const renders = build.renders().length;
      for (const headers of [{ 'Sec-Fetch-Site': 'cross-site' }, { Origin: 'https://evil.example' }] as Record<string, string>[]) {
        const res = await post(nextAddress(), { full_name: 'علی', phone_number: '09121112233' }, headers);
        expect(res.status).toBe(403);
        expect(res.headers.get('content-type')).toMatch(/^text\/html/);
        const html = await res.text();
        expectStaticPage(html);
        expect(html).toContain('این فرم را فقط از خود سایت می‌توان فرستاد');
      }
      expect(build.renders().length).toBe(renders);
    });

    it('answers a post past ORDER_RATE_LIMIT with a static 429 page and Retry-After, rendering nothing', async () => {
      const from = nextAddress();
      for (const phone of ['09120001122', '09120001133'])
        expect((await post(from, { full_name: 'سارا', phone_number: phone })).status).toBe(303);
      const renders = build.renders().length;
      const refused = await post(from, { full_name: 'نیما', phone_number: '09120001144' });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      const html = await refused.text();
      expectStaticPage(html);
      expect(html).toContain('درخواست‌های زیادی از شما رسیده است');
      expect(build.renders().length).toBe(renders);
    });

    it('renders a wrong form again (messages and values) only RENDER_RATE_LIMIT times a minute per address; then a static 429', async () => {
      const from = nextAddress();
      for (let i = 0; i < RENDER_RATE_LIMIT; i++) {
        const res = await post(from, wrongForm);
        expect(res.status).toBe(422);
        const html = await res.text();
        expect(html).toContain('data-rendered');
        expect(html).toContain('شماره موبایل معتبر نیست');
        expect(html).toContain('value="0912"');
        expect(html).toContain('value="مریم &#60;b&#62;"');
      }
      const renders = build.renders().length;
      const refused = await post(from, wrongForm);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expectStaticPage(await refused.text());
      expect(build.renders().length).toBe(renders);
      // The allowance is the address's: the same address's page views wait too, another address's form renders.
      expect((await fetch(`${base}/plans`, { headers: { 'X-Forwarded-For': from } })).status).toBe(429);
      expect((await post(nextAddress(), wrongForm)).status).toBe(422);
    });

    it("keeps another visitor's first page view from a 503 while refused posts arrive in parallel, and logs them as client errors", async () => {
      build.setDelay(300);
      const from = nextAddress();
      const others = [nextAddress(), nextAddress(), nextAddress()];
      // This address has used its renders (a wrong form each time) and its orders.
      for (let i = 0; i < RENDER_RATE_LIMIT; i++) await post(from, wrongForm);
      for (const phone of ['09120003311', '09120003322']) await post(from, { full_name: 'سارا', phone_number: phone });
      const rendersBefore = build.renders().length;
      let visitor: Response | undefined;
      let refused: Response[] = [];
      const lines = await logLines(async () => {
        const flood = Promise.all([
          ...Array.from({ length: 9 }, (_, i) =>
            i % 3 === 0
              ? post(from, { full_name: 'علی', phone_number: '09121112233' }, { 'Sec-Fetch-Site': 'cross-site' })
              : i % 3 === 1
                ? post(from, { full_name: 'نیما', phone_number: '09120003344' })
                : post(from, wrongForm),
          ),
          // Wrong forms from addresses with renders left: rendered on a free thread, else the plain form, never queued ahead of a page.
          ...others.flatMap((other) => Array.from({ length: RENDER_RATE_LIMIT }, () => post(other, wrongForm))),
        ]);
        // The visitor comes once the flood has reached the render threads.
        for (let i = 0; i < 200 && build.renders().length === rendersBefore; i++) await new Promise((resolve) => setTimeout(resolve, 10));
        visitor = await fetch(`${base}/plans`, { headers: { 'X-Forwarded-For': nextAddress() } });
        refused = await flood;
      });
      expect(visitor?.status).toBe(200);
      expect(refused.map((res) => res.status).sort()).toEqual([...Array(3).fill(403), ...Array(9).fill(422), ...Array(6).fill(429)]);
      for (const res of refused.filter((res) => res.status === 422)) expect(await res.text()).toContain('value="0912"');
      // Each refusal is a client's error (warn, as the app logs a 4xx), nothing at error level.
      const posts = lines.filter((line) => line.req?.url === '/order');
      expect(posts.map((line) => line.level)).toEqual(Array(18).fill(40));
      expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    });
  });
});
