import { conversionLabel, monthLabel, weekLabel } from './trend-labels';

describe('chart labels', () => {
  it('names a week by its Saturday and a month by its Jalali name, in Persian digits', () => {
    expect(weekLabel({ jalaliYear: 1405, jalaliMonth: 8, jalaliDay: 30 })).toBe('۳۰ آبان');
    expect(monthLabel({ jalaliYear: 1405, jalaliMonth: 9, jalaliDay: 1 })).toBe('آذر ۱۴۰۵');
    expect(monthLabel({ jalaliYear: 1404, jalaliMonth: 12, jalaliDay: 1 })).toBe('اسفند ۱۴۰۴');
  });

  it('writes a conversion as a count of the requests and a share', () => {
    expect(conversionLabel(3, 12)).toBe('۳ از ۱۲ (۲۵٪)');
    expect(conversionLabel(0, 0)).toBe('۰ از ۰ (-)');
  });
});
