import { DrainState } from 'src/platform/health/drain-state.js';
import { RedisTestServer } from '../support/redis-test-server.js';
import { startS3TestServer, type S3TestServer } from '../support/s3-test-server.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { describeEngines } from '../support/engines.js';

describeEngines(() => {
  /** Needs a Redis server binary (CI sets TEST_REDIS_URL when it has one); a clone with no services skips it. */
  const describeWithRedis = process.env.TEST_REDIS_URL ? describe : describe.skip;

  describe('liveness and readiness', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false });
    });
    afterAll(() => t.close());

    it('reports each dependency with its latency, then 503 once draining while liveness and /api/health keep answering', async () => {
      expect((await t.http.get('/api/health/live')).body).toEqual({ status: 'ok' });
      const ready = await t.http.get('/api/health/ready');
      expect(ready.status).toBe(200);
      expect(ready.body).toEqual({
        status: 'ok',
        checks: {
          database: { status: 'ok', latencyMs: expect.any(Number) },
          disk: { status: 'ok', latencyMs: expect.any(Number) },
        },
      });

      t.app.get(DrainState).start();
      const draining = await t.http.get('/api/health/ready');
      expect(draining.status).toBe(503);
      expect(draining.headers['retry-after']).toBe('5');
      expect(draining.body.status).toBe('draining');
      expect(draining.body.checks.database.status).toBe('ok');
      expect((await t.http.get('/api/health/live')).status).toBe(200);
      expect((await t.http.get('/api/health')).body).toEqual({ status: 'ok' });
    });
  });

  describeWithRedis('readiness with Redis and an S3 bucket', () => {
    let t: TestApp;
    let redis: RedisTestServer;
    let s3: S3TestServer;
    beforeAll(async () => {
      redis = await RedisTestServer.start();
      s3 = await startS3TestServer('ready-test');
      t = await startTestApp({ seedDemo: false, env: { REDIS_URL: redis.url, JWT_SECRET: 'r'.repeat(40), ...s3.env } });
    });
    afterAll(async () => {
      await t.close();
      await redis.stop();
      await s3.close();
    });

    it('names Redis and the bucket, answers 503 while Redis is away (health stays 200 degraded), and 200 once it is back', async () => {
      const ready = await t.http.get('/api/health/ready');
      expect(ready.status).toBe(200);
      expect(Object.keys(ready.body.checks).sort()).toEqual(['database', 'redis', 's3']);
      expect(ready.body.checks.s3).toEqual({ status: 'ok', latencyMs: expect.any(Number) });
      expect(ready.body.checks.redis).toEqual({ status: 'ok', latencyMs: expect.any(Number) });

      await redis.stop();
      const away = await t.http.get('/api/health/ready');
      expect(away.status).toBe(503);
      expect(away.body).toMatchObject({ status: 'unavailable', checks: { redis: { status: 'unavailable' }, s3: { status: 'ok' } } });
      expect((await t.http.get('/api/health')).body.status).toBe('degraded');
      expect((await t.http.get('/api/health/live')).status).toBe(200);

      await redis.resume();
      let back = await t.http.get('/api/health/ready');
      for (let attempt = 0; back.status !== 200 && attempt < 50; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        back = await t.http.get('/api/health/ready');
      }
      expect(back.status).toBe(200);
    });
  });
});
