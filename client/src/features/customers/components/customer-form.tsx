import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { FormAlert } from '@/components/ui/form-alert';
import { paths } from '@/config/paths';
import { useSaveFeedback } from '@/lib/use-save-feedback';
import { CUSTOMER_FIELDS, customerSchema, toCustomerInput, type CheckedCustomer, type CustomerFormValues } from '../customer-schema';
import { useSaveCustomer } from '../use-save-customer';

interface CustomerFormProps {
  /** Absent: a new customer. */
  customerId?: number;
  defaultValues: CustomerFormValues;
}

/** Add and edit form of a customer (spec §2); back to the list once saved. */
export function CustomerForm({ customerId, defaultValues }: CustomerFormProps) {
  const form = useForm<CustomerFormValues, unknown, CheckedCustomer>({
    resolver: zodResolver(customerSchema),
    defaultValues,
  });
  const { register, handleSubmit, formState } = form;
  const { errors } = formState;
  const { save, saving } = useSaveCustomer(customerId);
  const { success, failure } = useSaveFeedback();
  const navigate = useNavigate();

  const submit = handleSubmit(async (values) => {
    try {
      await save(toCustomerInput(values));
      success(customerId === undefined ? 'مشتری افزوده شد' : 'مشتری ویرایش شد');
      navigate(paths.admin.customers);
    } catch (error) {
      failure(error, { setError: form.setError, fields: CUSTOMER_FIELDS });
    }
  });

  const field = (name: keyof CustomerFormValues) => ({
    ...register(name),
    id: `customer-${name}`,
    error: Boolean(errors[name]),
    helperText: errors[name]?.message,
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} sx={{ maxWidth: 640 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField {...field('name')} label="نام" required fullWidth autoComplete="off" />
        <TextField {...field('family')} label="نام خانوادگی" required fullWidth autoComplete="off" />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          {...field('email')}
          label="ایمیل"
          type="email"
          required
          fullWidth
          autoComplete="off"
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
        <TextField
          {...field('phone')}
          label="شماره تلفن"
          required
          fullWidth
          autoComplete="off"
          helperText={errors.phone?.message ?? 'مثل ۰۹۱۲۳۴۵۶۷۸۹ یا تلفن ثابت با کد شهر'}
          slotProps={{ htmlInput: { inputMode: 'tel', dir: 'ltr' } }}
        />
      </Stack>
      <TextField {...field('description')} label="یادداشت کارشناس" multiline minRows={4} fullWidth helperText={errors.description?.message ?? 'اختیاری'} />
      <FormAlert message={errors.root?.server?.message} />
      <Stack direction="row">
        <Button type="submit" variant="contained" size="large" disabled={saving || formState.isSubmitting}>
          {customerId === undefined ? 'افزودن مشتری' : 'ذخیره تغییرات'}
        </Button>
      </Stack>
    </Stack>
  );
}
