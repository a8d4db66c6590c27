import { paths } from '@/config/paths';
import { defineRecord } from '@/lib/use-edit-record';
import { PLAN_LABELS, planToForm, toPlanInput, type PlanFormValues } from './plan-schema';
import { useDeletePlan, usePlan, useSavePlan } from './use-plans';

function usePlanWrite() {
  const { update } = useSavePlan();
  const { restore } = useDeletePlan();
  return {
    update: (plan: { id: number }, values: PlanFormValues, version?: number) => update(plan.id, toPlanInput(values), version),
    restore,
  };
}

/** A plan's edit page (docs/ARCHITECTURE.md, "Record declarations"). */
export const planRecord = defineRecord({
  title: 'ویرایش پلن',
  missing: 'پلن پیدا نشد.',
  saved: 'پلن ویرایش شد',
  skeletonRows: 3,
  list: { to: paths.admin.plans },
  useLoad: usePlan,
  recordOf: (plan) => plan,
  useWrite: usePlanWrite,
  toForm: (stored) => planToForm(stored),
  labels: PLAN_LABELS,
});
