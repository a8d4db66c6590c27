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

  it('lists the filled fields of a created, deleted or restored record', () => {
    const record = JSON.stringify({ id: 7, name: 'مریم', phone: '09121112233', description: null, isActive: true });
    const fields = [
      { field: 'نام', before: null, after: 'مریم' },
      { field: 'تلفن', before: null, after: '۰۹۱۲۱۱۱۲۲۳۳' },
      { field: 'فعال', before: null, after: 'بله' },
    ];
    expect(activityChanges({ action: 'DELETE', before: record, after: null })).toEqual(fields);
    expect(activityChanges({ action: 'CREATE', before: null, after: record })).toEqual(fields);
    expect(activityChanges({ action: 'RESTORE', before: null, after: record })).toEqual(fields);
  });

  it('says a password was changed, never what it is', () => {
    const changes = activityChanges({
      action: 'UPDATE',
      before: JSON.stringify({ password: null }),
      after: JSON.stringify({ password: 'replaced' }),
    });
    expect(changes).toEqual([{ field: 'رمز عبور', before: null, after: 'تغییر کرد' }]);
  });

  it('reads an entity filter from the URL and ignores anything else', () => {
    expect(parseActivityEntity('order')).toBe('ORDER');
    expect(parseActivityEntity('nothing')).toBeNull();
  });
});
