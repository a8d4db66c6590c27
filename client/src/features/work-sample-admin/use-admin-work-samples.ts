import { useMutation, useQuery } from '@apollo/client/react';
import {
  AdminWorkSampleDocument,
  AdminWorkSamplesDocument,
  DeleteWorkSampleDocument,
  RestoreWorkSampleDocument,
  WorkSamplePlanOptionsDocument,
  type AdminWorkSamplesQuery,
} from '@/generated/graphql';

export type AdminWorkSampleItem = AdminWorkSamplesQuery['adminWorkSamples']['items'][number];

/** One page of every work sample, active or not, newest first, narrowed by a search when one is typed. */
export function useAdminWorkSamples(page: number, search: string) {
  const { data, loading, error, refetch } = useQuery(AdminWorkSamplesDocument, {
    variables: { page, search: search || null },
    fetchPolicy: 'cache-and-network',
  });
  return { result: data?.adminWorkSamples, loading: loading && !data, error, refetch };
}

/** One work sample as the edit form starts from; always fresh from the server. */
export function useAdminWorkSample(id: number) {
  const { data, loading, error, refetch } = useQuery(AdminWorkSampleDocument, {
    variables: { id },
    fetchPolicy: 'network-only',
    skip: !Number.isInteger(id),
  });
  return { sample: data?.workSample, loading: loading && !data, error, refetch };
}

/** The plans a sample can be shown under on the public work-samples page. */
export function useWorkSamplePlanOptions() {
  const { data, loading, error, refetch } = useQuery(WorkSamplePlanOptionsDocument, { fetchPolicy: 'cache-and-network' });
  return { plans: data?.plans, loading: loading && !data, error, refetch };
}

/** Deletes a sample; the list on screen is fetched again so the page closes the gap. */
export function useDeleteWorkSample() {
  const [mutate, { loading }] = useMutation(DeleteWorkSampleDocument, {
    refetchQueries: [AdminWorkSamplesDocument],
    awaitRefetchQueries: true,
  });
  const [restore] = useMutation(RestoreWorkSampleDocument);
  return {
    remove: (id: number) => mutate({ variables: { id } }),
    restore: (id: number) => restore({ variables: { id } }),
    removing: loading,
  };
}
