import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { formatJalaliDateTime, formatNumber } from '@/lib/format';
import type { ConflictRow, ConflictState, DeletedState } from '@/lib/use-edit-conflict';

/** A value as staff read it: empty said in words, flags as yes/no, numbers in Persian digits. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return '«خالی»';
  if (typeof value === 'boolean') return value ? 'بله' : 'خیر';
  if (typeof value === 'number') return formatNumber(value);
  if (Array.isArray(value)) return value.map(shown).join('، ');
  return String(value);
}

interface EditConflictPanelProps {
  conflict: ConflictState;
  saving: boolean;
  onChoose: (field: string, choice: ConflictRow['choice']) => void;
  /** Puts the choices into the form and saves over the other admin's version. */
  onSave: () => void;
  onReload: () => void;
}

/**
 * Another admin saved this record after the form loaded it: their value beside this admin's for
 * each field they changed, to keep either; nothing typed is lost until this admin chooses.
 */
export function EditConflictPanel({ conflict, saving, onChoose, onSave, onReload }: EditConflictPanelProps) {
  const id = useId();
  return (
    <Alert severity="warning" role="region" aria-labelledby={`${id}-title`} data-testid="edit-conflict">
      <AlertTitle id={`${id}-title`}>این رکورد هم‌زمان تغییر کرده است</AlertTitle>
      <Typography variant="body2" role="status">
        {conflict.message}
        {conflict.changedAt && ` (${formatJalaliDateTime(conflict.changedAt)})`}
      </Typography>
      <Stack spacing={1.5} sx={{ mt: 1.5 }}>
        {conflict.rows.map((row) => (
          <Box key={row.field} role="group" aria-label={row.label} sx={{ borderTop: 1, borderColor: 'divider', pt: 1 }}>
            {/* Not a heading (subtitle2 would draw an h6 under the page's h1): the group is named by it already. */}
            <Typography variant="subtitle2" component="p">
              {row.label}
            </Typography>
            <Typography variant="body2" dir="auto" sx={{ overflowWrap: 'anywhere' }}>
              مقدار {conflict.changedBy ?? 'مدیر دیگر'}: <bdi>{(row.show ?? shown)(row.theirs)}</bdi>
            </Typography>
            <Typography variant="body2" dir="auto" sx={{ overflowWrap: 'anywhere' }}>
              مقدار شما: <bdi>{(row.show ?? shown)(row.mine)}</bdi>
            </Typography>
            <RadioGroup
              row
              name={`conflict-${row.field}`}
              value={row.choice}
              onChange={(event) => onChoose(row.field, event.target.value as ConflictRow['choice'])}
            >
              <FormControlLabel value="mine" control={<Radio size="small" />} label={`${row.label}: مقدار من`} />
              <FormControlLabel
                value="theirs"
                control={<Radio size="small" />}
                label={`${row.label}: مقدار ${conflict.changedBy ?? 'مدیر دیگر'}`}
              />
            </RadioGroup>
          </Box>
        ))}
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button variant="contained" color="warning" disabled={saving} onClick={onSave}>
            ذخیره با این انتخاب‌ها
          </Button>
          <Button disabled={saving} onClick={onReload}>
            کنار گذاشتن تغییرات من و بارگذاری نسخه تازه
          </Button>
        </Stack>
      </Stack>
    </Alert>
  );
}

/** The record was deleted by another admin while this form had it open; restorable while the undo window lasts. */
export function EditDeletedPanel({ deleted, onRestore }: { deleted: DeletedState; onRestore?: () => void }) {
  return (
    <Alert
      severity="error"
      role="alert"
      data-testid="edit-deleted"
      action={
        deleted.restorableUntil && onRestore ? (
          <Button color="inherit" size="small" onClick={onRestore}>
            بازگردانی
          </Button>
        ) : undefined
      }
    >
      {deleted.message}
      {deleted.restorableUntil && onRestore ? ' هنوز می‌توانید آن را بازگردانید و دوباره ذخیره کنید.' : ''}
    </Alert>
  );
}
