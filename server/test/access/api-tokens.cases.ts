import { createHash, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { apiFairShare } from 'src/platform/fair-share/api-fair-share.middleware.js';
import { RedisRateLimiterStore } from 'src/platform/rate-limit/redis-rate-limiter.store.js';
import { ApiToken } from 'src/domain/api-tokens/api-token.entity.js';
import { AuthService } from 'src/domain/auth/auth.service.js';
import { emptyRedis } from '../support/redis-test-server.js';
import { TestClock } from '../support/test-clock.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { describeEngines } from '../support/engines.js';

describeEngines(() => {
  const CREATE_TOKEN = `mutation($input: CreateApiTokenInput!) {
  createApiToken(input: $input) { secret token { id name prefix scopes expiresAt revokedAt lastUsedAt lastUsedIp createdAt } }
}`;
  const TOKENS = '{ apiTokens { id name prefix scopes expiresAt revokedAt lastUsedAt lastUsedIp } }';
  const REVOKE = 'mutation($id: Int!) { revokeApiToken(id: $id) { id revokedAt } }';
  const CREATE_ADMIN = 'mutation($input: CreateAdminInput!) { createAdmin(input: $input) { id } }';
  const LOG = '{ activityLog(perPage: 100) { items { adminId apiTokenId apiTokenName action entityType label } } }';
  const DAY_MS = 24 * 3600_000;

  const customer = (email: string) => ({ name: 'رضا', family: 'نوری', email, phone: '09120000000' });

  describe('API tokens', () => {
    let t: TestApp;
    const clock = new TestClock(new Date('2026-11-20T08:00:00Z'));

    const create = async (input: Record<string, unknown>, token = t.superToken) => {
      const res = await t.gql(CREATE_TOKEN, { input: { name: 'سامانهٔ حسابداری', scopes: ['orders:read'], ...input } }, token);
      return res;
    };
    const secretOf = async (input: Record<string, unknown>) => {
      const res = await create(input);
      expect(res.errors).toBeUndefined();
      return res.data.createApiToken as { secret: string; token: { id: number; prefix: string } };
    };
    const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });

    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false, clock });
    });
    afterAll(() => t.close());

    it('shows a new secret once, with a recognisable prefix, and keeps only its hash', async () => {
      const res = await create({ scopes: ['orders:read', 'customers:write'], expiresInDays: 90 });
      expect(res.errors).toBeUndefined();
      const { secret, token } = res.data.createApiToken;
      expect(secret).toMatch(/^sbt_[A-Za-z0-9_-]{43}$/);
      expect(token).toMatchObject({
        name: 'سامانهٔ حسابداری',
        prefix: secret.slice(0, 12),
        scopes: ['orders:read', 'customers:write'],
        expiresAt: new Date(clock.now().getTime() + 90 * DAY_MS).toISOString(),
        revokedAt: null,
        lastUsedAt: null,
      });
      const listed = (await t.gql(TOKENS, {}, t.superToken)).data.apiTokens;
      expect(listed.find((row: { id: number }) => row.id === token.id)).toMatchObject({ prefix: secret.slice(0, 12) });
      expect(JSON.stringify(listed)).not.toContain(secret);
      const rows: Record<string, unknown>[] = await t.app.get(DataSource).query('SELECT * FROM api_tokens');
      expect(JSON.stringify(rows)).not.toContain(secret.slice(12));
      expect(rows.map((row) => row.secret_hash)).toContain(createHash('sha256').update(secret).digest('hex'));
    });

    it('refuses scopes outside the list, a lifetime other than 30, 90, 365 days or none, and non-superadmins', async () => {
      expect((await create({ scopes: ['orders:delete'] })).errors?.[0].extensions.fields).toHaveProperty('scopes');
      expect((await create({ scopes: [] })).errors?.[0].extensions.fields).toHaveProperty('scopes');
      expect((await create({ expiresInDays: 7 })).errors?.[0].extensions.fields).toHaveProperty('expiresInDays');
      await t.gql(
        CREATE_ADMIN,
        { input: { name: 'نگار', family: 'امینی', email: 'negar@example.com', phone: '09120000009', password: 'negar-pass-1234' } },
        t.superToken,
      );
      const admin = await t.login('negar@example.com', 'negar-pass-1234');
      expect((await create({}, admin)).errors?.[0].extensions.code).toBe('FORBIDDEN');
      expect((await t.gql(TOKENS, {}, admin)).errors?.[0].extensions.code).toBe('FORBIDDEN');
    });

    it('reads within its scopes over REST and GraphQL, records its last use, and ends when revoked', async () => {
      const { secret, token } = await secretOf({ scopes: ['orders:read'] });
      const orders = await t.http.get('/api/orders/all').set(bearer(secret));
      expect(orders.status).toBe(200);
      expect(orders.body).toMatchObject({ orders: { data: [], current_page: 1 } });
      expect((await t.gql('{ orders { total } }', {}, secret)).data.orders.total).toBe(0);
      expect((await t.http.get('/api/customers/all').set(bearer(secret))).status).toBe(403);

      const listed = (await t.gql(TOKENS, {}, t.superToken)).data.apiTokens.find((row: { id: number }) => row.id === token.id);
      expect(listed.lastUsedAt).toBe(clock.now().toISOString());
      expect(listed.lastUsedIp).toMatch(/127\.0\.0\.1/);

      expect((await t.gql(REVOKE, { id: token.id }, t.superToken)).data.revokeApiToken.revokedAt).toBe(clock.now().toISOString());
      const after = await t.http.get('/api/orders/all').set(bearer(secret));
      expect(after.status).toBe(401);
      expect(after.body.error).toMatch(/توکن/);
    });

    it('stops working once its expiry has passed, and a token without expiry keeps working', async () => {
      const month = await secretOf({ expiresInDays: 30 });
      const forever = await secretOf({});
      expect((await t.http.get('/api/orders/all').set(bearer(month.secret))).status).toBe(200);
      // Thirty days on, as the database sees it (advancing the clock a month would run every timer a month's worth).
      const moment = new Date(clock.now().getTime() - 1000);
      await t.app.get(DataSource).getRepository('ApiToken').update(month.token.id, { expiresAt: moment });
      expect((await t.http.get('/api/orders/all').set(bearer(month.secret))).status).toBe(401);
      expect((await t.http.get('/api/orders/all').set(bearer(forever.secret))).status).toBe(200);
    });

    it('is the named actor of its writes in the activity log', async () => {
      const { secret, token } = await secretOf({ name: 'ربات فروش', scopes: ['customers:write'] });
      const res = await t.http.post('/api/customers/add').set(bearer(secret)).send(customer('robot@example.com'));
      expect(res.status).toBe(201);
      const entries = (await t.gql(LOG, {}, t.superToken)).data.activityLog.items;
      expect(entries[0]).toEqual({
        adminId: null,
        apiTokenId: token.id,
        apiTokenName: 'ربات فروش',
        action: 'CREATE',
        entityType: 'CUSTOMER',
        label: 'رضا نوری',
      });
      // The token's own creation is the superadmin's write.
      expect(entries.find((entry: { entityType: string }) => entry.entityType === 'API_TOKEN')).toMatchObject({
        action: 'CREATE',
        apiTokenId: null,
      });
      const rest = await t.http.get('/api/activity').set('authorization', `Bearer ${t.superToken}`);
      expect(rest.body.data[0]).toMatchObject({ user: null, api_token: { id: token.id, name: 'ربات فروش' } });
    });

    it('takes the staff lane: a live token is served before the visitors it queued behind, a made-up, revoked or expired one waits its turn among them', async () => {
      const auth = t.app.get(AuthService);
      const live = await secretOf({ scopes: ['orders:read'] });
      const revoked = await secretOf({ scopes: ['orders:read'] });
      const expiring = await secretOf({ scopes: ['orders:read'], expiresInDays: 30 });
      expect((await t.gql(REVOKE, { id: revoked.token.id }, t.superToken)).errors).toBeUndefined();
      // The lanes as bootstrap.ts builds them, one request at a time, behind a held order.
      const held: Array<() => void> = [];
      const started: string[] = [];
      let classified = 0;
      const app = express();
      app.use(apiFairShare((token) => auth.isStaffBearer(token).finally(() => classified++), { atOnce: 1 }));
      app.post('/api/orders/create', (_req, res) => void held.push(() => res.json({ done: true })));
      app.post('/graphql', (req, res) => {
        started.push(String(req.headers['x-who']));
        res.json({ data: { ok: true } });
      });
      const server = createServer(app);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const post = (path: string, who: string, secret?: string) =>
        fetch(base + path, { method: 'POST', headers: { 'x-who': who, ...(secret ? bearer(secret) : {}) } }).then((res) => res.json());
      const until = async (check: () => boolean) => {
        while (!check()) await new Promise((resolve) => setTimeout(resolve, 5));
      };
      try {
        const order = post('/api/orders/create', 'order');
        await until(() => held.length === 1);
        // Visitors' lane: a made-up secret and a revoked one, queued first.
        const waiting = [post('/graphql', 'made-up', `sbt_${'x'.repeat(43)}`), post('/graphql', 'revoked', revoked.secret)];
        await until(() => classified === 2);
        waiting.push(post('/graphql', 'live', live.secret), post('/graphql', 'expiring', expiring.secret));
        await until(() => classified === 4);
        // Its expiry brought within the next seconds, then those seconds and the list's age passed.
        await t.app
          .get(DataSource)
          .getRepository(ApiToken)
          .update(expiring.token.id, { expiresAt: new Date(clock.now().getTime() + 5_000) });
        await clock.advance(31_000);
        waiting.push(post('/graphql', 'expired', expiring.secret));
        await until(() => classified === 5);
        expect(started).toEqual([]);
        held.shift()!();
        expect(await order).toEqual({ done: true });
        for (const request of waiting) expect(await request).toEqual({ data: { ok: true } });
        // The staff lane had used nothing while the order held the one slot: its first request goes
        // first, ahead of the visitors it queued behind; then three visitors' turns (first come, first
        // served: the made-up, the revoked and the expired secret) for the staff lane's next one.
        expect(started).toEqual(['live', 'made-up', 'revoked', 'expired', 'expiring']);
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    });

    it('keeps idempotency keys per token: a repeat is replayed, the same key from another token is its own', async () => {
      const a = await secretOf({ scopes: ['customers:write'] });
      const b = await secretOf({ scopes: ['customers:write'] });
      const key = randomUUID();
      const send = (secret: string, email: string) =>
        t.http.post('/api/customers/add').set(bearer(secret)).set('Idempotency-Key', key).send(customer(email));
      const first = await send(a.secret, 'idem-a@example.com');
      const again = await send(a.secret, 'idem-a@example.com');
      expect(first.status).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.text).toBe(first.text);
      const other = await send(b.secret, 'idem-b@example.com');
      expect(other.status).toBe(201);
      expect(other.headers['idempotent-replayed']).toBeUndefined();
    });
  });

  describe('API token rate limit', () => {
    const limited = async (env: Record<string, string>) => {
      const t = await startTestApp({ seedDemo: false, env: { API_TOKEN_RATE_LIMIT: '3', ...env } });
      const token = async () =>
        (await t.gql(CREATE_TOKEN, { input: { name: 'پرشتاب', scopes: ['orders:read'] } }, t.superToken)).data.createApiToken
          .secret as string;
      return { t, token };
    };

    it('answers 429 with Retry-After past API_TOKEN_RATE_LIMIT calls a minute, per token, on REST and GraphQL', async () => {
      const { t, token } = await limited({});
      try {
        const busy = await token();
        const calm = await token();
        const statuses = await Promise.all(
          Array.from({ length: 5 }, () => t.http.get('/api/orders/all').set('authorization', `Bearer ${busy}`)),
        );
        expect(statuses.map((res) => res.status).sort()).toEqual([200, 200, 200, 429, 429]);
        const refusal = statuses.find((res) => res.status === 429)!;
        expect(Number(refusal.headers['retry-after'])).toBeGreaterThan(0);
        expect(refusal.body.error).toMatch(/توکن/);
        const gql = await t.gql('{ orders { total } }', {}, busy);
        expect(gql.status).toBe(429);
        expect(gql.errors?.[0].extensions.code).toBe('RATE_LIMITED');
        // A refused request answers no field, not only the first.
        const both = await t.gql('{ a: orders { total } b: orders { total } }', {}, busy);
        expect(both.status).toBe(429);
        expect(both.data?.a ?? null).toBeNull();
        expect(both.data?.b ?? null).toBeNull();
        // Another token has its own allowance; a GraphQL request of several fields counts once.
        const several = await t.gql('{ a: orders { total } b: orders { total } c: orders { total } }', {}, calm);
        expect(several.errors).toBeUndefined();
        expect((await t.http.get('/api/orders/all').set('authorization', `Bearer ${calm}`)).status).toBe(200);
      } finally {
        await t.close();
      }
    });

    const redisUrl = process.env.TEST_REDIS_URL;
    (redisUrl ? it : it.skip)('counts a token’s calls in Redis when REDIS_URL is set, so every instance shares one count', async () => {
      await emptyRedis(redisUrl!);
      const { t, token } = await limited({ REDIS_URL: redisUrl!, JWT_SECRET: 'a-shared-secret-of-at-least-32-characters' });
      const redis = new Redis(redisUrl!);
      try {
        const secret = await token();
        const id = (await t.gql('{ apiTokens { id } }', {}, t.superToken)).data.apiTokens[0].id as number;
        const call = () => t.http.get('/api/orders/all').set('authorization', `Bearer ${secret}`);
        expect((await call()).status).toBe(200);
        // Another instance counts the same token under the same rule in the same Redis.
        const elsewhere = new RedisRateLimiterStore(redis).limiter({ name: 'api-token', points: 3, durationSeconds: 60 });
        expect((await elsewhere.consume(`token:${id}`)).allowed).toBe(true);
        expect((await call()).status).toBe(200);
        expect((await call()).status).toBe(429);
      } finally {
        redis.disconnect();
        await t.close();
      }
    });
  });
});
