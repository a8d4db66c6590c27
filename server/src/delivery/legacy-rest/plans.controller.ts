import { Controller, Get, HttpCode, Param, Post, UseInterceptors } from '@nestjs/common';
import { AnyFilesInterceptor } from '@nestjs/platform-express';
import { FeaturesService } from 'src/domain/features/features.service.js';
import { CreatePlanInput } from 'src/domain/plans/dto/create-plan.input.js';
import { UpdatePlanInput } from 'src/domain/plans/dto/update-plan.input.js';
import { SyncPlanFeaturesArgs } from 'src/domain/plans/dto/sync-plan-features.args.js';
import { PlansService } from 'src/domain/plans/plans.service.js';
import { LegacyIdPipe } from './legacy-id.pipe.js';
import {
  legacyIds,
  legacyOptionalInt,
  legacyInt,
  legacyText,
  toInput,
  withLegacyFields,
  LegacyBody,
  type LegacyFields,
} from './legacy-input.js';
import { legacyFeature, legacyPlan } from './mappers.js';
import { LegacyDoc, LegacyAdminApi, legacyUpdateRoutes } from './legacy-doc.decorator.js';
import { LegacyPlanBody } from './dto/legacy-plan.body.js';
import { LegacySyncFeaturesForm } from './dto/legacy-sync-features.form.js';

const FIELDS = { listPrice: 'list_price', hostingSpaceGb: 'hosting_space_gb', featureIds: 'features' };

/** The twin update routes (legacyUpdateRoutes): PUT, and POST with `_method=PUT`. */
const UPDATE = legacyUpdateRoutes('update/:id', {
  summary: 'Update a plan',
  body: LegacyPlanBody,
  returns: '`message`, `plan`',
  notFound: true,
  versioned: true,
});
@LegacyAdminApi('plans')
@Controller('api/themes/plans')
export class PlansController {
  constructor(
    private readonly plans: PlansService,
    private readonly features: FeaturesService,
  ) {}

  @Get()
  @LegacyDoc({ summary: 'Every plan', returns: 'Array of plans' })
  async list() {
    return (await this.plans.list()).map((p) => legacyPlan(p));
  }

  @Post('add')
  @HttpCode(201)
  @LegacyDoc({ summary: 'Add a plan', body: LegacyPlanBody, status: 201, returns: '`message`, `plan`' })
  async create(@LegacyBody() body: LegacyFields) {
    const plan = await withLegacyFields(FIELDS, async () => this.plans.create(await toInput(CreatePlanInput, planValues(body))));
    return { message: 'پلن جدید اضافه شد', plan: legacyPlan(plan) };
  }

  @Get('edit/:id')
  @LegacyDoc({ summary: 'A plan for editing', returns: '`title` and prices', notFound: true })
  async editForm(@Param('id', LegacyIdPipe) id: number) {
    return legacyPlan(await this.plans.get(id));
  }

  @UPDATE.byPut
  update(@Param('id', LegacyIdPipe) id: number, @LegacyBody() body: LegacyFields) {
    return this.saveUpdate(id, body);
  }

  @UPDATE.byPost
  updateByPost(@Param('id', LegacyIdPipe) id: number, @LegacyBody() body: LegacyFields) {
    return this.saveUpdate(id, body);
  }

  @Get(':id/get-features')
  @LegacyDoc({ summary: "Every feature and the plan's own", returns: '`features`, `plan.features` (ids)', notFound: true })
  async featuresOf(@Param('id', LegacyIdPipe) id: number) {
    const plan = await this.plans.get(id);
    return {
      features: (await this.features.list()).map(legacyFeature),
      plan: legacyPlan(plan, await this.plans.featureIds(id)),
    };
  }

  /** The legacy form posts `features[]` as multipart fields. */
  @Post(':id/sync-features')
  @HttpCode(200)
  @UseInterceptors(AnyFilesInterceptor({ limits: { files: 0, fields: 500 } }))
  @LegacyDoc({
    summary: 'Make the plan include exactly these features',
    body: LegacySyncFeaturesForm,
    multipart: true,
    returns: '`message`',
    notFound: true,
  })
  async syncFeatures(@Param('id', LegacyIdPipe) id: number, @LegacyBody() values: LegacyFields) {
    const plan = await withLegacyFields(FIELDS, async () => {
      const args = await toInput(SyncPlanFeaturesArgs, { id, featureIds: legacyIds(values['features[]'] ?? values.features ?? []) });
      return this.plans.syncFeatures(args.id, args.featureIds);
    });
    return { message: 'ویژگی‌های پلن ذخیره شد', plan: legacyPlan(plan, await this.plans.featureIds(id)) };
  }

  private async saveUpdate(id: number, body: LegacyFields) {
    const plan = await withLegacyFields(FIELDS, async () =>
      this.plans.update(id, await toInput(UpdatePlanInput, { ...planValues(body), version: legacyInt(body.version) }, ['title'])),
    );
    return { message: 'پلن ویرایش شد', plan: legacyPlan(plan) };
  }
}

function planValues(values: Record<string, unknown>) {
  return {
    title: legacyText(values.title),
    listPrice: values.list_price === undefined ? undefined : legacyOptionalInt(values.list_price),
    price: values.price === undefined ? undefined : legacyOptionalInt(values.price),
    hostingSpaceGb: values.hosting_space_gb === undefined ? undefined : legacyOptionalInt(values.hosting_space_gb),
  };
}
