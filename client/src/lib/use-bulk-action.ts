import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import { describeApiError } from './api-error';

/**
 * Runs one write on several records, each on its own (a refusal stops none of the others), and
 * reports the refusals once: for one record the server's reason, for several how many were
 * refused and the first reason. Resolves to the ids the server accepted, in the order given.
 */
export function useBulkAction() {
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    async (ids: readonly number[], write: (id: number) => Promise<unknown>, refusedLine?: (count: number) => string) => {
      const results = await Promise.allSettled(ids.map((id) => write(id)));
      const refused = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
      if (refused.length > 0) {
        const reason = describeApiError(refused[0].reason).message;
        enqueueSnackbar(ids.length === 1 || !refusedLine ? reason : `${refusedLine(refused.length)}: ${reason}`, { variant: 'error' });
      }
      return ids.filter((_, index) => results[index].status === 'fulfilled');
    },
    [enqueueSnackbar],
  );
}
