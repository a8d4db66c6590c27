/**
 * What lists, exports, events and every API token get in place of a customer plan's access
 * details (docs/ARCHITECTURE.md, "Secrets shown on purpose"): staff see the value only on purpose, each reveal logged. The mask is never
 * a value: an update that sends it (or leaves the field out) keeps what is stored.
 */
export const ACCESS_DETAILS_MASK = '••••';
