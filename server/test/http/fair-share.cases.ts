/**
 * @engines sqlite: the scheduler alone, and an Express app with the middleware, no database (jest.config.js runs such files on one engine).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { JwtService } from '@nestjs/jwt';
import express from 'express';
import { apiFairShare, type ApiLane } from 'src/platform/fair-share/api-fair-share.middleware.js';
import { WeightedFairQueue, type EndTurn } from 'src/platform/fair-share/weighted-fair-queue.js';
import { describeSqlite } from '../support/engines.js';

const nextLoopTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describeSqlite(() => {
  /**
   * Issue 36, point 2: visitors keep their share of the server under any staff load, and staff
   * theirs under any flood of visitors (weighted fair queueing of two lanes over one pool of slots).
   */
  describe('the weighted fair queue', () => {
    const fairQueue = (slots: number, weights = { visitors: 2, staff: 1 }) => {
      const queue = new WeightedFairQueue<ApiLane>({ slots, weights, maxWaiting: 10_000 });
      const started: string[] = [];
      let holding = 0;
      let most = 0;
      const turn = async (lane: ApiLane, name: string) => {
        const end = await queue.take(lane)!;
        started.push(name);
        most = Math.max(most, ++holding);
        await nextLoopTurn();
        holding--;
        end();
      };
      return { started, turn, most: () => most, hold: (lane: ApiLane) => queue.take(lane)! };
    };
    const names = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}${i}`);
    const count = (started: string[], prefix: string) => started.filter((name) => name.startsWith(prefix)).length;

    it('gives visitors two turns to staff’s one while both wait, each lane in arrival order', async () => {
      const q = fairQueue(1);
      const first = await q.hold('staff');
      const turns = [...names('v', 30).map((name) => q.turn('visitors', name)), ...names('s', 30).map((name) => q.turn('staff', name))];
      first();
      await Promise.all(turns);
      const firstThirty = q.started.slice(0, 30);
      expect(count(firstThirty, 'v')).toBeGreaterThanOrEqual(19);
      expect(count(firstThirty, 'v')).toBeLessThanOrEqual(21);
      expect(q.started.filter((name) => name.startsWith('v'))).toEqual(names('v', 30));
      expect(q.started.filter((name) => name.startsWith('s'))).toEqual(names('s', 30));
    });

    it('gives each lane its weight’s share: 3 to 1 is three of every four', async () => {
      const q = fairQueue(1, { visitors: 3, staff: 1 });
      const first = await q.hold('staff');
      const turns = [...names('v', 60).map((name) => q.turn('visitors', name)), ...names('s', 20).map((name) => q.turn('staff', name))];
      first();
      await Promise.all(turns);
      const firstForty = q.started.slice(0, 40);
      expect(count(firstForty, 's')).toBeGreaterThanOrEqual(9);
      expect(count(firstForty, 's')).toBeLessThanOrEqual(11);
    });

    it('lends every slot to the only lane waiting', async () => {
      const q = fairQueue(3);
      await Promise.all(names('s', 12).map((name) => q.turn('staff', name)));
      expect(q.most()).toBe(3);
      expect(q.started).toEqual(names('s', 12));
    });

    it('starves neither lane: a few staff turns behind 500 visitors, a few visitors behind 500 staff', async () => {
      const staffBehind = fairQueue(1);
      let first = await staffBehind.hold('visitors');
      let turns = [
        ...names('v', 500).map((name) => staffBehind.turn('visitors', name)),
        ...names('s', 3).map((name) => staffBehind.turn('staff', name)),
      ];
      first();
      await Promise.all(turns);
      expect(staffBehind.started.indexOf('s2')).toBeLessThan(12);

      const visitorsBehind = fairQueue(1);
      first = await visitorsBehind.hold('staff');
      turns = [
        ...names('s', 500).map((name) => visitorsBehind.turn('staff', name)),
        ...names('v', 3).map((name) => visitorsBehind.turn('visitors', name)),
      ];
      first();
      await Promise.all(turns);
      expect(visitorsBehind.started.indexOf('v2')).toBeLessThan(6);
    });

    it('gives a lane back no credit for the time it had nobody waiting', async () => {
      const q = fairQueue(1);
      // Staff alone for a while: visitors, idle, used nothing meanwhile.
      await Promise.all(names('early', 50).map((name) => q.turn('staff', name)));
      q.started.length = 0;
      const first = await q.hold('staff');
      const turns = [...names('v', 30).map((name) => q.turn('visitors', name)), ...names('s', 30).map((name) => q.turn('staff', name))];
      first();
      await Promise.all(turns);
      // Staff keep their third at once, not after visitors have made up for 50 turns.
      expect(count(q.started.slice(0, 30), 's')).toBeGreaterThanOrEqual(9);
    });

    it('serves what arrived while a turn was held before the next holder starts', async () => {
      const q = fairQueue(1);
      const endFirst = await q.hold('staff');
      let arrivedMeanwhileServed = false;
      // Stands for a health check whose request arrives while the first query runs.
      setImmediate(() => (arrivedMeanwhileServed = true));
      const second = q.hold('visitors').then((end: EndTurn) => {
        const served = arrivedMeanwhileServed;
        end();
        return served;
      });
      endFirst();
      await expect(second).resolves.toBe(true);
    });

    it('ends a turn once, however often its end is called', async () => {
      const q = fairQueue(1);
      const end = await q.hold('visitors');
      end();
      end();
      await nextLoopTurn();
      const a = await q.hold('visitors');
      let secondTaken = false;
      void q.hold('staff').then(() => (secondTaken = true));
      await nextLoopTurn();
      await nextLoopTurn();
      expect(secondTaken).toBe(false);
      a();
    });

    it('refuses at once, without waiting, only when a lane’s queue is full; the other lane still queues', async () => {
      const queue = new WeightedFairQueue<ApiLane>({ slots: 1, weights: { visitors: 2, staff: 1 }, maxWaiting: 3 });
      const first = await queue.take('visitors')!;
      const waiting = [queue.take('visitors'), queue.take('visitors'), queue.take('visitors')];
      expect(waiting.every((turn) => turn instanceof Promise)).toBe(true);
      expect(queue.take('visitors')).toBeNull();
      const staff = queue.take('staff');
      expect(staff).toBeInstanceOf(Promise);
      first();
      await Promise.all([...waiting, staff].map((turn) => turn!.then((end) => end())));
    });
  });

  describe('API requests in two lanes over one pool of slots', () => {
    const jwt = new JwtService({ secret: 'a-test-secret-of-at-least-32-characters' });
    /** Requests being worked on, in the order they started: each answers only when the test lets it. */
    const held: Array<{ who: string; answer: () => void }> = [];
    const started: string[] = [];
    let classified = 0;
    let most = 0;
    let server: Server;
    let base: string;
    let staffToken: string;

    beforeAll(async () => {
      staffToken = await jwt.signAsync({ sub: 1 });
      const app = express();
      const isStaff = (token: string) =>
        jwt.verifyAsync(token).then(
          () => true,
          () => false,
        );
      app.use(
        apiFairShare(
          (token) =>
            isStaff(token).finally(() => {
              classified++;
            }),
          { atOnce: 2 },
        ),
      );
      app.post(['/api/orders/create', '/graphql'], (req, res) => {
        const who = String(req.headers['x-who'] ?? '');
        started.push(who);
        held.push({ who, answer: () => res.json({ who }) });
        most = Math.max(most, held.length);
      });
      app.get('/api/health', (_req, res) => res.json({ status: 'ok' }));
      server = createServer(app);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise((resolve) => server.close(resolve)));
    beforeEach(() => {
      held.length = 0;
      started.length = 0;
      classified = 0;
      most = 0;
    });

    const settledWithin = <T>(promise: Promise<T>, ms: number) =>
      Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);
    const until = async (check: () => boolean) => {
      while (!check()) await new Promise((resolve) => setTimeout(resolve, 5));
    };
    /** A visitor sends a token nothing signed, so every request is classified and the test can tell when all wait. */
    const send = (who: string, staff: boolean, path = '/graphql') =>
      fetch(base + path, {
        method: 'POST',
        headers: { 'x-who': who, authorization: `Bearer ${staff ? staffToken : 'not.a.token'}` },
      }).then((res) => res.json() as Promise<{ who: string }>);
    /** Answers the oldest request being worked on, once the slot it frees has been given on, until all are answered. */
    const answerAll = async (total: number) => {
      for (let answered = 0; answered < total; answered++) {
        await until(() => held.length > 0);
        const before = started.length;
        held.shift()!.answer();
        if (before < total) await until(() => started.length > before);
      }
    };

    it('with staff saturating every slot, visitors still get their share of the freed slots', async () => {
      const staff = Array.from({ length: 12 }, (_, i) => send(`s${i}`, true));
      await until(() => held.length === 2 && classified === 12);
      const visitors = Array.from({ length: 8 }, (_, i) => send(`v${i}`, false));
      await until(() => classified === 20);
      await nextLoopTurn();
      await answerAll(20);
      await Promise.all([...staff, ...visitors]);
      expect(most).toBe(2);
      // The two staff requests that held the slots, then the lanes share what frees: the eight
      // visitors are all in within the next twelve, not after the ten staff still waiting.
      const lastVisitor = started.findLastIndex((who) => who.startsWith('v'));
      expect(lastVisitor).toBeLessThan(2 + 12 + 1);
      expect(started.slice(lastVisitor + 1).every((who) => who.startsWith('s'))).toBe(true);
      expect(started.slice(lastVisitor + 1).length).toBeGreaterThanOrEqual(3);
    });

    it('and with visitors saturating every slot, staff still get theirs', async () => {
      const visitors = Array.from({ length: 16 }, (_, i) => send(`v${i}`, false));
      await until(() => held.length === 2 && classified === 16);
      const staff = Array.from({ length: 3 }, (_, i) => send(`s${i}`, true));
      await until(() => classified === 19);
      await nextLoopTurn();
      await answerAll(19);
      await Promise.all([...staff, ...visitors]);
      expect(most).toBe(2);
      expect(started.indexOf('s2')).toBeLessThan(2 + 12);
    });

    it('answers health at once while every slot is taken, then serves a waiting request in its lane', async () => {
      const first = send('s0', true, '/api/orders/create');
      const second = send('s1', true);
      await until(() => held.length === 2);
      const forged = send('v0', false);
      expect(await fetch(`${base}/api/health`).then((res) => res.json())).toEqual({ status: 'ok' });
      expect(await settledWithin(forged, 50)).toBe(false);
      held.shift()!.answer();
      expect(await first).toEqual({ who: 's0' });
      await until(() => held.length === 2);
      expect(started).toEqual(['s0', 's1', 'v0']);
      held.splice(0).forEach((request) => request.answer());
      expect(await second).toEqual({ who: 's1' });
      expect(await forged).toEqual({ who: 'v0' });
    });

    it('gives the slot on when a waiting client goes away', async () => {
      const first = [send('s0', true), send('s1', true)];
      await until(() => held.length === 2);
      const gone = new AbortController();
      const abandoned = fetch(`${base}/graphql`, { method: 'POST', signal: gone.signal }).catch(() => 'aborted');
      await new Promise((resolve) => setTimeout(resolve, 20));
      gone.abort();
      expect(await abandoned).toBe('aborted');
      held.splice(0).forEach((request) => request.answer());
      await Promise.all(first);
      // Both slots are free again: two new requests are worked on together.
      const after = [send('v1', false), send('v2', false)];
      await until(() => started.includes('v1') && started.includes('v2'));
      held.splice(0).forEach((request) => request.answer());
      expect(await Promise.all(after)).toEqual([{ who: 'v1' }, { who: 'v2' }]);
    });
  });
});
