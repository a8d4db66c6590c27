import { startTestApp, type TestApp } from '../support/test-app.js';
import { describeEngines } from '../support/engines.js';

describeEngines(() => {
  /**
   * Issue 36, «a tap always counts»: every stored request has a reference («کد پیگیری») the visitor
   * is shown whichever way the form went (the API, the REST facade, the form posted without
   * JavaScript), and the office reads the same reference on the request.
   */
  describe('the reference of a request («کد پیگیری»)', () => {
    let t: TestApp;
    const FORM = 'application/x-www-form-urlencoded';

    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false });
    });
    afterAll(() => t.close());

    /** What the office reads on the request with this phone, through GraphQL and REST. */
    async function storedReferences(phone: string): Promise<{ graphql: string[]; rest: string[] }> {
      const res = await t.gql('query ($s: String) { orders(search: $s) { items { reference } } }', { s: phone }, t.superToken);
      const rest = await t.http.get('/api/orders/all').query({ target: phone }).set('Authorization', `Bearer ${t.superToken}`);
      expect(rest.status).toBe(200);
      return {
        graphql: (res.data.orders.items as { reference: string }[]).map((order) => order.reference),
        rest: (rest.body.orders.data as { reference: string }[]).map((order) => order.reference),
      };
    }

    it('is returned by each door, stored on the request and read back by the office', async () => {
      const viaGraphql = await t.gql(
        'mutation { createOrder(input: { fullName: "مریم احمدی", phoneNumber: "09127000001" }) { id reference } }',
      );
      const viaRest = await t.http.post('/api/orders/create').send({ full_name: 'علی رضایی', phone_number: '09127000002' });
      const viaForm = await t.http
        .post('/order')
        .set('Content-Type', FORM)
        .set('Sec-Fetch-Site', 'same-origin')
        .send(new URLSearchParams({ full_name: 'سارا محمدی', phone_number: '09127000003' }).toString());

      const fromGraphql = viaGraphql.data.createOrder.reference as string;
      const fromRest = viaRest.body.reference as string;
      expect(viaForm.status).toBe(303);
      const fromForm = new URL(viaForm.headers.location, 'http://site').searchParams.get('ref');
      expect(new URL(viaForm.headers.location, 'http://site').pathname).toBe('/order/sent');

      for (const reference of [fromGraphql, fromRest, fromForm]) expect(reference).toMatch(/^[1-8]\d{9}$/);
      expect(await storedReferences('09127000001')).toEqual({ graphql: [fromGraphql], rest: [fromGraphql] });
      expect(await storedReferences('09127000002')).toEqual({ graphql: [fromRest], rest: [fromRest] });
      expect(await storedReferences('09127000003')).toEqual({ graphql: [fromForm], rest: [fromForm] });
      // The page the form lands on shows it (client/e2e/order-slow-phone.spec.ts); the office finds a visitor who calls with it.
      const found = await t.gql('query ($s: String) { orders(search: $s) { items { phoneNumber } } }', { s: fromForm }, t.superToken);
      expect(found.data.orders.items).toEqual([{ phoneNumber: '09127000003' }]);
      const inPersianDigits = fromForm!.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);
      const foundSpoken = await t.gql(
        'query ($s: String) { orders(search: $s) { items { phoneNumber } } }',
        { s: inPersianDigits },
        t.superToken,
      );
      expect(foundSpoken.data.orders.items).toEqual([{ phoneNumber: '09127000003' }]);
    });

    it('is found only whole: a part of a code is random digits, and an adviser typing a phone fragment must not get strangers', async () => {
      const made = await t.gql('mutation { createOrder(input: { fullName: "نگار صادقی", phoneNumber: "09355550000" }) { reference } }');
      const reference = made.data.createOrder.reference as string;
      const part = reference.slice(3, 7);
      const names = async (s: string) =>
        (
          (await t.gql('query ($s: String) { orders(search: $s) { items { fullName } } }', { s }, t.superToken)).data.orders.items as {
            fullName: string;
          }[]
        )
          .map((order) => order.fullName)
          .filter((name) => name === 'نگار صادقی');
      expect(await names(reference)).toEqual(['نگار صادقی']);
      // Found by a part only where the part is also in the phone.
      expect(await names(part)).toEqual('09355550000'.includes(part) ? ['نگار صادقی'] : []);
      expect(await names(reference.slice(0, 9))).toEqual([]);
    });

    it('differs from every other request and does not follow the ids', async () => {
      const created: { id: number; reference: string }[] = [];
      for (let i = 0; i < 40; i += 1) {
        const res = await t.gql(
          'mutation ($input: CreateOrderInput!) { createOrderByStaff: createOrder(input: $input) { id reference } }',
          { input: { fullName: `درخواست ${i}`, phoneNumber: `0912710${String(i).padStart(4, '0')}` } },
        );
        created.push(res.data.createOrderByStaff);
      }
      const references = created.map((order) => order.reference);
      expect(new Set(references).size).toBe(references.length);
      // Neither the id nor the one before it plus one: a code tells nothing of the next request's.
      const consecutive = created
        .slice(1)
        .filter((order, i) => Number(order.reference) - Number(created[i].reference) === order.id - created[i].id);
      expect(consecutive).toEqual([]);
      expect(references.every((reference) => !reference.includes(String(created[0].id).padStart(9, '0')))).toBe(true);
    });
  });
});
