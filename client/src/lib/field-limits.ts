/**
 * The server's field lengths (server/src/common/validation/field-limits.ts, the constants its
 * inputs' @MaxLength use), so an input stops where the server would refuse rather than after.
 */
export { FIELD_LIMITS } from '@server-limits';
