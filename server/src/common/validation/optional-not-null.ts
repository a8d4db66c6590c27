import { ValidateIf } from 'class-validator';

/**
 * May be left out, but not sent as null: for optional inputs whose column cannot be empty
 * (flags, lists). IsOptional would let null through to the database.
 */
export const OptionalNotNull = () => ValidateIf((_object, value) => value !== undefined);
