import { Field, InputType } from '@nestjs/graphql';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { fa } from 'src/common/validation/fa-messages.js';

@InputType()
export class TwoFactorCodeInput {
  @Field({
    description: "The authenticator app's current 6-digit code (Persian or Arabic digits accepted), or a recovery code where one is.",
  })
  @IsString(fa.text)
  @IsNotEmpty(fa.required)
  @MaxLength(40, fa.maxLength)
  code: string;
}
