import { readFileSync, readdirSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { parse, print } from 'graphql';
import { queryCounter } from 'src/database/query-counter.logger.js';
import { canonicalDocument, MAX_CACHED_PAGE } from 'src/reactions/public-reads/public-read-routes.js';
import { PUBLIC_OPERATIONS } from 'src/reactions/public-reads/public-operations.js';
import { PublicReadsService } from 'src/reactions/public-reads/public-reads.service.js';
import { OTHER_PNG } from './legacy-rest/legacy-client.js';
import { TestClock } from './support/test-clock.js';
import { gqlUpload, PNG_BYTES, startTestApp, type TestApp } from './support/test-app.js';
import { describeEngines } from './support/engines.js';

describeEngines(() => {
  interface RawResponse {
    status: number;
    headers: Record<string, string | string[] | undefined>;
    /** The bytes as sent, still compressed. */
    body: Buffer;
  }

  const DOCUMENTS = Object.fromEntries(PUBLIC_OPERATIONS.map((op) => [op.name, op.document]));

  /** A built client in miniature: an index page, a hashed script with its .br/.gz, a small stylesheet. */
  function fakeClientDist() {
    const dir = mkdtempSync(join(tmpdir(), 'client-dist-'));
    mkdirSync(join(dir, 'assets'));
    const index = `<!doctype html><html lang="fa" dir="rtl"><head><title>سایت</title></head><body>${'<p>متن صفحه</p>'.repeat(200)}</body></html>`;
    writeFileSync(join(dir, 'index.html'), index);
    const script = `console.log(${JSON.stringify('x'.repeat(5000))});`;
    writeFileSync(join(dir, 'assets', 'index-B1a2C3d4.js'), script);
    writeFileSync(join(dir, 'assets', 'index-B1a2C3d4.js.br'), brotliCompressSync(script));
    writeFileSync(join(dir, 'assets', 'index-B1a2C3d4.js.gz'), gzipSync(script));
    writeFileSync(join(dir, 'assets', 'small-Zz9.css'), 'body{margin:0}');
    return { dir, script, index };
  }

  function decode(res: RawResponse): string {
    const encoding = res.headers['content-encoding'];
    const bytes = encoding === 'br' ? brotliDecompressSync(res.body) : encoding === 'gzip' ? gunzipSync(res.body) : res.body;
    return bytes.toString('utf8');
  }

  describe('public reads: cached answers, HTTP caching, compression', () => {
    let t: TestApp;
    let port: number;
    const dist = fakeClientDist();

    beforeAll(async () => {
      // Standing time: the trash purger's sweep never runs inside a counted read.
      t = await startTestApp({ env: { CLIENT_DIST_DIR: dist.dir }, clock: new TestClock() });
      await t.app.listen(0, '127.0.0.1');
      port = (t.app.getHttpServer().address() as AddressInfo).port;
    });
    afterAll(() => t.close());

    /** A real socket, so nothing between the test and the server decodes the body. */
    const raw = (method: string, path: string, headers: Record<string, string> = {}, body?: string) =>
      new Promise<RawResponse>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, method, path, headers, agent: false }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        });
        req.on('error', reject);
        req.end(body);
      });
    const rest = (path: string, headers: Record<string, string> = {}) => raw('GET', path, headers);
    const graphql = (name: string, variables?: Record<string, unknown>, headers: Record<string, string> = {}) =>
      raw(
        'POST',
        '/graphql',
        { 'content-type': 'application/json', ...headers },
        JSON.stringify({ operationName: name, query: DOCUMENTS[name], variables }),
      );
    const graphqlGet = (name: string, variables: Record<string, unknown> | undefined, headers: Record<string, string> = {}) => {
      const params = new URLSearchParams({ operationName: name, query: DOCUMENTS[name] });
      if (variables) params.set('variables', JSON.stringify(variables));
      return raw('GET', `/graphql?${params}`, headers);
    };
    const json = async (res: Promise<RawResponse> | RawResponse) => JSON.parse(decode(await res));
    const statements = async (read: () => Promise<RawResponse>) => {
      const before = queryCounter.count;
      const res = await read();
      return { res, statements: queryCounter.count - before };
    };
    const reads = () => t.app.get(PublicReadsService);

    /** Every public read of both APIs, with a filter or page where it takes one. */
    const EVERY_READ: [string, () => Promise<RawResponse>][] = [
      ['GET /api/plans', () => rest('/api/plans')],
      ['GET /api/themes', () => rest('/api/themes')],
      ['GET /api/themes?category=1', () => rest('/api/themes?category=1')],
      ['GET /api/themes?category=1&plan=2', () => rest('/api/themes?category=1&plan=2')],
      ['GET /api/work-samples', () => rest('/api/work-samples')],
      ['GET /api/work-samples?page=2', () => rest('/api/work-samples?page=2')],
      ['PlanTable', () => graphql('PlanTable')],
      ['ThemeFilterOptions', () => graphql('ThemeFilterOptions')],
      ['CatalogueThemes', () => graphql('CatalogueThemes', {})],
      ['CatalogueThemes(planId)', () => graphql('CatalogueThemes', { planId: 3 })],
      ['PublicWorkSamples', () => graphql('PublicWorkSamples', { page: 1 })],
      ['PublicWorkSamples(carousel)', () => graphql('PublicWorkSamples', { page: 1, perPage: 12 })],
    ];

    describe('cached answers', () => {
      it.each(EVERY_READ)('%s: the cached answer is the fresh one, byte for byte, and costs no query', async (_name, read) => {
        await reads().invalidate(['plans', 'features', 'themes', 'categories', 'work-samples']);
        const fresh = await statements(read);
        const cached = await statements(read);
        expect(fresh.res.status).toBe(200);
        expect(fresh.statements).toBeGreaterThan(0);
        expect(cached.res.status).toBe(200);
        expect(cached.statements).toBe(0);
        expect(cached.res.body.equals(fresh.res.body)).toBe(true);
        expect(cached.res.headers.etag).toBe(fresh.res.headers.etag);
        expect(JSON.parse(cached.res.body.toString()).errors).toBeUndefined();
      });

      it('keeps the query as Apollo Client sends it (with __typename) apart from the plain one', async () => {
        const apolloQuery = print(addTypenameToDocument(parse(DOCUMENTS.PlanTable)));
        const send = (query: string) =>
          raw('POST', '/graphql', { 'content-type': 'application/json' }, JSON.stringify({ query, operationName: 'PlanTable' }));
        await reads().invalidate(['plans']);
        await send(apolloQuery);
        const typed = await statements(() => send(apolloQuery));
        const plain = await statements(() => send(DOCUMENTS.PlanTable.replace(/\n\s*/g, ' ')));
        expect(typed.statements).toBe(0);
        expect(JSON.parse(typed.res.body.toString()).data.plans[0].__typename).toBe('Plan');
        expect(JSON.parse(plain.res.body.toString()).data.plans[0].__typename).toBeUndefined();
        expect((await statements(() => send(DOCUMENTS.PlanTable))).statements).toBe(0);
      });

      it('keeps the queries of the public pages in step with the client documents', () => {
        const root = join(process.cwd(), '..', 'client', 'src', 'features');
        const documents = ['plans', 'themes', 'work-samples'].flatMap((feature) =>
          readdirSync(join(root, feature, 'api')).map((file) => readFileSync(join(root, feature, 'api', file), 'utf8')),
        );
        const registered = PUBLIC_OPERATIONS.map((op) => canonicalDocument(op.document));
        expect(documents.map(canonicalDocument).sort()).toEqual(registered.sort());
      });

      it('answers everyone the same: the Authorization header is ignored, even a bad one', async () => {
        const variants: [string, (headers: Record<string, string>) => Promise<RawResponse>][] = [
          ['plans', (headers) => rest('/api/plans', headers)],
          ['themes', (headers) => rest('/api/themes?category=1', headers)],
          ['PlanTable', (headers) => graphql('PlanTable', undefined, headers)],
          ['CatalogueThemes', (headers) => graphql('CatalogueThemes', {}, headers)],
        ];
        for (const [, read] of variants) {
          const anonymous = await read({});
          for (const authorization of [`Bearer ${t.superToken}`, 'Bearer not-a-token', 'Basic abc']) {
            // Half the time uncached, so the token also meets the path that builds the answer.
            if (authorization !== 'Basic abc') await reads().invalidate(['plans']);
            const res = await read({ authorization });
            expect(res.status).toBe(200);
            expect(res.body.equals(anonymous.body)).toBe(true);
          }
        }
      });

      it('answers an admin first, then serves that same answer to visitors', async () => {
        await reads().invalidate(['plans']);
        const admin = await rest('/api/plans', { authorization: `Bearer ${t.superToken}` });
        const visitor = await statements(() => rest('/api/plans'));
        expect(visitor.statements).toBe(0);
        expect(visitor.res.body.equals(admin.body)).toBe(true);
      });

      it('keeps the store bounded whatever anonymous visitors send as filters and pages', async () => {
        for (const [, read] of EVERY_READ) await read();
        await rest('/api/themes?category=999999');
        await graphql('CatalogueThemes', { categoryId: 999999 });
        const before = reads().size();
        const junk: Promise<RawResponse>[] = [];
        for (let i = 0; i < 60; i++) {
          junk.push(rest(`/api/themes?category=${100000 + i}&plan=${i}`));
          junk.push(rest(`/api/themes?category=x${i}`));
          junk.push(rest(`/api/themes?utm_source=${i}&category=1`));
          junk.push(rest(`/api/work-samples?page=${MAX_CACHED_PAGE + 1 + i}`));
          junk.push(graphql('CatalogueThemes', { categoryId: 200000 + i }));
          junk.push(graphql('PublicWorkSamples', { page: MAX_CACHED_PAGE + 1 + i }));
          junk.push(graphql('PublicWorkSamples', { page: 1, perPage: 20 + (i % 50) }));
        }
        const answers = await Promise.all(junk);
        expect(answers.every((res) => res.status < 500)).toBe(true);
        expect(reads().size()).toBe(before);
        // An unknown id is answered like any other: an empty catalogue.
        expect((await json(rest('/api/themes?category=123456'))).themes).toEqual([]);
        expect((await json(graphql('CatalogueThemes', { categoryId: 123456 }))).data.themes).toEqual([]);
      });

      it('never keeps a read built before a write, even when it is stored after the write', async () => {
        const read = { key: 'test:race', topics: ['plans'] as const };
        const build = reads().begin(read);
        await reads().invalidate(['plans']);
        await build.finish(Buffer.from('{"stale":true}'));
        expect(await reads().cached(read)).toBeUndefined();
        const next = reads().begin(read);
        await next.finish(Buffer.from('{"fresh":true}'));
        expect((await reads().cached(read))?.body.toString()).toBe('{"fresh":true}');
      });
    });

    describe('an admin write is visible in the very next public read', () => {
      const restTitles = async (path: string, list: 'plans' | 'themes' | 'categories' | 'features' | 'data') =>
        ((await json(rest(path))) as Record<string, { id: number; title: string }[]>)[list].map((x) => x.title);

      it('plans (REST and GraphQL writes) reach the plan table, catalogue filters and work samples of both APIs', async () => {
        await Promise.all(EVERY_READ.map(([, read]) => read()));
        const viaRest = await t.http
          .put('/api/themes/plans/update/2')
          .set('authorization', `Bearer ${t.superToken}`)
          .send({ title: 'پلن از REST' });
        expect(viaRest.status).toBe(200);
        expect(await restTitles('/api/plans', 'plans')).toContain('پلن از REST');
        expect(await restTitles('/api/themes', 'plans')).toContain('پلن از REST');
        expect((await json(graphql('PlanTable'))).data.plans.map((p: { title: string }) => p.title)).toContain('پلن از REST');

        const viaGraphql = await t.gql('mutation { updatePlan(id: 2, input: { title: "پلن از گراف" }) { id } }', {}, t.superToken);
        expect(viaGraphql.errors).toBeUndefined();
        expect(await restTitles('/api/plans', 'plans')).toContain('پلن از گراف');
        expect((await json(graphql('ThemeFilterOptions'))).data.plans.map((p: { title: string }) => p.title)).toContain('پلن از گراف');
        const samples = await json(graphql('PublicWorkSamples', { page: 1 }));
        const planTitles = samples.data.workSamples.items.flatMap((w: { plans: { title: string }[] }) => w.plans.map((p) => p.title));
        expect(planTitles).not.toContain('پلن از REST');
      });

      it('plan features (REST and GraphQL sync) reach the plan table', async () => {
        await rest('/api/plans');
        await graphql('PlanTable');
        const res = await t.http
          .post('/api/themes/plans/1/sync-features')
          .set('authorization', `Bearer ${t.superToken}`)
          .field('features[]', '2')
          .field('features[]', '3');
        expect(res.status).toBe(200);
        const plan = (await json(rest('/api/plans'))).plans.find((p: { id: number }) => p.id === 1);
        expect(plan.features).toEqual([2, 3]);
        await t.gql('mutation { syncPlanFeatures(id: 1, featureIds: [4]) { id } }', {}, t.superToken);
        const row = (await json(graphql('PlanTable'))).data.plans.find((p: { id: number }) => p.id === 1);
        expect(row.featureIds).toEqual([4]);
        expect((await json(rest('/api/plans'))).plans.find((p: { id: number }) => p.id === 1).features).toEqual([4]);
      });

      it('features (REST update, sort, primary; GraphQL update) reach the plan table', async () => {
        await rest('/api/plans');
        await graphql('PlanTable');
        const auth = { authorization: `Bearer ${t.superToken}` };
        expect((await t.http.put('/api/themes/features/update/2').set(auth).send({ title: 'ویژگی از REST' })).status).toBe(200);
        expect(await restTitles('/api/plans', 'features')).toContain('ویژگی از REST');
        expect((await t.http.post('/api/themes/features/make-primary').set(auth).send({ id: 2, is_primary: 1 })).status).toBe(200);
        expect((await json(graphql('PlanTable'))).data.features.find((f: { id: number }) => f.id === 2).isPrimary).toBe(true);
        expect((await t.http.post('/api/themes/features/sort').set(auth).send({ id: 2, sort: 9999 })).status).toBe(200);
        expect((await json(rest('/api/plans'))).features.at(-1).id).toBe(2);
        await t.gql('mutation { updateFeature(id: 3, input: { title: "ویژگی از گراف" }) { id } }', {}, t.superToken);
        expect((await json(graphql('PlanTable'))).data.features.map((f: { title: string }) => f.title)).toContain('ویژگی از گراف');
      });

      it('themes (REST update with a new image, GraphQL update and sort) reach the catalogue of both APIs', async () => {
        await rest('/api/themes');
        await rest('/api/themes?category=1');
        await graphql('CatalogueThemes', {});
        const before = (await json(rest('/api/themes'))).themes[0];
        const res = await t.http
          .post(`/api/themes/update-theme/${before.id}`)
          .set('authorization', `Bearer ${t.superToken}`)
          .field('title', 'قالب از REST')
          .field('link', before.link)
          .attach('image', OTHER_PNG, { filename: 'new.png', contentType: 'image/png' });
        expect(res.status).toBe(200);
        const after = (await json(rest('/api/themes'))).themes.find((x: { id: number }) => x.id === before.id);
        expect(after.title).toBe('قالب از REST');
        expect(after.image_url).not.toBe(before.image_url);
        const graphqlTheme = (await json(graphql('CatalogueThemes', {}))).data.themes.find((x: { id: number }) => x.id === before.id);
        expect(graphqlTheme.imageUrl).toBe(after.image_url);

        await t.gql(`mutation { updateTheme(id: ${before.id}, input: { title: "قالب از گراف" }) { id } }`, {}, t.superToken);
        expect(await restTitles('/api/themes', 'themes')).toContain('قالب از گراف');
        await t.gql(`mutation { sortTheme(id: ${before.id}, sort: 100000) { id } }`, {}, t.superToken);
        expect((await json(graphql('CatalogueThemes', {}))).data.themes.at(-1).id).toBe(before.id);
      });

      it('categories (REST and GraphQL, with image) reach the catalogue and its filter options', async () => {
        await rest('/api/themes');
        await graphql('ThemeFilterOptions');
        await graphql('CatalogueThemes', { categoryId: 1 });
        const res = await t.http
          .post('/api/themes/categories/update/1')
          .set('authorization', `Bearer ${t.superToken}`)
          .field('title', 'دسته از REST')
          .attach('image', PNG_BYTES, { filename: 'c.png', contentType: 'image/png' });
        expect(res.status).toBe(200);
        expect(await restTitles('/api/themes', 'categories')).toContain('دسته از REST');
        const filtered = (await json(graphql('CatalogueThemes', { categoryId: 1 }))).data.themes;
        expect(filtered.length).toBeGreaterThan(0);
        for (const theme of filtered) expect(theme.categories.map((c: { title: string }) => c.title)).toContain('دسته از REST');

        const created = await gqlUpload(
          t,
          'mutation($input: CreateCategoryInput!, $image: Upload) { createCategory(input: $input, image: $image) { id } }',
          { input: { title: 'دسته تازه' } },
          { image: { content: PNG_BYTES, filename: 'n.png' } },
        );
        expect(created.errors).toBeUndefined();
        expect((await json(graphql('ThemeFilterOptions'))).data.categories.map((c: { title: string }) => c.title)).toContain('دسته تازه');
        // A new category id becomes a known filter value at once.
        const newId = created.data.createCategory.id;
        expect((await json(rest(`/api/themes?category=${newId}`))).themes).toEqual([]);
        await t.gql(`mutation { deleteCategory(id: ${newId}) { id } }`, {}, t.superToken);
        expect((await json(graphql('ThemeFilterOptions'))).data.categories.map((c: { id: number }) => c.id)).not.toContain(newId);
      });

      it('work samples (REST and GraphQL, with image, activation) reach both APIs', async () => {
        await rest('/api/work-samples');
        await graphql('PublicWorkSamples', { page: 1 });
        const first = (await json(rest('/api/work-samples'))).data[0];
        const res = await t.http
          .post(`/api/work-samples/update/${first.id}`)
          .set('authorization', `Bearer ${t.superToken}`)
          .field('domain_name', first.domain_name)
          .field('title', 'نمونه از REST')
          .field('is_active', '1')
          .attach('image', OTHER_PNG, { filename: 'w.png', contentType: 'image/png' });
        expect(res.status).toBe(200);
        const after = (await json(rest('/api/work-samples'))).data[0];
        expect(after.title).toBe('نمونه از REST');
        expect(after.image_url).not.toBe(first.image_url);

        await t.gql(`mutation { updateWorkSample(id: ${first.id}, input: { isActive: false }) { id } }`, {}, t.superToken);
        const items = (await json(graphql('PublicWorkSamples', { page: 1 }))).data.workSamples.items;
        expect(items.map((w: { id: number }) => w.id)).not.toContain(first.id);
        expect((await json(rest('/api/work-samples'))).data.map((w: { id: number }) => w.id)).not.toContain(first.id);
      });

      it('never serves the old answer after the write has answered, with reads racing it', async () => {
        for (let round = 0; round < 5; round++) {
          const title = `پلن دور ${round}`;
          const before = Array.from({ length: 15 }, (_, i) => (i % 2 ? rest('/api/plans') : graphql('PlanTable')));
          const write = t.gql(`mutation { updatePlan(id: 3, input: { title: "${title}" }) { id } }`, {}, t.superToken);
          const during = Array.from({ length: 15 }, (_, i) => (i % 2 ? rest('/api/plans') : graphql('PlanTable')));
          await write;
          const after = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? rest('/api/plans') : graphql('PlanTable'))));
          await Promise.all([...before, ...during]);
          for (const res of after) {
            const body = JSON.parse(res.body.toString());
            const plans = body.plans ?? body.data.plans;
            expect(plans.find((p: { id: number }) => p.id === 3).title).toBe(title);
          }
        }
      });
    });

    describe("an integrator's own queries and the answers given ahead of the stack", () => {
      const INTEGRATOR_QUERY =
        '{ plans { id title price listPrice hostingSpaceGb features { id } } features { id title isPrimary isHeading } }';
      const post = (body: unknown, headers: Record<string, string> = {}) =>
        raw('POST', '/graphql', { 'content-type': 'application/json', ...headers }, JSON.stringify(body));
      /** Header names and values, without the ones that differ on every answer. */
      const stable = (res: RawResponse) =>
        Object.fromEntries(
          Object.entries(res.headers).filter(([name]) => !['traceparent', 'date', 'connection', 'keep-alive'].includes(name)),
        );

      it('keeps a repeated catalogue query from its second sight and shows a write in the very next answer', async () => {
        await reads().invalidate(['plans']);
        const before = reads().size();
        const first = await post({ query: INTEGRATOR_QUERY });
        expect(reads().size()).toBe(before);
        const second = await post({ query: INTEGRATOR_QUERY });
        expect(reads().size()).toBe(before + 1);
        const third = await statements(() => post({ query: INTEGRATOR_QUERY }));
        expect(third.statements).toBe(0);
        expect(third.res.body.equals(first.body)).toBe(true);
        expect(stable(third.res)).toEqual(stable(second));
        const updated = await t.gql('mutation { updatePlan(id: 1, input: { title: "پلن برای یکپارچه‌ساز" }) { id } }', {}, t.superToken);
        expect(updated.errors).toBeUndefined();
        const after = JSON.parse((await post({ query: INTEGRATOR_QUERY })).body.toString());
        expect(after.data.plans.find((plan: { id: number }) => plan.id === 1).title).toBe('پلن برای یکپارچه‌ساز');
      });

      it('keeps nothing for a query sent once, with a token, with variables or beyond the catalogue', async () => {
        const before = reads().size();
        const sent: Promise<RawResponse>[] = [];
        for (let i = 0; i < 40; i++) sent.push(post({ query: `{ a${i}: plans { id } }` }));
        for (let i = 0; i < 3; i++) {
          sent.push(post({ query: '{ plans { id title } }' }, { authorization: `Bearer ${t.superToken}` }));
          sent.push(post({ query: 'query Q($id: Int!) { publicTheme(id: $id) { id } }', variables: { id: 1 } }));
          sent.push(post({ query: '{ plans { id } me { id } }' }));
        }
        const answers = await Promise.all(sent);
        expect(answers.slice(0, 40).every((res) => res.status === 200)).toBe(true);
        expect(reads().size()).toBe(before);
      });

      it('gives a hit the headers the stack gives, with a traceparent of its own in the caller’s trace', async () => {
        await reads().invalidate(['plans']);
        const trace = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
        const built = await rest('/api/plans', { traceparent: trace });
        const hit = await statements(() => rest('/api/plans', { traceparent: trace }));
        expect(hit.statements).toBe(0);
        expect(stable(hit.res)).toEqual(stable(built));
        for (const res of [built, hit.res]) {
          expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
          expect(res.headers['x-content-type-options']).toBe('nosniff');
          expect(res.headers['permissions-policy']).toContain('camera=()');
          expect(String(res.headers.traceparent)).toMatch(/^00-0af7651916cd43dd8448eb211c80319c-[\da-f]{16}-01$/);
        }
        expect(hit.res.headers.traceparent).not.toBe(built.headers.traceparent);
      });

      it('hands every other request on one kept-alive connection to the stack with its body intact', async () => {
        const agent = new Agent({ keepAlive: true, maxSockets: 1 });
        const send = (path: string, body?: string, method = 'POST') =>
          new Promise<RawResponse>((resolve, reject) => {
            const req = httpRequest(
              { host: '127.0.0.1', port, method, path, agent, headers: { 'content-type': 'application/json' } },
              (res) => {
                const chunks: Buffer[] = [];
                res.on('data', (chunk: Buffer) => chunks.push(chunk));
                res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
              },
            );
            req.on('error', reject);
            req.end(body);
          });
        try {
          await send('/graphql', JSON.stringify({ query: INTEGRATOR_QUERY }));
          const kept = await send('/graphql', JSON.stringify({ query: INTEGRATOR_QUERY }));
          const malformed = await send('/graphql', '{"query": ');
          const login = await send(
            '/graphql',
            JSON.stringify({
              query: 'mutation { login(input: { login: "nobody@example.com", password: "wrong-password" }) { accessToken } }',
            }),
          );
          const hit = await send('/graphql', JSON.stringify({ query: INTEGRATOR_QUERY }));
          const order = await send('/api/orders/create', JSON.stringify({ name: 'x' }));
          expect(kept.status).toBe(200);
          expect(hit.body.equals(kept.body)).toBe(true);
          expect(malformed.status).toBe(400);
          expect(JSON.parse(malformed.body.toString()).errors[0].extensions.code).toBe('BAD_REQUEST');
          expect(JSON.parse(login.body.toString()).errors[0].extensions.code).toBe('UNAUTHENTICATED');
          expect(order.status).toBe(422);
          expect(JSON.parse(order.body.toString()).errors).toHaveProperty('phone_number');
        } finally {
          agent.destroy();
        }
      });
    });

    describe('HTTP caching', () => {
      it('sends a strong ETag with a public, revalidate-always policy, and 304 on a match', async () => {
        const first = await rest('/api/themes?category=1');
        expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
        expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
        expect(first.headers['x-content-type-options']).toBe('nosniff');
        const again = await rest('/api/themes?category=1', { 'if-none-match': first.headers.etag as string });
        expect(again.status).toBe(304);
        expect(again.body.length).toBe(0);
        expect(again.headers.etag).toBe(first.headers.etag);
        const weak = await rest('/api/themes?category=1', { 'if-none-match': `W/${first.headers.etag}, "other"` });
        expect(weak.status).toBe(304);
      });

      it('answers HEAD with the headers of GET and no body', async () => {
        const get = await rest('/api/plans');
        const head = await raw('HEAD', '/api/plans');
        expect(head.status).toBe(200);
        expect(head.body.length).toBe(0);
        expect(head.headers.etag).toBe(get.headers.etag);
        expect(head.headers['content-length']).toBe(String(get.body.length));
      });

      it('answers 200 with a new ETag once a write changed the answer', async () => {
        const first = await rest('/api/work-samples');
        const id = (await json(first)).data[1].id;
        await t.gql(`mutation { updateWorkSample(id: ${id}, input: { title: "عنوان نو" }) { id } }`, {}, t.superToken);
        const again = await rest('/api/work-samples', { 'if-none-match': first.headers.etag as string });
        expect(again.status).toBe(200);
        expect(again.headers.etag).not.toBe(first.headers.etag);
      });

      it('gives GraphQL GET reads an ETag and 304; POST reads an ETag without conditional answers', async () => {
        const get = await graphqlGet('CatalogueThemes', { planId: 2 });
        expect(get.status).toBe(200);
        expect(JSON.parse(get.body.toString()).data.themes.length).toBeGreaterThan(0);
        expect(get.headers.etag).toMatch(/^"[\w-]+"$/);
        const conditional = await graphqlGet('CatalogueThemes', { planId: 2 }, { 'if-none-match': get.headers.etag as string });
        expect(conditional.status).toBe(304);
        const post = await graphql('CatalogueThemes', { planId: 2 }, { 'if-none-match': get.headers.etag as string });
        expect(post.status).toBe(200);
        expect(post.headers.etag).toBe(get.headers.etag);
        expect(post.body.equals(get.body)).toBe(true);
      });

      it('answers the content type the GraphQL client asks for', async () => {
        const res = await graphql('PlanTable', undefined, { accept: 'application/graphql-response+json,application/json;q=0.9' });
        expect(res.headers['content-type']).toBe('application/graphql-response+json; charset=utf-8');
        expect((await graphql('PlanTable')).headers['content-type']).toBe('application/json; charset=utf-8');
      });
    });

    describe('compression', () => {
      it.each(['br', 'gzip'])('sends public reads as %s when asked, decoding to the same JSON', async (encoding) => {
        const variants = [
          (headers: Record<string, string>) => rest('/api/plans', headers),
          (headers: Record<string, string>) => graphql('PlanTable', undefined, headers),
        ];
        for (const read of variants) {
          const plain = await read({});
          const res = await read({ 'accept-encoding': encoding });
          expect(res.headers['content-encoding']).toBe(encoding);
          expect(res.headers.vary).toMatch(/Accept-Encoding/);
          expect(Number(res.headers['content-length'])).toBe(res.body.length);
          expect(res.body.length).toBeLessThan(plain.body.length / 2);
          expect(JSON.parse(decode(res))).toEqual(JSON.parse(plain.body.toString()));
          expect(res.headers.etag).not.toBe(plain.headers.etag);
        }
      });

      it('prefers brotli, honours q=0, and sends the plain bytes when nothing is asked', async () => {
        expect((await rest('/api/plans', { 'accept-encoding': 'gzip, deflate, br, zstd' })).headers['content-encoding']).toBe('br');
        expect((await rest('/api/plans', { 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
        expect((await rest('/api/plans')).headers['content-encoding']).toBeUndefined();
      });

      it('compresses other JSON and the HTML page on the fly', async () => {
        const admin = await raw(
          'POST',
          '/graphql',
          { 'content-type': 'application/json', authorization: `Bearer ${t.superToken}`, 'accept-encoding': 'br' },
          JSON.stringify({ query: '{ adminWorkSamples { items { id title description } } }' }),
        );
        expect(admin.headers['content-encoding']).toBe('br');
        expect(JSON.parse(decode(admin)).data.adminWorkSamples.items.length).toBeGreaterThan(0);
        const page = await raw('GET', '/themes', { 'accept-encoding': 'gzip' });
        expect(page.headers['content-encoding']).toBe('gzip');
        expect(decode(page)).toBe(dist.index);
      });
    });

    describe('client assets', () => {
      it.each([
        ['br', 'br'],
        ['gzip', 'gzip'],
        ['', undefined],
      ])('sends a hashed script precompressed for "%s", cached a year', async (accept, encoding) => {
        const res = await raw('GET', '/assets/index-B1a2C3d4.js', accept ? { 'accept-encoding': accept } : {});
        expect(res.status).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(res.headers.vary).toMatch(/Accept-Encoding/);
        expect(decode(res)).toBe(dist.script);
      });

      it('sends a small asset with no compressed form as it is', async () => {
        const res = await raw('GET', '/assets/small-Zz9.css', { 'accept-encoding': 'br' });
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/css/);
        expect(res.body.toString()).toBe('body{margin:0}');
      });

      it('answers a missing asset with 404, never the HTML page', async () => {
        for (const path of ['/assets/index-OLD.js', '/assets/', '/assets/index-B1a2C3d4.js.map']) {
          const res = await raw('GET', path, { accept: 'text/html' });
          expect(res.status).toBe(404);
          expect(res.body.toString()).not.toContain('<html');
        }
      });

      it('makes browsers revalidate the HTML page', async () => {
        for (const path of ['/', '/index.html', '/themes']) {
          const res = await raw('GET', path);
          expect(res.status).toBe(200);
          expect(res.headers['cache-control']).toBe('no-cache');
        }
      });
    });
  });
});
