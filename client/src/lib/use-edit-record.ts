import { useNavigate } from 'react-router-dom';
import type { FieldValues } from 'react-hook-form';
import { listHref } from './list-return';
import type { QueryState } from './query-state';
import type { SaveHandler } from './use-admin-form';
import type { EditVersioning } from './use-edit-conflict';
import { useSaveFeedback } from './use-save-feedback';

/** Where a record page goes back to, and returns to after a save: a list, with the view it was left in. */
export interface RecordPlace {
  to: string;
  label?: string;
}

/** What every record the page edits carries (docs/ARCHITECTURE.md, "Edit versions"). */
export interface VersionedRecord {
  id: number;
  version: number;
}

/**
 * One back-office resource's edit page, declared once (as react-admin's `<Resource>` with
 * `EditBase`): its words, where it lives, how it loads and writes, and how a stored record reads
 * in its form. `EditRecordPage` and `useEditRecord` do the rest the same way for every resource:
 * the load ladder, edit versions and their conflicts, the save's feedback and the return.
 */
export interface RecordDeclaration<TLoaded, TRecord extends VersionedRecord, TValues extends FieldValues, TChecked = TValues> {
  /** The page's title, e.g. «ویرایش قالب». */
  title: string;
  /** Said when the address names no such record (or one that is gone). */
  missing: string;
  /** The snackbar after a save, e.g. «قالب ویرایش شد». */
  saved: string;
  skeletonRows?: number;
  /** The list the page belongs to; a function where it depends on the record (a customer's plans). */
  list: RecordPlace | ((record: NoInfer<TRecord> | undefined) => RecordPlace);
  useLoad: (id: number | null) => QueryState<TLoaded>;
  /** The edited record within what `useLoad` brings (which may also hold the form's choices). */
  recordOf: (loaded: TLoaded) => TRecord;
  useWrite: () => {
    /** Writes the form's checked values over `version`. */
    update: (record: TRecord, values: TChecked, version: number | undefined) => Promise<unknown>;
    restore?: (id: number) => Promise<unknown>;
  };
  /** A record, as loaded or as a conflict sends it (API field names), as the form's values. */
  toForm: (stored: Record<string, unknown>, record: TRecord) => TValues;
  /** The fields a conflict compares, under the labels the form shows them with. */
  labels: EditVersioning<TValues>['labels'];
  /** How a field's value reads in a conflict where its raw value would not (ids as names). */
  show?: (loaded: TLoaded) => EditVersioning<TValues>['show'];
}

/** A record declaration, typed by what it holds (so each resource's file needs no type arguments). */
export function defineRecord<TLoaded, TRecord extends VersionedRecord, TValues extends FieldValues, TChecked = TValues>(
  declaration: RecordDeclaration<TLoaded, TRecord, TValues, TChecked>,
): RecordDeclaration<TLoaded, TRecord, TValues, TChecked> {
  return declaration;
}

/** What a record's form gets from its page. */
export interface RecordFormProps<TRecord, TValues extends FieldValues, TChecked> {
  record: TRecord;
  defaultValues: TValues;
  edit: EditVersioning<TValues>;
  onSave: SaveHandler<TChecked>;
}

/** The load state of a declared record, and for a loaded one the props its form takes. */
export function useEditRecord<TLoaded, TRecord extends VersionedRecord, TValues extends FieldValues, TChecked>(
  declaration: RecordDeclaration<TLoaded, TRecord, TValues, TChecked>,
  id: number | null,
) {
  const state = declaration.useLoad(id);
  const { update, restore } = declaration.useWrite();
  const { success } = useSaveFeedback();
  const navigate = useNavigate();
  const record = state.data === undefined ? undefined : declaration.recordOf(state.data);
  const place = typeof declaration.list === 'function' ? declaration.list(record) : declaration.list;

  const formProps = (loaded: TLoaded): RecordFormProps<TRecord, TValues, TChecked> => {
    const current = declaration.recordOf(loaded);
    return {
      record: current,
      defaultValues: declaration.toForm(current as unknown as Record<string, unknown>, current),
      edit: {
        version: current.version,
        toForm: (stored) => declaration.toForm(stored, current),
        labels: declaration.labels,
        show: declaration.show?.(loaded),
        restore: restore && (() => restore(current.id)),
      },
      onSave: async (values, { version }) => {
        await update(current, values, version);
        success(declaration.saved);
        void navigate(listHref(place.to));
      },
    };
  };

  return { state, place, formProps };
}
