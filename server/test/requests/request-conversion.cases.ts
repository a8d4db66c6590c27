import { DataSource } from 'typeorm';
import { Clock } from 'src/common/clock.js';
import { Order } from 'src/domain/orders/order.entity.js';
import { WebhookDelivery, WebhookDeliveryStatus } from 'src/reactions/webhooks/webhook-delivery.entity.js';
import { WebhookEndpoint } from 'src/reactions/webhooks/webhook-endpoint.entity.js';
import { WebhookEventType } from 'src/reactions/webhooks/webhook-events.js';
import { newSecret } from 'src/reactions/webhooks/webhook-signature.js';
import { WebhookWorker } from 'src/reactions/webhooks/webhook-worker.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, firstError, gqlUpload, PNG_BYTES, startTestApp, type TestApp } from '../support/test-app.js';
import { describeEngines } from '../support/engines.js';

describeEngines(() => {
  const PUBLIC_ORDER = 'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id } }';
  const CONVERT = `mutation($id: Int!, $input: CreateCustomerInput!) {
  convertOrderToCustomer(id: $id, input: $input) { id customerId customer { id name family phone } }
}`;
  const TRENDS = `query($weeks: Int, $months: Int) {
  requestTrends(weeks: $weeks, months: $months) {
    weeks { start end jalaliYear jalaliMonth jalaliDay count }
    months { start end jalaliYear jalaliMonth jalaliDay count }
    requests converted
    byPlan { id title requests converted }
    byTheme { id title requests converted }
  }
}`;
  const CUSTOMER_COUNT = '{ customers(perPage: 1) { total } }';
  const PREFERENCES = '{ myPreferences { alertSound } }';
  const SET_PREFERENCES = 'mutation($input: UpdatePreferencesInput!) { updateMyPreferences(input: $input) { alertSound } }';

  /** Tehran is UTC+3:30 all year since 2022: 23:59 there is 20:29 UTC, 00:01 the next day is 20:31 UTC. */
  const at = (iso: string) => new Date(iso);

  describe('from request to customer, and the request charts', () => {
    let t: TestApp;
    let db: DataSource;
    let phone = 0;
    const placeOrder = async (extra: Record<string, unknown> = {}) => {
      const res = await t.gql(PUBLIC_ORDER, {
        input: { fullName: 'سارا احمدی نیک', phoneNumber: `0936${String(1_000_000 + phone++).padStart(7, '0')}`, ...extra },
      });
      if (!res.data?.createOrder) throw new Error(JSON.stringify(res.errors));
      return res.data.createOrder.id as number;
    };
    const placeOrderAt = async (moment: Date) => {
      const id = await placeOrder();
      await db.getRepository(Order).update(id, { createdAt: moment });
      return id;
    };
    const trends = async (variables: Record<string, number> = {}) => {
      const res = await t.gql(TRENDS, variables, t.superToken);
      if (!res.data?.requestTrends) throw new Error(JSON.stringify(res.errors));
      return res.data.requestTrends;
    };
    const customers = async () => (await t.gql(CUSTOMER_COUNT, {}, t.superToken)).data.customers.total as number;
    const customerInput = (suffix: string) => ({
      name: 'سارا',
      family: 'احمدی نیک',
      email: `sara${suffix}@example.com`,
      phone: '09361000000',
    });

    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false });
      db = t.app.get(DataSource);
    });
    afterAll(() => t.close());

    it('counts requests in Jalali weeks from Saturday and Jalali months on Tehran days, around midnight, a month end and a Friday', async () => {
      await placeOrderAt(at('2026-11-20T20:29:00Z')); // Friday 29 Aban, 23:59 Tehran
      await placeOrderAt(at('2026-11-20T20:31:00Z')); // Saturday 30 Aban, 00:01
      await placeOrderAt(at('2026-11-21T20:29:00Z')); // Saturday 30 Aban (the month's last day), 23:59
      await placeOrderAt(at('2026-11-21T20:31:00Z')); // Sunday 1 Azar, 00:01
      // Read on Sunday 8 Azar 1405, 11:30 in Tehran, with a token signed on that clock.
      const clock = t.app.get(Clock);
      const realNow = clock.now;
      clock.now = () => at('2026-11-29T08:00:00Z');
      const token = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
      const res = await t.gql(TRENDS, { weeks: 3, months: 2 }, token);
      clock.now = realNow;
      const { weeks, months } = res.data.requestTrends;
      expect(weeks).toEqual([
        { start: '2026-11-14', end: '2026-11-21', jalaliYear: 1405, jalaliMonth: 8, jalaliDay: 23, count: 1 },
        { start: '2026-11-21', end: '2026-11-28', jalaliYear: 1405, jalaliMonth: 8, jalaliDay: 30, count: 3 },
        { start: '2026-11-28', end: '2026-12-05', jalaliYear: 1405, jalaliMonth: 9, jalaliDay: 7, count: 0 },
      ]);
      expect(months).toEqual([
        { start: '2026-10-23', end: '2026-11-22', jalaliYear: 1405, jalaliMonth: 8, jalaliDay: 1, count: 3 },
        { start: '2026-11-22', end: '2026-12-22', jalaliYear: 1405, jalaliMonth: 9, jalaliDay: 1, count: 1 },
      ]);
    });

    it('refuses a chart range beyond its limits with a Persian message', async () => {
      const res = await t.gql(TRENDS, { weeks: 53 }, t.superToken);
      expect(firstError(res)).toMatchObject({ code: 'VALIDATION_FAILED', fields: { weeks: ['تعداد هفته‌ها نباید بیشتر از ۵۲ باشد'] } });
    });

    it('turns a request into a customer once, links them, and logs the link', async () => {
      const id = await placeOrder();
      const before = await customers();
      const converted = await t.gql(CONVERT, { id, input: customerInput('1') }, t.superToken);
      expect(converted.errors).toBeUndefined();
      const order = converted.data.convertOrderToCustomer;
      expect(order.customer).toEqual({ id: order.customerId, name: 'سارا', family: 'احمدی نیک', phone: '09361000000' });
      expect(await customers()).toBe(before + 1);

      const again = await t.gql(CONVERT, { id, input: customerInput('2') }, t.superToken);
      expect(firstError(again)).toMatchObject({ code: 'REFUSED', message: 'این درخواست پیش‌تر به مشتری تبدیل شده است' });
      // The refused conversion's customer was rolled back with it.
      expect(await customers()).toBe(before + 1);

      const log = await t.gql('{ activityLog(entityType: ORDER) { items { action entityId before after } } }', {}, t.superToken);
      expect(log.data.activityLog.items).toContainEqual({
        action: 'UPDATE',
        entityId: id,
        before: JSON.stringify({ customerId: null }),
        after: JSON.stringify({ customerId: order.customerId }),
      });
    });

    it('links a request converted by two admins at once to exactly one new customer', async () => {
      const id = await placeOrder();
      const before = await customers();
      const results = await Promise.all(['3', '4'].map((n) => t.gql(CONVERT, { id, input: customerInput(n) }, t.superToken)));
      expect(results.filter((r) => !r.errors)).toHaveLength(1);
      expect(results.filter((r) => r.errors).map((r) => firstError(r).code)).toEqual(['REFUSED']);
      expect(await customers()).toBe(before + 1);
    });

    it('refuses an invalid customer without linking the request', async () => {
      const id = await placeOrder();
      const res = await t.gql(CONVERT, { id, input: { ...customerInput('5'), phone: '123' } }, t.superToken);
      expect(firstError(res)).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect((await db.getRepository(Order).findOneByOrFail({ id })).customerId).toBeNull();
      expect(firstError(await t.gql(CONVERT, { id: 999_999, input: customerInput('6') }, t.superToken))).toMatchObject({
        code: 'NOT_FOUND',
      });
    });

    it('counts a request as converted once its customer has a plan, by plan and by theme', async () => {
      const planId = (await t.gql('mutation { createPlan(input: { title: "فروشگاهی" }) { id } }', {}, t.superToken)).data.createPlan.id;
      const theme = await gqlUpload(
        t,
        'mutation($input: CreateThemeInput!, $image: Upload) { createTheme(input: $input, image: $image) { id } }',
        { input: { title: 'قالب کافه', link: 'https://demo.example.com/cafe' } },
        { image: { content: PNG_BYTES, filename: 'cafe.png' } },
      );
      const themeId = theme.data.createTheme.id;
      const first = await placeOrder({ planId, themeId });
      await placeOrder({ planId, themeId });
      await placeOrder({ planId });
      const converted = await t.gql(CONVERT, { id: first, input: customerInput('7') }, t.superToken);
      const customerId = converted.data.convertOrderToCustomer.customerId as number;

      // A customer without a plan is not yet a conversion.
      let charts = await trends();
      expect(charts.byPlan).toEqual([{ id: planId, title: 'فروشگاهی', requests: 3, converted: 0 }]);
      expect(charts.byTheme).toEqual([{ id: themeId, title: 'قالب کافه', requests: 2, converted: 0 }]);

      const plan = await t.gql(
        'mutation($input: CreateCustomerPlanInput!) { createCustomerPlan(input: $input) { id } }',
        { input: { customerId, planId, themeId, domainName: 'cafe-sara.ir' } },
        t.superToken,
      );
      expect(plan.errors).toBeUndefined();
      charts = await trends();
      expect(charts.byPlan).toEqual([{ id: planId, title: 'فروشگاهی', requests: 3, converted: 1 }]);
      expect(charts.byTheme).toEqual([{ id: themeId, title: 'قالب کافه', requests: 2, converted: 1 }]);
      expect(charts.converted).toBe(1);
      expect(charts.requests).toBe((await db.getRepository(Order).count()) as number);
    });

    it("keeps each admin's alert sound, off until they turn it on, and logs the change", async () => {
      const created = await t.gql(
        'mutation($input: CreateAdminInput!) { createAdmin(input: $input) { id } }',
        { input: { name: 'نگار', family: 'مشاور', email: 'negar@example.com', phone: '09120000011', password: 'adviser-pass-1' } },
        t.superToken,
      );
      const adviser = await t.login('negar@example.com', 'adviser-pass-1');
      expect((await t.gql(PREFERENCES, {}, adviser)).data.myPreferences).toEqual({ alertSound: false });
      expect((await t.gql(SET_PREFERENCES, { input: { alertSound: true } }, adviser)).data.updateMyPreferences).toEqual({
        alertSound: true,
      });
      expect((await t.gql(PREFERENCES, {}, adviser)).data.myPreferences).toEqual({ alertSound: true });
      // Another admin's preference is their own.
      expect((await t.gql(PREFERENCES, {}, t.superToken)).data.myPreferences).toEqual({ alertSound: false });
      expect((await t.gql(SET_PREFERENCES, { input: { alertSound: false } }, adviser)).data.updateMyPreferences).toEqual({
        alertSound: false,
      });
      expect(firstError(await t.gql(SET_PREFERENCES, { input: { alertSound: 'بله' } }, adviser)).code).toBeDefined();
      expect((await t.gql(PREFERENCES)).status).toBe(401);

      const log = await t.gql('{ activityLog(entityType: ADMIN) { items { action entityId adminId before after } } }', {}, t.superToken);
      const adviserId = created.data.createAdmin.id as number;
      expect(log.data.activityLog.items).toContainEqual({
        action: 'UPDATE',
        entityId: adviserId,
        adminId: adviserId,
        before: JSON.stringify({ alertSound: false }),
        after: JSON.stringify({ alertSound: true }),
      });
    });
    it("gives a request's page its door and one history: created, owner and status changes, conversion and the webhooks delivered for it", async () => {
      const PAGE = `query($id: Int!) {
  order(id: $id) {
    channel
    history { id kind author { id } authorToken channel previousStatus status owner { id } customerId customer { id } webhookEvent webhookEndpoint }
  }
}`;
      // Stored as the back office would (its form resolves the host, which a test has none of); the address is refused
      // when sent, so the worker leaves the delivery pending until the test marks it taken.
      const endpoint = await db.getRepository(WebhookEndpoint).save({
        url: 'https://127.0.0.1:9/request-page?secret=x',
        description: null,
        events: [WebhookEventType.ORDER_STATUS_CHANGED],
        secret: newSecret(),
      });
      const admins = (await t.gql('{ admins { id email } }', {}, t.superToken)).data.admins as { id: number; email: string }[];
      const superId = admins.find((admin) => admin.email === ADMIN_EMAIL)!.id;
      const id = await placeOrder();
      const page = async (orderId: number) => {
        const res = await t.gql(PAGE, { id: orderId }, t.superToken);
        if (!res.data?.order) throw new Error(JSON.stringify(res.errors));
        return res.data.order as { channel: string; history: Record<string, unknown>[] };
      };
      // A visitor's request: created, by nobody, through the site's form.
      expect((await page(id)).history).toEqual([
        expect.objectContaining({ id: 'created', kind: 'CREATED', author: null, channel: 'PUBLIC_FORM', status: null }),
      ]);

      const assigned = await t.gql(
        'mutation($id: Int!, $ownerId: Int) { assignOrder(id: $id, ownerId: $ownerId) { id } }',
        { id, ownerId: superId },
        t.superToken,
      );
      expect(assigned.errors).toBeUndefined();
      const moved = await t.gql('mutation($id: Int!) { changeOrderStatus(id: $id, status: PROCESSING) { id } }', { id }, t.superToken);
      expect(moved.errors).toBeUndefined();
      const converted = await t.gql(CONVERT, { id, input: customerInput('-page') }, t.superToken);
      const customerId = converted.data.convertOrderToCustomer.customerId as number;
      // The status change's delivery names its request; once the receiver took it, the page lists it.
      const deliveries = db.getRepository(WebhookDelivery);
      await t.app.get(WebhookWorker).poll();
      const sent = await deliveries.findBy({ endpointId: endpoint.id });
      expect(sent.map((delivery) => delivery.orderId)).toEqual([id]);
      expect((await page(id)).history.map((entry) => entry.kind)).not.toContain('WEBHOOK_DELIVERED');
      await deliveries.update(sent[0].id, { status: WebhookDeliveryStatus.DELIVERED, lastAttemptAt: new Date(Date.now() + 1000) });

      const { channel, history } = await page(id);
      expect(channel).toBe('PUBLIC_FORM');
      expect(history.map((entry) => entry.kind)).toEqual(['CREATED', 'ASSIGNED', 'STATUS_CHANGED', 'CONVERTED', 'WEBHOOK_DELIVERED']);
      expect(history[1]).toMatchObject({ author: { id: superId }, owner: { id: superId } });
      expect(history[2]).toMatchObject({ author: { id: superId }, previousStatus: 'PENDING', status: 'PROCESSING' });
      expect(history[3]).toMatchObject({ author: { id: superId }, customerId, customer: { id: customerId } });
      // The endpoint by its host alone: its query may hold the receiver's secret.
      expect(history[4]).toMatchObject({ author: null, webhookEvent: 'order.status_changed', webhookEndpoint: '127.0.0.1:9' });

      // The other doors: the REST facade and staff (an admin's request names them as its creator).
      const rest = await t.http.post('/api/orders/create').send({ full_name: 'رضا رستمی', phone_number: '09351112233' });
      expect(rest.status).toBeLessThan(300);
      expect((await page(rest.body.id as number)).channel).toBe('REST');
      const staff = await t.gql(
        'mutation($input: CreateOrderInput!) { createStaffOrder(input: $input) { id } }',
        { input: { fullName: 'مینا کارمند', phoneNumber: '09351112244' } },
        t.superToken,
      );
      const staffPage = await page(staff.data.createStaffOrder.id as number);
      expect(staffPage.channel).toBe('STAFF');
      expect(staffPage.history[0]).toMatchObject({ kind: 'CREATED', channel: 'STAFF', author: { id: superId } });
    });
    it('recognises a request from a customer`s phone typed in Persian or Arabic digits, +98 or 0098, filters on it, and links it to that customer with its description', async () => {
      const phone = '09171234567';
      const made = await t.gql(
        'mutation($input: CreateCustomerInput!) { createCustomer(input: $input) { id } }',
        { input: { name: 'کاوه', family: 'تکراری', email: 'kaveh.repeat@example.com', phone, description: 'مشتری قدیمی' } },
        t.superToken,
      );
      const customerId = made.data.createCustomer.id as number;
      const descriptions = ['فروشگاه کفش', 'سایت شرکتی', 'وبلاگ', 'سایت آموزشی'];
      const forms = ['۰۹۱۷۱۲۳۴۵۶۷', '٠٩١٧١٢٣٤٥٦٧', '+989171234567', '00989171234567'];
      const ids: number[] = [];
      for (const [i, form] of forms.entries()) ids.push(await placeOrder({ phoneNumber: form, description: descriptions[i] }));
      const stranger = await placeOrder({ phoneNumber: '۰۹۱۷۹۹۹۹۹۹۹' });
      const READ = 'query($id: Int!) { order(id: $id) { phoneNumber existingCustomer { id } earlierRequests } }';
      const read = async (id: number) => (await t.gql(READ, { id }, t.superToken)).data.order;
      for (const [i, id] of ids.entries()) {
        expect(await read(id)).toEqual({ phoneNumber: phone, existingCustomer: { id: customerId }, earlierRequests: i });
      }
      expect(await read(stranger)).toEqual({ phoneNumber: '09179999999', existingCustomer: null, earlierRequests: 0 });

      // «از مشتریان فعلی»: the list keeps the customer's requests and leaves the stranger's out.
      const LIST = 'query($search: String) { orders(search: $search, fromCustomers: true, perPage: 100) { items { id } } }';
      const listed = (await t.gql(LIST, { search: '0917' }, t.superToken)).data.orders.items.map((item: { id: number }) => item.id);
      expect([...listed].sort((a: number, b: number) => a - b)).toEqual(ids);

      // Linked to the customer they are: no second customer, and the request's description added to the expert note.
      const before = await customers();
      const LINK = 'mutation($id: Int!, $customerId: Int!) { linkOrderToCustomer(id: $id, customerId: $customerId) { customerId } }';
      const linked = await t.gql(LINK, { id: ids[3], customerId }, t.superToken);
      expect(linked.errors).toBeUndefined();
      expect(linked.data.linkOrderToCustomer.customerId).toBe(customerId);
      expect(await customers()).toBe(before);
      const note = await t.gql('query($id: Int!) { customer(id: $id) { description } }', { id: customerId }, t.superToken);
      expect(note.data.customer.description).toBe('مشتری قدیمی\n\nسایت آموزشی');
      expect(firstError(await t.gql(LINK, { id: ids[3], customerId }, t.superToken))).toMatchObject({
        message: 'این درخواست پیش‌تر به مشتری تبدیل شده است',
      });
      // The conversion is in the request's history, naming the customer.
      const history = await t.gql('query($id: Int!) { order(id: $id) { history { kind customer { id } } } }', { id: ids[3] }, t.superToken);
      expect(history.data.order.history).toContainEqual({ kind: 'CONVERTED', customer: { id: customerId } });
    });
  });
});
