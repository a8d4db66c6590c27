import { featureSections, setAllFeatures, toggleFeature } from './plan-features';

const features = [
  { id: 5, title: 'بدون سرفصل', isHeading: false },
  { id: 1, title: 'عمومی', isHeading: true },
  { id: 2, title: 'طراحی', isHeading: false },
  { id: 3, title: 'فروشگاه', isHeading: true },
  { id: 4, title: 'سبد خرید', isHeading: false },
];

describe('plan feature choices', () => {
  it('groups features under their headings in table order', () => {
    expect(featureSections(features).map((s) => [s.heading?.id ?? null, s.items.map((f) => f.id)])).toEqual([
      [null, [5]],
      [1, [2]],
      [3, [4]],
    ]);
  });

  it('selects every feature but no heading, and clears them keeping recorded headings', () => {
    expect([...setAllFeatures(new Set(), features, true)].sort()).toEqual([2, 4, 5]);
    expect([...setAllFeatures(new Set([1, 2, 4]), features, false)]).toEqual([1]);
  });

  it('toggles one feature', () => {
    expect([...toggleFeature(new Set([2]), 4)].sort()).toEqual([2, 4]);
    expect([...toggleFeature(new Set([2, 4]), 2)]).toEqual([4]);
  });
});
