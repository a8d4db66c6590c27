import { Controller, Get, HttpCode, Param, Post, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { CreateWorkSampleInput } from 'src/domain/work-samples/dto/create-work-sample.input.js';
import { UpdateWorkSampleInput } from 'src/domain/work-samples/dto/update-work-sample.input.js';
import type { WorkSample } from 'src/domain/work-samples/work-sample.entity.js';
import { WorkSamplesService } from 'src/domain/work-samples/work-samples.service.js';
import { firstFile, LegacyImageUpload, type UploadedImages } from './image-upload.interceptor.js';
import { LegacyIdPipe } from './legacy-id.pipe.js';
import { legacyBool, legacyIds, legacyInt, legacyText, toInput, withLegacyFields, LegacyBody, type LegacyFields } from './legacy-input.js';
import { RestContext } from './rest-context.js';
import { LegacyDoc, LegacyAdminApi, legacyUpdateRoutes } from './legacy-doc.decorator.js';
import { LegacyWorkSampleForm } from './dto/legacy-work-sample.form.js';

const FIELDS = { domainName: 'domain_name', isActive: 'is_active', planIds: 'plans' };

/** Admin calls on the portfolio; the public page is GET /api/work-samples (PublicController). */

/** The twin update routes (legacyUpdateRoutes): PUT, and POST with `_method=PUT`. */
const UPDATE = legacyUpdateRoutes(
  'update/:id',
  { summary: 'Update a work sample', body: LegacyWorkSampleForm, multipart: true, returns: '`message`', notFound: true, versioned: true },
  UseInterceptors(LegacyImageUpload('image')),
);
@LegacyAdminApi('work samples')
@Controller('api/work-samples')
export class WorkSamplesController {
  constructor(
    private readonly rest: RestContext,
    private readonly samples: WorkSamplesService,
  ) {}

  @Get('all')
  @LegacyDoc({ summary: 'Every work sample, active or not', returns: 'Array of work samples' })
  async list() {
    return this.withPlans(await this.samples.listAll());
  }

  @Post('add')
  @HttpCode(201)
  @UseInterceptors(LegacyImageUpload('image'))
  @LegacyDoc({
    summary: 'Add a work sample (image required)',
    body: LegacyWorkSampleForm,
    multipart: true,
    status: 201,
    returns: '`message`',
  })
  async create(@LegacyBody() body: LegacyFields, @UploadedFiles() files: UploadedImages) {
    const sample = await withLegacyFields(FIELDS, async () =>
      this.samples.create(await toInput(CreateWorkSampleInput, sampleValues(body)), firstFile(files, 'image')),
    );
    return { message: 'نمونه کار افزوده شد', work_sample: (await this.withPlans([sample]))[0] };
  }

  @Get('edit/:id')
  @LegacyDoc({
    summary: 'A work sample for editing',
    returns: '`domain_name`, `title`, `description`, `is_active`, `image_url`',
    notFound: true,
  })
  async editForm(@Param('id', LegacyIdPipe) id: number) {
    return (await this.withPlans([await this.samples.get(id)]))[0];
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
    const sample = await withLegacyFields(FIELDS, async () =>
      this.samples.update(
        id,
        await toInput(UpdateWorkSampleInput, { ...sampleValues(body), version: legacyInt(body.version) }, ['domainName', 'title']),
        firstFile(files, 'image'),
      ),
    );
    return { message: 'نمونه کار ویرایش شد', work_sample: (await this.withPlans([sample]))[0] };
  }

  private async withPlans(samples: WorkSample[]) {
    const loaders = this.rest.loaders();
    const plans = await Promise.all(samples.map((s) => loaders.plansOfWorkSample.load(s.id)));
    return samples.map((sample, i) => this.rest.map.workSample(sample, plans[i]));
  }
}

function sampleValues(values: Record<string, unknown>) {
  return {
    domainName: legacyText(values.domain_name),
    title: legacyText(values.title),
    description: legacyText(values.description),
    isActive: legacyBool(values.is_active),
    planIds: legacyIds(values['plans[]'] ?? values.plans),
  };
}
