import { useMutation, useQuery } from '@apollo/client/react';
import {
  AdminWorkSampleDocument,
  AdminWorkSamplesDocument,
  DeleteWorkSampleDocument,
  RestoreWorkSampleDocument,
  WorkSamplePlanOptionsDocument,
  type AdminWorkSamplesQuery,
} from '@/generated/graphql';
import { queryState } from '@/lib/query-state';
import { afterWrite } from '@/lib/after-write';

export type AdminWorkSampleItem = AdminWorkSamplesQuery['adminWorkSamples']['items'][number];

/** One page of every work sample, active or not, newest first, narrowed by a search when one is typed. */
export function useAdminWorkSamples(page: number, search: string) {
  const result = useQuery(AdminWorkSamplesDocument, {
    variables: { page, search: search || null },
    fetchPolicy: 'cache-and-network',
  });
  return queryState(result, (data) => data.adminWorkSamples);
}

/** One work sample as the edit form starts from; always fresh from the server. */
export function useAdminWorkSample(id: number | null) {
  const result = useQuery(AdminWorkSampleDocument, {
    variables: { id: id ?? 0 },
    fetchPolicy: 'network-only',
    skip: id === null,
  });
  return queryState(result, (data) => data.workSample);
}

/** The plans a sample can be shown under on the public work-samples page. */
export function useWorkSamplePlanOptions() {
  const result = useQuery(WorkSamplePlanOptionsDocument, { fetchPolicy: 'cache-and-network' });
  return queryState(result, (data) => data.plans);
}

/** Deletes a sample, or brings it back within the undo window. */
export function useDeleteWorkSample() {
  const [mutate, { loading }] = useMutation(DeleteWorkSampleDocument, afterWrite('WorkSample'));
  const [restore] = useMutation(RestoreWorkSampleDocument, afterWrite('WorkSample'));
  return {
    remove: (id: number) => mutate({ variables: { id } }),
    restore: (id: number) => restore({ variables: { id } }),
    removing: loading,
  };
}
