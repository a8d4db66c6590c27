import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { FormAlert } from '@/components/ui/form-alert';
import { FormTextField } from '@/components/ui/form-text-field';
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
  const { control, handleSubmit, formState } = form;
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

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} sx={{ maxWidth: 640 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField name="name" control={control} id="customer-name" label="نام" required fullWidth autoComplete="off" />
        <FormTextField name="family" control={control} id="customer-family" label="نام خانوادگی" required fullWidth autoComplete="off" />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          name="email"
          control={control}
          id="customer-email"
          label="ایمیل"
          type="email"
          required
          fullWidth
          autoComplete="off"
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
        <FormTextField
          name="phone"
          control={control}
          id="customer-phone"
          label="شماره تلفن"
          required
          fullWidth
          autoComplete="off"
          helperText="مثل ۰۹۱۲۳۴۵۶۷۸۹ یا تلفن ثابت با کد شهر"
          slotProps={{ htmlInput: { inputMode: 'tel', dir: 'ltr' } }}
        />
      </Stack>
      <FormTextField
        name="description"
        control={control}
        id="customer-description"
        label="یادداشت کارشناس"
        multiline
        minRows={4}
        fullWidth
        helperText="اختیاری"
      />
      <FormAlert message={errors.root?.server?.message} />
      <Stack direction="row">
        <Button type="submit" variant="contained" size="large" disabled={saving || formState.isSubmitting}>
          {customerId === undefined ? 'افزودن مشتری' : 'ذخیره تغییرات'}
        </Button>
      </Stack>
    </Stack>
  );
}
