import { useSnackbar } from 'notistack';
import { createElement, useCallback } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { SnackbarLink } from '@/components/ui/snackbar-link';
import { describeApiError, type ApiError } from './api-error';

/**
 * How a back-office save reports back (docs/ARCHITECTURE.md §8, without browser alert boxes): success and
 * failure messages as snackbars; a 422's messages under the fields they concern; any other
 * refusal also in red under the form (the form's `root.server` error). What was typed stays.
 */
export function useSaveFeedback() {
  const { enqueueSnackbar } = useSnackbar();

  /** `next` offers the step that usually follows (a new customer's first plan) as a link in the message. */
  const success = useCallback(
    (message: string, next?: { label: string; to: string }) =>
      enqueueSnackbar(message, {
        variant: 'success',
        ...(next && {
          autoHideDuration: 10_000,
          action: (key) => createElement(SnackbarLink, { snackbar: key, label: next.label, to: next.to }),
        }),
      }),
    [enqueueSnackbar],
  );

  const failure = useCallback(
    <T extends FieldValues>(
      error: unknown,
      form?: {
        setError: UseFormSetError<T>;
        fields: readonly string[];
        /** API field name to form field name, where the two differ. */
        names?: Readonly<Record<string, string>>;
        /** Put before a refusal that names no field (not an unreachable server), e.g. 'طرح بروزرسانی نشد'. */
        refusalPrefix?: string;
      },
    ): ApiError => {
      const problem = describeApiError(error);
      let shownUnderField = false;
      if (form) {
        for (const [apiField, messages] of Object.entries(problem.fields)) {
          const field = form.names?.[apiField] ?? apiField;
          if (form.fields.includes(field) && messages[0]) {
            form.setError(field as Path<T>, { type: 'server', message: messages[0] });
            shownUnderField = true;
          }
        }
      }
      const prefixed = form?.refusalPrefix && !shownUnderField && problem.status !== 0;
      const message = prefixed ? `${form.refusalPrefix}: ${problem.message}` : problem.message;
      if (form && !shownUnderField) form.setError('root.server' as Path<T>, { type: 'server', message });
      enqueueSnackbar(message, { variant: 'error' });
      return problem;
    },
    [enqueueSnackbar],
  );

  return { success, failure };
}
