import { Field, InputType, Int } from '@nestjs/graphql';
import { ArrayMinSize, ArrayUnique, IsArray, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { STAFF_FIELD_LIMITS } from '@site-builder/rules';
import { fa } from 'src/common/validation/fa-messages.js';
import { CleanText } from 'src/common/validation/transforms.js';
import { API_SCOPES, SCOPES_TEXT, type ApiScope } from '../api-scopes.js';

/** The lifetimes a token may be given (docs/INTEGRATORS.md, "API tokens and scopes"); null: it never expires. */
export const TOKEN_LIFETIMES_DAYS = [30, 90, 365] as const;

@InputType()
export class CreateApiTokenInput {
  @Field({ description: 'Who or what the token is for, as staff will recognise it.' })
  @CleanText()
  @IsString(fa.text)
  @IsNotEmpty(fa.required)
  @MaxLength(STAFF_FIELD_LIMITS.tokenName, fa.maxLength)
  name: string;

  @Field(() => [String], { description: `At least one of ${SCOPES_TEXT}; read does not imply write.` })
  @IsArray(fa.array)
  @ArrayMinSize(1, fa.required)
  @ArrayUnique(undefined, fa.oneOf)
  @IsIn(API_SCOPES, { ...fa.oneOf, each: true })
  scopes: ApiScope[];

  @Field(() => Int, { nullable: true, description: '30, 90 or 365 days; null: never expires.' })
  @IsOptional()
  @IsIn(TOKEN_LIFETIMES_DAYS, fa.oneOf)
  expiresInDays?: number | null;
}
