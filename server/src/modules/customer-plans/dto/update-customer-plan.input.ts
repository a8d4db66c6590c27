import { EditVersionField } from 'src/common/validation/edit-version.field.js';
import { InputType, OmitType, PartialType } from '@nestjs/graphql';
import { CreateCustomerPlanInput } from './create-customer-plan.input.js';

/** A plan stays with its customer: customerId cannot change. */
@InputType()
export class UpdateCustomerPlanInput extends PartialType(OmitType(CreateCustomerPlanInput, ['customerId'] as const), {
  skipNullProperties: false,
}) {
  @EditVersionField()
  version?: number | null;
}
