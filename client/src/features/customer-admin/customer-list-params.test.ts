import { describe, expect, it } from 'vitest';
import { createdOrderFromParams, isLegacyCreatedOrder, statusFromParam, toggledCreatedOrder } from './customer-list-params';

describe('customer list parameters', () => {
  it('reads the two statuses and treats anything else as all customers', () => {
    expect(statusFromParam('ACTIVE')).toBe('ACTIVE');
    expect(statusFromParam('INACTIVE')).toBe('INACTIVE');
    expect(statusFromParam('')).toBeNull();
    expect(statusFromParam('active')).toBeNull();
  });

  it('sorts newest first unless the URL asks for oldest first, in its own parameter or an old link', () => {
    expect(createdOrderFromParams('', '')).toBe('DESC');
    expect(createdOrderFromParams('nonsense', '')).toBe('DESC');
    expect(createdOrderFromParams('asc', '')).toBe('ASC');
    expect(createdOrderFromParams('', 'ASC')).toBe('ASC');
    // A column sort is not the created-date order.
    expect(createdOrderFromParams('', 'name')).toBe('DESC');
  });

  it('toggles between newest first (no parameter) and oldest first', () => {
    expect(toggledCreatedOrder('DESC')).toBe('asc');
    expect(toggledCreatedOrder('ASC')).toBeNull();
  });

  it('tells an old created-date link from a column sort', () => {
    expect(isLegacyCreatedOrder('ASC')).toBe(true);
    expect(isLegacyCreatedOrder('-name')).toBe(false);
  });
});
