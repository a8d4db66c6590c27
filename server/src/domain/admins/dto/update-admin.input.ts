import { EditVersionField } from 'src/common/validation/edit-version.field.js';
import { Field, InputType, PartialType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { fa } from 'src/common/validation/fa-messages.js';
import { CreateAdminInput } from './create-admin.input.js';

/** Every field optional; an omitted, empty or null password keeps the current one. */
@InputType()
export class UpdateAdminInput extends PartialType(CreateAdminInput, { skipNullProperties: false }) {
  // Edit forms send the password box as it is, empty when untouched: that means "keep it", not a too-short password.
  @Field(() => String, { nullable: true })
  @Transform(({ value }) => (value === '' || value === null ? undefined : value))
  override password?: string;

  @Field(() => String, {
    nullable: true,
    description: 'Required when changing your own password: the password in use now. Not needed to change another admin’s.',
  })
  @IsOptional()
  @IsString(fa.text)
  @MaxLength(200, fa.maxLength)
  currentPassword?: string;

  @EditVersionField()
  version?: number | null;
}
