import { describe, expect, it } from 'vitest';
import { activityChanges, parseActivityEntity } from './activity-labels';

describe('activity labels', () => {
  it('shows a status change in Persian, without the operator bookkeeping', () => {
    const changes = activityChanges({
      action: 'STATUS',
      before: JSON.stringify({ status: 'PENDING', operatorId: null }),
      after: JSON.stringify({ status: 'COMPLETED', operatorId: 3 }),
    });
    expect(changes).toEqual([{ field: 'وضعیت', before: 'در انتظار بررسی', after: 'بررسی شده' }]);
  });

  it('names the changed fields of an update with Persian digits and a dash for nothing', () => {
    const changes = activityChanges({
      action: 'UPDATE',
      before: JSON.stringify({ price: 120000, description: null, featureIds: [1, 2] }),
      after: JSON.stringify({ price: 99000, description: 'تخفیف', featureIds: [1, 2, 5] }),
    });
    expect(changes).toEqual([
      { field: 'قیمت', before: '۱۲۰۰۰۰', after: '۹۹۰۰۰' },
      { field: 'توضیحات', before: '-', after: 'تخفیف' },
      { field: 'ویژگی‌ها', before: '۲ ویژگی', after: '۳ ویژگی' },
    ]);
  });

  it('lists nothing for a create or a delete, whose record the row names', () => {
    expect(activityChanges({ action: 'DELETE', before: JSON.stringify({ name: 'مریم' }), after: null })).toEqual([]);
  });

  it('reads an entity filter from the URL and ignores anything else', () => {
    expect(parseActivityEntity('order')).toBe('ORDER');
    expect(parseActivityEntity('nothing')).toBeNull();
  });
});
