import Button from '@mui/material/Button';
import { closeSnackbar, useSnackbar, type SnackbarKey } from 'notistack';
import { createElement, useCallback } from 'react';
import { describeApiError } from './api-error';
import { formatNumber } from './format';
import { UNDO_OFFER_MS } from './recent-deletes';

export interface BulkWording {
  /** The line for several refusals, given how many; the refused records' names and the first reason follow. */
  refused?: (count: number) => string;
  /** Each record as staff know it, so a refusal names the record refused. */
  name?: (id: number) => string;
  /** The success line, given how many were accepted; without it the caller reports success itself. */
  done?: (count: number) => string;
  /**
   * Puts one record back as it was: offered as «بازگردانی» on the success line for as long as a
   * delete's undo is (UNDO_OFFER_MS), on the clock, not on a timer that stops while hovered.
   */
  undo?: (id: number) => Promise<unknown>;
  /** The line after an undo, given how many were put back. */
  undone?: (count: number) => string;
}

/**
 * Runs one write on several records, each on its own (a refusal stops none of the others), and
 * reports the refusals once, naming the records refused with the server's reason; reports the
 * success with an undo when the caller can put the records back. Resolves to the ids the server
 * accepted, in the order given.
 */
export function useBulkAction() {
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    (ids: readonly number[], write: (id: number) => Promise<unknown>, wording: BulkWording = {}) =>
      runBulk(enqueueSnackbar, ids, write, wording),
    [enqueueSnackbar],
  );
}

async function runBulk(
  enqueueSnackbar: ReturnType<typeof useSnackbar>['enqueueSnackbar'],
  ids: readonly number[],
  write: (id: number) => Promise<unknown>,
  wording: BulkWording,
): Promise<number[]> {
  const results = await Promise.allSettled(ids.map((id) => write(id)));
  const refusedIds = ids.filter((_, index) => results[index].status === 'rejected');
  const refused = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (refused.length > 0) {
    const reason = describeApiError(refused[0].reason).message;
    const which = wording.name ? nameList(refusedIds.map(wording.name)) : '';
    let message = reason;
    if (ids.length > 1 && wording.refused) message = `${wording.refused(refused.length)}${which ? ` (${which})` : ''}: ${reason}`;
    else if (ids.length > 1 && which) message = `${which}: ${reason}`;
    enqueueSnackbar(message, { variant: 'error' });
  }
  const accepted = ids.filter((_, index) => results[index].status === 'fulfilled');
  if (accepted.length > 0 && wording.done) {
    const { undo } = wording;
    const until = Date.now() + UNDO_OFFER_MS;
    const key = enqueueSnackbar(wording.done(accepted.length), {
      variant: 'success',
      ...(undo && {
        autoHideDuration: null,
        action: (snackbar: SnackbarKey) =>
          createElement(
            Button,
            {
              color: 'inherit',
              size: 'small',
              onClick: () => {
                closeSnackbar(snackbar);
                if (Date.now() > until) return;
                void runBulk(enqueueSnackbar, accepted, undo, { refused: wording.refused, name: wording.name, done: wording.undone });
              },
            },
            'بازگردانی',
          ),
      }),
    });
    if (undo) setTimeout(() => closeSnackbar(key), UNDO_OFFER_MS);
  }
  return accepted;
}

/** How many refused records a message names before "and n more". */
const NAMES_SHOWN = 3;

function nameList(names: string[]): string {
  const shown = names.slice(0, NAMES_SHOWN).map((name) => `«${name}»`);
  const more = names.length - shown.length;
  return `${shown.join('، ')}${more > 0 ? ` و ${formatNumber(more)} مورد دیگر` : ''}`;
}
