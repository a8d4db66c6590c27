import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Clock } from 'src/common/clock.js';
import { restoreDeleted, softDelete } from 'src/common/database/soft-delete.js';
import { findAllByIds, findOneOrFail } from 'src/common/database/find-all-by-ids.js';
import { DomainException } from 'src/common/errors/domain.exception.js';
import { CustomerPlan } from 'src/domain/customer-plans/customer-plan.entity.js';
import { Feature } from 'src/domain/features/feature.entity.js';
import { DomainEvents, type WriteUnit } from 'src/platform/events/domain-events.js';
import type { RecordState } from 'src/platform/events/domain-event.js';
import { labelOf } from 'src/platform/events/record-state.js';
import { Plan } from './plan.entity.js';
import type { CreatePlanInput } from './dto/create-plan.input.js';
import type { UpdatePlanInput } from './dto/update-plan.input.js';

@Injectable()
export class PlansService {
  constructor(
    @InjectRepository(Plan) private readonly plans: Repository<Plan>,
    @InjectRepository(Feature) private readonly features: Repository<Feature>,
    private readonly clock: Clock,
    private readonly events: DomainEvents,
  ) {}

  list(): Promise<Plan[]> {
    return this.plans.find({ order: { id: 'ASC' } });
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

  async create(input: CreatePlanInput): Promise<Plan> {
    this.assertPrices(input.listPrice, input.price);
    const plan = this.plans.create({
      title: input.title,
      listPrice: input.listPrice ?? null,
      price: input.price ?? null,
      hostingSpaceGb: input.hostingSpaceGb ?? null,
    });
    return this.events.write((unit) => unit.change('plan.created', Plan, null, () => unit.manager.save(plan)));
  }

  async update(id: number, input: UpdatePlanInput): Promise<Plan> {
    const plan = await this.events.editable('plan.updated', Plan, id, 'پلن');
    for (const key of ['title', 'listPrice', 'price', 'hostingSpaceGb'] as const) {
      if (input[key] !== undefined) Object.assign(plan, { [key]: input[key] });
    }
    this.assertPrices(plan.listPrice, plan.price);
    return this.events.write(async (unit) => {
      plan.version = await unit.claimEdit('plan.updated', Plan, id, { version: input.version, what: 'پلن' });
      return unit.change('plan.updated', Plan, id, () => unit.manager.save(plan));
    });
  }

  /** A plan some customer bought stays: their records must keep pointing at it. */
  async remove(id: number): Promise<Plan> {
    const plan = await this.get(id);
    const inUse = await this.plans.manager.countBy(CustomerPlan, { planId: id });
    if (inUse > 0) {
      throw DomainException.refused(`این پلن برای ${inUse.toLocaleString('fa-IR')} پلن مشتری ثبت شده است و حذف نمی‌شود`);
    }
    return this.events.write((unit) =>
      unit.change('plan.deleted', Plan, id, async () => {
        await softDelete(unit.manager.getRepository(Plan), id, this.clock.now());
        return plan;
      }),
    );
  }

  async restore(id: number): Promise<Plan> {
    return this.events.write((unit) =>
      unit.change('plan.restored', Plan, id, async () => {
        await restoreDeleted(unit.manager.getRepository(Plan), id, this.clock.now(), 'پلن');
        return findOneOrFail(unit.manager.getRepository(Plan), id, 'پلن');
      }),
    );
  }

  /** What a delete would touch: themes and work samples lose the plan, customer plans refuse it. */
  async usage(id: number): Promise<{ themes: number; customerPlans: number }> {
    await this.get(id);
    const [{ n }] = await this.plans.manager.query<{ n: number | string }[]>('SELECT COUNT(*) AS n FROM theme_plans WHERE plan_id = ?', [
      id,
    ]);
    return { themes: Number(n), customerPlans: await this.plans.manager.countBy(CustomerPlan, { planId: id }) };
  }

  /**
   * Makes the plan include exactly `featureIds`: an edit of the plan, claiming its version
   * (docs/ARCHITECTURE.md, "Edit versions"). Named, a list saved meanwhile by another admin refuses this one with
   * `CONFLICT`; absent (the REST facade's integrators), the last write wins.
   */
  async syncFeatures(id: number, featureIds: number[], version?: number | null): Promise<Plan> {
    await this.events.editable('plan.features-changed', Plan, id, 'پلن');
    const features = await findAllByIds(this.features, featureIds, 'featureIds');
    return this.events.write(async (unit) => {
      const claimed = await unit.claimEdit('plan.features-changed', Plan, id, { version, what: 'پلن' });
      // Read again under the claim: the list alone is written, never the plan's fields as read before it.
      const plan = await unit.manager.findOneOrFail(Plan, { where: { id }, relations: { features: true } });
      Object.assign(plan, { features, version: claimed });
      const before = await featureState(unit, id);
      const saved = await unit.manager.save(plan);
      await unit.publish({
        type: 'plan.features-changed',
        entity: 'plan',
        action: 'features-changed',
        id,
        before,
        after: await featureState(unit, id),
      });
      return saved;
    });
  }

  private assertPrices(listPrice: number | null | undefined, price: number | null | undefined) {
    if (listPrice != null && price != null && price > listPrice) {
      throw DomainException.invalidField('price', 'قیمت با تخفیف نباید بیشتر از قیمت اصلی باشد');
    }
  }
}

/** What the plan's features event carries: the plan's name and its feature ids, in order. */
async function featureState(unit: WriteUnit, id: number): Promise<RecordState | null> {
  const plan = await unit.manager.findOne(Plan, { where: { id }, withDeleted: true, relations: { features: true } });
  if (!plan) return null;
  return { label: labelOf(plan), values: { featureIds: plan.features.map((f) => f.id).sort((a, b) => a - b) } };
}
