import {
  buildPlanRows,
  canToggle,
  COLLAPSED_ROW_COUNT,
  discountPercent,
  hostingLabel,
  toggleLabel,
  visibleRows,
  type FeatureLine,
  type PlanColumn,
} from './plan-rows';

const plans: PlanColumn[] = [
  { id: 1, title: 'غیر فروشگاهی', listPrice: 12_000_000, price: 7_700_000, hostingSpaceGb: 1, featureIds: [2, 3] },
  { id: 2, title: 'فروشگاهی', listPrice: 16_400_000, price: 9_900_000, hostingSpaceGb: 2, featureIds: [2, 3, 5] },
  { id: 4, title: 'سفارشی', listPrice: null, price: null, hostingSpaceGb: null, featureIds: [2, 3, 5, 6] },
];

const line = (id: number, sort: number, extra: Partial<FeatureLine> = {}): FeatureLine => ({
  id,
  title: `ویژگی ${id}`,
  sort,
  isPrimary: false,
  isHeading: false,
  ...extra,
});

describe('buildPlanRows', () => {
  const features = [
    line(5, 5),
    line(1, 1, { isHeading: true, title: 'عمومی' }),
    line(3, 3, { isPrimary: true }),
    line(2, 2),
    line(4, 4, { isHeading: true }),
    line(6, 6),
  ];

  it('orders rows by sort, then id', () => {
    expect(buildPlanRows(plans, features).map((row) => row.id)).toEqual([1, 2, 3, 4, 5, 6]);
    const tied = [line(9, 1), line(7, 1), line(8, 0)];
    expect(buildPlanRows(plans, tied).map((row) => row.id)).toEqual([8, 7, 9]);
  });

  it('does not reorder the array it was given', () => {
    const copy = [...features];
    buildPlanRows(plans, features);
    expect(features).toEqual(copy);
  });

  it('turns headings into rows without ticks', () => {
    const rows = buildPlanRows(plans, features);
    expect(rows[0]).toEqual({ kind: 'heading', id: 1, title: 'عمومی' });
    expect(rows[3]).toEqual({ kind: 'heading', id: 4, title: 'ویژگی 4' });
    expect(rows.filter((row) => row.kind === 'heading')).not.toContainEqual(expect.objectContaining({ included: expect.anything() }));
  });

  it('marks, per plan and in plan order, whether the plan includes the feature', () => {
    const rows = buildPlanRows(plans, features);
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(2)).toMatchObject({ kind: 'feature', included: [true, true, true] });
    expect(byId.get(5)).toMatchObject({ included: [false, true, true] });
    expect(byId.get(6)).toMatchObject({ included: [false, false, true] });
  });

  it('keeps the primary flag', () => {
    const rows = buildPlanRows(plans, features);
    expect(rows.find((row) => row.id === 3)).toMatchObject({ isPrimary: true });
    expect(rows.find((row) => row.id === 2)).toMatchObject({ isPrimary: false });
  });

  it('handles no plans and no features', () => {
    expect(buildPlanRows([], [])).toEqual([]);
    expect(buildPlanRows([], [line(2, 1)])).toEqual([{ kind: 'feature', id: 2, title: 'ویژگی 2', isPrimary: false, included: [] }]);
  });
});

describe('visibleRows', () => {
  const rows = Array.from({ length: 12 }, (_, i) => i + 1);

  it('shows the first five rows while collapsed', () => {
    expect(COLLAPSED_ROW_COUNT).toBe(5);
    expect(visibleRows(rows, false)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows every row when expanded, and the first five again when collapsed back', () => {
    expect(visibleRows(rows, true)).toEqual(rows);
    expect(visibleRows(rows, false)).toHaveLength(5);
  });

  it('shows what there is when there are fewer rows than the limit', () => {
    expect(visibleRows([1, 2], false)).toEqual([1, 2]);
  });

  it('accepts another limit', () => {
    expect(visibleRows(rows, false, 3)).toEqual([1, 2, 3]);
  });

  it('returns a copy, never the input', () => {
    expect(visibleRows(rows, true)).not.toBe(rows);
  });
});

describe('canToggle and toggleLabel', () => {
  it('offers the toggle only when rows are hidden', () => {
    expect(canToggle(64)).toBe(true);
    expect(canToggle(6)).toBe(true);
    expect(canToggle(5)).toBe(false);
    expect(canToggle(0)).toBe(false);
  });

  it('labels the toggle in Persian for each state', () => {
    expect(toggleLabel(false)).toBe('نمایش همه');
    expect(toggleLabel(true)).toBe('بستن');
  });
});

describe('hostingLabel', () => {
  it('writes gigabytes in Persian digits', () => {
    expect(hostingLabel(1)).toBe('۱ گیگابایت');
    expect(hostingLabel(3)).toBe('۳ گیگابایت');
  });

  it('says by agreement when there is no figure', () => {
    expect(hostingLabel(null)).toBe('توافقی');
    expect(hostingLabel(undefined)).toBe('توافقی');
  });
});

describe('discountPercent', () => {
  it('rounds the saving to whole percent', () => {
    expect(discountPercent(12_000_000, 7_700_000)).toBe(36);
    expect(discountPercent(25_200_000, 15_400_000)).toBe(39);
  });

  it('is null when there is no discount to show', () => {
    expect(discountPercent(null, null)).toBeNull();
    expect(discountPercent(null, 5000)).toBeNull();
    expect(discountPercent(1000, 1000)).toBeNull();
    expect(discountPercent(0, 0)).toBeNull();
  });
});
