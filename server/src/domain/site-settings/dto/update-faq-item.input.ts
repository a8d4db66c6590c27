import { InputType, PartialType } from '@nestjs/graphql';
import { EditVersionField } from 'src/common/validation/edit-version.field.js';
import { CreateFaqItemInput } from './create-faq-item.input.js';

@InputType()
export class UpdateFaqItemInput extends PartialType(CreateFaqItemInput, { skipNullProperties: false }) {
  @EditVersionField()
  version?: number | null;
}
