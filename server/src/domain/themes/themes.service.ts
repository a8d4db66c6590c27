import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { findAllByIds, findOneOrFail } from 'src/common/database/find-all-by-ids.js';
import { lockForUpdate } from 'src/common/database/row-lock.js';
import { DomainException } from 'src/common/errors/domain.exception.js';
import { Category } from 'src/domain/categories/category.entity.js';
import { CustomerPlan } from 'src/domain/customer-plans/customer-plan.entity.js';
import { ImagesService, type ImageFile, type ImageSource } from 'src/platform/files/images.service.js';
import { Plan } from 'src/domain/plans/plan.entity.js';
import { DomainEvents } from 'src/platform/events/domain-events.js';
import type { DomainEventType } from 'src/platform/events/domain-event.js';
import { Theme } from './theme.entity.js';
import type { CreateThemeInput } from './dto/create-theme.input.js';
import type { ThemesArgs } from './dto/themes.args.js';
import type { UpdateThemeInput } from './dto/update-theme.input.js';

const FOLDER = 'themes';

const isForeignKeyFailure = (error: unknown) =>
  ['ER_ROW_IS_REFERENCED_2', 'ER_ROW_IS_REFERENCED', 'SQLITE_CONSTRAINT_FOREIGNKEY'].includes(
    (error as { code?: string; driverError?: { code?: string } }).driverError?.code ?? (error as { code?: string }).code ?? '',
  );

export interface ThemeImages {
  image?: ImageSource | null;
  mobileImage?: ImageSource | null;
}

@Injectable()
export class ThemesService {
  constructor(
    @InjectRepository(Theme) private readonly themes: Repository<Theme>,
    @InjectRepository(Plan) private readonly plans: Repository<Plan>,
    @InjectRepository(Category) private readonly categories: Repository<Category>,
    private readonly images: ImagesService,
    private readonly events: DomainEvents,
  ) {}

  /** The catalogue in display order, optionally narrowed to a category and a plan. */
  list(filter: ThemesArgs = {}): Promise<Theme[]> {
    const query = this.themes.createQueryBuilder('theme').orderBy('theme.sort', 'ASC').addOrderBy('theme.id', 'ASC');
    if (filter.categoryId != null) {
      query.innerJoin('theme.categories', 'category', 'category.id = :categoryId', { categoryId: filter.categoryId });
    }
    if (filter.planId != null) {
      query.innerJoin('theme.plans', 'plan', 'plan.id = :planId', { planId: filter.planId });
    }
    return query.getMany();
  }

  get(id: number): Promise<Theme> {
    return findOneOrFail(this.themes, id, 'قالب');
  }

  async create(input: CreateThemeInput, files: ThemeImages): Promise<Theme> {
    if (!files.image) throw DomainException.invalidField('image', 'تصویر الزامی است');
    const theme = this.themes.create({
      title: input.title,
      link: input.link,
      shortDescription: input.shortDescription ?? null,
      fullDescription: input.fullDescription ?? null,
      plans: await findAllByIds(this.plans, input.planIds ?? [], 'planIds'),
      categories: await findAllByIds(this.categories, input.categoryIds ?? [], 'categoryIds'),
      sort: await this.nextSort(),
    });
    return this.saveWithImages('theme.created', theme, files);
  }

  async update(id: number, input: UpdateThemeInput, files: ThemeImages = {}): Promise<Theme> {
    const theme = await this.events.editable('theme.updated', Theme, id, 'قالب', { plans: true, categories: true });
    for (const key of ['title', 'link', 'shortDescription', 'fullDescription'] as const) {
      if (input[key] !== undefined) Object.assign(theme, { [key]: input[key] });
    }
    if (input.planIds !== undefined) theme.plans = await findAllByIds(this.plans, input.planIds, 'planIds');
    if (input.categoryIds !== undefined) {
      theme.categories = await findAllByIds(this.categories, input.categoryIds, 'categoryIds');
    }
    return this.saveWithImages('theme.updated', theme, files, input.version);
  }

  async setSort(id: number, sort: number): Promise<Theme> {
    const theme = await this.get(id);
    theme.sort = sort;
    return this.save('theme.sorted', theme);
  }

  /**
   * Refuses while customer plans use the theme. The count and the delete share a transaction
   * holding the theme's row, and the foreign key (RESTRICT) refuses a plan added in between,
   * which answers the same refusal.
   */
  async remove(id: number): Promise<Theme> {
    const theme = await this.get(id);
    try {
      await this.events.write((unit) =>
        unit.change('theme.deleted', Theme, id, async () => {
          const manager = unit.manager;
          await manager.findOne(Theme, { where: { id }, lock: lockForUpdate(manager) });
          const used = await manager.countBy(CustomerPlan, { themeId: id });
          if (used > 0) throw this.inUse(used);
          // Customer plans still in the bin would hold the foreign key: they go now instead of at the purge.
          await manager
            .createQueryBuilder()
            .delete()
            .from(CustomerPlan)
            .where('theme_id = :id AND deleted_at IS NOT NULL', { id })
            .execute();
          await manager.delete(Theme, { id });
          return theme;
        }),
      );
    } catch (error) {
      if (!isForeignKeyFailure(error)) throw error;
      throw this.inUse(await this.themes.manager.countBy(CustomerPlan, { themeId: id }));
    }
    await this.images.removeQuietly(theme.image);
    await this.images.removeQuietly(theme.mobileImage);
    return theme;
  }

  private inUse(customerPlans: number): DomainException {
    const count = customerPlans.toLocaleString('fa-IR');
    return DomainException.refused(`این قالب در ${count} پلن مشتری به کار رفته است و حذف نمی‌شود`);
  }

  private async nextSort(): Promise<number> {
    const last = await this.themes.findOne({ where: {}, order: { sort: 'DESC' } });
    return (last?.sort ?? 0) + 1;
  }

  /**
   * Checks both images before storing either, so a bad second file leaves nothing behind. The
   * write's unit commits inside both stores: a refused write keeps neither image and removes
   * neither old one.
   */
  private async saveWithImages(type: DomainEventType, theme: Theme, files: ThemeImages, version?: number | null): Promise<Theme> {
    const image = files.image ? await this.images.read(files.image, 'image') : null;
    const mobileImage = files.mobileImage ? await this.images.read(files.mobileImage, 'mobileImage') : null;
    const save = (withImage: Theme) => this.saveMobileImage(type, withImage, mobileImage, version);
    if (!image) return save(theme);
    return this.images.storeWhile(FOLDER, image, theme.image ?? null, (key) => save(Object.assign(theme, { image: key })));
  }

  private saveMobileImage(type: DomainEventType, theme: Theme, mobileImage: ImageFile | null, version?: number | null): Promise<Theme> {
    if (!mobileImage) return this.save(type, theme, version);
    return this.images.storeWhile(FOLDER, mobileImage, theme.mobileImage, (key) =>
      this.save(type, Object.assign(theme, { mobileImage: key }), version),
    );
  }

  /**
   * One write of the theme and its event; a new theme has no id yet, its event takes the saved one.
   * An update of the form's fields claims the next edit version first; a sort does not.
   */
  private save(type: DomainEventType, theme: Theme, version?: number | null): Promise<Theme> {
    return this.events.write(async (unit) => {
      if (type === 'theme.updated') theme.version = await unit.claimEdit(type, Theme, theme.id, { version, what: 'قالب' });
      return unit.change(type, Theme, theme.id ?? null, () => unit.manager.save(theme));
    });
  }
}
