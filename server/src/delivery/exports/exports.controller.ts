import { once } from 'node:events';
import { applyDecorators, Controller, Get, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import { IsInt, IsOptional, Min } from 'class-validator';
import type { Response } from 'express';
import { UTF8_BOM, csvHeader, csvRows, type CsvColumn } from 'src/common/csv/csv.js';
import { jalaliCalendarDate, jalaliDateTime } from 'src/common/csv/persian-dates.js';
import { fa } from 'src/common/validation/fa-messages.js';
import { LegacyRefusal, LegacyValidationError } from 'src/delivery/legacy-rest/dto/legacy-errors.js';
import { legacyId, legacyText, toInput } from 'src/delivery/legacy-rest/legacy-input.js';
import type { CustomerPlan } from 'src/domain/customer-plans/customer-plan.entity.js';
import { CustomerPlansService } from 'src/domain/customer-plans/customer-plans.service.js';
import { maskAccessDetails } from 'src/domain/customer-plans/access-details.js';
import { CurrentAdmin, type AuthUser } from 'src/common/auth/request-context.js';
import type { Customer } from 'src/domain/customers/customer.entity.js';
import { CustomersService } from 'src/domain/customers/customers.service.js';
import { CustomersArgs } from 'src/domain/customers/dto/customers.args.js';
import { OrdersArgs } from 'src/domain/orders/dto/orders.args.js';
import { OrderStatus, type Order } from 'src/domain/orders/order.entity.js';
import { OrdersService } from 'src/domain/orders/orders.service.js';
import { toPersianDigits } from '@site-builder/rules';

class CustomerPlansFilter {
  @IsOptional()
  @IsInt(fa.int)
  @Min(1, fa.min)
  customerId?: number | null;
}

const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  [OrderStatus.PENDING]: 'در انتظار بررسی',
  [OrderStatus.PROCESSING]: 'در حال پیگیری',
  [OrderStatus.COMPLETED]: 'بررسی شده',
  [OrderStatus.REJECTED]: 'رد شده',
};

const activeLabel = (active: boolean) => (active ? 'فعال' : 'غیرفعال');
const fullName = (person: { name: string; family: string } | null | undefined) => (person ? `${person.name} ${person.family}` : '');
// Persian digits as on the screens; they also keep a spreadsheet from reading 0912… as a number and dropping the 0.
const phone = (value: string) => toPersianDigits(value);

const CUSTOMER_COLUMNS: CsvColumn<Customer>[] = [
  { header: 'نام', value: (c) => c.name },
  { header: 'نام خانوادگی', value: (c) => c.family },
  { header: 'تلفن', value: (c) => phone(c.phone) },
  { header: 'ایمیل', value: (c) => c.email },
  { header: 'وضعیت', value: (c) => activeLabel(c.customerPlans.some((plan) => plan.isActive)) },
  { header: 'تعداد طرح‌ها', value: (c) => toPersianDigits(c.customerPlans.length) },
  { header: 'تاریخ ایجاد', value: (c) => jalaliDateTime(c.createdAt) },
  { header: 'یادداشت کارشناس', value: (c) => c.description },
];

const ORDER_COLUMNS: CsvColumn<Order>[] = [
  { header: 'شماره درخواست', value: (o) => toPersianDigits(o.id) },
  { header: 'نام مشتری', value: (o) => o.fullName },
  { header: 'شماره تماس', value: (o) => phone(o.phoneNumber) },
  { header: 'توضیحات مشتری', value: (o) => o.description },
  { header: 'وضعیت', value: (o) => ORDER_STATUS_LABELS[o.status] },
  { header: 'کارشناس', value: (o) => fullName(o.operator) },
  { header: 'تاریخ ثبت', value: (o) => jalaliDateTime(o.createdAt) },
];

const CUSTOMER_PLAN_COLUMNS: CsvColumn<CustomerPlan>[] = [
  { header: 'مشتری', value: (p) => fullName(p.customer) },
  { header: 'عنوان طرح', value: (p) => p.plan.title },
  { header: 'دامنه', value: (p) => p.domainName },
  { header: 'کد قالب', value: (p) => (p.themeId == null ? '' : toPersianDigits(p.themeId)) },
  { header: 'تاریخ سفارش', value: (p) => jalaliCalendarDate(p.orderDate) },
  { header: 'تاریخ انقضا', value: (p) => jalaliCalendarDate(p.expireDate) },
  // A plain number, so a spreadsheet can add the amounts up.
  { header: 'مبلغ پرداختی (تومان)', value: (p) => p.paid },
  { header: 'وضعیت', value: (p) => activeLabel(p.isActive) },
];

/**
 * The access details, only in a file a superadmin asked for with `access_details=1` (logged); an
 * API token that asks gets «••••» (docs/ARCHITECTURE.md, "Secrets shown on purpose").
 */
const accessDetailsColumn = (reveal: boolean): CsvColumn<CustomerPlan> => ({
  header: 'اطلاعات دسترسی',
  value: (p) => (reveal ? p.description : maskAccessDetails(p.description)),
});

/** OpenAPI description of one export: its filter and what it answers. */
function ExportDoc(summary: string, query: Record<string, string>, options: { notFound?: boolean } = {}) {
  return applyDecorators(
    ApiOperation({ summary }),
    ...Object.entries(query).map(([name, description]) => ApiQuery({ name, description, required: false, type: String })),
    ApiResponse({
      status: 200,
      description: 'UTF-8 CSV with a BOM, a Persian header row, Jalali dates; an attachment',
      content: { 'text/csv': { schema: { type: 'string' } } },
    }),
    ApiResponse({ status: 422, description: 'A filter value the list would refuse', type: LegacyValidationError }),
    ...(options.notFound ? [ApiResponse({ status: 404, description: 'No customer with that id', type: LegacyRefusal })] : []),
  );
}

/**
 * The back office's lists as CSV files (UTF-8 with a BOM, Persian headers, Jalali dates), of the
 * filter the list screen shows: the same query parameters its URL holds, checked by the same
 * input classes as the GraphQL lists (a bad value is a 422), filtered by the same service code,
 * every matching row rather than one page.
 */
@ApiTags('exports')
@ApiBearerAuth()
@ApiResponse({ status: 401, description: 'Missing, malformed or expired token', type: LegacyRefusal })
@Controller('api/export')
export class ExportsController {
  constructor(
    private readonly customers: CustomersService,
    private readonly orders: OrdersService,
    private readonly customerPlans: CustomerPlansService,
  ) {}

  /** Query: `search`, `status` (ACTIVE, INACTIVE), `sort` (DESC, ASC by created date). */
  @Get('customers.csv')
  @ExportDoc('Customers as CSV', {
    search: 'Words matched against name, family, phone and e-mail',
    status: 'ACTIVE or INACTIVE; none for all',
    sort: 'DESC (default) or ASC by created date',
  })
  async customersCsv(@Query() query: Record<string, unknown>, @Res() res: Response): Promise<void> {
    const filter = await toInput(CustomersArgs, {
      search: legacyText(query.search),
      status: query.status || undefined,
      sort: query.sort || undefined,
    });
    await sendCsv(res, 'customers.csv', CUSTOMER_COLUMNS, this.customers.all(filter));
  }

  /** Query: `search` (name or phone), `status` (PENDING, PROCESSING, COMPLETED, REJECTED). */
  @Get('orders.csv')
  @ExportDoc('Requests as CSV', {
    search: 'Matched against the full name and phone number',
    status: 'PENDING, PROCESSING, COMPLETED or REJECTED; none for all',
  })
  async ordersCsv(@Query() query: Record<string, unknown>, @Res() res: Response): Promise<void> {
    const filter = await toInput(OrdersArgs, { search: legacyText(query.search), status: query.status || undefined });
    await sendCsv(res, 'orders.csv', ORDER_COLUMNS, this.orders.all(filter));
  }

  /**
   * Query: `customer_id` for one customer's plans (their plans screen); none for every customer's.
   * `access_details=1` adds the access details: a superadmin's ask only (403 for other admins),
   * written to the activity log before the file starts; an API token gets «••••» in the column.
   */
  @Get('customer-plans.csv')
  @ExportDoc(
    'Customer plans as CSV',
    {
      customer_id: "One customer's plans; none for every customer's",
      access_details: '1: add the access details column (superadmins only, activity-logged; «••••» for API tokens); none: no such column',
    },
    { notFound: true },
  )
  async customerPlansCsv(
    @Query() query: Record<string, unknown>,
    @Res() res: Response,
    @CurrentAdmin() admin: AuthUser | null,
  ): Promise<void> {
    const filter = await toInput(CustomerPlansFilter, { customerId: legacyId(query.customer_id) });
    const withAccess = query.access_details === '1' || query.access_details === 'true';
    if (withAccess && admin) await this.customerPlans.exportAccessDetails(filter, admin);
    const rows = await this.customerPlans.all(filter);
    const name = filter.customerId == null ? 'customer-plans.csv' : `customer-plans-${filter.customerId}.csv`;
    const columns = withAccess ? [...CUSTOMER_PLAN_COLUMNS, accessDetailsColumn(admin !== null)] : CUSTOMER_PLAN_COLUMNS;
    await sendCsv(res, name, columns, rows);
  }
}

/**
 * Writes the file as its batches arrive, waiting whenever the client reads slower than the
 * database answers. Headers go out before the first batch is read, so a failure after that can
 * only cut the connection: the download then fails instead of looking complete.
 */
async function sendCsv<T>(res: Response, filename: string, columns: CsvColumn<T>[], batches: AsyncGenerator<T[]>): Promise<void> {
  res.status(200);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
  res.setHeader('Cache-Control', 'no-store');
  const write = async (chunk: string) => {
    if (!res.write(chunk)) await once(res, 'drain');
  };
  try {
    await write(UTF8_BOM + csvHeader(columns));
    for await (const batch of batches) {
      if (res.destroyed) return;
      await write(csvRows(columns, batch));
    }
    res.end();
  } catch (error) {
    res.destroy(error instanceof Error ? error : new Error(String(error)));
  }
}
