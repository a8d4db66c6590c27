import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { FormAlert } from '@/components/ui/form-alert';
import { FormTextField } from '@/components/ui/form-text-field';
import { JalaliDateField } from '@/components/ui/jalali-date-field';
import { paths } from '@/config/paths';
import { describeApiError } from '@/lib/api-error';
import { formatTomans, parseWholeNumber, toPersianDigits } from '@/lib/format';
import { useSaveFeedback } from '@/lib/use-save-feedback';
import { CUSTOMER_PLAN_FIELDS, customerPlanSchema, type CustomerPlanFormValues } from '../customer-plan-form';
import type { PlanOption, ThemeOption } from '../use-customer-plan-form-data';
import { useSaveCustomerPlan, type CustomerPlanTarget } from '../use-save-customer-plan';

interface CustomerPlanFormProps {
  target: CustomerPlanTarget;
  plans: readonly PlanOption[];
  themes: readonly ThemeOption[];
  defaultValues: CustomerPlanFormValues;
}

/** Create and edit form of a customer's plan (spec §2); a new plan's form is emptied once saved (spec §8). */
export function CustomerPlanForm(props: CustomerPlanFormProps) {
  // A fresh form rather than reset(): every field, the date pickers' own section state included, starts empty.
  const [round, setRound] = useState(0);
  return <PlanForm key={round} {...props} onCreated={() => setRound((n) => n + 1)} />;
}

function PlanForm({ target, plans, themes, defaultValues, onCreated }: CustomerPlanFormProps & { onCreated: () => void }) {
  const form = useForm<CustomerPlanFormValues>({ resolver: zodResolver(customerPlanSchema), defaultValues });
  const { control, handleSubmit, formState, setError } = form;
  const { errors } = formState;
  const { save, saving } = useSaveCustomerPlan(target);
  const { success, failure } = useSaveFeedback();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const creating = target.kind === 'create';

  const submit = handleSubmit(async (values) => {
    try {
      await save(values);
      if (creating) {
        success('طرح با موفقیت ایجاد شد');
        onCreated();
      } else {
        success('طرح با موفقیت بروزرسانی شد');
        navigate(paths.admin.customerPlans(target.customerId));
      }
    } catch (error) {
      const problem = describeApiError(error);
      const underFields = Object.keys(problem.fields).some((field) => (CUSTOMER_PLAN_FIELDS as readonly string[]).includes(field));
      // Spec §8: an update the server refuses says so in these words; an unreachable server keeps its own message.
      if (!creating && problem.status !== 0 && !underFields) {
        const message = `طرح بروزرسانی نشد: ${problem.message}`;
        setError('root.server', { type: 'server', message });
        enqueueSnackbar(message, { variant: 'error' });
      } else {
        failure(error, { setError, fields: CUSTOMER_PLAN_FIELDS });
      }
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} sx={{ maxWidth: 720 }}>
      {!creating && <Alert severity="info">کارشناس فنی پس از تکمیل اطلاعات دسترسی، تیک فعال‌سازی را بزند</Alert>}
      <FormTextField
        name="domainName"
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
      <FormTextField
        name="description"
        control={control}
        id="customer-plan-description"
        label="اطلاعات دسترسی"
        multiline
        rows={10}
        fullWidth
        helperText="فقط برای کارشناسان: هاست، پنل، نام کاربری و رمز"
        slotProps={{ htmlInput: { dir: 'ltr' } }}
      />
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
      <Stack direction="row">
        <Button type="submit" variant="contained" size="large" disabled={saving || formState.isSubmitting}>
          {creating ? 'ثبت طرح' : 'بروزرسانی طرح'}
        </Button>
      </Stack>
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
