import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { SortArgs } from 'src/common/dto/sort.args.js';
import { CreateFeatureInput } from 'src/domain/features/dto/create-feature.input.js';
import { SetFeaturePrimaryArgs } from 'src/domain/features/dto/set-feature-primary.args.js';
import { UpdateFeatureInput } from 'src/domain/features/dto/update-feature.input.js';
import { FeaturesService } from 'src/domain/features/features.service.js';
import { LegacyIdPipe } from './legacy-id.pipe.js';
import {
  legacyId,
  legacyInt,
  legacyBool,
  legacyText,
  toInput,
  withErrorsUnderSort,
  withLegacyFields,
  LegacyBody,
  type LegacyFields,
} from './legacy-input.js';
import { legacyFeature } from './mappers.js';
import { LegacyDoc, LegacyAdminApi, legacyUpdateRoutes } from './legacy-doc.decorator.js';
import { LegacyFeatureBody } from './dto/legacy-feature.body.js';
import { LegacyMakePrimaryBody } from './dto/legacy-make-primary.body.js';
import { LegacySortBody } from './dto/legacy-sort.body.js';

const FIELDS = { isHeading: 'is_heading' };

/** The twin update routes (legacyUpdateRoutes): PUT, and POST with `_method=PUT`. */
const UPDATE = legacyUpdateRoutes('update/:id', {
  summary: 'Update a feature',
  body: LegacyFeatureBody,
  returns: '`message`',
  notFound: true,
  versioned: true,
});
@LegacyAdminApi('plan features')
@Controller('api/themes/features')
export class FeaturesController {
  constructor(private readonly features: FeaturesService) {}

  @Get()
  @LegacyDoc({ summary: 'Every feature in table order', returns: 'Array of features' })
  async list() {
    return (await this.features.list()).map(legacyFeature);
  }

  @Post('add')
  @HttpCode(201)
  @LegacyDoc({ summary: 'Add a feature at the end of the table', body: LegacyFeatureBody, status: 201, returns: '`message`, `feature`' })
  async create(@LegacyBody() body: LegacyFields) {
    const feature = await withLegacyFields(FIELDS, async () =>
      this.features.create(await toInput(CreateFeatureInput, featureValues(body))),
    );
    return { message: 'ویژگی جدید اضافه شد', feature: legacyFeature(feature) };
  }

  @Get('edit/:id')
  @LegacyDoc({ summary: 'A feature for editing', returns: '`title`', notFound: true })
  async editForm(@Param('id', LegacyIdPipe) id: number) {
    return legacyFeature(await this.features.get(id));
  }

  @UPDATE.byPut
  update(@Param('id', LegacyIdPipe) id: number, @LegacyBody() body: LegacyFields) {
    return this.saveUpdate(id, body);
  }

  @UPDATE.byPost
  updateByPost(@Param('id', LegacyIdPipe) id: number, @LegacyBody() body: LegacyFields) {
    return this.saveUpdate(id, body);
  }

  @Post('make-primary')
  @HttpCode(200)
  @LegacyDoc({ summary: 'Mark a feature primary or not (errors under `errors.sort`)', body: LegacyMakePrimaryBody, returns: '`message`' })
  async makePrimary(@LegacyBody() values: LegacyFields) {
    const feature = await withErrorsUnderSort(async () => {
      const args = await toInput(SetFeaturePrimaryArgs, { id: legacyId(values.id), isPrimary: legacyBool(values.is_primary) });
      return this.features.setPrimary(args.id, args.isPrimary);
    });
    return { message: feature.isPrimary ? 'ویژگی ثابت شد' : 'ویژگی از حالت ثابت خارج شد', feature: legacyFeature(feature) };
  }

  @Post('sort')
  @HttpCode(200)
  @LegacyDoc({ summary: "Set a feature's position (errors under `errors.sort`)", body: LegacySortBody, returns: '`message`' })
  async sort(@LegacyBody() values: LegacyFields) {
    await withErrorsUnderSort(async () => {
      const args = await toInput(SortArgs, { id: legacyId(values.id), sort: legacyInt(values.sort) });
      await this.features.setSort(args.id, args.sort);
    });
    return { message: 'ترتیب ویژگی ذخیره شد' };
  }

  private async saveUpdate(id: number, body: LegacyFields) {
    const feature = await withLegacyFields(FIELDS, async () =>
      this.features.update(id, await toInput(UpdateFeatureInput, { ...featureValues(body), version: legacyInt(body.version) }, ['title'])),
    );
    return { message: 'ویژگی ویرایش شد', feature: legacyFeature(feature) };
  }
}

function featureValues(values: Record<string, unknown>) {
  return { title: legacyText(values.title), isHeading: legacyBool(values.is_heading) };
}
