import { DrainState } from 'src/modules/health/drain-state.js';
import { startTestApp, type TestApp } from './support/test-app.js';

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
