import { EditVersionField } from 'src/common/validation/edit-version.field.js';
import { InputType, PartialType } from '@nestjs/graphql';
import { CreatePlanInput } from './create-plan.input.js';

@InputType()
export class UpdatePlanInput extends PartialType(CreatePlanInput, { skipNullProperties: false }) {
  @EditVersionField()
  version?: number | null;
}
