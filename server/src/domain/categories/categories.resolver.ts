import { Args, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { ImagesService } from 'src/platform/files/images.service.js';
import { CategoriesService } from './categories.service.js';
import { Category } from './category.entity.js';
import { CategoryUsage } from './dto/category-usage.output.js';
import { CreateCategoryInput } from './dto/create-category.input.js';
import { UpdateCategoryInput } from './dto/update-category.input.js';

@Resolver(() => Category)
export class CategoriesResolver {
  constructor(
    private readonly categories: CategoriesService,
    private readonly images: ImagesService,
  ) {}

  @Query(() => Category, { name: 'category' })
  get(@Args('id', { type: () => Int }) id: number): Promise<Category> {
    return this.categories.get(id);
  }

  @Mutation(() => Category, { description: 'The image is required.' })
  createCategory(
    @Args('input') input: CreateCategoryInput,
    @Args('image', { type: () => GraphQLUpload, nullable: true }) image: Promise<FileUpload> | null,
  ): Promise<Category> {
    return this.categories.create(input, image);
  }

  @Mutation(() => Category, { description: 'A new image replaces the old one.' })
  updateCategory(
    @Args('id', { type: () => Int }) id: number,
    @Args('input') input: UpdateCategoryInput,
    @Args('image', { type: () => GraphQLUpload, nullable: true }) image: Promise<FileUpload> | null,
  ): Promise<Category> {
    return this.categories.update(id, input, image);
  }

  @Mutation(() => Category, { description: 'Soft: hidden at once, undoable with restoreCategory for the undo window.' })
  deleteCategory(@Args('id', { type: () => Int }) id: number): Promise<Category> {
    return this.categories.remove(id);
  }

  @Mutation(() => Category, {
    description:
      'Brings back a record deleted within the undo window, with its relations. 404 once purged; 400 (REFUSED) when it is not deleted or the window has passed.',
  })
  restoreCategory(@Args('id', { type: () => Int }) id: number): Promise<Category> {
    return this.categories.restore(id);
  }

  @Query(() => CategoryUsage, { name: 'categoryUsage', description: 'How many themes show the category.' })
  usage(@Args('id', { type: () => Int }) id: number): Promise<CategoryUsage> {
    return this.categories.usage(id);
  }

  @ResolveField(() => String, { nullable: true })
  imageUrl(@Parent() category: Category): string | null {
    return this.images.url(category.image);
  }
}
