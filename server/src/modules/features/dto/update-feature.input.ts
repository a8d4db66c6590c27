import { InputType, PartialType } from '@nestjs/graphql';
import { CreateFeatureInput } from './create-feature.input.js';

@InputType()
export class UpdateFeatureInput extends PartialType(CreateFeatureInput, { skipNullProperties: false }) {}
