/**
 * What the server says about a record another admin changed meanwhile (docs/ARCHITECTURE.md,
 * "Edit versions"): one shape for the server that builds it and the back office that shows it.
 * GraphQL carries it as `extensions.conflict` in these field names; the REST facade's 409 writes
 * the same keys in snake_case (`changed_fields`, `changed_by`, `changed_at`).
 */
export interface EditConflict {
  /** The version to name when saving over it. */
  version: number;
  /** The record as stored now, by API field name. */
  current: Record<string, unknown>;
  /** The fields the last change wrote, by API field name: the rows of the merge view. */
  changedFields: string[];
  changedBy: { id: number | null; name: string } | null;
  /** ISO 8601. */
  changedAt: string | null;
}
