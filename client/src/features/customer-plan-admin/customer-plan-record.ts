import { paths } from '@/config/paths';
import { defineRecord } from '@/lib/use-edit-record';
import { CUSTOMER_PLAN_LABELS, customerPlanToForm, type CustomerPlanFormValues } from './customer-plan-form';
import { useEditCustomerPlan } from './use-customer-plan-form-data';
import { useRemoveCustomerPlan } from './use-customer-plans';
import { useSaveCustomerPlan } from './use-save-customer-plan';

type EditData = NonNullable<ReturnType<typeof useEditCustomerPlan>['data']>;

function useCustomerPlanWrite() {
  const { update } = useSaveCustomerPlan();
  const { restore } = useRemoveCustomerPlan();
  return {
    update: (plan: { id: number }, values: CustomerPlanFormValues, version?: number) => update(plan.id, values, version),
    restore,
  };
}

/** A customer plan's edit page: it belongs to its customer's plans (docs/ARCHITECTURE.md, "Record declarations"). */
export const customerPlanRecord = defineRecord({
  title: 'ویرایش طرح مشتری',
  missing: 'طرح پیدا نشد.',
  saved: 'طرح با موفقیت بروزرسانی شد',
  skeletonRows: 6,
  list: (plan) => ({
    label: 'طرح‌های مشتری',
    to: plan ? paths.admin.customerPlans(plan.customerId) : paths.admin.customers,
  }),
  useLoad: useEditCustomerPlan,
  recordOf: ({ customerPlan }: EditData) => customerPlan,
  useWrite: useCustomerPlanWrite,
  // The conflict carries the stored record under the schema's names: the shape the edit query reads.
  toForm: (stored) => customerPlanToForm(stored as unknown as Parameters<typeof customerPlanToForm>[0]),
  labels: CUSTOMER_PLAN_LABELS,
});
