import { describe, expect, it } from 'vitest';
import { attachmentName, csvExportUrl } from './csv-export';

describe('CSV export address', () => {
  it('carries the filter the screen holds and leaves empty values out', () => {
    expect(csvExportUrl('customers', { search: 'زهرا احمدی', status: 'ACTIVE', sort: null })).toBe(
      '/api/export/customers.csv?search=%D8%B2%D9%87%D8%B1%D8%A7+%D8%A7%D8%AD%D9%85%D8%AF%DB%8C&status=ACTIVE',
    );
    expect(csvExportUrl('orders', { search: '', status: null })).toBe('/api/export/orders.csv');
    expect(csvExportUrl('customer-plans', { customer_id: 7 })).toBe('/api/export/customer-plans.csv?customer_id=7');
  });

  it("takes the server's file name, or ours when it sent none", () => {
    expect(attachmentName('attachment; filename="customer-plans-7.csv"', 'x.csv')).toBe('customer-plans-7.csv');
    expect(attachmentName(null, 'orders.csv')).toBe('orders.csv');
  });
});
