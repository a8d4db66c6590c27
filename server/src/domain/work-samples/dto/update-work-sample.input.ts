import { EditVersionField } from 'src/common/validation/edit-version.field.js';
import { InputType, PartialType } from '@nestjs/graphql';
import { CreateWorkSampleInput } from './create-work-sample.input.js';

@InputType()
export class UpdateWorkSampleInput extends PartialType(CreateWorkSampleInput, { skipNullProperties: false }) {
  @EditVersionField()
  version?: number | null;
}
