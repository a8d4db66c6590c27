import { API_SCOPES } from 'src/domain/api-tokens/api-scopes.js';
import { ACCESS_DETAILS_MASK } from '@site-builder/rules';
import type { DomainEvent } from 'src/platform/events/domain-event.js';
import { webhookOf } from 'src/reactions/webhooks/webhook-events.js';
import { firstError, startTestApp, type TestApp } from '../support/test-app.js';
import { describeEngines } from '../support/engines.js';

/**
 * Issue 34, point 6: a customer plan's access details are shown only on purpose. Lists, single
 * reads, exports and every answer an API token gets carry «••••»; the edit form's reveal (GraphQL
 * `revealCustomerPlanAccess`, REST §7 edit call) answers the text to an admin and is in the
 * activity log; an update that leaves them out or sends the mask keeps them; clearing is explicit.
 */
describeEngines(() => {
  const SECRET = 'cPanel: root / Pa55-w0rd!';
  const FIELDS = 'id domainName orderDate description version';
  const CREATE_CUSTOMER = 'mutation($input: CreateCustomerInput!) { createCustomer(input: $input) { id } }';
  const CREATE = `mutation($input: CreateCustomerPlanInput!) { createCustomerPlan(input: $input) { ${FIELDS} } }`;
  const UPDATE = `mutation($id: Int!, $input: UpdateCustomerPlanInput!) { updateCustomerPlan(id: $id, input: $input) { ${FIELDS} } }`;
  const REVEAL = 'mutation($id: Int!) { revealCustomerPlanAccess(id: $id) }';
  const LIST = `query($customerId: Int!) { customerPlans(customerId: $customerId) { ${FIELDS} } }`;
  const GET = `query($id: Int!) { customerPlan(id: $id) { ${FIELDS} } }`;
  const NESTED = `query($id: Int!) { customer(id: $id) { customerPlans { id description } } }`;
  const LOG = `query($entityType: ActivityEntity) {
  activityLog(entityType: $entityType, perPage: 100) { items { adminId action entityType entityId label before after } }
}`;
  const CREATE_ADMIN = 'mutation($input: CreateAdminInput!) { createAdmin(input: $input) { id } }';
  const CREATE_TOKEN = 'mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }';

  type Entry = {
    adminId: number | null;
    action: string;
    entityType: string;
    entityId: number | null;
    label: string;
    before: string | null;
    after: string | null;
  };

  describe('customer plan access details (shown only on purpose)', () => {
    let t: TestApp;
    let customerId: number;
    let planId: number;
    let superId: number;
    let plain: { id: number; token: string };
    let token: string;

    const ok = <T>(res: { data: T; errors?: unknown }) => {
      expect(res.errors).toBeUndefined();
      return res.data;
    };
    const stored = async (id: number) => ok(await t.gql(REVEAL, { id }, t.superToken)).revealCustomerPlanAccess as string | null;
    const log = async (entityType: string) => ok(await t.gql(LOG, { entityType }, t.superToken)).activityLog.items as Entry[];
    const newPlan = async (domainName: string, description: string | null = SECRET) =>
      ok(await t.gql(CREATE, { input: { customerId, planId, domainName, orderDate: '2025-01-01', description } }, t.superToken))
        .createCustomerPlan as { id: number; version: number };
    const csv = (path: string, bearer: string) =>
      t.http
        .get(path)
        .set('authorization', `Bearer ${bearer}`)
        .buffer(true)
        .parse((stream, done) => {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
        });

    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false });
      customerId = ok(
        await t.gql(
          CREATE_CUSTOMER,
          { input: { name: 'نیما', family: 'صادقی', email: 'nima@example.com', phone: '09121110000' } },
          t.superToken,
        ),
      ).createCustomer.id;
      planId = ok(await t.gql('mutation { createPlan(input: { title: "فروشگاهی" }) { id } }', {}, t.superToken)).createPlan.id;
      superId = ok(await t.gql('{ me { id } }', {}, t.superToken)).me.id;
      const created = ok(
        await t.gql(
          CREATE_ADMIN,
          { input: { name: 'رضا', family: 'کامی', email: 'reza@example.com', phone: '09120000002', password: 'reza-pass-1234' } },
          t.superToken,
        ),
      );
      plain = { id: created.createAdmin.id, token: await t.login('reza@example.com', 'reza-pass-1234') };
      token = ok(await t.gql(CREATE_TOKEN, { input: { name: 'همه', scopes: API_SCOPES } }, t.superToken)).createApiToken.secret;
    });
    afterAll(() => t.close());

    it('masks the access details in GraphQL lists, single reads, nested reads and write answers', async () => {
      const created = await newPlan('mask.ir');
      expect(created).toMatchObject({ description: ACCESS_DETAILS_MASK });
      expect(
        ok(await t.gql(LIST, { customerId }, t.superToken)).customerPlans.find((p: { id: number }) => p.id === created.id).description,
      ).toBe(ACCESS_DETAILS_MASK);
      expect(ok(await t.gql(GET, { id: created.id }, t.superToken)).customerPlan.description).toBe(ACCESS_DETAILS_MASK);
      expect(JSON.stringify(ok(await t.gql(NESTED, { id: customerId }, t.superToken)))).not.toContain(SECRET);
      // Nothing stored reads as nothing, not as a mask.
      expect(await newPlan('empty.ir', null)).toMatchObject({ description: null });
    });

    it('masks them in the REST list call (get-user-plans) and the save answer', async () => {
      const res = await t.http.get(`/api/customers/${customerId}/get-user-plans`).set('authorization', `Bearer ${t.superToken}`);
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body)).not.toContain(SECRET);
      expect(res.body.find((p: { domain_name: string }) => p.domain_name === 'mask.ir').description).toBe(ACCESS_DETAILS_MASK);
      const saved = await t.http
        .post('/api/customers/save-plans-for-customer')
        .set('authorization', `Bearer ${t.superToken}`)
        .send({ customer_id: customerId, plan_id: planId, domain_name: 'rest-save.ir', description: SECRET });
      expect(saved.status).toBe(201);
      expect(saved.body.customer_plan.description).toBe(ACCESS_DETAILS_MASK);
    });

    it('reveals them to an admin on purpose and logs who read whose details, before answering', async () => {
      const { id } = await newPlan('reveal.ir');
      const res = await t.gql(REVEAL, { id }, plain.token);
      expect(ok(res).revealCustomerPlanAccess).toBe(SECRET);
      const entry = (await log('CUSTOMER_PLAN')).find((e) => e.action === 'REVEAL' && e.entityId === id);
      expect(entry).toMatchObject({ adminId: plain.id, entityType: 'CUSTOMER_PLAN', label: 'reveal.ir — نیما صادقی' });
      expect(`${entry?.before} ${entry?.after}`).not.toContain(SECRET);
    });

    it('answers the §7 edit call with the text for an admin, counted as a logged reveal', async () => {
      const { id } = await newPlan('rest-edit.ir');
      const res = await t.http.get(`/api/customers/${id}/view-plans/edit`).set('authorization', `Bearer ${plain.token}`);
      expect(res.status).toBe(200);
      expect(res.body.customerPlan).toMatchObject({ id, domain_name: 'rest-edit.ir', description: SECRET });
      expect((await log('CUSTOMER_PLAN')).filter((e) => e.action === 'REVEAL' && e.entityId === id).map((e) => e.adminId)).toEqual([
        plain.id,
      ]);
    });

    it('keeps the stored details when an update leaves them out, sends the mask, null or an empty text (GraphQL)', async () => {
      const { id } = await newPlan('keep.ir');
      for (const input of [{ orderDate: '2025-02-01' }, { description: ACCESS_DETAILS_MASK }, { description: null }, { description: '' }]) {
        ok(await t.gql(UPDATE, { id, input }, t.superToken));
        expect({ input, stored: await stored(id) }).toEqual({ input, stored: SECRET });
      }
      expect(ok(await t.gql(GET, { id }, t.superToken)).customerPlan.orderDate).toBe('2025-02-01');
      // No entry claims the details changed.
      const updates = (await log('CUSTOMER_PLAN')).filter((e) => e.action === 'UPDATE' && e.entityId === id);
      expect(updates.map((e) => JSON.parse(e.after ?? '{}'))).toEqual([{ orderDate: '2025-02-01' }]);
    });

    it('keeps them when the §7 update sends the whole form with the mask, or without the field', async () => {
      const { id } = await newPlan('rest-keep.ir');
      const form = { plan_id: planId, domain_name: 'rest-keep.ir', order_date: '2025-03-01' };
      for (const body of [{ ...form, description: ACCESS_DETAILS_MASK }, form]) {
        const res = await t.http.post(`/api/customers/${id}/view-plans/update`).set('authorization', `Bearer ${t.superToken}`).send(body);
        expect(res.status).toBe(200);
        expect(await stored(id)).toBe(SECRET);
      }
    });

    it('replaces them with a new text and clears them only on an explicit clear, logging neither value', async () => {
      const { id } = await newPlan('replace.ir');
      ok(await t.gql(UPDATE, { id, input: { description: 'new: host 2' } }, t.superToken));
      expect(await stored(id)).toBe('new: host 2');
      const both = await t.gql(UPDATE, { id, input: { description: 'x', clearDescription: true } }, t.superToken);
      expect(firstError(both)).toMatchObject({ code: 'VALIDATION_FAILED', fields: { description: expect.any(Array) } });
      ok(await t.gql(UPDATE, { id, input: { clearDescription: true } }, t.superToken));
      expect(await stored(id)).toBeNull();
      expect(ok(await t.gql(GET, { id }, t.superToken)).customerPlan.description).toBeNull();
      const entries = (await log('CUSTOMER_PLAN')).filter((e) => e.entityId === id && e.action !== 'REVEAL');
      const text = JSON.stringify(entries);
      expect(text).not.toContain(SECRET);
      expect(text).not.toContain('new: host 2');
      const [cleared, replaced] = entries;
      expect([JSON.parse(replaced.before!), JSON.parse(replaced.after!)]).toEqual([{ description: null }, { description: 'replaced' }]);
      expect([JSON.parse(cleared.before!), JSON.parse(cleared.after!)]).toEqual([
        { description: ACCESS_DETAILS_MASK },
        { description: null },
      ]);
    });

    it('gives an API token holding every scope the mask on every path (GraphQL, the REST edit call, lists, a conflict, the export)', async () => {
      const { id, version } = await newPlan('token.ir');
      expect(ok(await t.gql(GET, { id }, token)).customerPlan.description).toBe(ACCESS_DETAILS_MASK);
      expect(JSON.stringify(ok(await t.gql(LIST, { customerId }, token)))).not.toContain(SECRET);
      expect(firstError(await t.gql(REVEAL, { id }, token))).toMatchObject({ code: 'FORBIDDEN' });
      const edit = await t.http.get(`/api/customers/${id}/view-plans/edit`).set('authorization', `Bearer ${token}`);
      expect(edit.status).toBe(200);
      expect(edit.body.customerPlan.description).toBe(ACCESS_DETAILS_MASK);
      const list = await t.http.get(`/api/customers/${customerId}/get-user-plans`).set('authorization', `Bearer ${token}`);
      expect(JSON.stringify(list.body)).not.toContain(SECRET);
      // A token's update that echoes the mask keeps the details.
      const echoed = await t.http
        .post(`/api/customers/${id}/view-plans/update`)
        .set('authorization', `Bearer ${token}`)
        .send({ ...edit.body.customerPlan, plan_id: planId });
      expect(echoed.status).toBe(200);
      expect(await stored(id)).toBe(SECRET);
      // A stale version's refusal carries the record as stored: masked.
      ok(await t.gql(UPDATE, { id, input: { orderDate: '2025-04-01' } }, t.superToken));
      const stale = await t.gql(UPDATE, { id, input: { orderDate: '2025-05-01', version } }, token);
      expect(firstError(stale).code).toBe('CONFLICT');
      expect(JSON.stringify(stale)).not.toContain(SECRET);
      const exported = await csv(`/api/export/customer-plans.csv?customer_id=${customerId}&access_details=1`, token);
      expect(exported.status).toBe(200);
      expect(exported.body).not.toContain(SECRET);
      expect(exported.body).toContain(ACCESS_DETAILS_MASK);
    });

    it('leaves the access details out of webhook payloads, even of an event that carried them', () => {
      const event = {
        type: 'customer-plan.created',
        entity: 'customer-plan',
        action: 'created',
        id: 1,
        actor: null,
        before: null,
        after: { label: 'hook.ir', values: { id: 1, customerId, domainName: 'hook.ir', description: SECRET } },
      } as DomainEvent;
      const hook = webhookOf(event);
      expect(hook?.data).toMatchObject({ domain_name: 'hook.ir' });
      expect(hook?.data).not.toHaveProperty('description');
      expect(JSON.stringify(hook)).not.toContain(SECRET);
    });

    it('exports no access details column unless a superadmin asks, which is logged; a plain admin asking is refused', async () => {
      await newPlan('export.ir');
      const path = `/api/export/customer-plans.csv?customer_id=${customerId}`;
      const plainFile = await csv(path, t.superToken);
      expect(plainFile.status).toBe(200);
      expect(plainFile.body).not.toContain(SECRET);
      expect(plainFile.body.split(/\r?\n/)[0]).not.toContain('اطلاعات دسترسی');
      expect((await log('CUSTOMER')).filter((e) => e.action === 'EXPORT')).toEqual([]);

      const refused = await csv(`${path}&access_details=1`, plain.token);
      expect(refused.status).toBe(403);
      expect(refused.body).not.toContain(SECRET);

      const asked = await csv(`${path}&access_details=1`, t.superToken);
      expect(asked.status).toBe(200);
      expect(asked.body.split(/\r?\n/)[0]).toContain('اطلاعات دسترسی');
      expect(asked.body).toContain(SECRET);
      expect((await log('CUSTOMER')).filter((e) => e.action === 'EXPORT')).toEqual([
        expect.objectContaining({ adminId: superId, entityId: customerId, label: 'نیما صادقی' }),
      ]);
    });
  });
});
