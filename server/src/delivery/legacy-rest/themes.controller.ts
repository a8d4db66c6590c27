import { Controller, Get, HttpCode, Param, Post, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { SortArgs } from 'src/common/dto/sort.args.js';
import { CategoriesService } from 'src/domain/categories/categories.service.js';
import { PlansService } from 'src/domain/plans/plans.service.js';
import { CreateThemeInput } from 'src/domain/themes/dto/create-theme.input.js';
import { UpdateThemeInput } from 'src/domain/themes/dto/update-theme.input.js';
import { ThemesService } from 'src/domain/themes/themes.service.js';
import { firstFile, LegacyImageUpload, type UploadedImages } from './image-upload.interceptor.js';
import { LegacyIdPipe } from './legacy-id.pipe.js';
import {
  legacyId,
  legacyIds,
  legacyInt,
  legacyText,
  toInput,
  withErrorsUnderSort,
  withLegacyFields,
  LegacyBody,
  type LegacyFields,
} from './legacy-input.js';
import { legacyPlanRef } from './mappers.js';
import { RestContext } from './rest-context.js';
import { LegacyDoc, LegacyAdminApi, legacyUpdateRoutes } from './legacy-doc.decorator.js';
import { LegacySortBody } from './dto/legacy-sort.body.js';
import { LegacyThemeForm } from './dto/legacy-theme.form.js';

const FIELDS = {
  title: 'title',
  link: 'link',
  shortDescription: 'short_description',
  fullDescription: 'full_description',
  planIds: 'plans',
  categoryIds: 'categories',
  image: 'image',
  mobileImage: 'mobile_image',
};

/** Admin calls on themes; updates come as POST with `_method=PUT` (multipart) or as PUT. */

/** The twin update routes (legacyUpdateRoutes): PUT, and POST with `_method=PUT`. */
const UPDATE = legacyUpdateRoutes(
  'update-theme/:id',
  { summary: 'Update a theme', body: LegacyThemeForm, multipart: true, returns: '`message`, `theme`', notFound: true, versioned: true },
  UseInterceptors(LegacyImageUpload('image', 'mobile_image')),
);
@LegacyAdminApi('themes')
@Controller('api/themes')
export class ThemesController {
  constructor(
    private readonly rest: RestContext,
    private readonly themes: ThemesService,
    private readonly plans: PlansService,
    private readonly categories: CategoriesService,
  ) {}

  @Get('all')
  @LegacyDoc({ summary: 'Every theme in display order', returns: 'Array of themes' })
  async list() {
    const themes = await this.themes.list();
    return this.withRelations(themes);
  }

  @Post('sort')
  @HttpCode(200)
  @LegacyDoc({ summary: "Set a theme's display position (errors under `errors.sort`)", body: LegacySortBody, returns: '`message`' })
  async sort(@LegacyBody() values: LegacyFields) {
    await withErrorsUnderSort(async () => {
      const { id, sort } = await toInput(SortArgs, { id: legacyId(values.id), sort: legacyInt(values.sort) });
      await this.themes.setSort(id, sort);
    });
    return { message: 'ترتیب قالب ذخیره شد' };
  }

  @Get('add-theme')
  @LegacyDoc({ summary: 'Choices for the add-theme form', returns: '`plans`, `categories`' })
  async createForm() {
    return { plans: (await this.plans.list()).map(legacyPlanRef), categories: (await this.categories.list()).map(this.rest.map.category) };
  }

  @Post('add-theme')
  @HttpCode(201)
  @UseInterceptors(LegacyImageUpload('image', 'mobile_image'))
  @LegacyDoc({ summary: 'Add a theme', body: LegacyThemeForm, multipart: true, status: 201, returns: '`message`, `theme`' })
  async create(@LegacyBody() body: LegacyFields, @UploadedFiles() files: UploadedImages) {
    const theme = await withLegacyFields(FIELDS, async () =>
      this.themes.create(await toInput(CreateThemeInput, themeValues(body)), {
        image: firstFile(files, 'image'),
        mobileImage: firstFile(files, 'mobile_image'),
      }),
    );
    return { message: 'قالب افزوده شد', theme: (await this.withRelations([theme]))[0] };
  }

  @Get('edit-theme/:id')
  @LegacyDoc({
    summary: 'A theme for editing',
    returns: '`theme` (with plans, categories, image_url), `plans`, `themeCategories`',
    notFound: true,
  })
  async editForm(@Param('id', LegacyIdPipe) id: number) {
    const theme = await this.themes.get(id);
    return {
      theme: (await this.withRelations([theme]))[0],
      plans: (await this.plans.list()).map(legacyPlanRef),
      themeCategories: (await this.categories.list()).map(this.rest.map.category),
    };
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
    const theme = await withLegacyFields(FIELDS, async () =>
      this.themes.update(
        id,
        await toInput(UpdateThemeInput, { ...themeValues(body), version: legacyInt(body.version) }, ['title', 'link']),
        {
          image: firstFile(files, 'image'),
          mobileImage: firstFile(files, 'mobile_image'),
        },
      ),
    );
    return { message: 'قالب ویرایش شد', theme: (await this.withRelations([theme]))[0] };
  }

  private async withRelations(themes: Awaited<ReturnType<ThemesService['get']>>[]) {
    const loaders = this.rest.loaders();
    return Promise.all(
      themes.map(async (t) => this.rest.map.theme(t, await loaders.plansOfTheme.load(t.id), await loaders.categoriesOfTheme.load(t.id))),
    );
  }
}

function themeValues(values: Record<string, unknown>) {
  return {
    title: legacyText(values.title),
    link: legacyText(values.link),
    shortDescription: legacyText(values.short_description),
    fullDescription: legacyText(values.full_description),
    planIds: legacyIds(values['plans[]'] ?? values.plans),
    categoryIds: legacyIds(values['categories[]'] ?? values.categories),
  };
}
