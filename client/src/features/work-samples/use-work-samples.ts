import { useEffect } from 'react';
import { PublicWorkSamplesDocument, type PublicWorkSamplesQuery } from '@/generated/public/graphql';
import { usePublicQuery } from '@/lib/public-data';

export type WorkSampleItem = PublicWorkSamplesQuery['workSamples']['items'][number];

/** One page of the active work samples; the server decides the page size unless perPage is given. */
export function useWorkSamples(page: number, perPage?: number) {
  const { data, loading, error } = usePublicQuery(PublicWorkSamplesDocument, {
    variables: perPage === undefined ? { page } : { page, perPage },
  });
  // The spec keeps load failures out of the visitor's way: they are only logged.
  useEffect(() => {
    if (error) console.error('Loading work samples failed', error);
  }, [error]);
  return { result: data?.workSamples, loading, error };
}
