import { Field, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'Two-factor sign-in is on.' })
export class TwoFactorConfirmation {
  @Field(() => [String], {
    description: 'Ten one-time recovery codes, each a second step once without the phone. Shown this once: only their hashes are kept.',
  })
  recoveryCodes: string[];
}
