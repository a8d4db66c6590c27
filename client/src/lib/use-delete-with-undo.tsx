import { useApolloClient } from '@apollo/client/react';
import Button from '@mui/material/Button';
import { closeSnackbar, useSnackbar, type SnackbarKey } from 'notistack';
import { useCallback } from 'react';
import { recentDeletes, UNDO_OFFER_MS } from './recent-deletes';
import { useBulkAction } from './use-bulk-action';

export { UNDO_OFFER_MS } from './recent-deletes';

export interface DeleteRequest {
  /** The Apollo type of the records, for dropping the deleted ones from every list on screen. */
  typename: string;
  ids: readonly number[];
  /** Each record as staff know it: named in refusals and in «حذف‌های اخیر». */
  name: (id: number) => string;
  onDelete: (id: number) => Promise<unknown>;
  /** Without it the delete cannot be undone and the snackbar offers nothing. */
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
 * reported with the record's name and the reason, and the record stays), drops the deleted ones
 * from the Apollo cache, and offers an undo exactly while the server accepts one: the snackbar's
 * own timer (which notistack pauses while the pointer rests on it) is not used; the offer ends on
 * the clock, and it is also listed under «حذف‌های اخیر» (lib/recent-deletes) for after a reload.
 * Resolves to the ids deleted.
 */
export function useDeleteWithUndo() {
  const client = useApolloClient();
  const { enqueueSnackbar } = useSnackbar();
  const runEach = useBulkAction();
  const restoreDeleted = useRestoreDeleted();

  return useCallback(
    async (request: DeleteRequest) => {
      const sentAt = Date.now();
      const deleted = await runEach(request.ids, request.onDelete, { refused: request.wording.notDeleted, name: request.name });
      for (const id of deleted) client.cache.evict({ id: client.cache.identify({ __typename: request.typename, id }) });
      client.cache.gc();
      if (deleted.length === 0) return deleted;
      if (!request.onRestore) {
        enqueueSnackbar(request.wording.deleted(deleted.length), { variant: 'success' });
        return deleted;
      }
      const until = sentAt + UNDO_OFFER_MS;
      const onRestore = request.onRestore;
      recentDeletes.add(deleted.map((id) => ({ typename: request.typename, id, name: request.name(id), until })));
      const key = enqueueSnackbar(request.wording.deleted(deleted.length), {
        variant: 'success',
        // Closed by the clock below, never by notistack's timer, which stops while hovered.
        autoHideDuration: null,
        action: (snackbar: SnackbarKey) => (
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              closeSnackbar(snackbar);
              void restoreDeleted({ ...request, ids: deleted, onRestore });
            }}
          >
            بازگردانی
          </Button>
        ),
      });
      setTimeout(() => closeSnackbar(key), Math.max(0, until - Date.now()));
      return deleted;
    },
    [client, enqueueSnackbar, restoreDeleted, runEach],
  );
}

/**
 * Restores records deleted a moment ago, as long as their offer stands (a click that comes later
 * is answered here rather than by a refusal from the server), then fetches the lists on screen
 * again. Used by the snackbar's «بازگردانی» and by «حذف‌های اخیر».
 */
export function useRestoreDeleted() {
  const client = useApolloClient();
  const { enqueueSnackbar } = useSnackbar();
  const runEach = useBulkAction();
  return useCallback(
    async (request: Pick<DeleteRequest, 'typename' | 'ids' | 'name' | 'wording'> & { onRestore: (id: number) => Promise<unknown> }) => {
      const offered = request.ids.filter((id) => recentDeletes.offered({ typename: request.typename, id }));
      if (offered.length < request.ids.length) enqueueSnackbar('مهلت بازگرداندن گذشته است', { variant: 'warning' });
      if (offered.length === 0) return [];
      recentDeletes.remove(offered.map((id) => ({ typename: request.typename, id })));
      const restored = await runEach(offered, request.onRestore, { refused: request.wording.notRestored, name: request.name });
      await client.refetchQueries({ include: 'active' });
      if (restored.length > 0) enqueueSnackbar(request.wording.restored(restored.length), { variant: 'success' });
      return restored;
    },
    [client, enqueueSnackbar, runEach],
  );
}
