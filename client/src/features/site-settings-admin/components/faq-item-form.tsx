import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FAQ_LIMITS } from '@site-builder/rules';
import { FormAlert } from '@/components/ui/form-alert';
import { FormSubmitButton } from '@/components/ui/form-submit-button';
import { FormTextField } from '@/components/ui/form-text-field';
import { useAdminForm, type SaveHandler } from '@/lib/use-admin-form';
import type { EditVersioning } from '@/lib/use-edit-conflict';
import { FAQ_ITEM_FIELDS, faqItemSchema, type FaqItemFormValues } from '../site-settings-schema';

interface FaqItemFormProps {
  defaultValues: FaqItemFormValues;
  onSave: SaveHandler<{ question: string; answer: string }>;
  label: string;
  onCancel?: () => void;
  edit?: EditVersioning<FaqItemFormValues>;
}

export function FaqItemForm({ defaultValues, onSave, label, onCancel, edit }: FaqItemFormProps) {
  const { form, submit, saving, leaveGuard } = useAdminForm({
    schema: faqItemSchema,
    defaultValues,
    onSave,
    versioning: edit,
    fields: FAQ_ITEM_FIELDS,
  });
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit}>
      <FormTextField name="question" control={form.control} label="پرسش" maxLength={FAQ_LIMITS.question} required fullWidth />
      <FormTextField
        name="answer"
        control={form.control}
        label="پاسخ"
        maxLength={FAQ_LIMITS.answer}
        required
        multiline
        minRows={2}
        fullWidth
      />
      <FormAlert message={form.formState.errors.root?.server?.message} />
      {leaveGuard}
      <Stack direction="row" spacing={1}>
        <FormSubmitButton saving={saving} label={label} />
        {onCancel && (
          <Button onClick={onCancel} disabled={saving}>
            انصراف
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
