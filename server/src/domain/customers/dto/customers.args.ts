import { ArgsType, Field, registerEnumType } from '@nestjs/graphql';
import { IsEnum, IsOptional, IsString, MaxLength } from 'class-validator';
import { SortDirection } from 'src/common/dto/sort-direction.enum.js';
import { PageArgs } from 'src/common/pagination/pagination.js';
import { fa } from 'src/common/validation/fa-messages.js';

/** Active: has at least one active plan. Inactive: has none. */
export enum CustomerStatus {
  ACTIVE = 'ACTIVE',
  INACTIVE = 'INACTIVE',
}

registerEnumType(CustomerStatus, { name: 'CustomerStatus' });

@ArgsType()
export class CustomersArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: 'Words matched against name, family, phone and e-mail.' })
  @IsOptional()
  @IsString(fa.text)
  @MaxLength(100, fa.maxLength)
  search?: string | null;

  @Field(() => CustomerStatus, { nullable: true, description: 'Omit for all customers.' })
  @IsOptional()
  @IsEnum(CustomerStatus, fa.oneOf)
  status?: CustomerStatus | null;

  @Field(() => SortDirection, { nullable: true, defaultValue: SortDirection.DESC, description: 'By created date.' })
  @IsOptional()
  @IsEnum(SortDirection, fa.oneOf)
  sort: SortDirection = SortDirection.DESC;
}
