import { describe, expect, it } from 'vitest';
import { sortFromParam, statusFromParam, toggledSort } from './customer-list-params';

describe('customer list parameters', () => {
  it('reads the two statuses and treats anything else as all customers', () => {
    expect(statusFromParam('ACTIVE')).toBe('ACTIVE');
    expect(statusFromParam('INACTIVE')).toBe('INACTIVE');
    expect(statusFromParam('')).toBeNull();
    expect(statusFromParam('active')).toBeNull();
  });

  it('sorts newest first unless the URL asks for oldest first', () => {
    expect(sortFromParam('')).toBe('DESC');
    expect(sortFromParam('nonsense')).toBe('DESC');
    expect(sortFromParam('ASC')).toBe('ASC');
  });

  it('toggles between newest first (no parameter) and oldest first', () => {
    expect(toggledSort('DESC')).toBe('ASC');
    expect(toggledSort('ASC')).toBeNull();
  });
});
