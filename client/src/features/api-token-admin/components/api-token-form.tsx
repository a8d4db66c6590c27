import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { Controller } from 'react-hook-form';
import { FormAlert } from '@/components/ui/form-alert';
import { FormSubmitButton } from '@/components/ui/form-submit-button';
import { FormTextField } from '@/components/ui/form-text-field';
import { useAdminForm, type SaveHandler } from '@/lib/use-admin-form';
import {
  API_SCOPE_LABELS,
  API_SCOPES,
  API_TOKEN_FIELD_NAMES,
  API_TOKEN_FIELDS,
  apiTokenSchema,
  EMPTY_API_TOKEN,
  EXPIRY_CHOICES,
  type ApiTokenFormValues,
} from '../api-token-schema';

/** A new token: its name, its scopes (read does not imply write) and its lifetime. */
export function ApiTokenForm({ onSave }: { onSave: SaveHandler<ApiTokenFormValues> }) {
  const { form, submit, saving, leaveGuard } = useAdminForm({
    schema: apiTokenSchema,
    defaultValues: EMPTY_API_TOKEN,
    onSave,
    fields: API_TOKEN_FIELDS,
    names: API_TOKEN_FIELD_NAMES,
  });
  const { errors } = form.formState;

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={submit}>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField
          name="name"
          maxLength={100}
          control={form.control}
          label="نام توکن"
          required
          fullWidth
          helperText="برای چه سامانه یا کسی است"
        />
        <FormTextField select name="expires_in_days" control={form.control} id="api-token-expiry" label="مدت اعتبار" fullWidth>
          {EXPIRY_CHOICES.map((choice) => (
            <MenuItem key={choice.value} value={choice.value}>
              {choice.label}
            </MenuItem>
          ))}
        </FormTextField>
      </Box>
      <Controller
        control={form.control}
        name="scopes"
        render={({ field }) => (
          <FormControl component="fieldset" error={Boolean(errors.scopes)}>
            <FormLabel component="legend">دسترسی‌ها</FormLabel>
            <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {API_SCOPES.map((scope, index) => (
                <FormControlLabel
                  key={scope}
                  label={
                    <span>
                      {API_SCOPE_LABELS[scope]} <bdi dir="ltr">({scope})</bdi>
                    </span>
                  }
                  control={
                    <Checkbox
                      name="scopes"
                      value={scope}
                      checked={field.value.includes(scope)}
                      onChange={(event) =>
                        field.onChange(event.target.checked ? [...field.value, scope] : field.value.filter((other) => other !== scope))
                      }
                      onBlur={field.onBlur}
                      slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }}
                    />
                  }
                />
              ))}
            </FormGroup>
            <FormHelperText>{errors.scopes?.message ?? 'خواندن، اجازهٔ نوشتن نمی‌دهد؛ هر کدام جدا انتخاب می‌شود'}</FormHelperText>
          </FormControl>
        )}
      />
      <FormAlert message={errors.root?.server?.message} />
      {leaveGuard}
      <Box>
        <FormSubmitButton saving={saving} label="ساخت توکن" />
      </Box>
    </Stack>
  );
}
