import { EditVersionField } from 'src/common/validation/edit-version.field.js';
import { InputType, PartialType } from '@nestjs/graphql';
import { CreateCategoryInput } from './create-category.input.js';

@InputType()
export class UpdateCategoryInput extends PartialType(CreateCategoryInput, { skipNullProperties: false }) {
  @EditVersionField()
  version?: number | null;
}
