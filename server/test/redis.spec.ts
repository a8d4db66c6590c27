import { Redis } from 'ioredis';
import { waitUntilReady } from 'src/common/redis/redis.module.js';
import { RedisRateLimiterStore } from 'src/common/rate-limit/redis-rate-limiter.store.js';
import { RedisInvalidationBus } from 'src/modules/public-reads/redis-invalidation.bus.js';
import type { PublicTopic } from 'src/modules/public-reads/public-topic.js';
import { emptyRedis, RedisTestServer } from './support/redis-test-server.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp, type TestApp } from './support/test-app.js';

const redisUrl = process.env.TEST_REDIS_URL;
/** Needs a Redis server (TEST_REDIS_URL, set by CI); a clone with no services skips it. */
const describeWithRedis = redisUrl ? describe : describe.skip;

const ORDER = 'mutation($input: CreateOrderInput!) { createOrder(input: $input) { message } }';
const order = (n: number) => ({ input: { fullName: `مشتری ${n}`, phoneNumber: '09121234567' } });

describeWithRedis('shared state in Redis', () => {
  const connections: Redis[] = [];
  const connect = async () => {
    const redis = new Redis(redisUrl!);
    connections.push(redis);
    await waitUntilReady(redis);
    return redis;
  };
  beforeAll(() => emptyRedis(redisUrl!));
  afterAll(() => connections.forEach((redis) => redis.disconnect()));

  it('lets exactly `points` of 60 parallel consumes through when they come from two instances', async () => {
    const a = new RedisRateLimiterStore(await connect()).limiter({ name: 'spec-shared', points: 5, durationSeconds: 60 });
    const b = new RedisRateLimiterStore(await connect()).limiter({ name: 'spec-shared', points: 5, durationSeconds: 60 });
    const results = await Promise.all(Array.from({ length: 60 }, (_, i) => (i % 2 ? a : b).consume('k')));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    expect(await b.consumed('k')).toBe(60);
    await a.reset('k');
    expect((await b.consume('k')).allowed).toBe(true);
  });

  it('tells the other instance what changed within milliseconds, and its own listeners at once', async () => {
    const a = new RedisInvalidationBus(await connect(), redisUrl!);
    const b = new RedisInvalidationBus(await connect(), redisUrl!);
    const heardByA: (readonly PublicTopic[])[] = [];
    a.subscribe((topics) => heardByA.push(topics));
    const heardByB = new Promise<{ topics: readonly PublicTopic[]; at: number }>((resolve) =>
      b.subscribe((topics) => resolve({ topics, at: performance.now() })),
    );
    // Both subscribed (a first message before then would be missed by design: the resubscribe rule covers it).
    await new Promise((resolve) => setTimeout(resolve, 300));
    const sent = performance.now();
    await a.publish(['plans', 'themes']);
    expect(heardByA).toEqual([['plans', 'themes']]);
    const { topics, at } = await heardByB;
    expect(topics).toEqual(['plans', 'themes']);
    expect(at - sent).toBeLessThan(100);
    a.onApplicationShutdown();
    b.onApplicationShutdown();
  });

  describe('when Redis goes away and comes back', () => {
    let redis: RedisTestServer;
    let t: TestApp;
    beforeAll(async () => {
      redis = await RedisTestServer.start();
      t = await startTestApp({ seedDemo: false, env: { REDIS_URL: redis.url, JWT_SECRET: 'x'.repeat(40), ORDER_RATE_LIMIT: '3' } });
    });
    afterAll(async () => {
      try {
        await t?.close();
      } finally {
        await redis?.stop();
      }
    });

    it('reports Redis in health without failing it, refuses logins with 503, keeps taking orders, and recovers', async () => {
      expect((await t.http.get('/api/health')).body).toEqual({ status: 'ok' });
      await redis.stop();
      await new Promise((resolve) => setTimeout(resolve, 200));

      const health = await t.http.get('/api/health');
      expect(health.status).toBe(200);
      expect(health.body).toEqual({ status: 'degraded', checks: { database: 'ok', disk: 'ok', redis: 'degraded' } });

      const login = await t.http.post('/api/admin/login').send({ login: ADMIN_EMAIL, password: ADMIN_PASSWORD });
      expect(login.status).toBe(503);
      expect(login.headers['retry-after']).toBeDefined();
      const gqlLogin = await t.gql('mutation { login(input: { login: "boss@example.com", password: "wrong" }) { accessToken } }');
      expect(gqlLogin.errors?.[0].extensions.code).toBe('SERVICE_UNAVAILABLE');

      // Orders count in this process meanwhile: still limited (3 per address), never lost.
      const placed = await Promise.all([1, 2, 3, 4].map((n) => t.gql(ORDER, order(n))));
      expect(placed.filter((r) => r.data?.createOrder).length).toBe(3);
      expect(placed.filter((r) => r.errors?.[0].extensions.code === 'RATE_LIMITED').length).toBe(1);
      const stored = await t.gql('{ orders { total } }', {}, t.superToken);
      expect(stored.data.orders.total).toBe(3);

      await redis.resume();
      for (let i = 0; i < 100 && (await t.http.get('/api/health')).body.status !== 'ok'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect((await t.http.get('/api/health')).body).toEqual({ status: 'ok' });
      const again = await t.http.post('/api/admin/login').send({ login: ADMIN_EMAIL, password: ADMIN_PASSWORD });
      expect(again.status).toBe(200);
    });
  });
});
