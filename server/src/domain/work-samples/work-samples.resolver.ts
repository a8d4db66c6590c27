import { Args, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { AdminWorkSamplesArgs } from './dto/admin-work-samples.args.js';
import { ImagesService } from 'src/platform/files/images.service.js';
import { CreateWorkSampleInput } from './dto/create-work-sample.input.js';
import { UpdateWorkSampleInput } from './dto/update-work-sample.input.js';
import { WorkSamplePage } from './dto/work-sample-page.output.js';
import { WorkSample } from './work-sample.entity.js';
import { WorkSamplesService } from './work-samples.service.js';

@Resolver(() => WorkSample)
export class WorkSamplesResolver {
  constructor(
    private readonly samples: WorkSamplesService,
    private readonly images: ImagesService,
  ) {}

  @Query(() => WorkSamplePage, { description: 'Every work sample, active or not, newest first.' })
  adminWorkSamples(@Args() args: AdminWorkSamplesArgs): Promise<WorkSamplePage> {
    return this.samples.page({ ...args, onlyActive: false });
  }

  @Query(() => WorkSample)
  workSample(@Args('id', { type: () => Int }) id: number): Promise<WorkSample> {
    return this.samples.get(id);
  }

  @Mutation(() => WorkSample, { description: 'The image is required.' })
  createWorkSample(
    @Args('input') input: CreateWorkSampleInput,
    @Args('image', { type: () => GraphQLUpload, nullable: true }) image: Promise<FileUpload> | null,
  ): Promise<WorkSample> {
    return this.samples.create(input, image);
  }

  @Mutation(() => WorkSample, { description: 'A new image replaces the old one.' })
  updateWorkSample(
    @Args('id', { type: () => Int }) id: number,
    @Args('input') input: UpdateWorkSampleInput,
    @Args('image', { type: () => GraphQLUpload, nullable: true }) image: Promise<FileUpload> | null,
  ): Promise<WorkSample> {
    return this.samples.update(id, input, image);
  }

  @Mutation(() => WorkSample)
  deleteWorkSample(@Args('id', { type: () => Int }) id: number): Promise<WorkSample> {
    return this.samples.remove(id);
  }

  @Mutation(() => WorkSample, {
    description:
      'Brings back a record deleted within the undo window, with its relations. 404 once purged; 400 (REFUSED) when it is not deleted or the window has passed.',
  })
  restoreWorkSample(@Args('id', { type: () => Int }) id: number): Promise<WorkSample> {
    return this.samples.restore(id);
  }

  @ResolveField(() => String)
  imageUrl(@Parent() sample: WorkSample): string | null {
    return this.images.url(sample.image);
  }
}
