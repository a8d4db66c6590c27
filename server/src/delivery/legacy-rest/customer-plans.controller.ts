import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import type { CustomerPlan } from 'src/domain/customer-plans/customer-plan.entity.js';
import { CustomerPlansService } from 'src/domain/customer-plans/customer-plans.service.js';
import { RecordChanges } from 'src/reactions/event-log/record-changes.js';
import { LegacyIdPipe } from './legacy-id.pipe.js';
import { LegacyAdminApi } from './legacy-doc.decorator.js';
import { legacyCustomerPlan } from './mappers.js';
import { syncPage, refuseUnknownParams } from './record-sync.js';
import { RestContext } from './rest-context.js';
import { CUSTOMER_PLAN_SCHEMA, ReadOneDoc, SyncDoc, syncPageSchema } from './sync-doc.decorator.js';

/**
 * Not in §7 (docs/INTEGRATORS.md, "Reading records and incremental sync"): the plans customers bought, for integrators:
 * one by id and an incremental sync. The access details stay masked («••••») here for everyone;
 * only the §7 edit call reveals them, to an admin, logged.
 */
@LegacyAdminApi('customers')
@Controller('api/customer-plans')
export class CustomerPlansController {
  constructor(
    private readonly rest: RestContext,
    private readonly customerPlans: CustomerPlansService,
    private readonly changes: RecordChanges,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Customer plans in change order: an incremental sync from the start, or from `updated_since`, or on from `after`',
  })
  @ApiResponse({ status: 200, description: 'A sync page', schema: syncPageSchema(CUSTOMER_PLAN_SCHEMA) })
  @SyncDoc()
  list(@Query() query: Record<string, unknown>) {
    return syncPage(this.changes, 'customer_plan', query, (plans) => this.withRelations(plans));
  }

  @Get(':id')
  @ReadOneDoc({ summary: 'One customer plan by id, its access details masked («••••»)', schema: CUSTOMER_PLAN_SCHEMA })
  async one(@Param('id', LegacyIdPipe) id: number, @Query() query: Record<string, unknown>) {
    refuseUnknownParams(query, []);
    const [plan] = await this.withRelations([await this.customerPlans.get(id)]);
    return plan;
  }

  private async withRelations(records: CustomerPlan[]) {
    const loaders = this.rest.loaders();
    return Promise.all(
      records.map(async (record) => ({
        ...legacyCustomerPlan(record, {
          plan: await loaders.plan.load(record.planId),
          theme: record.themeId == null ? null : await loaders.theme.load(record.themeId),
          customer: await loaders.customer.load(record.customerId),
        }),
        updated_at: record.updatedAt,
      })),
    );
  }
}
