import { InputType, PartialType } from '@nestjs/graphql';
import { CreateThemeInput } from './create-theme.input.js';

@InputType()
export class UpdateThemeInput extends PartialType(CreateThemeInput, { skipNullProperties: false }) {}
