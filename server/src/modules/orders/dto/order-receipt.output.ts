import { Field, Int, ObjectType } from '@nestjs/graphql';

/** What a visitor learns about the request they left: that it arrived. */
@ObjectType()
export class OrderReceipt {
  @Field(() => Int)
  id: number;

  @Field()
  message: string;
}
