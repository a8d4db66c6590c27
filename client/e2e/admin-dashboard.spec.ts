import type { Page, TestInfo } from '@playwright/test';
import { adminGraphql, expectNoSidewaysScroll, screenshot, signIn, unique } from './support/admin';
import { expect, PHONE, test } from './support/fixtures';

const DASHBOARD = `query {
  dashboard {
    ordersByStatus { status count }
    totalOrders
    expiringCustomerPlansCount
    activeCustomerPlans
    inactiveCustomerPlans
    customers
  }
}`;

interface DashboardCounts {
  ordersByStatus: { status: string; count: number }[];
  totalOrders: number;
  expiringCustomerPlansCount: number;
  activeCustomerPlans: number;
  inactiveCustomerPlans: number;
  customers: number;
}

const persianNumber = (value: number) => new Intl.NumberFormat('fa-IR').format(value);
const jalaliDate = (date: Date) =>
  new Intl.DateTimeFormat('fa-IR-u-ca-persian', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
const calendarDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
const daysFromToday = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return date;
};

async function createOrder(page: Page, fullName: string) {
  const response = await page.request.post('/graphql', {
    data: {
      query: 'mutation ($input: CreateOrderInput!) { createOrder(input: $input) { id } }',
      variables: { input: { fullName, phoneNumber: `09${String(Date.now()).slice(-9)}`, description: 'سایت شخصی برای کسب‌وکارم' } },
    },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(response.ok()).toBe(true);
}

/** A customer with an active plan that expires in `days` days, made through the admin API. */
async function createExpiringPlan(page: Page, testInfo: TestInfo, days: number) {
  const suffix = unique(testInfo);
  const { plans } = await adminGraphql<{ plans: { id: number; title: string }[] }>(page, 'query { plans { id title } }');
  const { createCustomer } = await adminGraphql<{ createCustomer: { id: number } }>(
    page,
    'mutation ($input: CreateCustomerInput!) { createCustomer(input: $input) { id } }',
    {
      input: {
        name: 'نوید',
        family: `تمدیدی ${suffix}`,
        email: `renewal-${suffix}@example.com`,
        phone: `09${String(Date.now()).slice(-9)}`,
      },
    },
  );
  const domainName = `renewal-${suffix}.ir`;
  const expiry = daysFromToday(days);
  await adminGraphql(page, 'mutation ($input: CreateCustomerPlanInput!) { createCustomerPlan(input: $input) { id } }', {
    input: {
      customerId: createCustomer.id,
      planId: plans[0].id,
      domainName,
      orderDate: calendarDate(daysFromToday(days - 365)),
      expireDate: calendarDate(expiry),
      description: 'cPanel: renewal / secret',
      paid: 7_700_000,
      isActive: true,
    },
  });
  return { customerId: createCustomer.id, customerName: `نوید تمدیدی ${suffix}`, planTitle: plans[0].title, domainName, expiry };
}

test.describe('admin dashboard', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('shows the counts the API gives, the newest pending request and a plan expiring in 10 days', PHONE, async ({ page }, testInfo) => {
    const orderName = `درخواست داشبورد ${unique(testInfo)}`;
    await createOrder(page, orderName);
    const plan = await createExpiringPlan(page, testInfo, 10);
    const { dashboard } = await adminGraphql<{ dashboard: DashboardCounts }>(page, DASHBOARD);

    await page.goto('/admin/dashboard');
    await expect(page).toHaveTitle(/داشبورد/);
    await expect(page.getByRole('heading', { level: 1, name: 'داشبورد' })).toBeVisible();

    const orderCards = page.getByRole('list', { name: 'تعداد درخواست‌ها' });
    const total = orderCards.getByRole('link', { name: 'همه درخواست‌ها' });
    await expect(total).toContainText(persianNumber(dashboard.totalOrders));
    await expect(total).toHaveAttribute('href', '/admin/orders');
    const statusLabels: Record<string, string> = {
      PENDING: 'در انتظار بررسی',
      PROCESSING: 'در حال پیگیری',
      COMPLETED: 'بررسی شده',
      REJECTED: 'رد شده',
    };
    expect(dashboard.ordersByStatus.map((entry) => entry.status)).toEqual(Object.keys(statusLabels));
    for (const { status, count } of dashboard.ordersByStatus) {
      const card = orderCards.getByRole('link', { name: statusLabels[status] });
      await expect(card).toContainText(persianNumber(count));
      await expect(card).toHaveAttribute('href', `/admin/orders?status=${status}`);
    }

    const customerCards = page.getByRole('list', { name: 'تعداد مشتریان و طرح‌ها' });
    const figures = [
      { label: 'طرح‌های فعال', count: dashboard.activeCustomerPlans, href: '/admin/customers/all?status=ACTIVE' },
      { label: 'طرح‌های غیرفعال', count: dashboard.inactiveCustomerPlans, href: '/admin/customers/all?status=INACTIVE' },
      { label: 'مشتریان', count: dashboard.customers, href: '/admin/customers/all' },
    ];
    for (const { label, count, href } of figures) {
      const card = customerCards.getByRole('link', { name: label });
      await expect(card).toContainText(persianNumber(count));
      await expect(card).toHaveAttribute('href', href);
    }

    const newest = page.getByRole('list', { name: 'جدیدترین درخواست‌های در انتظار' });
    await expect(newest.getByRole('listitem').first()).toContainText(orderName);
    await expect(newest.getByRole('listitem').first()).toContainText(/۱۴[۰-۹]{2}\/[۰-۹]{2}\/[۰-۹]{2}/);

    const expiringSection = page.getByRole('region', { name: 'طرح‌هایی که تا ۳۰ روز آینده منقضی می‌شوند' });
    await expect(expiringSection).toContainText(`${persianNumber(dashboard.expiringCustomerPlansCount)} طرح`);
    const expiring = expiringSection.getByRole('listitem').filter({ hasText: plan.domainName });
    await expect(expiring).toContainText(plan.customerName);
    await expect(expiring).toContainText(plan.planTitle);
    await expect(expiring).toContainText(jalaliDate(plan.expiry));
    await expect(expiring).toContainText('۱۰ روز دیگر');
    await expect(expiring.getByRole('link', { name: plan.domainName })).toHaveAttribute('href', `https://${plan.domainName}`);
    await expect(expiring.getByRole('link', { name: 'طرح‌های مشتری' })).toHaveAttribute(
      'href',
      `/admin/customers/${plan.customerId}/view-plans`,
    );

    await expectNoSidewaysScroll(page);
    await screenshot(page, testInfo, 'dashboard');
  });

  test('the count cards open the filtered lists', async ({ page }, testInfo) => {
    const orderName = `درخواست کارت ${unique(testInfo)}`;
    await createOrder(page, orderName);
    await page.goto('/admin/dashboard');

    await page.getByRole('list', { name: 'تعداد درخواست‌ها' }).getByRole('link', { name: 'در انتظار بررسی' }).click();
    await expect(page).toHaveURL(/\/admin\/orders\?status=PENDING$/);
    await expect(page.getByRole('heading', { level: 1, name: 'همه درخواست‌ها' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'وضعیت', exact: true })).toHaveText('در انتظار بررسی');
    await expect(page.getByText(orderName)).toBeVisible();

    await page.goBack();
    await page.getByRole('link', { name: 'مشاهده درخواست‌های در انتظار' }).click();
    await expect(page).toHaveURL(/\/admin\/orders\?status=PENDING$/);

    await page.goto('/admin/dashboard');
    await page.getByRole('list', { name: 'تعداد مشتریان و طرح‌ها' }).getByRole('link', { name: 'طرح‌های غیرفعال' }).click();
    await expect(page).toHaveURL(/\/admin\/customers\/all\?status=INACTIVE$/);
  });

  test('shows a skeleton while loading and says when no plan expires soon', async ({ page }, testInfo) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The shared database may hold expiring plans: the answer is replaced by a quiet day.
    await page.route('**/graphql', async (route) => {
      if (!(route.request().postData() ?? '').includes('AdminDashboard')) return route.continue();
      await held;
      await route.fulfill({
        json: {
          data: {
            dashboard: {
              __typename: 'Dashboard',
              ordersByStatus: ['PENDING', 'PROCESSING', 'COMPLETED', 'REJECTED'].map((status) => ({
                __typename: 'OrderStatusCount',
                status,
                count: 0,
              })),
              totalOrders: 0,
              newestPendingOrders: [],
              expiringCustomerPlans: [],
              expiringCustomerPlansCount: 0,
              activeCustomerPlans: 0,
              inactiveCustomerPlans: 0,
              customers: 0,
            },
          },
        },
      });
    });
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('status', { name: 'در حال بارگذاری داشبورد' })).toBeVisible();
    await screenshot(page, testInfo, 'dashboard-loading');
    release();

    await expect(page.getByText('در ۳۰ روز آینده طرحی منقضی نمی‌شود.')).toBeVisible();
    await expect(page.getByText('درخواستی در انتظار بررسی نیست.')).toBeVisible();
    await expect(page.getByRole('status', { name: 'در حال بارگذاری داشبورد' })).toBeHidden();
    await screenshot(page, testInfo, 'dashboard-quiet');
  });
});
