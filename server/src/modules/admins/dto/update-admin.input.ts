import { Field, InputType, PartialType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { CreateAdminInput } from './create-admin.input.js';

/** Every field optional; an omitted, empty or null password keeps the current one. */
@InputType()
export class UpdateAdminInput extends PartialType(CreateAdminInput, { skipNullProperties: false }) {
  // Edit forms send the password box as it is, empty when untouched: that means "keep it", not a too-short password.
  @Field(() => String, { nullable: true })
  @Transform(({ value }) => (value === '' || value === null ? undefined : value))
  override password?: string;
}
