import { Field, Int, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: "The signed-in admin's two-factor sign-in." })
export class TwoFactorStatus {
  @Field({ description: 'Set up and confirmed: every sign-in asks for a code.' })
  enabled: boolean;

  @Field({ description: 'ADMIN_2FA requires it of this admin: it cannot be turned off.' })
  required: boolean;

  @Field(() => Date, { nullable: true })
  enabledAt: Date | null;

  @Field(() => Int, { description: 'Recovery codes not used yet.' })
  recoveryCodesLeft: number;
}
