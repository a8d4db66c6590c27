import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CreateCustomerPlanInput } from 'src/domain/customer-plans/dto/create-customer-plan.input.js';
import { UpdateCustomerPlanInput } from 'src/domain/customer-plans/dto/update-customer-plan.input.js';
import { CustomerPlansService } from 'src/domain/customer-plans/customer-plans.service.js';
import { CurrentAdmin, type AuthUser } from 'src/common/auth/request-context.js';
import type { CustomerPlan } from 'src/domain/customer-plans/customer-plan.entity.js';
import { CUSTOMERS_PER_PAGE, CustomersService } from 'src/domain/customers/customers.service.js';
import { CreateCustomerInput } from 'src/domain/customers/dto/create-customer.input.js';
import { CustomersArgs, CustomerStatus } from 'src/domain/customers/dto/customers.args.js';
import { UpdateCustomerInput } from 'src/domain/customers/dto/update-customer.input.js';
import { PlansService } from 'src/domain/plans/plans.service.js';
import { ThemesService } from 'src/domain/themes/themes.service.js';
import { LegacyIdPipe } from './legacy-id.pipe.js';
import {
  legacyId,
  legacyOptionalId,
  legacyBool,
  legacyInt,
  legacyOptionalInt,
  legacyText,
  toInput,
  withLegacyFields,
  LegacyBody,
  type LegacyFields,
} from './legacy-input.js';
import { legacyCustomer, legacyCustomerPlan, legacyCustomerRef, legacyPage, legacyPlanRef } from './mappers.js';
import { RestContext } from './rest-context.js';
import { LegacyDoc, LegacyAdminApi, legacyUpdateRoutes } from './legacy-doc.decorator.js';
import { LegacyCustomerBody } from './dto/legacy-customer.body.js';
import { LegacyCustomerPlanBody } from './dto/legacy-customer-plan.body.js';
import { RecordChanges } from 'src/reactions/event-log/record-changes.js';
import type { Customer } from 'src/domain/customers/customer.entity.js';
import { asksNewParams, perPageOf, refuseUnknownParams, syncPage } from './record-sync.js';
import { CUSTOMER_SCHEMA, ListParamsDoc, ReadOneDoc, SyncDoc } from './sync-doc.decorator.js';

const PLAN_FIELDS = {
  customerId: 'customer_id',
  planId: 'plan_id',
  themeId: 'theme_id',
  domainName: 'domain_name',
  orderDate: 'order_date',
  expireDate: 'expire_date',
  isActive: 'is_active',
};
const LIST_FIELDS = { search: 'target', sort: 'sort_by' };

/** Customers and the plans they bought. */

/** The twin update routes (legacyUpdateRoutes): PUT, and POST with `_method=PUT`. */
const UPDATE = legacyUpdateRoutes('update/:id', {
  summary: 'Update a customer',
  body: LegacyCustomerBody,
  returns: '`message`',
  notFound: true,
  versioned: true,
});
@LegacyAdminApi('customers')
@Controller('api/customers')
export class CustomersController {
  constructor(
    private readonly rest: RestContext,
    private readonly customers: CustomersService,
    private readonly customerPlans: CustomerPlansService,
    private readonly plans: PlansService,
    private readonly themes: ThemesService,
    private readonly changes: RecordChanges,
  ) {}

  /**
   * `status`: empty for all, 1 active, 0 inactive; `sort_by`: desc (default) or asc by created date.
   * With `updated_since` or `after`: a page of the incremental sync (record-sync.ts).
   */
  @Get('all')
  @LegacyDoc({
    summary:
      'Customers: query `target` (search), `status` (empty, 1, 0), `page`, `sort_by` (desc, asc), `per_page` (1–100, default 15); ' +
      'or an incremental sync page with `updated_since` and/or `after` (docs/INTEGRATORS.md, "Reading records and incremental sync")',
    returns:
      'Paged: `data`, `current_page`, `last_page`, `per_page`, `total`; for a sync page `data` (with `updated_at`), `per_page`, `next`, `has_more`',
  })
  @ListParamsDoc(['target', 'status', 'page', 'sort_by'])
  @SyncDoc()
  async list(@Query() query: Record<string, unknown>) {
    if (query.updated_since !== undefined || query.after !== undefined) {
      return syncPage(this.changes, 'customer', query, (customers) => this.withPlans(customers));
    }
    if (asksNewParams(query)) refuseUnknownParams(query, ['target', 'status', 'page', 'sort_by', 'per_page']);
    const perPage = asksNewParams(query) ? perPageOf(query, CUSTOMERS_PER_PAGE) : undefined;
    const status = query.status === undefined || query.status === '' ? undefined : String(query.status);
    const args = await withLegacyFields(LIST_FIELDS, () =>
      toInput(CustomersArgs, {
        search: legacyText(query.target),
        page: legacyInt(query.page) ?? 1,
        status: status === '1' ? CustomerStatus.ACTIVE : status === '0' ? CustomerStatus.INACTIVE : status,
        sort: typeof query.sort_by === 'string' && query.sort_by !== '' ? query.sort_by.toUpperCase() : undefined,
        perPage,
      }),
    );
    const page = await this.customers.page(args);
    const loaders = this.rest.loaders();
    const plans = await Promise.all(page.items.map((c) => loaders.plansOfCustomer.load(c.id)));
    return legacyPage(page, (customer, i) => legacyCustomer(customer, plans[i]));
  }

  @Post('add')
  @HttpCode(201)
  @LegacyDoc({ summary: 'Add a customer', body: LegacyCustomerBody, status: 201, returns: '`message`, `customer`' })
  async create(@LegacyBody() body: LegacyFields) {
    const customer = await withLegacyFields({}, async () =>
      this.customers.create(await toInput(CreateCustomerInput, customerValues(body))),
    );
    return { message: 'مشتری افزوده شد', customer: legacyCustomer(customer) };
  }

  @Get('edit/:id')
  @LegacyDoc({ summary: 'A customer for editing', returns: '`name`, `family`, `email`, `phone`, `description`', notFound: true })
  async editForm(@Param('id', LegacyIdPipe) id: number) {
    const { name, family, email, phone, description, version } = await this.customers.get(id);
    return { id, name, family, email, phone, description, version };
  }

  @UPDATE.byPut
  update(@Param('id', LegacyIdPipe) id: number, @LegacyBody() body: LegacyFields) {
    return this.saveUpdate(id, body);
  }

  @UPDATE.byPost
  updateByPost(@Param('id', LegacyIdPipe) id: number, @LegacyBody() body: LegacyFields) {
    return this.saveUpdate(id, body);
  }

  @Get(':id/create-plans-for-customer')
  @LegacyDoc({ summary: 'Choices for recording a plan for the customer', returns: '`plans`, `themes`, `customer`', notFound: true })
  async createPlanForm(@Param('id', LegacyIdPipe) id: number) {
    const customer = await this.customers.get(id);
    return { ...(await this.planChoices()), customer: legacyCustomerRef(customer) };
  }

  @Post('save-plans-for-customer')
  @HttpCode(201)
  @LegacyDoc({
    summary: 'Record a plan a customer bought',
    body: LegacyCustomerPlanBody,
    status: 201,
    returns: '`message`, `customer_plan`',
  })
  async createPlan(@LegacyBody() values: LegacyFields) {
    const record = await withLegacyFields(PLAN_FIELDS, async () =>
      this.customerPlans.create(
        await toInput(CreateCustomerPlanInput, { ...customerPlanValues(values), customerId: legacyId(values.customer_id) }),
      ),
    );
    return { message: 'طرح با موفقیت ایجاد شد', customer_plan: legacyCustomerPlan(record) };
  }

  @Get(':id/get-user-plans')
  @LegacyDoc({ summary: "The customer's plans with plan, theme and customer", returns: 'Array of customer plans', notFound: true })
  async plansOf(@Param('id', LegacyIdPipe) id: number) {
    return this.withRelations(await this.customerPlans.listForCustomer(id));
  }

  /** The id is in the path; the legacy client also repeats it in the body. */
  @Post('remove-plan/:id')
  @HttpCode(200)
  @LegacyDoc({ summary: 'Remove a customer plan', returns: '`message`', notFound: true })
  async removePlan(@Param('id', LegacyIdPipe) id: number) {
    await this.customerPlans.remove(id);
    return { message: 'پلن حذف شد' };
  }

  /**
   * `id` is the customer plan's id (the legacy route names it so). The edit form's call: for an
   * admin it answers the access details in plain text and counts as a reveal (in the activity log
   * before it answers); an API token gets «••••», whatever its scopes (docs/ARCHITECTURE.md, "Secrets shown on purpose").
   */
  @Get(':id/view-plans/edit')
  @LegacyDoc({
    summary: 'A customer plan for editing (id: the customer plan); for an admin, a logged reveal of its access details',
    returns:
      '`plans`, `themes`, `customerPlan` (`description`: the access details for an admin, each call in the activity log; «••••» for an API token)',
    notFound: true,
  })
  async editPlanForm(@Param('id', LegacyIdPipe) id: number, @CurrentAdmin() admin: AuthUser | null) {
    const record = admin ? await this.customerPlans.revealAccessDetails(id) : await this.customerPlans.get(id);
    const [customerPlan] = await this.withRelations([record]);
    return { ...(await this.planChoices()), customerPlan: admin ? { ...customerPlan, description: record.description } : customerPlan };
  }

  @Post(':id/view-plans/update')
  @HttpCode(200)
  @LegacyDoc({
    summary: 'Update a customer plan (id: the customer plan)',
    body: LegacyCustomerPlanBody,
    returns: '`message`',
    notFound: true,
    versioned: true,
  })
  async updatePlan(@Param('id', LegacyIdPipe) id: number, @LegacyBody() body: LegacyFields) {
    // A customer_id in the body is ignored: a plan stays with its customer. The legacy client sends
    // the whole form, so the fields a plan cannot be without are required as in every other REST
    // update (docs/ARCHITECTURE.md §5): `{}` is a 422, not a save that changes nothing.
    const record = await withLegacyFields(PLAN_FIELDS, async () =>
      this.customerPlans.update(
        id,
        await toInput(
          UpdateCustomerPlanInput,
          // The legacy form sends every field: an emptied description is its way of clearing the access
          // details (the edit call filled it in); absent or «••••» keeps them.
          {
            ...customerPlanValues(body),
            clearDescription: body.description === '' || body.description === null || undefined,
            version: legacyInt(body.version),
          },
          ['planId', 'domainName'],
        ),
      ),
    );
    return { message: 'طرح با موفقیت بروزرسانی شد', customer_plan: legacyCustomerPlan(record) };
  }

  private async saveUpdate(id: number, body: LegacyFields) {
    const customer = await withLegacyFields({}, async () =>
      this.customers.update(
        id,
        await toInput(UpdateCustomerInput, { ...customerValues(body), version: legacyInt(body.version) }, [
          'name',
          'family',
          'email',
          'phone',
        ]),
      ),
    );
    return { message: 'مشتری ویرایش شد', customer: legacyCustomer(customer) };
  }

  /**
   * Not in §7 (docs/INTEGRATORS.md, "Reading records and incremental sync"): one customer, as a list row with its `updated_at`.
   * Declared after every literal route of the controller, so `all` and `edit` keep theirs.
   */
  @Get(':id')
  @ReadOneDoc({ summary: 'One customer by id, as in the list with `updated_at`', schema: CUSTOMER_SCHEMA })
  async one(@Param('id', LegacyIdPipe) id: number, @Query() query: Record<string, unknown>) {
    refuseUnknownParams(query, []);
    const [customer] = await this.withPlans([await this.customers.get(id)]);
    return customer;
  }

  /** Customers as list rows with when each last changed: the rows of a sync and a single read. */
  private async withPlans(customers: Customer[]) {
    const loaders = this.rest.loaders();
    const plans = await Promise.all(customers.map((c) => loaders.plansOfCustomer.load(c.id)));
    return customers.map((customer, i) => ({ ...legacyCustomer(customer, plans[i]), updated_at: customer.updatedAt }));
  }

  private async planChoices() {
    const [plans, themes] = await Promise.all([this.plans.list(), this.themes.list()]);
    return { plans: plans.map(legacyPlanRef), themes: themes.map((t) => ({ id: t.id, title: t.title })) };
  }

  private async withRelations(records: CustomerPlan[]) {
    const loaders = this.rest.loaders();
    return Promise.all(
      records.map(async (record) =>
        legacyCustomerPlan(record, {
          plan: await loaders.plan.load(record.planId),
          theme: record.themeId == null ? null : await loaders.theme.load(record.themeId),
          customer: await loaders.customer.load(record.customerId),
        }),
      ),
    );
  }
}

function customerValues(values: Record<string, unknown>) {
  return {
    name: legacyText(values.name),
    family: legacyText(values.family),
    email: legacyText(values.email),
    phone: legacyText(values.phone),
    description: legacyText(values.description),
  };
}

function customerPlanValues(values: Record<string, unknown>) {
  const optional = (value: unknown) => (value === undefined ? undefined : value === '' ? null : value);
  return {
    planId: legacyId(values.plan_id),
    themeId: values.theme_id === undefined ? undefined : legacyOptionalId(values.theme_id),
    domainName: legacyText(values.domain_name),
    orderDate: optional(values.order_date),
    expireDate: optional(values.expire_date),
    description: optional(values.description),
    paid: values.paid === undefined ? undefined : legacyOptionalInt(values.paid),
    isActive: legacyBool(values.is_active),
  };
}
