import { Field, InputType, PartialType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { CreateAdminInput } from './create-admin.input.js';

/** Every field optional; an omitted or empty password keeps the current one. */
@InputType()
export class UpdateAdminInput extends PartialType(CreateAdminInput) {
  // Edit forms send the password box as it is, empty when untouched: that means "keep it", not a too-short password.
  @Field(() => String, { nullable: true })
  @Transform(({ value }) => (value === '' ? undefined : value))
  override password?: string;
}
