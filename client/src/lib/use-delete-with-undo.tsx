import { useApolloClient } from '@apollo/client/react';
import Button from '@mui/material/Button';
import { closeSnackbar, useSnackbar, type SnackbarKey } from 'notistack';
import { useCallback } from 'react';
import { useBulkAction } from './use-bulk-action';

/**
 * How long the snackbar offers "بازگردانی". Shorter than the server's undo window (30 s,
 * UNDO_WINDOW_MS), so a click at the last moment still lands inside it.
 */
export const UNDO_OFFER_MS = 25_000;

export interface DeleteRequest {
  /** The Apollo type of the records, for dropping the deleted ones from every list on screen. */
  typename: string;
  ids: readonly number[];
  onDelete: (id: number) => Promise<unknown>;
  /** Without it the delete cannot be undone (customers) and the snackbar offers nothing. */
  onRestore?: (id: number) => Promise<unknown>;
  /** The snackbars, given how many records each concerns; a lone record's refusal shows the reason alone. */
  wording: {
    deleted: (count: number) => string;
    restored: (count: number) => string;
    notDeleted?: (count: number) => string;
    notRestored?: (count: number) => string;
  };
}

/**
 * The one delete of the back office, for one record or many: deletes each (a refusal is
 * reported with its reason and the record stays), drops the deleted ones from the Apollo cache,
 * and offers an undo for a few seconds that restores them and fetches the lists on screen again.
 * Resolves to the ids deleted.
 */
export function useDeleteWithUndo() {
  const client = useApolloClient();
  const { enqueueSnackbar } = useSnackbar();
  const runEach = useBulkAction();

  const restore = useCallback(
    async (key: SnackbarKey, request: DeleteRequest, ids: readonly number[]) => {
      closeSnackbar(key);
      const restored = await runEach(ids, request.onRestore!, request.wording.notRestored);
      await client.refetchQueries({ include: 'active' });
      if (restored.length > 0) enqueueSnackbar(request.wording.restored(restored.length), { variant: 'success' });
    },
    [client, enqueueSnackbar, runEach],
  );

  return useCallback(
    async (request: DeleteRequest) => {
      const deleted = await runEach(request.ids, request.onDelete, request.wording.notDeleted);
      for (const id of deleted) client.cache.evict({ id: client.cache.identify({ __typename: request.typename, id }) });
      client.cache.gc();
      if (deleted.length === 0) return deleted;
      enqueueSnackbar(request.wording.deleted(deleted.length), {
        variant: 'success',
        ...(request.onRestore && {
          autoHideDuration: UNDO_OFFER_MS,
          action: (key: SnackbarKey) => (
            <Button color="inherit" size="small" onClick={() => void restore(key, request, deleted)}>
              بازگردانی
            </Button>
          ),
        }),
      });
      return deleted;
    },
    [client, enqueueSnackbar, restore, runEach],
  );
}
