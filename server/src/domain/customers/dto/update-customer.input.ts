import { EditVersionField } from 'src/common/validation/edit-version.field.js';
import { InputType, PartialType } from '@nestjs/graphql';
import { CreateCustomerInput } from './create-customer.input.js';

@InputType()
export class UpdateCustomerInput extends PartialType(CreateCustomerInput, { skipNullProperties: false }) {
  @EditVersionField()
  version?: number | null;
}
