import { Field, Int, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'What deleting a category touches: these themes lose it and stay.' })
export class CategoryUsage {
  @Field(() => Int)
  themes: number;
}
