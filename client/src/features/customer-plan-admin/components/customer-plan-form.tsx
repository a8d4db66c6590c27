import DeleteSweepOutlinedIcon from '@mui/icons-material/DeleteSweepOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import { ACCESS_DETAILS_MASK, FIELD_LIMITS } from '@site-builder/rules';
import { describeApiError } from '@/lib/api-error';
import { FormAlert } from '@/components/ui/form-alert';
import { FormSubmitButton } from '@/components/ui/form-submit-button';
import { FormTextField } from '@/components/ui/form-text-field';
import { JalaliDateField } from '@/components/ui/jalali-date-field';
import { formatTomans, parseWholeNumber, toPersianDigits } from '@/lib/format';
import { useAdminForm, type SaveHandler } from '@/lib/use-admin-form';
import type { EditVersioning } from '@/lib/use-edit-conflict';
import { CUSTOMER_PLAN_FIELDS, customerPlanSchema, type CustomerPlanFormValues } from '../customer-plan-form';
import type { PlanOption, ThemeOption } from '../use-customer-plan-form-data';

interface CustomerPlanFormProps {
  plans: readonly PlanOption[];
  themes: readonly ThemeOption[];
  defaultValues: CustomerPlanFormValues;
  mode: 'create' | 'edit';
  onSave: SaveHandler<CustomerPlanFormValues>;
  /** Editing: the loaded version, and how another admin's save or delete meanwhile is shown. */
  edit?: EditVersioning<CustomerPlanFormValues>;
  /** Editing: the stored access details, asked of the server on purpose (the reveal is logged there). */
  onReveal?: () => Promise<string>;
}

/** Create and edit form of a customer's plan (docs/ARCHITECTURE.md §2). */
export function CustomerPlanForm({ plans, themes, defaultValues, mode, onSave, edit, onReveal }: CustomerPlanFormProps) {
  const creating = mode === 'create';
  const { form, submit, saving, leaveGuard } = useAdminForm({
    schema: customerPlanSchema,
    defaultValues,
    onSave,
    fields: CUSTOMER_PLAN_FIELDS,
    // docs/ARCHITECTURE.md §8: an update the server refuses says so in these words.
    refusalPrefix: creating ? undefined : 'طرح بروزرسانی نشد',
    versioning: edit,
  });
  const { control, formState } = form;
  const { errors } = formState;

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} sx={{ maxWidth: 720 }}>
      {!creating && <Alert severity="info">کارشناس فنی پس از تکمیل اطلاعات دسترسی، تیک فعال‌سازی را بزند</Alert>}
      <FormTextField
        name="domainName"
        maxLength={FIELD_LIMITS.domain}
        control={control}
        id="customer-plan-domain"
        label="نام دامنه"
        placeholder="مثال: test.ir"
        fullWidth
        autoComplete="off"
        helperText="مثال: test.ir"
        slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'url' } }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField select name="planId" control={control} id="customer-plan-plan" label="پلن" required fullWidth>
          {plans.map((plan) => (
            <MenuItem key={plan.id} value={String(plan.id)}>
              {plan.title}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField select name="themeId" control={control} id="customer-plan-theme" label="کد قالب" fullWidth>
          <MenuItem value="">
            <em>بدون قالب</em>
          </MenuItem>
          {themes.map((theme) => (
            <MenuItem key={theme.id} value={String(theme.id)}>
              {`${toPersianDigits(theme.id)} — ${theme.title}`}
            </MenuItem>
          ))}
        </FormTextField>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Controller
          control={control}
          name="orderDate"
          render={({ field }) => (
            <JalaliDateField
              name={field.name}
              label="تاریخ سفارش"
              value={field.value}
              onChange={field.onChange}
              error={errors.orderDate?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="expireDate"
          render={({ field }) => (
            <JalaliDateField
              name={field.name}
              label="تاریخ انقضا"
              value={field.value}
              onChange={field.onChange}
              error={errors.expireDate?.message}
            />
          )}
        />
      </Stack>
      <AccessDetailsField form={form} onReveal={onReveal} />
      <PaidField control={control} />
      <FormControl error={Boolean(errors.isActive)}>
        <Controller
          control={control}
          name="isActive"
          render={({ field }) => (
            <FormControlLabel
              label="سرویس فعال است"
              control={
                <Checkbox
                  name={field.name}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  slotProps={{ input: { ref: field.ref } }}
                />
              }
            />
          )}
        />
        <FormHelperText sx={{ mt: 0 }}>{errors.isActive?.message ?? 'در صورت فعال بودن، اطلاعات دسترسی باید تکمیل شود'}</FormHelperText>
      </FormControl>
      <FormAlert message={errors.root?.server?.message} />
      {leaveGuard}
      <Stack direction="row">
        <FormSubmitButton saving={saving} label={creating ? 'ثبت طرح' : 'بروزرسانی طرح'} />
      </Stack>
    </Stack>
  );
}

/**
 * The access details (docs/ARCHITECTURE.md, "Secrets shown on purpose"): stored ones stay behind «••••» until «نمایش اطلاعات دسترسی»
 * asks the server (which logs the reveal); only then, or when none are stored, is the textarea
 * there to edit. «پاک کردن اطلاعات دسترسی» is the one way to empty them.
 */
function AccessDetailsField({ form, onReveal }: { form: UseFormReturn<CustomerPlanFormValues>; onReveal?: () => Promise<string> }) {
  const { control } = form;
  const access = useWatch({ control, name: 'access' });
  const revealed = useWatch({ control, name: 'revealed' });
  const [revealing, setRevealing] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  async function reveal() {
    if (!onReveal) return;
    setRevealing(true);
    setFailed(null);
    try {
      const text = await onReveal();
      // Not an edit to guard or send: `revealed` keeps the text, so only a change to it is saved.
      // (resetField would do nothing here: none of the three has an input registered while hidden.)
      form.setValue('revealed', text);
      form.setValue('description', text);
      form.setValue('access', 'shown');
    } catch (error) {
      setFailed(describeApiError(error).message);
    } finally {
      setRevealing(false);
    }
  }

  function clear() {
    form.setValue('description', '', { shouldDirty: true });
    form.setValue('access', 'cleared', { shouldDirty: true });
  }

  const clearButton = (
    <Button variant="outlined" color="error" size="small" startIcon={<DeleteSweepOutlinedIcon />} onClick={clear}>
      پاک کردن اطلاعات دسترسی
    </Button>
  );

  if (access === 'hidden') {
    return (
      <Stack spacing={1} role="group" aria-labelledby="customer-plan-access-label">
        <Typography id="customer-plan-access-label" variant="body2" color="text.secondary">
          اطلاعات دسترسی
        </Typography>
        <Box dir="ltr" sx={{ px: 1.5, py: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          {ACCESS_DETAILS_MASK}
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          {onReveal && (
            <Button variant="contained" size="small" startIcon={<VisibilityOutlinedIcon />} onClick={reveal} disabled={revealing}>
              {revealing ? 'در حال دریافت…' : 'نمایش اطلاعات دسترسی'}
            </Button>
          )}
          {clearButton}
        </Stack>
        <FormHelperText sx={{ mt: 0 }}>هر بار نمایش در گزارش فعالیت ثبت می‌شود</FormHelperText>
        <FormAlert message={failed ?? undefined} />
      </Stack>
    );
  }

  return (
    <Stack spacing={1}>
      <FormTextField
        name="description"
        maxLength={FIELD_LIMITS.longText}
        control={control}
        id="customer-plan-description"
        label="اطلاعات دسترسی"
        multiline
        rows={10}
        fullWidth
        helperText={
          access === 'cleared'
            ? 'با ذخیره، اطلاعات دسترسی پاک می‌شود مگر متن تازه‌ای بنویسید'
            : 'فقط برای کارشناسان: هاست، پنل، نام کاربری و رمز'
        }
        slotProps={{ htmlInput: { dir: 'ltr' } }}
      />
      {access === 'shown' && revealed !== '' && <Stack direction="row">{clearButton}</Stack>}
    </Stack>
  );
}

/** The amount as typed (Persian digits and separators welcome), read back formatted underneath. */
function PaidField({ control }: { control: Control<CustomerPlanFormValues> }) {
  const typed = useWatch({ control, name: 'paid' });
  const amount = parseWholeNumber(typed ?? '');
  const reading = amount !== null && Number.isFinite(amount) ? formatTomans(amount) : 'به تومان';
  return (
    <FormTextField
      name="paid"
      control={control}
      id="customer-plan-paid"
      label="مبلغ پرداختی (تومان)"
      fullWidth
      autoComplete="off"
      helperText={reading}
      slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' }, formHelperText: { 'aria-live': 'polite' } }}
      sx={{ maxWidth: { sm: 340 } }}
    />
  );
}
