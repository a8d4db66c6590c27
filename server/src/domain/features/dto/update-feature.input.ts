import { EditVersionField } from 'src/common/validation/edit-version.field.js';
import { InputType, PartialType } from '@nestjs/graphql';
import { CreateFeatureInput } from './create-feature.input.js';

@InputType()
export class UpdateFeatureInput extends PartialType(CreateFeatureInput, { skipNullProperties: false }) {
  @EditVersionField()
  version?: number | null;
}
