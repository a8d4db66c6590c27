import { Field, Int, ObjectType } from '@nestjs/graphql';

/** What a visitor learns about the request they left: that it arrived, and its reference. */
@ObjectType()
export class OrderReceipt {
  @Field(() => Int)
  id: number;

  @Field()
  message: string;

  @Field({ description: "The request's reference («کد پیگیری»), to show the visitor." })
  reference: string;
}
