import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useController } from 'react-hook-form';
import { FormAlert } from '@/components/ui/form-alert';
import { FormSubmitButton } from '@/components/ui/form-submit-button';
import { FormTextField } from '@/components/ui/form-text-field';
import { JalaliDateField } from '@/components/ui/jalali-date-field';
import { useAdminForm, type SaveHandler } from '@/lib/use-admin-form';
import {
  CALL_OUTCOME_LABELS,
  CALL_OUTCOMES,
  EMPTY_ORDER_CALL,
  NOTE_CHOICE,
  NOTE_MAX,
  ORDER_CALL_FIELD_NAMES,
  ORDER_CALL_FIELDS,
  orderCallSchema,
  type CheckedOrderCall,
} from '../order-call-schema';

/** A call just made (its outcome) or a note, and optionally when to call next (a Jalali day and a Tehran time). */
export function OrderCallForm({ onSave }: { onSave: SaveHandler<CheckedOrderCall> }) {
  const { form, submit, saving, leaveGuard } = useAdminForm({
    schema: orderCallSchema,
    defaultValues: EMPTY_ORDER_CALL,
    onSave: async (values, context) => {
      await onSave(values, context);
      form.reset(EMPTY_ORDER_CALL);
    },
    fields: ORDER_CALL_FIELDS,
    names: ORDER_CALL_FIELD_NAMES,
  });
  const { control, formState } = form;
  const nextDay = useController({ name: 'nextDay', control });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label="ثبت تماس یا یادداشت">
      <FormTextField name="entry" control={control} id="order-call-entry" label="نتیجه تماس" select fullWidth>
        {CALL_OUTCOMES.map((outcome) => (
          <MenuItem key={outcome} value={outcome}>
            {CALL_OUTCOME_LABELS[outcome]}
          </MenuItem>
        ))}
        <MenuItem value={NOTE_CHOICE}>فقط یادداشت (بدون تماس)</MenuItem>
      </FormTextField>
      <FormTextField
        name="note"
        control={control}
        id="order-call-note"
        label="یادداشت"
        multiline
        minRows={2}
        fullWidth
        maxLength={NOTE_MAX}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <JalaliDateField
          name="nextDay"
          label="روز تماس بعدی"
          value={nextDay.field.value}
          onChange={nextDay.field.onChange}
          error={nextDay.fieldState.error?.message}
          helperText="اختیاری"
        />
        <FormTextField
          name="nextTime"
          control={control}
          id="order-call-next-time"
          label="ساعت تماس بعدی"
          placeholder="۱۶:۳۰"
          fullWidth
          autoComplete="off"
          helperText="به وقت تهران"
          slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr', style: { textAlign: 'right' } } }}
        />
      </Stack>
      <FormAlert message={formState.errors.root?.server?.message} />
      {leaveGuard}
      <Stack direction="row">
        <FormSubmitButton saving={saving} label="ثبت" />
      </Stack>
    </Stack>
  );
}
