import { paths } from '@/config/paths';
import { defineRecord } from '@/lib/use-edit-record';
import { CUSTOMER_LABELS, customerToForm, toCustomerInput, type CheckedCustomer } from './customer-schema';
import { useCustomer } from './use-customer';
import { useDeleteCustomer } from './use-customers';
import { useSaveCustomer } from './use-save-customer';

function useCustomerWrite() {
  const { update } = useSaveCustomer();
  const { restore } = useDeleteCustomer();
  return {
    update: (customer: { id: number }, values: CheckedCustomer, version?: number) => update(customer.id, toCustomerInput(values), version),
    restore,
  };
}

/** A customer's edit page (docs/ARCHITECTURE.md, "Record declarations"). */
export const customerRecord = defineRecord({
  title: 'ویرایش مشتری',
  missing: 'مشتری پیدا نشد.',
  saved: 'مشتری ویرایش شد',
  list: { to: paths.admin.customers, label: 'بازگشت به مشتریان' },
  useLoad: useCustomer,
  recordOf: (customer) => customer,
  useWrite: useCustomerWrite,
  toForm: (stored) => customerToForm(stored as Parameters<typeof customerToForm>[0]),
  labels: CUSTOMER_LABELS,
});
