import { Field, ObjectType } from '@nestjs/graphql';
import { ApiToken } from '../api-token.entity.js';

@ObjectType({ description: 'A new token and its secret: the only time the secret is ever shown.' })
export class CreatedApiToken {
  @Field(() => ApiToken)
  token: ApiToken;

  @Field({ description: 'Send as `Authorization: Bearer <secret>`; it cannot be shown again.' })
  secret: string;
}
