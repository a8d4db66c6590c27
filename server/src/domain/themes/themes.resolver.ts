import { Args, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { SortArgs } from 'src/common/dto/sort.args.js';
import { ImagesService } from 'src/platform/files/images.service.js';
import { CreateThemeInput } from './dto/create-theme.input.js';
import { UpdateThemeInput } from './dto/update-theme.input.js';
import { Theme } from './theme.entity.js';
import { ThemesService } from './themes.service.js';

type Upload = Promise<FileUpload> | null;

@Resolver(() => Theme)
export class ThemesResolver {
  constructor(
    private readonly themes: ThemesService,
    private readonly images: ImagesService,
  ) {}

  @Query(() => Theme, { name: 'theme' })
  get(@Args('id', { type: () => Int }) id: number): Promise<Theme> {
    return this.themes.get(id);
  }

  @Mutation(() => Theme, { description: 'The desktop image is required; the mobile mockup is optional.' })
  createTheme(
    @Args('input') input: CreateThemeInput,
    @Args('image', { type: () => GraphQLUpload, nullable: true }) image: Upload,
    @Args('mobileImage', { type: () => GraphQLUpload, nullable: true }) mobileImage: Upload,
  ): Promise<Theme> {
    return this.themes.create(input, { image, mobileImage });
  }

  @Mutation(() => Theme, { description: 'New images replace the old ones.' })
  updateTheme(
    @Args('id', { type: () => Int }) id: number,
    @Args('input') input: UpdateThemeInput,
    @Args('image', { type: () => GraphQLUpload, nullable: true }) image: Upload,
    @Args('mobileImage', { type: () => GraphQLUpload, nullable: true }) mobileImage: Upload,
  ): Promise<Theme> {
    return this.themes.update(id, input, { image, mobileImage });
  }

  @Mutation(() => Theme, { description: 'Refused while a customer plan uses the theme.' })
  deleteTheme(@Args('id', { type: () => Int }) id: number): Promise<Theme> {
    return this.themes.remove(id);
  }

  @Mutation(() => Theme, { description: 'Sets the display position (ascending).' })
  sortTheme(@Args() { id, sort }: SortArgs): Promise<Theme> {
    return this.themes.setSort(id, sort);
  }

  @ResolveField(() => String)
  imageUrl(@Parent() theme: Theme): string | null {
    return this.images.url(theme.image);
  }

  @ResolveField(() => String, { nullable: true, description: 'The phone mockup, when there is one.' })
  mobileImageUrl(@Parent() theme: Theme): string | null {
    return this.images.url(theme.mobileImage);
  }
}
