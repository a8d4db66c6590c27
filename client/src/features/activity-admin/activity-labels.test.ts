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

  it('names which plan a reveal read and what an export held, as a create names its record', () => {
    expect(activityChanges({ action: 'REVEAL', before: null, after: JSON.stringify({ domainName: 'shop.ir', customerId: 4 }) })).toEqual([
      { field: 'دامنه', before: null, after: 'shop.ir' },
      { field: 'مشتری', before: null, after: '۴' },
    ]);
    expect(activityChanges({ action: 'EXPORT', before: null, after: JSON.stringify({ customerId: null, accessDetails: true }) })).toEqual([
      { field: 'اطلاعات دسترسی', before: null, after: 'بله' },
    ]);
  });

  it('says a password was changed, never what it is', () => {
    const changes = activityChanges({
      action: 'UPDATE',
      before: JSON.stringify({ password: null }),
      after: JSON.stringify({ password: 'replaced' }),
    });
    expect(changes).toEqual([{ field: 'رمز عبور', before: null, after: 'تغییر کرد' }]);
  });

  it("shows a deactivation's choices in Persian: unowned requests, the tokens kept or revoked, a token's new owner", () => {
    const changes = activityChanges({
      action: 'DEACTIVATE',
      before: JSON.stringify({ onDuty: true, deactivatedAt: null }),
      after: JSON.stringify({ onDuty: false, deactivatedAt: '2026-11-29T06:30:00.000Z', reassignedTo: null, apiTokens: 'REVOKE' }),
    });
    expect(changes).toEqual([
      { field: 'در نوبت', before: 'بله', after: 'خیر' },
      { field: 'زمان غیرفعال شدن', before: '-', after: expect.stringMatching(/^۱۴۰۵\/۰۹\/۰۸/) },
      { field: 'مسئول درخواست‌های باز', before: null, after: 'بدون مسئول' },
      { field: 'توکن‌های API', before: null, after: 'باطل شد' },
    ]);
    expect(
      activityChanges({ action: 'TRANSFER', before: JSON.stringify({ createdBy: 7 }), after: JSON.stringify({ createdBy: 1 }) }),
    ).toEqual([{ field: 'مالک', before: 'مدیر شماره ۷', after: 'مدیر شماره ۱' }]);
  });

  it('reads an entity filter from the URL and ignores anything else', () => {
    expect(parseActivityEntity('order')).toBe('ORDER');
    expect(parseActivityEntity('nothing')).toBeNull();
  });
});
