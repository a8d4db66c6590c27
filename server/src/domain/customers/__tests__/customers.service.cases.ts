import { DataSource, type Repository } from 'typeorm';
import { CustomerPlan } from 'src/domain/customer-plans/customer-plan.entity.js';
import { Customer } from 'src/domain/customers/customer.entity.js';
import { CUSTOMERS_PER_PAGE, CustomersService } from 'src/domain/customers/customers.service.js';
import { CustomerStatus } from 'src/domain/customers/dto/customers.args.js';
import { UpdateCustomerInput } from 'src/domain/customers/dto/update-customer.input.js';
import { SortDirection } from 'src/common/dto/sort-direction.enum.js';
import { Plan } from 'src/domain/plans/plan.entity.js';
import { inputErrors } from 'test/support/input-errors.js';
import { startTestApp, type TestApp } from 'test/support/test-app.js';
import { describeEngines } from 'test/support/engines.js';

describeEngines(() => {
  describe('CustomersService', () => {
    let t: TestApp;
    let service: CustomersService;
    let customers: Repository<Customer>;
    let customerPlans: Repository<CustomerPlan>;
    let planId: number;

    const add = (name: string, family: string, email: string, phone: string, createdAt: string) =>
      service.create({ name, family, email, phone }).then(async (c) => {
        await customers.update(c.id, { createdAt: new Date(createdAt) });
        return c.id;
      });
    const addPlan = (customerId: number, isActive: boolean) =>
      customerPlans.save(customerPlans.create({ customerId, planId, domainName: `c${customerId}-${Math.random()}.ir`, isActive }));
    const ids = async (args: Parameters<CustomersService['page']>[0]) => (await service.page(args)).items.map((c) => c.id);

    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false });
      service = t.app.get(CustomersService);
      const dataSource = t.app.get(DataSource);
      customers = dataSource.getRepository(Customer);
      customerPlans = dataSource.getRepository(CustomerPlan);
      planId = (await dataSource.getRepository(Plan).save({ title: 'فروشگاهی' })).id;
    });
    afterAll(() => t.close());

    describe('page', () => {
      const c: Record<string, number> = {};
      beforeAll(async () => {
        c.a = await add('علی', 'رضایی', 'ali@shop.ir', '09121111111', '2024-03-01T00:00:00Z');
        c.b = await add('مریم', 'کریمی', 'maryam@example.com', '02188887777', '2024-01-01T00:00:00Z');
        c.c = await add('علی', 'کریمی', 'ak@example.com', '09351234567', '2024-02-01T00:00:00Z');
        c.d = await add('سارا', 'یوسفی', 'sara@example.com', '09129998888', '2023-12-01T00:00:00Z');
        await addPlan(c.a, true);
        await addPlan(c.b, false);
        await addPlan(c.c, false);
        await addPlan(c.c, true);
      });

      it('sorts by created date, newest first unless ASC is asked for', async () => {
        expect(await ids({})).toEqual([c.a, c.c, c.b, c.d]);
        expect(await ids({ sort: SortDirection.ASC })).toEqual([c.d, c.b, c.c, c.a]);
      });

      it('breaks ties of the same created date by id in the same direction', async () => {
        const same = '2022-06-01T00:00:00Z';
        const x = await add('هم', 'تاریخ', 'x@tie.ir', '09120000001', same);
        const y = await add('هم', 'تاریخ', 'y@tie.ir', '09120000002', same);
        expect(await ids({ search: 'tie.ir' })).toEqual([y, x]);
        expect(await ids({ search: 'tie.ir', sort: SortDirection.ASC })).toEqual([x, y]);
        await customers.delete([x, y]);
      });

      it('matches every word against name, family, phone or e-mail, after normalising digits and letters', async () => {
        expect(await ids({ search: 'علي كريمي' })).toEqual([c.c]);
        expect(await ids({ search: '۰۲۱' })).toEqual([c.b]);
        expect(await ids({ search: 'SHOP' })).toEqual([c.a]);
        expect(await ids({ search: '   ' })).toEqual([c.a, c.c, c.b, c.d]);
      });

      it('reads ACTIVE as having an active plan and INACTIVE as having none', async () => {
        expect(await ids({ status: CustomerStatus.ACTIVE })).toEqual([c.a, c.c]);
        expect(await ids({ status: CustomerStatus.INACTIVE })).toEqual([c.b, c.d]);
      });

      it('reports the page window and totals', async () => {
        const page = await service.page({ page: 2, perPage: 3 });
        expect(page).toMatchObject({ currentPage: 2, perPage: 3, total: 4, lastPage: 2 });
        expect(page.items.map((x) => x.id)).toEqual([c.d]);
      });
    });

    it(`shows ${CUSTOMERS_PER_PAGE} a page by default`, async () => {
      for (let i = 0; i < 16; i++)
        await service.create({ name: `مشتری ${i}`, family: 'انبوه', email: `bulk${i}@bulk.ir`, phone: '09120000000' });
      const first = await service.page({ search: 'bulk.ir' });
      expect(CUSTOMERS_PER_PAGE).toBe(15);
      expect(first).toMatchObject({ perPage: 15, total: 16, lastPage: 2, currentPage: 1 });
      expect(first.items).toHaveLength(15);
      expect((await service.page({ search: 'bulk.ir', page: 2 })).items).toHaveLength(1);
    });

    it('updates only the fields given and clears the description with null', async () => {
      const customer = await service.create({
        name: 'حسن',
        family: 'نوری',
        email: 'h@example.com',
        phone: '09131234567',
        description: 'یادداشت',
      });
      expect(await service.update(customer.id, { family: 'نوریان' })).toMatchObject({
        name: 'حسن',
        family: 'نوریان',
        description: 'یادداشت',
      });
      expect(await service.update(customer.id, { description: null })).toMatchObject({ description: null });
      expect(await service.get(customer.id)).toMatchObject({ name: 'حسن', family: 'نوریان', email: 'h@example.com', description: null });
      await expect(service.update(9999, { name: 'x' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    });

    it('leaves null on required fields to the input, which refuses it in Persian and lets the description be cleared', async () => {
      expect(await inputErrors(UpdateCustomerInput, { email: null, phone: null, description: null })).toEqual({
        email: ['ایمیل الزامی است'],
        phone: ['شماره تلفن الزامی است'],
      });
    });

    it('refuses to remove a customer who has plans, with how many, and removes one who has none', async () => {
      const kept = await service.create({ name: 'ماندنی', family: 'باقی', email: 'k@example.com', phone: '09141113333' });
      const gone = await service.create({ name: 'رفتنی', family: 'حذفی', email: 'g@example.com', phone: '09141112222' });
      await addPlan(kept.id, true);
      await addPlan(kept.id, false);
      await expect(service.remove(kept.id)).rejects.toMatchObject({ code: 'REFUSED', message: expect.stringContaining('۲ پلن') });
      expect(await customers.existsBy({ id: kept.id })).toBe(true);
      expect(await customerPlans.countBy({ customerId: kept.id })).toBe(2);
      const removed = await service.remove(gone.id);
      expect(removed).toMatchObject({ id: gone.id, name: 'رفتنی' });
      expect(await customers.existsBy({ id: gone.id })).toBe(false);
      await expect(service.remove(gone.id)).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'مشتری پیدا نشد' });
    });
  });
});
