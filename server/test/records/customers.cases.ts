import { DataSource } from 'typeorm';
import { Customer } from 'src/domain/customers/customer.entity.js';
import { firstError, startTestApp, type TestApp } from '../support/test-app.js';
import { describeEngines } from '../support/engines.js';

describeEngines(() => {
  const FIELDS = 'id name family email phone description createdAt';
  const LIST = `query List($search: String, $status: CustomerStatus, $sort: SortDirection, $page: Int, $perPage: Int) {
  customers(search: $search, status: $status, sort: $sort, page: $page, perPage: $perPage) {
    items { id name family activeCustomerPlansCount inactiveCustomerPlansCount customerPlans { id domainName isActive } }
    currentPage lastPage total perPage
  }
}`;
  const GET = `query Get($id: Int!) { customer(id: $id) { ${FIELDS} } }`;
  const CREATE = `mutation Create($input: CreateCustomerInput!) { createCustomer(input: $input) { ${FIELDS} } }`;
  const UPDATE = `mutation Update($id: Int!, $input: UpdateCustomerInput!) { updateCustomer(id: $id, input: $input) { ${FIELDS} } }`;
  const DELETE = `mutation Delete($id: Int!) { deleteCustomer(id: $id) { ${FIELDS} } }`;
  const CREATE_PLAN = `mutation CreatePlan($input: CreateCustomerPlanInput!) { createCustomerPlan(input: $input) { id } }`;
  const GET_PLAN = 'query GetPlan($id: Int!) { customerPlan(id: $id) { id customerId } }';

  const PHONE_MESSAGE = 'شماره تلفن معتبر نیست؛ ۱۱ رقم با صفر اول وارد کنید';

  type Input = { name: string; family: string; email: string; phone: string; description?: string | null };

  async function addCustomer(t: TestApp, input: Input): Promise<number> {
    const res = await t.gql(CREATE, { input }, t.superToken);
    if (!res.data?.createCustomer) throw new Error(`createCustomer failed: ${JSON.stringify(res.errors)}`);
    return res.data.createCustomer.id;
  }

  async function addPlanFor(t: TestApp, customerId: number, planId: number, isActive: boolean, domainName: string) {
    const res = await t.gql(CREATE_PLAN, { input: { customerId, planId, domainName, isActive } }, t.superToken);
    if (!res.data?.createCustomerPlan) throw new Error(`createCustomerPlan failed: ${JSON.stringify(res.errors)}`);
    return res.data.createCustomerPlan.id as number;
  }

  async function addPlan(t: TestApp): Promise<number> {
    const res = await t.gql('mutation { createPlan(input: { title: "فروشگاهی" }) { id } }', {}, t.superToken);
    return res.data.createPlan.id;
  }

  describe('customers list', () => {
    let t: TestApp;
    const ids: Record<'ali' | 'maryam' | 'aliKarimi' | 'sara', number> = { ali: 0, maryam: 0, aliKarimi: 0, sara: 0 };
    const list = async (vars: Record<string, unknown> = {}, token: string | null = t.superToken) => t.gql(LIST, vars, token ?? undefined);
    const listIds = async (vars: Record<string, unknown> = {}) => {
      const res = await list(vars);
      if (!res.data?.customers) throw new Error(JSON.stringify(res.errors));
      return res.data.customers.items.map((c: { id: number }) => c.id);
    };

    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false });
      // Created in id order ali, maryam, aliKarimi, sara; their created dates say otherwise, so that
      // sorting by id and sorting by created date give different answers.
      ids.ali = await addCustomer(t, { name: 'علی', family: 'رضایی', email: 'ali@shop.ir', phone: '09121111111' });
      ids.maryam = await addCustomer(t, { name: 'مريم', family: 'كريمي', email: 'maryam@example.com', phone: '02188887777' });
      ids.aliKarimi = await addCustomer(t, { name: 'علی', family: 'کریمی', email: 'ak@example.com', phone: '09351234567' });
      ids.sara = await addCustomer(t, { name: 'سارا', family: 'یوسفی', email: 'sara@example.com', phone: '09129998888' });
      const customers = t.app.get(DataSource).getRepository(Customer);
      await customers.update(ids.ali, { createdAt: new Date('2024-03-01T10:00:00Z') });
      await customers.update(ids.maryam, { createdAt: new Date('2024-01-01T10:00:00Z') });
      await customers.update(ids.aliKarimi, { createdAt: new Date('2024-02-01T10:00:00Z') });
      await customers.update(ids.sara, { createdAt: new Date('2023-12-01T10:00:00Z') });

      const planId = await addPlan(t);
      await addPlanFor(t, ids.ali, planId, true, 'ali.ir');
      await addPlanFor(t, ids.maryam, planId, false, 'maryam.ir');
      await addPlanFor(t, ids.aliKarimi, planId, false, 'karimi-old.ir');
      await addPlanFor(t, ids.aliKarimi, planId, true, 'karimi.ir');
    });
    afterAll(() => t.close());

    it('lists newest first by created date by default, with the paging metadata', async () => {
      const res = await list();
      expect(res.errors).toBeUndefined();
      const page = res.data.customers;
      expect(page.items.map((c: { id: number }) => c.id)).toEqual([ids.ali, ids.aliKarimi, ids.maryam, ids.sara]);
      expect(page).toMatchObject({ currentPage: 1, lastPage: 1, total: 4, perPage: 15 });
    });

    it('lists oldest first when sort is ASC, and newest first when DESC is asked for', async () => {
      expect(await listIds({ sort: 'ASC' })).toEqual([ids.sara, ids.maryam, ids.aliKarimi, ids.ali]);
      expect(await listIds({ sort: 'DESC' })).toEqual([ids.ali, ids.aliKarimi, ids.maryam, ids.sara]);
    });

    it('pages the list: items, currentPage, lastPage, total and perPage', async () => {
      const first = (await list({ perPage: 3 })).data.customers;
      expect(first).toMatchObject({ currentPage: 1, lastPage: 2, total: 4, perPage: 3 });
      expect(first.items.map((c: { id: number }) => c.id)).toEqual([ids.ali, ids.aliKarimi, ids.maryam]);
      const second = (await list({ perPage: 3, page: 2 })).data.customers;
      expect(second).toMatchObject({ currentPage: 2, lastPage: 2, total: 4, perPage: 3 });
      expect(second.items.map((c: { id: number }) => c.id)).toEqual([ids.sara]);
      const beyond = (await list({ perPage: 3, page: 5 })).data.customers;
      expect(beyond).toMatchObject({ items: [], currentPage: 5, lastPage: 2, total: 4 });
    });

    it('accepts at most 100 a page and refuses 101 or page 0 with a Persian message', async () => {
      expect((await list({ perPage: 100 })).data.customers).toMatchObject({ perPage: 100, total: 4 });
      const tooMany = await list({ perPage: 101 });
      expect(tooMany.data).toBeNull();
      expect(firstError(tooMany)).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { perPage: ['تعداد در هر صفحه نباید بیشتر از ۱۰۰ باشد'] },
      });
      const pageZero = await list({ page: 0 });
      expect(firstError(pageZero)).toMatchObject({ code: 'VALIDATION_FAILED', fields: { page: ['شماره صفحه نباید کمتر از ۱ باشد'] } });
    });

    it('finds customers by name, family, phone or e-mail', async () => {
      expect(await listIds({ search: 'علی' })).toEqual([ids.ali, ids.aliKarimi]);
      expect(await listIds({ search: 'یوسفی' })).toEqual([ids.sara]);
      expect(await listIds({ search: '02188' })).toEqual([ids.maryam]);
      expect(await listIds({ search: 'example.com' })).toEqual([ids.aliKarimi, ids.maryam, ids.sara]);
      expect(await listIds({ search: 'SHOP.IR' })).toEqual([ids.ali]);
    });

    it('needs every word of a several-word search to match some field', async () => {
      expect(await listIds({ search: 'علی کریمی' })).toEqual([ids.aliKarimi]);
      expect(await listIds({ search: '  علی   0935 ' })).toEqual([ids.aliKarimi]);
      expect(await listIds({ search: 'علی یوسفی' })).toEqual([]);
    });

    it('matches phone numbers typed with Persian or Arabic digits', async () => {
      expect(await listIds({ search: '۰۹۱۲' })).toEqual([ids.ali, ids.sara]);
      expect(await listIds({ search: '٠٩٣٥' })).toEqual([ids.aliKarimi]);
    });

    it('treats Arabic ي and ك as the Persian letters, in stored names and in the search', async () => {
      // maryam was stored as "مريم كريمي" (Arabic letters); both spellings find both Karimis.
      expect(await listIds({ search: 'کریمی' })).toEqual([ids.aliKarimi, ids.maryam]);
      expect(await listIds({ search: 'كريمي' })).toEqual([ids.aliKarimi, ids.maryam]);
      expect(await listIds({ search: 'مریم' })).toEqual([ids.maryam]);
    });

    it('takes % and _ in a search literally', async () => {
      expect(await listIds({ search: '%' })).toEqual([]);
      expect(await listIds({ search: '_' })).toEqual([]);
    });

    it('reports no results with an empty page, not an error', async () => {
      const res = await list({ search: 'ناموجود' });
      expect(res.data.customers).toEqual({ items: [], currentPage: 1, lastPage: 1, total: 0, perPage: 15 });
    });

    it('filters ACTIVE as having an active plan and INACTIVE as having none', async () => {
      expect(await listIds({ status: 'ACTIVE' })).toEqual([ids.ali, ids.aliKarimi]);
      expect(await listIds({ status: 'INACTIVE' })).toEqual([ids.maryam, ids.sara]);
      expect(await listIds({ status: 'ACTIVE', search: 'کریمی' })).toEqual([ids.aliKarimi]);
      expect(await listIds({ status: 'INACTIVE', sort: 'ASC' })).toEqual([ids.sara, ids.maryam]);
      const active = (await list({ status: 'ACTIVE', perPage: 1 })).data.customers;
      expect(active).toMatchObject({ total: 2, lastPage: 2 });
    });

    it('shows each customer their plans and counts of active and inactive plans', async () => {
      const items = (await list()).data.customers.items as {
        id: number;
        activeCustomerPlansCount: number;
        inactiveCustomerPlansCount: number;
        customerPlans: { domainName: string; isActive: boolean }[];
      }[];
      const byId = new Map(items.map((c) => [c.id, c]));
      expect(byId.get(ids.aliKarimi)).toMatchObject({
        activeCustomerPlansCount: 1,
        inactiveCustomerPlansCount: 1,
        customerPlans: [
          { domainName: 'karimi-old.ir', isActive: false },
          { domainName: 'karimi.ir', isActive: true },
        ],
      });
      expect(byId.get(ids.ali)).toMatchObject({ activeCustomerPlansCount: 1, inactiveCustomerPlansCount: 0 });
      expect(byId.get(ids.maryam)).toMatchObject({ activeCustomerPlansCount: 0, inactiveCustomerPlansCount: 1 });
      expect(byId.get(ids.sara)).toMatchObject({ activeCustomerPlansCount: 0, inactiveCustomerPlansCount: 0, customerPlans: [] });
    });

    it('refuses a search longer than 100 characters', async () => {
      const res = await list({ search: 'ا'.repeat(101) });
      expect(firstError(res)).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { search: ['عبارت جستجو نباید بیشتر از ۱۰۰ نویسه باشد'] },
      });
    });

    it('answers 401 and no data without a token', async () => {
      const res = await list({}, null);
      expect(res.status).toBe(401);
      expect(firstError(res).code).toBe('UNAUTHENTICATED');
      expect(res.data ?? null).toBeNull();
    });
  });

  describe('customer records', () => {
    let t: TestApp;
    let planId: number;
    const get = (id: number) => t.gql(GET, { id }, t.superToken);
    const total = async () => (await t.gql(LIST, {}, t.superToken)).data.customers.total as number;

    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false });
      planId = await addPlan(t);
    });
    afterAll(() => t.close());

    describe('createCustomer and customer', () => {
      it('stores a customer with Latin digits, Persian letters, a lower-case e-mail and the expert note', async () => {
        const res = await t.gql(
          CREATE,
          {
            input: {
              name: ' علي ',
              family: 'كاظمي',
              email: ' Ali.Kazemi@Example.COM ',
              phone: '۰۲۱-۸۸۷۷۶۶۵۵',
              description: 'مشتری قدیمی؛ تماس عصر',
            },
          },
          t.superToken,
        );
        expect(res.errors).toBeUndefined();
        const created = res.data.createCustomer;
        expect(created).toMatchObject({
          id: expect.any(Number),
          name: 'علی',
          family: 'کاظمی',
          email: 'ali.kazemi@example.com',
          phone: '02188776655',
          description: 'مشتری قدیمی؛ تماس عصر',
        });
        expect(new Date(created.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
        expect((await get(created.id)).data.customer).toEqual(created);
      });

      it('accepts a mobile number and stores an empty note as none', async () => {
        const res = await t.gql(
          CREATE,
          { input: { name: 'نرگس', family: 'امینی', email: 'narges@example.com', phone: '+98 912 000 1122', description: '  ' } },
          t.superToken,
        );
        expect(res.data.createCustomer).toMatchObject({ phone: '09120001122', description: null });
      });

      it('names every invalid field in Persian and stores nothing', async () => {
        const before = await total();
        const res = await t.gql(CREATE, { input: { name: '', family: 'ب', email: 'not-mail', phone: '12345' } }, t.superToken);
        expect(res.status).toBe(200);
        expect(res.data).toBeNull();
        const error = firstError(res);
        expect(error.code).toBe('VALIDATION_FAILED');
        expect(error.fields).toEqual({
          name: ['نام الزامی است'],
          email: ['ایمیل معتبر نیست'],
          phone: [PHONE_MESSAGE],
        });
        expect(await total()).toBe(before);
      });

      it('refuses a note over 5000 characters', async () => {
        const before = await total();
        const res = await t.gql(
          CREATE,
          { input: { name: 'الف', family: 'ب', email: 'a@b.ir', phone: '09120000000', description: 'x'.repeat(5001) } },
          t.superToken,
        );
        expect(firstError(res)).toMatchObject({
          code: 'VALIDATION_FAILED',
          fields: { description: ['توضیحات نباید بیشتر از ۵۰۰۰ نویسه باشد'] },
        });
        expect(await total()).toBe(before);
      });

      it('answers NOT_FOUND with a Persian message for an unknown id', async () => {
        const res = await get(9999);
        expect(res.data).toBeNull();
        expect(firstError(res)).toMatchObject({ code: 'NOT_FOUND', message: 'مشتری پیدا نشد' });
      });

      it('answers 401 without a token to customer and createCustomer, and stores nothing', async () => {
        const before = await total();
        const read = await t.gql(GET, { id: 1 });
        expect(read.status).toBe(401);
        expect(read.data ?? null).toBeNull();
        const write = await t.gql(CREATE, { input: { name: 'الف', family: 'ب', email: 'x@y.ir', phone: '09120000000' } });
        expect(write.status).toBe(401);
        expect(write.data ?? null).toBeNull();
        expect(await total()).toBe(before);
      });
    });

    describe('updateCustomer', () => {
      let id: number;
      beforeAll(async () => {
        id = await addCustomer(t, {
          name: 'حسن',
          family: 'نوری',
          email: 'hasan@example.com',
          phone: '09131234567',
          description: 'یادداشت',
        });
      });

      it('changes the given fields only, normalising them like on create', async () => {
        const res = await t.gql(UPDATE, { id, input: { family: 'نوريان', phone: '۰۹۱۳۷۶۵۴۳۲۱' } }, t.superToken);
        expect(res.errors).toBeUndefined();
        expect(res.data.updateCustomer).toMatchObject({
          id,
          name: 'حسن',
          family: 'نوریان',
          email: 'hasan@example.com',
          phone: '09137654321',
          description: 'یادداشت',
        });
        expect((await get(id)).data.customer).toMatchObject({ family: 'نوریان', phone: '09137654321', description: 'یادداشت' });
      });

      it('clears the expert note when it is sent empty', async () => {
        const res = await t.gql(UPDATE, { id, input: { description: '' } }, t.superToken);
        expect(res.data.updateCustomer.description).toBeNull();
        expect((await get(id)).data.customer.description).toBeNull();
      });

      it('names invalid fields in Persian and changes nothing', async () => {
        const before = (await get(id)).data.customer;
        const res = await t.gql(UPDATE, { id, input: { name: 'تازه', email: 'bad', phone: '0912' } }, t.superToken);
        expect(res.data).toBeNull();
        expect(firstError(res)).toMatchObject({
          code: 'VALIDATION_FAILED',
          fields: { email: ['ایمیل معتبر نیست'], phone: [PHONE_MESSAGE] },
        });
        expect((await get(id)).data.customer).toEqual(before);
      });

      it('refuses emptying a required field with null as a validation failure, not a server error', async () => {
        const before = (await get(id)).data.customer;
        const res = await t.gql(UPDATE, { id, input: { name: null, phone: null } }, t.superToken);
        expect(res.data).toBeNull();
        expect(firstError(res)).toMatchObject({
          code: 'VALIDATION_FAILED',
          fields: { name: ['نام الزامی است'], phone: ['شماره تلفن الزامی است'] },
        });
        expect((await get(id)).data.customer).toEqual(before);
      });

      it('answers NOT_FOUND for an unknown id', async () => {
        const res = await t.gql(UPDATE, { id: 9999, input: { name: 'کسی' } }, t.superToken);
        expect(firstError(res)).toMatchObject({ code: 'NOT_FOUND', message: 'مشتری پیدا نشد' });
      });

      it('answers 401 without a token and changes nothing', async () => {
        const before = (await get(id)).data.customer;
        const res = await t.gql(UPDATE, { id, input: { name: 'بی‌توکن' } });
        expect(res.status).toBe(401);
        expect(res.data ?? null).toBeNull();
        expect((await get(id)).data.customer).toEqual(before);
      });
    });

    describe('deleteCustomer', () => {
      it("refuses while the customer has plans, naming how many; once they are removed, removes the customer and leaves other customers' plans", async () => {
        const gone = await addCustomer(t, { name: 'رفتنی', family: 'حذفی', email: 'gone@example.com', phone: '09141112222' });
        const kept = await addCustomer(t, { name: 'ماندنی', family: 'باقی', email: 'kept@example.com', phone: '09141113333' });
        const gonePlans = [await addPlanFor(t, gone, planId, true, 'gone.ir'), await addPlanFor(t, gone, planId, false, 'gone2.ir')];
        const keptPlan = await addPlanFor(t, kept, planId, true, 'kept.ir');

        const refused = await t.gql(DELETE, { id: gone }, t.superToken);
        expect(firstError(refused)).toMatchObject({
          code: 'REFUSED',
          message: 'این مشتری ۲ پلن ثبت‌شده دارد؛ پیش از حذف مشتری پلن‌هایش را حذف کنید',
        });
        expect((await get(gone)).data.customer.name).toBe('رفتنی');
        for (const planRecord of gonePlans) {
          expect(
            (await t.gql('mutation($id: Int!) { removeCustomerPlan(id: $id) { id } }', { id: planRecord }, t.superToken)).errors,
          ).toBeUndefined();
        }

        const res = await t.gql(DELETE, { id: gone }, t.superToken);
        expect(res.errors).toBeUndefined();
        expect(res.data.deleteCustomer).toMatchObject({ id: gone, name: 'رفتنی', family: 'حذفی', email: 'gone@example.com' });

        expect(firstError(await get(gone)).code).toBe('NOT_FOUND');
        for (const planRecord of gonePlans) {
          expect(firstError(await t.gql(GET_PLAN, { id: planRecord }, t.superToken)).code).toBe('NOT_FOUND');
        }
        expect((await t.gql(GET_PLAN, { id: keptPlan }, t.superToken)).data.customerPlan).toEqual({ id: keptPlan, customerId: kept });
        expect((await get(kept)).data.customer.name).toBe('ماندنی');
      });

      it('answers NOT_FOUND for an unknown id and removes nothing', async () => {
        const before = await total();
        const res = await t.gql(DELETE, { id: 9999 }, t.superToken);
        expect(firstError(res)).toMatchObject({ code: 'NOT_FOUND', message: 'مشتری پیدا نشد' });
        expect(await total()).toBe(before);
      });

      it('answers 401 without a token and removes nothing', async () => {
        const id = await addCustomer(t, { name: 'محفوظ', family: 'امن', email: 'safe@example.com', phone: '09141114444' });
        const res = await t.gql(DELETE, { id });
        expect(res.status).toBe(401);
        expect(res.data ?? null).toBeNull();
        expect((await get(id)).data.customer.name).toBe('محفوظ');
      });
    });
  });
});
