import { useEffect, useRef, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import type { ApiError } from './api-error';

/** How an edit form takes part in edit versions (docs/ARCHITECTURE.md, "Edit versions"). */
export interface EditVersioning<TValues extends FieldValues> {
  /** The record's `version` as the form loaded it; sent with the save. */
  version: number;
  /** The record as the server now has it (API field names) to the form's values. */
  toForm: (current: Record<string, unknown>) => TValues;
  /** The fields compared in a conflict, with the labels the form shows them under. */
  labels: Readonly<Partial<Record<Path<TValues>, string>>>;
  /** How a field's value reads in the conflict, where its raw value would not (a list of ids as the records' names). */
  show?: Readonly<Partial<Record<Path<TValues>, (value: unknown) => string>>>;
  /** Restores the record another admin deleted meanwhile (while the server's undo window lasts). */
  restore?: () => Promise<unknown>;
}

export interface ConflictRow {
  field: string;
  label: string;
  mine: unknown;
  theirs: unknown;
  choice: 'mine' | 'theirs';
  /** The field's own way to show a value (EditVersioning.show). */
  show?: (value: unknown) => string;
}

export interface ConflictState {
  message: string;
  changedBy: string | null;
  changedAt: string | null;
  rows: ConflictRow[];
}

export interface DeletedState {
  message: string;
  restorableUntil: number | null;
}

/** A list of ids is a set: the server sends it sorted, a form in the order it was picked. */
const comparable = (value: unknown) =>
  Array.isArray(value) && value.every((item) => typeof item === 'number') ? [...(value as number[])].sort((a, b) => a - b) : value;
const same = (a: unknown, b: unknown) => JSON.stringify(comparable(a) ?? '') === JSON.stringify(comparable(b) ?? '');

/**
 * A save refused because another admin changed the record (`CONFLICT`) or deleted it: what the
 * form shows instead of losing what was typed. The other admin's values stand beside this
 * admin's for every field the other changed; each is kept or taken, then saved over the version
 * the conflict named; or the form reloads the stored record.
 */
export function useEditConflict<TValues extends FieldValues, TChecked>(
  form: UseFormReturn<TValues, unknown, TChecked>,
  versioning?: EditVersioning<TValues>,
) {
  const version = useRef(versioning?.version);
  // What the form started from: a field equal here and in the stored record was not changed by the other admin.
  const base = useRef<Record<string, unknown>>(form.getValues());
  // The stored record and its version, taken on only when this admin resolves or reloads: a plain
  // save meanwhile still names the old version and is refused again rather than overwriting.
  const theirs = useRef<{ values: TValues; version: number } | null>(null);
  const [conflict, setConflict] = useState<ConflictState | null>(null);
  const [deleted, setDeleted] = useState<DeletedState | null>(null);

  // The restore offer ends with the server's undo window: never a button the server would refuse.
  useEffect(() => {
    if (!deleted?.restorableUntil) return;
    const left = deleted.restorableUntil - Date.now();
    const end = () => setDeleted((shown) => shown && { ...shown, restorableUntil: null });
    if (left <= 0) return end();
    const timer = setTimeout(end, left);
    return () => clearTimeout(timer);
  }, [deleted?.restorableUntil]);

  /** Takes a refusal in; true when it is a conflict or a delete this form shows. */
  const handle = (problem: ApiError): boolean => {
    if (!versioning) return false;
    if (problem.deleted) {
      const until = problem.deleted.restorableUntil ? Date.parse(problem.deleted.restorableUntil) : null;
      setDeleted({ message: problem.message, restorableUntil: until && until > Date.now() ? until : null });
      return true;
    }
    if (!problem.conflict) return false;
    const stored = versioning.toForm(problem.conflict.current);
    const mine = form.getValues() as Record<string, unknown>;
    const rows: ConflictRow[] = [];
    for (const [field, label] of Object.entries(versioning.labels) as [string, string][]) {
      const their = (stored as Record<string, unknown>)[field];
      if (same(their, base.current[field]) || same(their, mine[field])) continue;
      // A field this admin left as loaded takes the other's value; one both changed keeps this admin's.
      rows.push({
        field,
        label,
        mine: mine[field],
        theirs: their,
        choice: same(mine[field], base.current[field]) ? 'theirs' : 'mine',
        show: versioning.show?.[field as Path<TValues>],
      });
    }
    theirs.current = { values: stored, version: problem.conflict.version };
    setConflict({
      message: problem.message,
      changedBy: problem.conflict.changedBy?.name ?? null,
      changedAt: problem.conflict.changedAt,
      rows,
    });
    return true;
  };

  const choose = (field: string, choice: ConflictRow['choice']) =>
    setConflict((shown) => shown && { ...shown, rows: shown.rows.map((row) => (row.field === field ? { ...row, choice } : row)) });

  /** The chosen values into the form; the stored record becomes what the form started from. */
  const resolve = () => {
    if (!conflict || !theirs.current) return;
    for (const row of conflict.rows) {
      const value = row.choice === 'theirs' ? row.theirs : row.mine;
      form.setValue(row.field as Path<TValues>, value as PathValue<TValues, Path<TValues>>, { shouldDirty: true });
    }
    base.current = { ...theirs.current.values };
    version.current = theirs.current.version;
    setConflict(null);
  };

  /** Drops this admin's edits for the stored record. */
  const reload = () => {
    if (!theirs.current) return;
    form.reset(theirs.current.values);
    base.current = { ...theirs.current.values };
    version.current = theirs.current.version;
    setConflict(null);
  };

  const restore = versioning?.restore
    ? async () => {
        await versioning.restore!();
        setDeleted(null);
      }
    : undefined;

  /** The version the next save names (read at the save, never during render). */
  const versionToSend = () => version.current;

  return { versionToSend, handle, conflict, deleted, choose, resolve, reload, restore, clearDeleted: () => setDeleted(null) };
}
