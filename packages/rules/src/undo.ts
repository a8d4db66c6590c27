/**
 * How long a deleted record can be restored: the server keeps it (soft-deleted) this long after
 * the delete, then purges it; the back office offers «بازگردانی» for a little less (its offer is
 * counted from before the request left, on the browser's clock).
 */
export const UNDO_WINDOW_MS = 30_000;
