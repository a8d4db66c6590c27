import { useState } from 'react';
import { useSnackbar } from 'notistack';
import { describeApiError } from '@/lib/api-error';
import { useSetFeaturePrimary } from '../use-features';

/** The static column's tick boxes: one call per click, each box locked until its call returns. */
export function usePrimaryToggle() {
  const setPrimary = useSetFeaturePrimary();
  const { enqueueSnackbar } = useSnackbar();
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());

  async function toggle(id: number, isPrimary: boolean) {
    setPending((ids) => new Set(ids).add(id));
    try {
      await setPrimary(id, isPrimary);
      enqueueSnackbar(isPrimary ? 'ویژگی در ستون ثابت قرار گرفت' : 'ویژگی از ستون ثابت خارج شد', { variant: 'success' });
    } catch (error) {
      // docs/ARCHITECTURE.md §8: a 422 shows its first message.
      const problem = describeApiError(error);
      enqueueSnackbar(problem.fields.isPrimary?.[0] ?? problem.message, { variant: 'error' });
    } finally {
      setPending((ids) => {
        const next = new Set(ids);
        next.delete(id);
        return next;
      });
    }
  }

  return { toggle, pending };
}
