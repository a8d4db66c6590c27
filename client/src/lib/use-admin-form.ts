import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { newIdempotencyKey, submissionSignature } from './idempotency';
import { useLeaveGuard } from './use-leave-guard';
import { useSaveFeedback } from './use-save-feedback';

/** What a page's save receives besides the values. */
export interface SaveContext {
  /** One per submission: the same values sent again (a double click, a retry) carry the same key. */
  idempotencyKey: string;
}

export type SaveHandler<TChecked> = (values: TChecked, context: SaveContext) => Promise<void>;

interface AdminFormOptions<TValues extends FieldValues, TChecked> {
  schema: z.ZodType<TChecked, TValues>;
  defaultValues: DefaultValues<TValues>;
  /** The page's save: its mutation, its snackbar and where it goes next. A throw is shown on the form. */
  onSave: SaveHandler<TChecked>;
  /** The form's fields, which a 422 can name. */
  fields: readonly string[];
  /** API field name to form field name, where the two differ. */
  names?: Readonly<Record<string, string>>;
  /** Put before a refusal that names no field, e.g. 'طرح بروزرسانی نشد' (docs/ARCHITECTURE.md §8). */
  refusalPrefix?: string;
}

export interface AdminForm<TValues extends FieldValues, TChecked> {
  form: UseFormReturn<TValues, unknown, TChecked>;
  submit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  /** True from the click until the answer: the save button is disabled meanwhile. */
  saving: boolean;
  /** The question before leaving a changed form: the form renders it. */
  leaveGuard: ReactNode;
}

/**
 * The one form contract of the back office: the page owns the mutation and the navigation, the
 * form its fields. Here: validation, one save at a time (a second click while the first runs is
 * ignored, before React has even re-rendered the button), the submission's `Idempotency-Key`,
 * a refusal mapped under its fields, in red under the form and as a snackbar, and a question
 * before leaving the form with changes.
 */
export function useAdminForm<TValues extends FieldValues, TChecked>({
  schema,
  defaultValues,
  onSave,
  fields,
  names,
  refusalPrefix,
}: AdminFormOptions<TValues, TChecked>): AdminForm<TValues, TChecked> {
  const form = useForm<TValues, unknown, TChecked>({ resolver: zodResolver(schema), defaultValues });
  const { failure } = useSaveFeedback();
  const running = useRef(false);
  const submission = useRef<{ signature: string; key: string; saved?: boolean } | null>(null);
  const [saving, setSaving] = useState(false);
  // What was typed is saved: the question before leaving must not come back while the page the save
  // navigated to is still loading its code (the old form stays mounted meanwhile, and a click on the
  // success message's link would be held back by it).
  const [saved, setSaved] = useState(false);

  // A saved submission stands until a field changes (or the page resets the form for the next record).
  useEffect(() => {
    return form.subscribe({
      formState: { values: true },
      callback: () => {
        if (submission.current?.saved) submission.current = null;
        setSaved(false);
      },
    });
  }, [form]);

  const save = async (values: TChecked) => {
    if (running.current) return;
    // A second click after the save answered, while the page is still leaving the form (a lazy
    // list to load), is the same submission: it is not saved twice.
    if (submission.current?.saved && submission.current.signature === submissionSignature(values)) return;
    running.current = true;
    setSaving(true);
    const signature = submissionSignature(values);
    if (submission.current?.signature !== signature) submission.current = { signature, key: newIdempotencyKey() };
    try {
      await onSave(values, { idempotencyKey: submission.current.key });
      if (submission.current) submission.current.saved = true;
      setSaved(true);
    } catch (error) {
      failure(error, { setError: form.setError, fields, names, refusalPrefix });
    } finally {
      running.current = false;
      setSaving(false);
    }
  };
  // handleSubmit is called at the event, not during render: it only wraps `save`.
  const submit = (event?: React.BaseSyntheticEvent) => form.handleSubmit(save)(event);

  const leaveGuard = useLeaveGuard(form.formState.isDirty && !saving && !saved);

  return { form, submit, saving, leaveGuard };
}
