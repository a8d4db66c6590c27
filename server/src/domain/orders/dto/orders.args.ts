import { ArgsType, Field, registerEnumType } from '@nestjs/graphql';
import { IsBoolean, IsEnum, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageArgs } from 'src/common/pagination/pagination.js';
import { fa } from 'src/common/validation/fa-messages.js';
import { OrderStatus } from '../order.entity.js';

/** Whose requests a list shows (docs/INTEGRATORS.md, "Live back office"); omitted: everyone's. */
export enum OrderOwnerFilter {
  MINE = 'MINE',
  UNOWNED = 'UNOWNED',
}
registerEnumType(OrderOwnerFilter, {
  name: 'OrderOwnerFilter',
  valuesMap: { MINE: { description: "The caller's own" }, UNOWNED: { description: 'Taken by nobody yet' } },
});

@ArgsType()
export class OrdersArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: 'Matched against the full name and phone number.' })
  @IsOptional()
  @IsString(fa.text)
  @MaxLength(100, fa.maxLength)
  search?: string | null;

  @Field(() => OrderStatus, { nullable: true, description: 'Omit for all statuses.' })
  @IsOptional()
  @IsEnum(OrderStatus, fa.oneOf)
  status?: OrderStatus | null;

  @Field(() => OrderOwnerFilter, { nullable: true, description: "Omit for everyone's requests." })
  @IsOptional()
  @IsEnum(OrderOwnerFilter, fa.oneOf)
  owner?: OrderOwnerFilter | null;

  @Field(() => Boolean, { nullable: true, description: "True: only requests whose phone is an existing customer's." })
  @IsOptional()
  @IsBoolean(fa.oneOf)
  fromCustomers?: boolean | null;
}
