import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Clock } from 'src/common/clock.js';
import { restoreDeleted, softDelete } from 'src/common/database/soft-delete.js';
import { findOneOrFail } from 'src/common/database/find-all-by-ids.js';
import { DomainException } from 'src/common/errors/domain.exception.js';
import { ImagesService, type ImageSource } from 'src/platform/files/images.service.js';
import { DomainEvents } from 'src/platform/events/domain-events.js';
import { Category } from './category.entity.js';
import type { CreateCategoryInput } from './dto/create-category.input.js';
import type { UpdateCategoryInput } from './dto/update-category.input.js';

const FOLDER = 'categories';

@Injectable()
export class CategoriesService {
  constructor(
    @InjectRepository(Category) private readonly categories: Repository<Category>,
    private readonly images: ImagesService,
    private readonly clock: Clock,
    private readonly events: DomainEvents,
  ) {}

  list(): Promise<Category[]> {
    return this.categories.find({ order: { id: 'ASC' } });
  }

  get(id: number): Promise<Category> {
    return findOneOrFail(this.categories, id, 'دسته‌بندی');
  }

  async create(input: CreateCategoryInput, image: ImageSource | null | undefined): Promise<Category> {
    if (!image) throw DomainException.invalidField('image', 'تصویر الزامی است');
    const file = await this.images.read(image);
    // The unit commits inside the image's store, so a refused write keeps no image and removes no old one.
    return this.images.storeWhile(FOLDER, file, null, (key) =>
      this.events.write((unit) =>
        unit.change('category.created', Category, null, () =>
          unit.manager.save(this.categories.create({ title: input.title, image: key })),
        ),
      ),
    );
  }

  async update(id: number, input: UpdateCategoryInput, image?: ImageSource | null): Promise<Category> {
    const category = await this.events.editable('category.updated', Category, id, 'دسته‌بندی');
    const file = image ? await this.images.read(image) : null;
    if (input.title !== undefined) category.title = input.title;
    const save = (changed: Category) =>
      this.events.write(async (unit) => {
        changed.version = await unit.claimEdit('category.updated', Category, id, { version: input.version, what: 'دسته‌بندی' });
        return unit.change('category.updated', Category, id, () => unit.manager.save(Category, changed));
      });
    if (!file) return save(category);
    return this.images.storeWhile(FOLDER, file, category.image, (key) => save({ ...category, image: key }));
  }

  /**
   * Themes lose the category; the themes themselves stay. Soft: hidden at once, undoable for the
   * undo window, then purged with its image (TrashPurger).
   */
  async remove(id: number): Promise<Category> {
    const category = await this.get(id);
    return this.events.write((unit) =>
      unit.change('category.deleted', Category, id, async () => {
        await softDelete(unit.manager.getRepository(Category), id, this.clock.now());
        return category;
      }),
    );
  }

  async restore(id: number): Promise<Category> {
    return this.events.write((unit) =>
      unit.change('category.restored', Category, id, async () => {
        await restoreDeleted(unit.manager.getRepository(Category), id, this.clock.now(), 'دسته‌بندی');
        return findOneOrFail(unit.manager.getRepository(Category), id, 'دسته‌بندی');
      }),
    );
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
