import { Field, InputType } from '@nestjs/graphql';
import { IsEnum, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { fa } from 'src/common/validation/fa-messages.js';
import { PersonFieldsInput } from 'src/common/dto/person-fields.input.js';
import { CleanPhone } from 'src/common/validation/transforms.js';
import { IRAN_MOBILE, STAFF_FIELD_LIMITS } from '@site-builder/rules';
import { AdminRole } from '../admin.entity.js';

@InputType()
export class CreateAdminInput extends PersonFieldsInput {
  @Field({ description: 'Iranian mobile number; Persian or Arabic digits are accepted.' })
  @CleanPhone()
  @IsNotEmpty(fa.required)
  @Matches(IRAN_MOBILE, fa.mobile)
  phone: string;

  @Field()
  @IsString(fa.text)
  @IsNotEmpty(fa.required)
  @MinLength(STAFF_FIELD_LIMITS.passwordMin, fa.minLength)
  @MaxLength(STAFF_FIELD_LIMITS.passwordMax, fa.maxLength)
  password: string;

  @Field(() => AdminRole, {
    nullable: true,
    description: 'Superadmins only (others: FORBIDDEN). Absent on create: admin. On update: the last superadmin keeps the role.',
  })
  @IsOptional()
  @IsEnum(AdminRole, { message: 'نقش باید مدیر یا مدیر ارشد باشد' })
  role?: AdminRole | null;
}
