import type { AddressInfo } from 'node:net';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { describeEngines } from '../support/engines.js';

describeEngines(() => {
  /**
   * Issue 36, point 2: the order path keeps its share of the server under any staff load (and staff
   * theirs under a flood of orders), over real sockets, the whole stack and the database doing the work.
   */
  describe('visitors and staff each keep their share under the other’s flood', () => {
    const ORDER = 'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id } }';
    const STAFF_READ = '{ orders(perPage: 50) { items { id fullName ownerId } } }';
    let t: TestApp;
    let base: string;
    let phone = 0;
    const post = (body: object, token?: string) =>
      fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      }).then(async (res) => ({ status: res.status, body: (await res.json()) as { errors?: unknown } }));
    const order = () =>
      post({
        query: ORDER,
        variables: { input: { fullName: 'مشتری سهم', phoneNumber: `0937${String(1_000_000 + phone++).padStart(7, '0')}` } },
      });
    const staff = () => post({ query: STAFF_READ }, t.superToken);

    /** Sends `flood` at once, then, once its first answer is back (the rest wait), `few`; the order answers came back in. */
    async function fewBesideFlood(
      flood: () => ReturnType<typeof post>,
      floodCount: number,
      few: () => ReturnType<typeof post>,
      fewCount: number,
    ) {
      // One open connection for each request first: opening them is what would otherwise pace the
      // requests (this process both sends and serves), so the flood could never pile up.
      await Promise.all(
        Array.from({ length: floodCount + fewCount }, () => fetch(`${base}/api/health/live`).then((res) => res.arrayBuffer())),
      );
      const answered: Array<'flood' | 'few'> = [];
      let firstBack!: () => void;
      const first = new Promise<void>((resolve) => (firstBack = resolve));
      const note = (who: 'flood' | 'few') => (answer: Awaited<ReturnType<typeof post>>) => {
        answered.push(who);
        firstBack();
        return answer;
      };
      const floods = Array.from({ length: floodCount }, () => flood().then(note('flood')));
      await first;
      const fews = Array.from({ length: fewCount }, () => few().then(note('few')));
      const answers = await Promise.all([...floods, ...fews]);
      expect(answers.filter((answer) => answer.status !== 200 || answer.body.errors)).toEqual([]);
      return { answered, floodAfterLastFew: answered.length - 1 - answered.lastIndexOf('few') };
    }

    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false, env: { ORDER_RATE_LIMIT: '100000' } });
      await t.app.listen(0, '127.0.0.1');
      base = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
      // Something for the staff's list to read.
      for (let i = 0; i < 20; i++) await order();
    });
    afterAll(() => t.close());

    it('answers 10 orders sent beside 60 staff requests in flight before most of the staff requests', async () => {
      const { floodAfterLastFew } = await fewBesideFlood(staff, 60, order, 10);
      // First come, first served (or staff first) would answer the orders last: here 20 or more staff answers follow them.
      expect(floodAfterLastFew).toBeGreaterThanOrEqual(20);
    });

    it('answers 5 staff requests sent beside 60 orders in flight before most of the orders', async () => {
      const { floodAfterLastFew } = await fewBesideFlood(order, 60, staff, 5);
      expect(floodAfterLastFew).toBeGreaterThanOrEqual(20);
    });
  });
});
