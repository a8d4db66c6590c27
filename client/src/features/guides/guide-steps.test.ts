import { describe, expect, it } from 'vitest';
import { findGuide, guideImageUrl, guideList } from './guide-steps';

describe('guide steps', () => {
  it('has 8, 10 and 10 steps, numbered from one', () => {
    expect(guideList.map((guide) => [guide.key, guide.steps.length])).toEqual([
      ['create-post', 8],
      ['create-product', 10],
      ['edit-product', 10],
    ]);
    for (const guide of guideList) expect(guide.steps.map((step) => step.number)).toEqual(guide.steps.map((_, i) => i + 1));
  });

  it('pads the step number in image addresses', () => {
    expect(guideImageUrl('edit-product', 3)).toBe('/uploads/demo/guides/edit-product/03.webp');
    expect(guideImageUrl('edit-product', 10)).toBe('/uploads/demo/guides/edit-product/10.webp');
  });

  it('finds a guide only for the three known keys', () => {
    expect(findGuide('create-post')?.title).toBe('آموزش ایجاد نوشته در وردپرس');
    expect(findGuide('no-such-guide')).toBeUndefined();
    expect(findGuide('toString')).toBeUndefined();
    expect(findGuide(undefined)).toBeUndefined();
  });
});
