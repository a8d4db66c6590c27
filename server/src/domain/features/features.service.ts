import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Clock } from 'src/common/clock.js';
import { restoreDeleted, softDelete } from 'src/common/database/soft-delete.js';
import { findOneOrFail } from 'src/common/database/find-all-by-ids.js';
import { DomainEvents } from 'src/platform/events/domain-events.js';
import type { DomainEventType } from 'src/platform/events/domain-event.js';
import { Feature } from './feature.entity.js';
import type { CreateFeatureInput } from './dto/create-feature.input.js';
import type { UpdateFeatureInput } from './dto/update-feature.input.js';

@Injectable()
export class FeaturesService {
  constructor(
    @InjectRepository(Feature) private readonly features: Repository<Feature>,
    private readonly clock: Clock,
    private readonly events: DomainEvents,
  ) {}

  list(): Promise<Feature[]> {
    return this.features.find({ order: { sort: 'ASC', id: 'ASC' } });
  }

  get(id: number): Promise<Feature> {
    return findOneOrFail(this.features, id, 'ویژگی');
  }

  /** A new feature goes to the end of the table. */
  async create(input: CreateFeatureInput): Promise<Feature> {
    return this.events.write((unit) =>
      unit.change('feature.created', Feature, null, async () => {
        const last = await unit.manager.findOne(Feature, { where: {}, order: { sort: 'DESC' } });
        return unit.manager.save(
          this.features.create({ title: input.title, isHeading: input.isHeading ?? false, sort: (last?.sort ?? 0) + 1 }),
        );
      }),
    );
  }

  async update(id: number, input: UpdateFeatureInput): Promise<Feature> {
    const feature = await this.events.editable('feature.updated', Feature, id, 'ویژگی');
    if (input.title !== undefined) feature.title = input.title;
    if (input.isHeading !== undefined) feature.isHeading = input.isHeading;
    return this.events.write(async (unit) => {
      feature.version = await unit.claimEdit('feature.updated', Feature, id, { version: input.version, what: 'ویژگی' });
      return unit.change('feature.updated', Feature, id, () => unit.manager.save(feature));
    });
  }

  async remove(id: number): Promise<Feature> {
    const feature = await this.get(id);
    return this.events.write((unit) =>
      unit.change('feature.deleted', Feature, id, async () => {
        await softDelete(unit.manager.getRepository(Feature), id, this.clock.now());
        return feature;
      }),
    );
  }

  async restore(id: number): Promise<Feature> {
    return this.events.write((unit) =>
      unit.change('feature.restored', Feature, id, async () => {
        await restoreDeleted(unit.manager.getRepository(Feature), id, this.clock.now(), 'ویژگی');
        return findOneOrFail(unit.manager.getRepository(Feature), id, 'ویژگی');
      }),
    );
  }

  async setSort(id: number, sort: number): Promise<Feature> {
    const feature = await this.get(id);
    feature.sort = sort;
    return this.save('feature.sorted', feature);
  }

  async setPrimary(id: number, isPrimary: boolean): Promise<Feature> {
    const feature = await this.get(id);
    feature.isPrimary = isPrimary;
    return this.save('feature.updated', feature);
  }

  private save(type: DomainEventType, feature: Feature): Promise<Feature> {
    return this.events.write((unit) => unit.change(type, Feature, feature.id, () => unit.manager.save(feature)));
  }
}
