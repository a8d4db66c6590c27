import { describe, expect, it } from 'vitest';
import {
  ALL_STATUSES_LABEL,
  ORDER_STATUSES,
  ORDER_STATUS_COLORS,
  ORDER_STATUS_LABELS,
  operatorName,
  parseOrderStatus,
} from './order-status';

describe('order statuses', () => {
  it('lists the four statuses of docs/ARCHITECTURE.md §4 in review order', () => {
    expect(ORDER_STATUSES).toEqual(['PENDING', 'PROCESSING', 'COMPLETED', 'REJECTED']);
  });

  it('labels each status in Persian', () => {
    expect(ORDER_STATUS_LABELS).toEqual({
      PENDING: 'در انتظار بررسی',
      PROCESSING: 'در حال پیگیری',
      COMPLETED: 'بررسی شده',
      REJECTED: 'رد شده',
    });
    expect(ALL_STATUSES_LABEL).toBe('همه');
  });

  it('gives every status its own colour', () => {
    const colours = ORDER_STATUSES.map((status) => ORDER_STATUS_COLORS[status]);
    expect(new Set(colours).size).toBe(ORDER_STATUSES.length);
    expect(ORDER_STATUS_COLORS.COMPLETED).toBe('success');
    expect(ORDER_STATUS_COLORS.REJECTED).toBe('error');
  });

  it('reads a status from the URL and ignores anything else', () => {
    expect(parseOrderStatus('PROCESSING')).toBe('PROCESSING');
    expect(parseOrderStatus('rejected')).toBe('REJECTED');
    expect(parseOrderStatus('')).toBeNull();
    expect(parseOrderStatus('ALL')).toBeNull();
    expect(parseOrderStatus(null)).toBeNull();
  });
});

describe('operatorName', () => {
  it('joins the name and family of the operator', () => {
    expect(operatorName({ name: 'علی', family: 'رضایی' })).toBe('علی رضایی');
  });

  it('says unspecified when the request has no operator', () => {
    expect(operatorName(null)).toBe('نامشخص');
    expect(operatorName({ name: ' ', family: '' })).toBe('نامشخص');
  });
});
