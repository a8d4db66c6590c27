import { ACCESS_DETAILS_MASK } from '@site-builder/rules';

/**
 * What every reader gets for a plan's access details unless it asked on purpose (docs/ARCHITECTURE.md, "Secrets shown
 * on purpose"): «••••» when set, null when empty.
 */
export function maskAccessDetails(value: string | null | undefined): string | null {
  return value == null || value === '' ? null : ACCESS_DETAILS_MASK;
}
