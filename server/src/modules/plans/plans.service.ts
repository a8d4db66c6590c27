import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Clock } from 'src/common/clock.js';
import { restoreDeleted, softDelete } from 'src/common/database/soft-delete.js';
import { findAllByIds, findOneOrFail } from 'src/common/database/find-all-by-ids.js';
import { DomainException } from 'src/common/errors/domain.exception.js';
import { CustomerPlan } from 'src/modules/customer-plans/customer-plan.entity.js';
import { Feature } from 'src/modules/features/feature.entity.js';
import { ChangesPublicReads } from 'src/modules/public-reads/changes-public-reads.decorator.js';
import { Plan } from './plan.entity.js';
import type { CreatePlanInput } from './dto/create-plan.input.js';
import type { UpdatePlanInput } from './dto/update-plan.input.js';
import { ActivityAction, ActivityEntity } from 'src/modules/activity/activity.types.js';
import { RecordsActivity } from 'src/modules/activity/records-activity.decorator.js';

@Injectable()
export class PlansService {
  constructor(
    @InjectRepository(Plan) private readonly plans: Repository<Plan>,
    @InjectRepository(Feature) private readonly features: Repository<Feature>,
    private readonly clock: Clock,
  ) {}

  list(): Promise<Plan[]> {
    return this.plans.find({ order: { id: 'ASC' } });
  }

  /** Every plan id: the catalogue's plan filter names one of these or matches nothing. */
  async ids(): Promise<number[]> {
    return (await this.plans.find({ select: { id: true } })).map((p) => p.id);
  }

  get(id: number): Promise<Plan> {
    return findOneOrFail(this.plans, id, 'پلن');
  }

  /** Ids of the features the plan includes, for the manage-features screen. */
  async featureIds(id: number): Promise<number[]> {
    const plan = await this.plans.findOne({ where: { id }, relations: { features: true } });
    if (!plan) throw DomainException.notFound('پلن');
    return plan.features.map((f) => f.id).sort((a, b) => a - b);
  }

  @RecordsActivity(ActivityAction.CREATE, ActivityEntity.PLAN)
  @ChangesPublicReads('plans')
  async create(input: CreatePlanInput): Promise<Plan> {
    this.assertPrices(input.listPrice, input.price);
    return this.plans.save(
      this.plans.create({
        title: input.title,
        listPrice: input.listPrice ?? null,
        price: input.price ?? null,
        hostingSpaceGb: input.hostingSpaceGb ?? null,
      }),
    );
  }

  @RecordsActivity(ActivityAction.UPDATE, ActivityEntity.PLAN)
  @ChangesPublicReads('plans')
  async update(id: number, input: UpdatePlanInput): Promise<Plan> {
    const plan = await this.get(id);
    for (const key of ['title', 'listPrice', 'price', 'hostingSpaceGb'] as const) {
      if (input[key] !== undefined) Object.assign(plan, { [key]: input[key] });
    }
    this.assertPrices(plan.listPrice, plan.price);
    return this.plans.save(plan);
  }

  /** A plan some customer bought stays: their records must keep pointing at it. */
  @RecordsActivity(ActivityAction.DELETE, ActivityEntity.PLAN)
  @ChangesPublicReads('plans')
  async remove(id: number): Promise<Plan> {
    const plan = await this.get(id);
    const inUse = await this.plans.manager.countBy(CustomerPlan, { planId: id });
    if (inUse > 0) {
      throw DomainException.refused(`این پلن برای ${inUse.toLocaleString('fa-IR')} پلن مشتری ثبت شده است و حذف نمی‌شود`);
    }
    await softDelete(this.plans, id, this.clock.now());
    return plan;
  }

  @ChangesPublicReads('plans')
  @RecordsActivity(ActivityAction.RESTORE, ActivityEntity.PLAN)
  async restore(id: number): Promise<Plan> {
    await restoreDeleted(this.plans, id, this.clock.now(), 'پلن');
    return this.get(id);
  }

  /** What a delete would touch: themes and work samples lose the plan, customer plans refuse it. */
  async usage(id: number): Promise<{ themes: number; customerPlans: number }> {
    await this.get(id);
    const [{ n }] = await this.plans.manager.query<{ n: number | string }[]>('SELECT COUNT(*) AS n FROM theme_plans WHERE plan_id = ?', [
      id,
    ]);
    return { themes: Number(n), customerPlans: await this.plans.manager.countBy(CustomerPlan, { planId: id }) };
  }

  /** Makes the plan include exactly `featureIds`. */
  @RecordsActivity(ActivityAction.UPDATE, ActivityEntity.PLAN_FEATURES)
  @ChangesPublicReads('plans')
  async syncFeatures(id: number, featureIds: number[]): Promise<Plan> {
    const plan = await this.plans.findOne({ where: { id }, relations: { features: true } });
    if (!plan) throw DomainException.notFound('پلن');
    plan.features = await findAllByIds(this.features, featureIds, 'featureIds');
    return this.plans.save(plan);
  }

  private assertPrices(listPrice: number | null | undefined, price: number | null | undefined) {
    if (listPrice != null && price != null && price > listPrice) {
      throw DomainException.invalidField('price', 'قیمت با تخفیف نباید بیشتر از قیمت اصلی باشد');
    }
  }
}
