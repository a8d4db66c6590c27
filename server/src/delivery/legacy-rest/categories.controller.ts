import { Controller, Get, HttpCode, Param, Post, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { CategoriesService } from 'src/domain/categories/categories.service.js';
import { CreateCategoryInput } from 'src/domain/categories/dto/create-category.input.js';
import { UpdateCategoryInput } from 'src/domain/categories/dto/update-category.input.js';
import { firstFile, LegacyImageUpload, type UploadedImages } from './image-upload.interceptor.js';
import { LegacyIdPipe } from './legacy-id.pipe.js';
import { legacyInt, legacyText, toInput, withLegacyFields, LegacyBody, type LegacyFields } from './legacy-input.js';
import { RestContext } from './rest-context.js';
import { LegacyDoc, LegacyAdminApi, legacyUpdateRoutes } from './legacy-doc.decorator.js';
import { LegacyCategoryForm } from './dto/legacy-category.form.js';

/** The twin update routes (legacyUpdateRoutes): PUT, and POST with `_method=PUT`. */
const UPDATE = legacyUpdateRoutes(
  'update/:id',
  { summary: 'Update a category', body: LegacyCategoryForm, multipart: true, returns: '`message`', notFound: true, versioned: true },
  UseInterceptors(LegacyImageUpload('image')),
);
@LegacyAdminApi('theme categories')
@Controller('api/themes/categories')
export class CategoriesController {
  constructor(
    private readonly rest: RestContext,
    private readonly categories: CategoriesService,
  ) {}

  @Get()
  @LegacyDoc({ summary: 'Every theme category', returns: 'Array of categories' })
  async list() {
    return (await this.categories.list()).map(this.rest.map.category);
  }

  @Post('add')
  @HttpCode(201)
  @UseInterceptors(LegacyImageUpload('image'))
  @LegacyDoc({
    summary: 'Add a category (image required)',
    body: LegacyCategoryForm,
    multipart: true,
    status: 201,
    returns: '`message`, `category`',
  })
  async create(@LegacyBody() body: LegacyFields, @UploadedFiles() files: UploadedImages) {
    const category = await withLegacyFields({}, async () =>
      this.categories.create(await toInput(CreateCategoryInput, { title: legacyText(body.title) }), firstFile(files, 'image')),
    );
    return { message: 'دسته‌بندی افزوده شد', category: this.rest.map.category(category) };
  }

  @Get('edit/:id')
  @LegacyDoc({ summary: 'A category for editing', returns: '`title`, `image_url`', notFound: true })
  async editForm(@Param('id', LegacyIdPipe) id: number) {
    return this.rest.map.category(await this.categories.get(id));
  }

  @UPDATE.byPost
  update(@Param('id', LegacyIdPipe) id: number, @LegacyBody() body: LegacyFields, @UploadedFiles() files: UploadedImages) {
    return this.saveUpdate(id, body, files);
  }

  @UPDATE.byPut
  updateByPut(@Param('id', LegacyIdPipe) id: number, @LegacyBody() body: LegacyFields, @UploadedFiles() files: UploadedImages) {
    return this.saveUpdate(id, body, files);
  }

  private async saveUpdate(id: number, body: LegacyFields, files: UploadedImages) {
    const category = await withLegacyFields({}, async () =>
      this.categories.update(
        id,
        await toInput(UpdateCategoryInput, { title: legacyText(body.title), version: legacyInt(body.version) }, ['title']),
        firstFile(files, 'image'),
      ),
    );
    return { message: 'دسته‌بندی ویرایش شد', category: this.rest.map.category(category) };
  }
}
