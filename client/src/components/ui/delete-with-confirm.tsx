import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useDeleteWithUndo } from '@/lib/use-delete-with-undo';
import { ConfirmDialog } from './confirm-dialog';

export interface DeleteWithConfirmProps {
  /** The record as staff know it: named by the button, the question and nothing else. */
  name: string;
  /** The cache entry the delete removes from every list on screen. */
  record: { __typename: string; id: number };
  /** The snackbar after the delete, e.g. 'دسته‌بندی حذف شد'. */
  deletedMessage: string;
  /** The button's accessible name; `حذف <name>` unless given. */
  label?: string;
  size?: 'small' | 'medium';
  onDelete: () => Promise<unknown>;
  /** Without it the delete cannot be undone (customers) and the snackbar offers nothing. */
  onRestore?: () => Promise<unknown>;
  /** What the delete does to other records, asked when the dialog opens; null when nothing. */
  loadUsage?: () => Promise<string | null>;
  /** Why the server will refuse this delete, when it is known already: the dialog says so and offers no delete. */
  refusal?: string | null;
}

/**
 * The delete button of a row (as react-admin's DeleteWithConfirmButton): asks with the record's
 * name and what it touches, then deletes through useDeleteWithUndo.
 */
export function DeleteWithConfirm({
  name,
  record,
  deletedMessage,
  label,
  size,
  onDelete,
  onRestore,
  loadUsage,
  refusal,
}: DeleteWithConfirmProps) {
  const deleteWithUndo = useDeleteWithUndo();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [usage, setUsage] = useState<string | null>(null);

  function ask() {
    setUsage(null);
    setOpen(true);
    if (!refusal) loadUsage?.().then(setUsage, () => setUsage(null));
  }

  async function confirm() {
    setBusy(true);
    await deleteWithUndo({
      typename: record.__typename,
      ids: [record.id],
      name: () => name,
      onDelete: () => onDelete(),
      onRestore: onRestore && (() => onRestore()),
      wording: { deleted: () => deletedMessage, restored: () => `«${name}» بازگردانده شد` },
    });
    setBusy(false);
    setOpen(false);
  }

  return (
    <>
      <Tooltip title="حذف">
        <IconButton color="error" size={size} aria-label={label ?? `حذف ${name}`} onClick={ask}>
          <DeleteIcon fontSize={size === 'small' ? 'small' : undefined} />
        </IconButton>
      </Tooltip>
      <ConfirmDialog
        open={open}
        title={`حذف «${name}»`}
        message={`آیا مطمن هستنید؟ «${name}» حذف می‌شود${onRestore ? ' و تا چند ثانیه پس از آن می‌توانید آن را بازگردانید.' : '.'}`}
        detail={usage}
        refusal={refusal}
        busy={busy}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
