import { once } from 'node:events';
import { applyDecorators, Controller, Get, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import { IsInt, IsOptional, Min } from 'class-validator';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { UTF8_BOM, csvHeader, csvRows, type CsvColumn } from 'src/common/csv/csv.js';
import { isoCalendarDate, isoMoment, jalaliCalendarDateLatin, jalaliDateTimeLatin } from 'src/common/csv/persian-dates.js';
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
import { OrderStatus } from 'src/domain/orders/order.entity.js';
import { ORDER_CHANNEL_LABELS } from '@site-builder/rules';
import { OrdersService } from 'src/domain/orders/orders.service.js';
import { withNames, type OrderExportRow } from './order-export-rows.js';

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

/*
 * Files for spreadsheets: ids, phone numbers, amounts and dates in Latin digits, which a spreadsheet
 * sorts, sums and dials (Persian digits are text to it); each moment also in ISO 8601 beside its
 * Jalali form, for a formula or an import. The Persian text stays Persian.
 */
const CUSTOMER_COLUMNS: CsvColumn<Customer>[] = [
  { header: 'نام', value: (c) => c.name },
  { header: 'نام خانوادگی', value: (c) => c.family },
  { header: 'تلفن', value: (c) => c.phone },
  { header: 'ایمیل', value: (c) => c.email },
  { header: 'وضعیت', value: (c) => activeLabel(c.customerPlans.some((plan) => plan.isActive)) },
  { header: 'تعداد طرح‌ها', value: (c) => String(c.customerPlans.length) },
  { header: 'تاریخ ایجاد', value: (c) => jalaliDateTimeLatin(c.createdAt) },
  { header: 'تاریخ ایجاد (ISO)', value: (c) => isoMoment(c.createdAt) },
  { header: 'یادداشت کارشناس', value: (c) => c.description },
  { header: 'شناسه', value: (c) => String(c.id) },
];

const ORDER_COLUMNS: CsvColumn<OrderExportRow>[] = [
  { header: 'شماره درخواست', value: ({ order }) => String(order.id) },
  { header: 'کد پیگیری', value: ({ order }) => order.reference },
  { header: 'نام مشتری', value: ({ order }) => order.fullName },
  { header: 'شماره تماس', value: ({ order }) => order.phoneNumber },
  { header: 'توضیحات مشتری', value: ({ order }) => order.description },
  { header: 'وضعیت', value: ({ order }) => ORDER_STATUS_LABELS[order.status] },
  { header: 'مسئول پیگیری', value: ({ owner }) => owner },
  { header: 'کارشناس', value: ({ order }) => fullName(order.operator) },
  { header: 'قالب', value: ({ theme }) => theme },
  { header: 'پلن', value: ({ plan }) => plan },
  // Requests stored before the door was kept have none.
  { header: 'روش ثبت', value: ({ order }) => (order.channel ? ORDER_CHANNEL_LABELS[order.channel] : '') },
  { header: 'تاریخ ثبت', value: ({ order }) => jalaliDateTimeLatin(order.createdAt) },
  { header: 'تاریخ ثبت (ISO)', value: ({ order }) => isoMoment(order.createdAt) },
  { header: 'اولین تماس', value: ({ order }) => jalaliDateTimeLatin(order.firstContactAt) },
  { header: 'اولین تماس (ISO)', value: ({ order }) => isoMoment(order.firstContactAt) },
];

const CUSTOMER_PLAN_COLUMNS: CsvColumn<CustomerPlan>[] = [
  { header: 'مشتری', value: (p) => fullName(p.customer) },
  { header: 'عنوان طرح', value: (p) => p.plan.title },
  { header: 'دامنه', value: (p) => p.domainName },
  { header: 'کد قالب', value: (p) => (p.themeId == null ? '' : String(p.themeId)) },
  { header: 'تاریخ سفارش', value: (p) => jalaliCalendarDateLatin(p.orderDate) },
  { header: 'تاریخ سفارش (ISO)', value: (p) => isoCalendarDate(p.orderDate) },
  { header: 'تاریخ انقضا', value: (p) => jalaliCalendarDateLatin(p.expireDate) },
  { header: 'تاریخ انقضا (ISO)', value: (p) => isoCalendarDate(p.expireDate) },
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
      description:
        'UTF-8 CSV with a BOM, a Persian header row; ids, phones, amounts and dates in Latin digits, each date Jalali and ISO 8601; an attachment',
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
    private readonly dataSource: DataSource,
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
    await sendCsv(res, 'orders.csv', ORDER_COLUMNS, withNames(this.dataSource, this.orders.all(filter)));
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
