import { EditVersionField } from 'src/common/validation/edit-version.field.js';
import { InputType, PartialType } from '@nestjs/graphql';
import { CreateThemeInput } from './create-theme.input.js';

@InputType()
export class UpdateThemeInput extends PartialType(CreateThemeInput, { skipNullProperties: false }) {
  @EditVersionField()
  version?: number | null;
}
