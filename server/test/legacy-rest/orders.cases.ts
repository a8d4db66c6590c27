import { startTestApp, type TestApp } from '../support/test-app.js';
import { expectFailure, expectJson, expectValidation, legacy, PERSIAN, type LegacyClient } from './legacy-client.js';
import { describeEngines } from '../support/engines.js';

describeEngines(() => {
  type OrderRow = {
    id: number;
    full_name: string;
    phone_number: string;
    description: string | null;
    short_description: string | null;
    status: string;
    user: { name: string } | null;
    created_at: string;
  };
  type OrdersBody = { orders: { data: OrderRow[]; current_page: number; last_page: number; per_page: number; total: number } };

  /** 16 requests from the public form: one more than a page. Request 1 is the oldest. */
  const REQUESTS = Array.from({ length: 16 }, (_, i) => ({
    full_name: `متقاضی${i + 1}`,
    phone_number: `0912100${String(i + 1).padStart(4, '0')}`,
    description: i === 0 ? 'توضیحی بلند '.repeat(20).trim() : `درخواست شماره ${i + 1}`,
  }));

  describe('REST facade, orders (spec 7, Orders)', () => {
    let t: TestApp;
    let admin: LegacyClient;
    const ids: number[] = [];

    async function orders(query = ''): Promise<OrdersBody['orders']> {
      const res = await admin.get(`/api/orders/all${query}`);
      expect(res.status).toBe(200);
      return (res.body as OrdersBody).orders;
    }
    async function order(id: number): Promise<OrderRow> {
      const all = [...(await orders('?page=1')).data, ...(await orders('?page=2')).data];
      return all.find((o) => o.id === id)!;
    }

    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false });
      admin = legacy(t);
      for (const request of REQUESTS) {
        const res = await legacy(t, null).post('/api/orders/create').send(request);
        expect(res.status).toBe(201);
      }
      const all = [...(await orders('?page=1')).data, ...(await orders('?page=2')).data];
      for (const request of REQUESTS) ids.push(all.find((o) => o.phone_number === request.phone_number)!.id);
    });
    afterAll(() => t.close());

    describe('GET /api/orders/all', () => {
      it('pages requests newest first under orders (data, current_page, last_page, per_page, total), filtered by target and status', async () => {
        const res = await admin.get('/api/orders/all');
        expect(res.status).toBe(200);
        expectJson(res);
        const first = (res.body as OrdersBody).orders;
        expect(first).toMatchObject({ current_page: 1, total: 16 });
        expect(first.per_page).toBeGreaterThan(0);
        expect(first.per_page).toBeLessThan(16);
        expect(first.last_page).toBe(Math.ceil(16 / first.per_page));
        expect(first.data).toHaveLength(first.per_page);
        expect(first.data[0]).toEqual(
          expect.objectContaining({
            id: ids[15],
            full_name: REQUESTS[15].full_name,
            phone_number: REQUESTS[15].phone_number,
            description: REQUESTS[15].description,
            status: 'PENDING',
            user: null,
            created_at: expect.any(String),
          }),
        );

        const last = await orders(`?page=${first.last_page}`);
        expect(last.current_page).toBe(first.last_page);
        const oldest = last.data[last.data.length - 1];
        expect(oldest.id).toBe(ids[0]);
        expect(oldest.description).toBe(REQUESTS[0].description);
        expect(oldest.short_description).toEqual(expect.any(String));
        expect(oldest.short_description!.length).toBeLessThan(REQUESTS[0].description.length);

        // target: name or phone.
        expect((await orders(`?target=${encodeURIComponent('متقاضی12')}`)).data.map((o) => o.id)).toEqual([ids[11]]);
        expect((await orders(`?target=${REQUESTS[4].phone_number}&status=ALL&page=1`)).data.map((o) => o.id)).toEqual([ids[4]]);
        // status: PENDING is everybody so far, the others nobody; ALL and empty mean no filter.
        expect((await orders('?status=PENDING')).total).toBe(16);
        expect((await orders('?status=COMPLETED')).total).toBe(0);
        expect((await orders('?status=ALL')).total).toBe(16);
        expect((await orders('?status=&target=')).total).toBe(16);
      });

      it('answers a caller without a token with 401 JSON and no requests', async () => {
        const res = await legacy(t, null).get('/api/orders/all');
        expectFailure(res, 401);
        expect(JSON.stringify(res.body)).not.toContain(REQUESTS[0].phone_number);
      });
    });

    describe('POST /api/orders/{id}/change-status', () => {
      it('sets the status from JSON, records the acting admin as operator and answers 200 with the message وضعیت بروز شد', async () => {
        const res = await admin.post(`/api/orders/${ids[2]}/change-status`).send({ status: 'PROCESSING' });
        expect(res.status).toBe(200);
        expectJson(res);
        expect(res.body.message).toBe('وضعیت بروز شد');
        const changed = await order(ids[2]);
        expect(changed.status).toBe('PROCESSING');
        expect(changed.user).toEqual(expect.objectContaining({ name: expect.stringMatching(PERSIAN) }));
        const processing = await orders('?status=PROCESSING');
        expect(processing.data.map((o) => o.id)).toEqual([ids[2]]);

        // Any status may follow any other.
        for (const status of ['REJECTED', 'COMPLETED', 'PENDING']) {
          const next = await admin.post(`/api/orders/${ids[2]}/change-status`).send({ status });
          expect(next.status).toBe(200);
          expect((await order(ids[2])).status).toBe(status);
        }
      });

      it('refuses an unknown status with 422 under errors.status and leaves the request unchanged', async () => {
        const before = await order(ids[3]);
        const res = await admin.post(`/api/orders/${ids[3]}/change-status`).send({ status: 'DONE' });
        expectValidation(res, 'status');
        expect(await order(ids[3])).toEqual(before);
      });
    });
  });
});
