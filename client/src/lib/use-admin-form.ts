import { zodResolver } from '@hookform/resolvers/zod';
import { createElement, Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { EditConflictPanel, EditDeletedPanel } from '@/components/ui/edit-conflict-panel';
import { describeApiError } from './api-error';
import { newIdempotencyKey, submissionSignature } from './idempotency';
import { useEditConflict, type EditVersioning } from './use-edit-conflict';
import { useLeaveGuard } from './use-leave-guard';
import { useStableCallback } from './use-stable-callback';
import { useSaveFeedback } from './use-save-feedback';

/** What a page's save receives besides the values. */
export interface SaveContext {
  /** One per submission: the same values sent again (a double click, a retry) carry the same key. */
  idempotencyKey: string;
  /** The record version to name in an update (edit forms): the loaded one, or the one a conflict named. */
  version?: number;
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
  /** Edit forms: the loaded version and how a conflicting save is shown (docs/ARCHITECTURE.md, "Edit versions"). */
  versioning?: EditVersioning<TValues>;
}

export interface AdminForm<TValues extends FieldValues, TChecked> {
  form: UseFormReturn<TValues, unknown, TChecked>;
  submit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  /** True from the click until the answer: the save button is disabled meanwhile. */
  saving: boolean;
  /** The question before leaving a changed form, and a conflicting save's choices: the form renders it. */
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
  versioning,
}: AdminFormOptions<TValues, TChecked>): AdminForm<TValues, TChecked> {
  const form = useForm<TValues, unknown, TChecked>({ resolver: zodResolver(schema), defaultValues });
  const { failure, success } = useSaveFeedback();
  const edits = useEditConflict(form, versioning);
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
      await onSave(values, { idempotencyKey: submission.current.key, version: edits.versionToSend() });
      if (submission.current) submission.current.saved = true;
      setSaved(true);
    } catch (error) {
      // A conflict or a delete meanwhile is shown with its choices; the message also as a snackbar.
      if (edits.handle(describeApiError(error))) failure(error);
      else failure(error, { setError: form.setError, fields, names, refusalPrefix });
    } finally {
      running.current = false;
      setSaving(false);
    }
  };
  // handleSubmit is called at the event, not during render: it only wraps `save`.
  const submit = (event?: React.BaseSyntheticEvent) => form.handleSubmit(save)(event);

  // The chosen values go into the form, then the usual save runs with the conflict's version.
  const saveChoices = useStableCallback(() => {
    edits.resolve();
    void submit();
  });
  const guard = useLeaveGuard(form.formState.isDirty && !saving && !saved);
  const conflictView =
    edits.conflict &&
    createElement(EditConflictPanel, {
      conflict: edits.conflict,
      saving,
      onChoose: edits.choose,
      onSave: saveChoices,
      onReload: edits.reload,
    });
  const restore = edits.restore;
  const deletedView =
    edits.deleted &&
    createElement(EditDeletedPanel, {
      deleted: edits.deleted,
      onRestore: restore
        ? () =>
            void restore().then(
              () => success('بازگردانده شد؛ اکنون می‌توانید تغییرات را ذخیره کنید'),
              (error: unknown) => failure(error),
            )
        : undefined,
    });
  const leaveGuard = createElement(Fragment, null, conflictView, deletedView, guard);

  return { form, submit, saving, leaveGuard };
}
