import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Clock } from 'src/common/clock.js';
import { restoreDeleted, softDelete } from 'src/common/database/soft-delete.js';
import { findOneOrFail } from 'src/common/database/find-all-by-ids.js';
import { ChangesPublicReads } from 'src/modules/public-reads/changes-public-reads.decorator.js';
import { Feature } from './feature.entity.js';
import type { CreateFeatureInput } from './dto/create-feature.input.js';
import type { UpdateFeatureInput } from './dto/update-feature.input.js';
import { ActivityAction, ActivityEntity } from 'src/modules/activity/activity.types.js';
import { RecordsActivity } from 'src/modules/activity/records-activity.decorator.js';

@Injectable()
export class FeaturesService {
  constructor(
    @InjectRepository(Feature) private readonly features: Repository<Feature>,
    private readonly clock: Clock,
  ) {}

  list(): Promise<Feature[]> {
    return this.features.find({ order: { sort: 'ASC', id: 'ASC' } });
  }

  get(id: number): Promise<Feature> {
    return findOneOrFail(this.features, id, 'ویژگی');
  }

  /** A new feature goes to the end of the table. */
  @RecordsActivity(ActivityAction.CREATE, ActivityEntity.FEATURE)
  @ChangesPublicReads('features')
  async create(input: CreateFeatureInput): Promise<Feature> {
    const last = await this.features.findOne({ where: {}, order: { sort: 'DESC' } });
    return this.features.save(
      this.features.create({ title: input.title, isHeading: input.isHeading ?? false, sort: (last?.sort ?? 0) + 1 }),
    );
  }

  @RecordsActivity(ActivityAction.UPDATE, ActivityEntity.FEATURE)
  @ChangesPublicReads('features')
  async update(id: number, input: UpdateFeatureInput): Promise<Feature> {
    const feature = await this.get(id);
    if (input.title !== undefined) feature.title = input.title;
    if (input.isHeading !== undefined) feature.isHeading = input.isHeading;
    return this.features.save(feature);
  }

  @RecordsActivity(ActivityAction.DELETE, ActivityEntity.FEATURE)
  @ChangesPublicReads('features')
  async remove(id: number): Promise<Feature> {
    const feature = await this.get(id);
    await softDelete(this.features, id, this.clock.now());
    return feature;
  }

  @ChangesPublicReads('features')
  @RecordsActivity(ActivityAction.RESTORE, ActivityEntity.FEATURE)
  async restore(id: number): Promise<Feature> {
    await restoreDeleted(this.features, id, this.clock.now(), 'ویژگی');
    return this.get(id);
  }

  @RecordsActivity(ActivityAction.SORT, ActivityEntity.FEATURE)
  @ChangesPublicReads('features')
  async setSort(id: number, sort: number): Promise<Feature> {
    const feature = await this.get(id);
    feature.sort = sort;
    return this.features.save(feature);
  }

  @RecordsActivity(ActivityAction.UPDATE, ActivityEntity.FEATURE)
  @ChangesPublicReads('features')
  async setPrimary(id: number, isPrimary: boolean): Promise<Feature> {
    const feature = await this.get(id);
    feature.isPrimary = isPrimary;
    return this.features.save(feature);
  }
}
