import Button, { type ButtonProps } from '@mui/material/Button';

/** A form's save button: disabled and saying so while the save runs (useAdminForm's `saving`). */
export function FormSubmitButton({ saving, label, sx }: { saving: boolean; label: string; sx?: ButtonProps['sx'] }) {
  return (
    <Button type="submit" variant="contained" size="large" disabled={saving} sx={sx}>
      {saving ? 'در حال ذخیره…' : label}
    </Button>
  );
}
