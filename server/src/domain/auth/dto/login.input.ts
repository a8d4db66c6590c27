import { Field, InputType } from '@nestjs/graphql';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { fa } from 'src/common/validation/fa-messages.js';
import { CleanDigits } from 'src/common/validation/transforms.js';

@InputType()
export class LoginInput {
  @Field({ description: 'E-mail or mobile number.' })
  @CleanDigits()
  @IsString(fa.text)
  @IsNotEmpty(fa.required)
  @MaxLength(191, fa.maxLength)
  login: string;

  @Field()
  @IsString(fa.text)
  @IsNotEmpty(fa.required)
  @MaxLength(200, fa.maxLength)
  password: string;
}
