import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, type Repository } from 'typeorm';
import { Clock } from 'src/common/clock.js';
import { LIKE_ESCAPE, likeTerms } from 'src/common/database/like.js';
import { restoreDeleted, softDelete } from 'src/common/database/soft-delete.js';
import { findAllByIds, findOneOrFail } from 'src/common/database/find-all-by-ids.js';
import { DomainException } from 'src/common/errors/domain.exception.js';
import { pageWindow, toPage, type Page } from 'src/common/pagination/pagination.js';
import { ImagesService, type ImageSource } from 'src/platform/files/images.service.js';
import { Plan } from 'src/domain/plans/plan.entity.js';
import { DomainEvents } from 'src/platform/events/domain-events.js';
import { WorkSample } from './work-sample.entity.js';
import { WORK_SAMPLES_PER_PAGE } from './work-sample-pages.js';
import type { CreateWorkSampleInput } from './dto/create-work-sample.input.js';
import type { UpdateWorkSampleInput } from './dto/update-work-sample.input.js';

const FOLDER = 'work-samples';
export { WORK_SAMPLES_PER_PAGE };

@Injectable()
export class WorkSamplesService {
  constructor(
    @InjectRepository(WorkSample) private readonly samples: Repository<WorkSample>,
    @InjectRepository(Plan) private readonly plans: Repository<Plan>,
    private readonly images: ImagesService,
    private readonly clock: Clock,
    private readonly events: DomainEvents,
  ) {}

  /** Newest first; visitors see only active samples, staff see all. */
  async page(args: { page?: number; perPage?: number; onlyActive: boolean; search?: string | null }): Promise<Page<WorkSample>> {
    const { page, perPage, skip, take } = pageWindow(args, WORK_SAMPLES_PER_PAGE);
    const query = this.samples.createQueryBuilder('sample');
    if (args.onlyActive) query.andWhere('sample.isActive = 1');
    likeTerms(args.search).forEach((term, i) => {
      query.andWhere(
        new Brackets((word) =>
          ['title', 'domainName', 'description'].forEach((column) =>
            word.orWhere(`sample.${column} LIKE :term${i} ${LIKE_ESCAPE}`, { [`term${i}`]: term }),
          ),
        ),
      );
    });
    const [items, total] = await query.orderBy('sample.id', 'DESC').skip(skip).take(take).getManyAndCount();
    return toPage(items, total, page, perPage);
  }

  listAll(): Promise<WorkSample[]> {
    return this.samples.find({ order: { id: 'DESC' } });
  }

  get(id: number): Promise<WorkSample> {
    return findOneOrFail(this.samples, id, 'نمونه کار');
  }

  async create(input: CreateWorkSampleInput, image: ImageSource | null | undefined): Promise<WorkSample> {
    if (!image) throw DomainException.invalidField('image', 'تصویر الزامی است');
    const file = await this.images.read(image);
    const sample = this.samples.create({
      domainName: input.domainName,
      title: input.title,
      description: input.description ?? null,
      isActive: input.isActive ?? false,
      plans: await findAllByIds(this.plans, input.planIds ?? [], 'planIds'),
    });
    // The unit commits inside the image's store, so a refused write keeps no image and removes no old one.
    return this.images.storeWhile(FOLDER, file, null, (key) =>
      this.events.write((unit) =>
        unit.change('work-sample.created', WorkSample, null, () => unit.manager.save(Object.assign(sample, { image: key }))),
      ),
    );
  }

  async update(id: number, input: UpdateWorkSampleInput, image?: ImageSource | null): Promise<WorkSample> {
    const sample = await this.events.editable('work-sample.updated', WorkSample, id, 'نمونه کار', { plans: true });
    const file = image ? await this.images.read(image) : null;
    for (const key of ['domainName', 'title', 'description', 'isActive'] as const) {
      if (input[key] !== undefined) Object.assign(sample, { [key]: input[key] });
    }
    if (input.planIds !== undefined) sample.plans = await findAllByIds(this.plans, input.planIds, 'planIds');
    const save = (changed: WorkSample) =>
      this.events.write(async (unit) => {
        changed.version = await unit.claimEdit('work-sample.updated', WorkSample, id, { version: input.version, what: 'نمونه کار' });
        return unit.change('work-sample.updated', WorkSample, id, () => unit.manager.save(changed));
      });
    if (!file) return save(sample);
    return this.images.storeWhile(FOLDER, file, sample.image, (key) => save(Object.assign(sample, { image: key })));
  }

  async remove(id: number): Promise<WorkSample> {
    const sample = await this.get(id);
    return this.events.write((unit) =>
      unit.change('work-sample.deleted', WorkSample, id, async () => {
        await softDelete(unit.manager.getRepository(WorkSample), id, this.clock.now());
        return sample;
      }),
    );
  }

  async restore(id: number): Promise<WorkSample> {
    return this.events.write((unit) =>
      unit.change('work-sample.restored', WorkSample, id, async () => {
        await restoreDeleted(unit.manager.getRepository(WorkSample), id, this.clock.now(), 'نمونه کار');
        return findOneOrFail(unit.manager.getRepository(WorkSample), id, 'نمونه کار');
      }),
    );
  }
}
