import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { useController } from 'react-hook-form';
import { FormAlert } from '@/components/ui/form-alert';
import { FormSubmitButton } from '@/components/ui/form-submit-button';
import { FormTextField } from '@/components/ui/form-text-field';
import { useAdminForm, type SaveHandler } from '@/lib/use-admin-form';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_NAMES, WEBHOOK_EVENTS } from '../webhook-labels';
import { WEBHOOK_FIELDS, webhookSchema, type WebhookFormValues } from '../webhook-schema';

interface WebhookFormProps {
  defaultValues: WebhookFormValues;
  onSave: SaveHandler<WebhookFormValues>;
  submitLabel: string;
}

/** An endpoint's address, note and events; the server says when the address is refused. */
export function WebhookForm({ defaultValues, onSave, submitLabel }: WebhookFormProps) {
  const { form, submit, saving, leaveGuard } = useAdminForm({ schema: webhookSchema, defaultValues, onSave, fields: WEBHOOK_FIELDS });
  const { field: events, fieldState } = useController({ name: 'events', control: form.control });
  const chosen = new Set(events.value);

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={submit}>
      <FormTextField
        name="url"
        control={form.control}
        label="نشانی گیرنده"
        required
        fullWidth
        maxLength={2000}
        placeholder="https://example.com/hooks"
        helperText="نشانی https سامانهٔ شما؛ نشانی‌های شبکهٔ داخلی پذیرفته نمی‌شوند."
        slotProps={{ htmlInput: { dir: 'ltr' } }}
      />
      <FormTextField name="description" control={form.control} label="توضیح" fullWidth maxLength={191} />
      <FormControl component="fieldset" error={Boolean(fieldState.error)}>
        <FormLabel component="legend">رویدادها</FormLabel>
        <FormGroup>
          {WEBHOOK_EVENTS.map((event) => (
            <FormControlLabel
              key={event}
              control={
                <Checkbox
                  name="events"
                  value={event}
                  checked={chosen.has(event)}
                  onChange={(change) =>
                    events.onChange(change.target.checked ? [...events.value, event] : events.value.filter((value) => value !== event))
                  }
                />
              }
              label={
                <>
                  {WEBHOOK_EVENT_LABELS[event]} <bdi dir="ltr">({WEBHOOK_EVENT_NAMES[event]})</bdi>
                </>
              }
            />
          ))}
        </FormGroup>
        {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
      </FormControl>
      <FormAlert message={form.formState.errors.root?.server?.message} />
      <FormSubmitButton saving={saving} label={submitLabel} sx={{ alignSelf: 'flex-start' }} />
      {leaveGuard}
    </Stack>
  );
}
