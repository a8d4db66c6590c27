import { useMemo } from 'react';
import { PlanTableDocument } from '@/generated/public/graphql';
import { usePublicQuery } from '@/lib/public-data';
import { buildPlanRows, type PlanColumn, type PlanRow } from './plan-rows';

const NO_PLANS: PlanColumn[] = [];
const NO_ROWS: PlanRow[] = [];

/** The four plans and the comparison rows (features in table order). */
export function usePricingTable() {
  const { data, loading, error, refetch } = usePublicQuery(PlanTableDocument);
  const plans = data?.plans ?? NO_PLANS;
  const rows = useMemo(() => (data ? buildPlanRows(data.plans, data.features) : NO_ROWS), [data]);
  return { plans, rows, loading: loading && !data, error: data ? undefined : error, refetch };
}
