import { InputType, PartialType } from '@nestjs/graphql';
import { CreateAdminInput } from './create-admin.input.js';

/** Every field optional; an omitted or empty password keeps the current one. */
@InputType()
export class UpdateAdminInput extends PartialType(CreateAdminInput) {}
