import { Field, InputType } from '@nestjs/graphql';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { fa } from 'src/common/validation/fa-messages.js';

@InputType()
export class VerifyLoginInput {
  @Field({ description: 'The `challenge` of the login’s TWO_FACTOR_REQUIRED or TWO_FACTOR_SETUP_REQUIRED answer (valid 5 minutes, once).' })
  @IsString(fa.text)
  @IsNotEmpty(fa.required)
  @MaxLength(1000, fa.maxLength)
  challenge: string;

  @Field({ description: "The authenticator app's current 6-digit code (Persian or Arabic digits accepted), or a recovery code." })
  @IsString(fa.text)
  @IsNotEmpty(fa.required)
  @MaxLength(40, fa.maxLength)
  code: string;
}
