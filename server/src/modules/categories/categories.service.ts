import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Clock } from 'src/common/clock.js';
import { restoreDeleted, softDelete } from 'src/common/database/soft-delete.js';
import { findOneOrFail } from 'src/common/database/find-all-by-ids.js';
import { DomainException } from 'src/common/errors/domain.exception.js';
import { ImagesService, type ImageSource } from 'src/modules/files/images.service.js';
import { ChangesPublicReads } from 'src/modules/public-reads/changes-public-reads.decorator.js';
import { Category } from './category.entity.js';
import type { CreateCategoryInput } from './dto/create-category.input.js';
import type { UpdateCategoryInput } from './dto/update-category.input.js';
import { ActivityAction, ActivityEntity } from 'src/modules/activity/activity.types.js';
import { RecordsActivity } from 'src/modules/activity/records-activity.decorator.js';

const FOLDER = 'categories';

@Injectable()
export class CategoriesService {
  constructor(
    @InjectRepository(Category) private readonly categories: Repository<Category>,
    private readonly images: ImagesService,
    private readonly clock: Clock,
  ) {}

  list(): Promise<Category[]> {
    return this.categories.find({ order: { id: 'ASC' } });
  }

  /** Every category id: the catalogue's category filter names one of these or matches nothing. */
  async ids(): Promise<number[]> {
    return (await this.categories.find({ select: { id: true } })).map((c) => c.id);
  }

  get(id: number): Promise<Category> {
    return findOneOrFail(this.categories, id, 'دسته‌بندی');
  }

  @RecordsActivity(ActivityAction.CREATE, ActivityEntity.CATEGORY)
  @ChangesPublicReads('categories')
  async create(input: CreateCategoryInput, image: ImageSource | null | undefined): Promise<Category> {
    if (!image) throw DomainException.invalidField('image', 'تصویر الزامی است');
    const file = await this.images.read(image);
    return this.images.storeWhile(FOLDER, file, null, (key) =>
      this.categories.save(this.categories.create({ title: input.title, image: key })),
    );
  }

  @RecordsActivity(ActivityAction.UPDATE, ActivityEntity.CATEGORY)
  @ChangesPublicReads('categories')
  async update(id: number, input: UpdateCategoryInput, image?: ImageSource | null): Promise<Category> {
    const category = await this.get(id);
    const file = image ? await this.images.read(image) : null;
    if (input.title !== undefined) category.title = input.title;
    if (!file) return this.categories.save(category);
    return this.images.storeWhile(FOLDER, file, category.image, (key) => this.categories.save({ ...category, image: key }));
  }

  /**
   * Themes lose the category; the themes themselves stay. Soft: hidden at once, undoable for the
   * undo window, then purged with its image (TrashPurger).
   */
  @RecordsActivity(ActivityAction.DELETE, ActivityEntity.CATEGORY)
  @ChangesPublicReads('categories')
  async remove(id: number): Promise<Category> {
    const category = await this.get(id);
    await softDelete(this.categories, id, this.clock.now());
    return category;
  }

  @ChangesPublicReads('categories')
  @RecordsActivity(ActivityAction.RESTORE, ActivityEntity.CATEGORY)
  async restore(id: number): Promise<Category> {
    await restoreDeleted(this.categories, id, this.clock.now(), 'دسته‌بندی');
    return this.get(id);
  }

  /** How many themes show the category: what a delete would take from them. */
  async usage(id: number): Promise<{ themes: number }> {
    await this.get(id);
    const [{ n }] = await this.categories.manager.query<{ n: number | string }[]>(
      'SELECT COUNT(*) AS n FROM theme_categories WHERE category_id = ?',
      [id],
    );
    return { themes: Number(n) };
  }
}
