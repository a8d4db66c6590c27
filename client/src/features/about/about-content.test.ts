import { describe, expect, it } from 'vitest';
import { branchFeatures, formatYear, milestones } from './about-content';

describe('about content', () => {
  it('writes the company years in Persian digits without separators', () => {
    expect(milestones.map((milestone) => formatYear(milestone.year))).toEqual(['۱۳۹۳', '۱۳۹۷', '۱۴۰۰']);
  });

  it('lists the six branch features with Persian numbers', () => {
    expect(branchFeatures.map((feature) => feature.title)).toEqual([
      '۳۶۵ روز اعتبار',
      '۳۰ آگهی یا محتوا در ماه',
      'ویرایش نامحدود آگهی‌ها',
      'گالری تصاویر',
      'قیمت و تخفیف برای هر آگهی',
      '۳۶۵ روز پشتیبانی',
    ]);
  });
});
