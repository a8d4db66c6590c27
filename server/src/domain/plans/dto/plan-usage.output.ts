import { Field, Int, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'What deleting a plan touches: themes lose it; customer plans refuse the delete.' })
export class PlanUsage {
  @Field(() => Int)
  themes: number;

  @Field(() => Int)
  customerPlans: number;
}
