import { formatNumber } from '@/lib/format';

/** The table shows this many rows until the visitor asks for all of them (docs/ARCHITECTURE.md §9). */
export const COLLAPSED_ROW_COUNT = 5;

export interface PlanColumn {
  id: number;
  title: string;
  listPrice: number | null;
  price: number | null;
  hostingSpaceGb: number | null;
  featureIds: number[];
}

export interface FeatureLine {
  id: number;
  title: string;
  sort: number;
  isPrimary: boolean;
  isHeading: boolean;
}

export type PlanRow =
  | { kind: 'heading'; id: number; title: string }
  | {
      kind: 'feature';
      id: number;
      title: string;
      isPrimary: boolean;
      /** One entry per plan, in the order of the plans given. */
      included: boolean[];
    };

/**
 * The table's rows in table order (sort, then id, as the server orders them; sorting again
 * keeps the table right if a cached or reordered list arrives). Headings carry no ticks.
 */
export function buildPlanRows(plans: readonly PlanColumn[], features: readonly FeatureLine[]): PlanRow[] {
  const includes = plans.map((plan) => new Set(plan.featureIds));
  return [...features]
    .sort((a, b) => a.sort - b.sort || a.id - b.id)
    .map((feature): PlanRow =>
      feature.isHeading
        ? { kind: 'heading', id: feature.id, title: feature.title }
        : {
            kind: 'feature',
            id: feature.id,
            title: feature.title,
            isPrimary: feature.isPrimary,
            included: includes.map((set) => set.has(feature.id)),
          },
    );
}

/** The rows on screen: all of them when expanded, otherwise the first `limit`. */
export function visibleRows<T>(rows: readonly T[], expanded: boolean, limit = COLLAPSED_ROW_COUNT): T[] {
  return expanded ? [...rows] : rows.slice(0, limit);
}

/** The toggle is only worth showing when collapsing hides something. */
export function canToggle(rowCount: number, limit = COLLAPSED_ROW_COUNT): boolean {
  return rowCount > limit;
}

/** The toggle's label for the current state. */
export function toggleLabel(expanded: boolean): string {
  return expanded ? 'بستن' : 'نمایش همه';
}

/** Hosting space in Persian: "۲ گیگابایت", or "توافقی" for the custom plan. */
export function hostingLabel(gigabytes: number | null | undefined): string {
  return typeof gigabytes === 'number' && Number.isFinite(gigabytes) ? `${formatNumber(gigabytes)} گیگابایت` : 'توافقی';
}

/** Whole percent off the list price, or null when there is no real discount to show. */
export function discountPercent(listPrice: number | null, price: number | null): number | null {
  if (listPrice == null || price == null || listPrice <= 0 || price >= listPrice) return null;
  return Math.round(((listPrice - price) / listPrice) * 100);
}
