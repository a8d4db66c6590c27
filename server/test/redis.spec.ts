/**
 * @engines sqlite: Redis shared between instances, Redis going away and coming back: nothing here depends on the database engine (orders on MariaDB run in orders.cases.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import request from 'supertest';
import { createApp } from 'src/bootstrap.js';
import { loadConfig } from 'src/platform/config/app.config.js';
import { waitUntilReady } from 'src/platform/redis/redis.module.js';
import { RedisRateLimiterStore } from 'src/platform/rate-limit/redis-rate-limiter.store.js';
import { RedisInvalidationBus } from 'src/reactions/public-reads/redis-invalidation.bus.js';
import { PUBLIC_TOPICS, type PublicTopic } from 'src/reactions/public-reads/public-topic.js';
import { emptyRedis, RedisTestServer } from './support/redis-test-server.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp, TEST_DATA_KEY, type TestApp } from './support/test-app.js';

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
    const [publisherA, publisherB] = [await connect(), await connect()];
    const a = new RedisInvalidationBus(publisherA, redisUrl!);
    const b = new RedisInvalidationBus(publisherB, redisUrl!);
    const heardByA: (readonly PublicTopic[])[] = [];
    const heardByB: { topics: readonly PublicTopic[]; at: number }[] = [];
    a.subscribe((topics) => heardByA.push(topics));
    b.subscribe((topics) => heardByB.push({ topics, at: performance.now() }));
    const until = async (done: () => boolean) => {
      for (let i = 0; i < 500 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
    };
    // Once subscribed, each drops everything once, as it may have missed messages before.
    await until(() => heardByA.length > 0 && heardByB.length > 0);
    expect(heardByA).toEqual([PUBLIC_TOPICS]);
    expect(heardByB.map((heard) => heard.topics)).toEqual([PUBLIC_TOPICS]);
    heardByA.length = 0;
    heardByB.length = 0;

    const sent = performance.now();
    await a.publish(['plans', 'themes']);
    expect(heardByA).toEqual([['plans', 'themes']]);
    await until(() => heardByB.length > 0);
    expect(heardByB.map((heard) => heard.topics)).toEqual([['plans', 'themes']]);
    // A figure, not an assertion: a loaded machine stretches it, and arriving at all is the point.
    console.log(`invalidation heard by the other instance after ${(heardByB[0].at - sent).toFixed(1)} ms`);
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

  it('starts while Redis is away, serving with health degraded and logins refused, and uses Redis once it comes', async () => {
    const redis = await RedisTestServer.start();
    await redis.stop();
    const dataDir = mkdtempSync(join(tmpdir(), 'redis-away-'));
    const app = await createApp(
      loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        REDIS_URL: redis.url,
        JWT_SECRET: 'y'.repeat(40),
        DATA_ENCRYPTION_KEY: TEST_DATA_KEY,
        ADMIN_EMAIL,
        ADMIN_PASSWORD,
      }),
    );
    try {
      await app.init();
      const http = request(app.getHttpServer());
      expect((await http.get('/api/health')).body).toMatchObject({ status: 'degraded', checks: { redis: 'degraded' } });
      expect((await http.post('/api/admin/login').send({ login: ADMIN_EMAIL, password: ADMIN_PASSWORD })).status).toBe(503);
      expect((await http.post('/api/orders/create').send({ full_name: 'مشتری', phone_number: '09121234567' })).status).toBe(201);

      await redis.resume();
      for (let i = 0; i < 100 && (await http.get('/api/health')).body.status !== 'ok'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect((await http.get('/api/health')).body).toEqual({ status: 'ok' });
      expect((await http.post('/api/admin/login').send({ login: ADMIN_EMAIL, password: ADMIN_PASSWORD })).status).toBe(200);
    } finally {
      await app.close();
      await redis.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
