/**
 * @engines sqlite: an Express app with the middleware, no database (jest.config.js runs such files on one engine).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { JwtService } from '@nestjs/jwt';
import express from 'express';
import { anonymousApiTurns } from 'src/common/http/anonymous-api-turns.middleware.js';
import { describeSqlite } from '../support/engines.js';

describeSqlite(() => {
  /**
   * Staff are served while the public's API requests wait their turn (issue 20, point 9): an admin
   * write must not queue behind hundreds of public orders.
   */
  describe('anonymous API requests take turns; staff do not wait behind them', () => {
    const jwt = new JwtService({ secret: 'a-test-secret-of-at-least-32-characters' });
    const held: Array<() => void> = [];
    let server: Server;
    let base: string;

    beforeAll(async () => {
      const app = express();
      app.use(
        anonymousApiTurns(
          (token) =>
            jwt.verifyAsync(token).then(
              () => true,
              () => false,
            ),
          1,
        ),
      );
      // An order being worked on: it answers only when the test lets it.
      app.post('/api/orders/create', (_req, res) => void held.push(() => res.json({ done: true })));
      app.post('/graphql', (_req, res) => res.json({ data: { ok: true } }));
      app.get('/api/health', (_req, res) => res.json({ status: 'ok' }));
      server = createServer(app);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise((resolve) => server.close(resolve)));

    const settledWithin = <T>(promise: Promise<T>, ms: number) =>
      Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);
    const post = (path: string, authorization?: string) =>
      fetch(base + path, { method: 'POST', headers: authorization ? { authorization } : {} }).then((res) => res.json());
    const until = async (check: () => boolean) => {
      while (!check()) await new Promise((resolve) => setTimeout(resolve, 5));
    };

    it('answers a signed token and health at once while anonymous requests wait, then serves those in order', async () => {
      const first = post('/api/orders/create');
      await until(() => held.length === 1);
      const second = post('/graphql');
      const forged = post('/graphql', 'Bearer not.a.token');

      const token = await jwt.signAsync({ sub: 1 });
      expect(await post('/graphql', `Bearer ${token}`)).toEqual({ data: { ok: true } });
      expect(await fetch(`${base}/api/health`).then((res) => res.json())).toEqual({ status: 'ok' });
      expect(await settledWithin(second, 100)).toBe(false);
      expect(await settledWithin(forged, 10)).toBe(false);

      held.shift()!();
      expect(await first).toEqual({ done: true });
      expect(await second).toEqual({ data: { ok: true } });
      expect(await forged).toEqual({ data: { ok: true } });
    });

    it('gives the turn on when a waiting client goes away', async () => {
      const first = post('/api/orders/create');
      await until(() => held.length === 1);
      const gone = new AbortController();
      const abandoned = fetch(`${base}/graphql`, { method: 'POST', signal: gone.signal }).catch(() => 'aborted');
      await new Promise((resolve) => setTimeout(resolve, 20));
      gone.abort();
      expect(await abandoned).toBe('aborted');
      held.shift()!();
      await first;
      expect(await settledWithin(post('/graphql'), 1000)).toBe(true);
    });
  });
});
