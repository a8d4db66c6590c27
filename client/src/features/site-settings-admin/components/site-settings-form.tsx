import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SITE_SETTINGS_LIMITS } from '@site-builder/rules';
import { FormAlert } from '@/components/ui/form-alert';
import { FormSubmitButton } from '@/components/ui/form-submit-button';
import { FormTextField } from '@/components/ui/form-text-field';
import { useAdminForm, type SaveHandler } from '@/lib/use-admin-form';
import type { EditVersioning } from '@/lib/use-edit-conflict';
import {
  SITE_SETTINGS_FIELDS,
  SITE_SETTINGS_LABELS,
  siteSettingsSchema,
  type SiteSettingsChecked,
  type SiteSettingsFormValues,
} from '../site-settings-schema';

interface SiteSettingsFormProps {
  defaultValues: SiteSettingsFormValues;
  onSave: SaveHandler<SiteSettingsChecked>;
  edit: EditVersioning<SiteSettingsFormValues>;
}

type Name = keyof SiteSettingsFormValues;

const HINTS: Partial<Record<Name, string>> = {
  supportPhone: 'با کد شهر، مثل ۰۲۱۹۱۰۱۲۳۴۵؛ دکمه تماس روی موبایل هم از همین شماره است',
  parentUrl: 'نشانی کامل با https://',
  instagramUrl: 'صفحه خودتان، مثل https://www.instagram.com/نام‌کاربری',
  telegramUrl: 'مثل https://t.me/نام‌کانال',
  whatsappUrl: 'مثل https://wa.me/989121234567',
  baleUrl: 'مثل https://ble.ir/نام‌کانال',
  eitaaUrl: 'مثل https://eitaa.com/نام‌کانال',
  workingHours: 'مثل شنبه تا چهارشنبه، ۹ تا ۱۷',
  enamadUrl: 'از پنل اینماد، در trustseal.enamad.ir',
  enamadImageUrl: 'نشانی تصویر نماد، در trustseal.enamad.ir',
  samandehiUrl: 'از پنل ساماندهی، در logo.samandehi.ir',
  samandehiImageUrl: 'نشانی تصویر نشان، در logo.samandehi.ir',
};

const GROUPS: { title: string; fields: Name[] }[] = [
  { title: 'تماس', fields: ['supportPhone', 'workingHours', 'address'] },
  { title: 'پیوندها', fields: ['parentUrl', 'instagramUrl', 'telegramUrl', 'whatsappUrl', 'baleUrl', 'eitaaUrl'] },
  { title: 'نمادهای اعتماد', fields: ['enamadUrl', 'enamadImageUrl', 'samandehiUrl', 'samandehiImageUrl'] },
];

const LINK_FIELDS = new Set<Name>([
  'parentUrl',
  'instagramUrl',
  'telegramUrl',
  'whatsappUrl',
  'baleUrl',
  'eitaaUrl',
  'enamadUrl',
  'enamadImageUrl',
  'samandehiUrl',
  'samandehiImageUrl',
]);

/** «تنظیمات سایت»: what the public pages show about the business; an empty field hides its element there. */
export function SiteSettingsForm({ defaultValues, onSave, edit }: SiteSettingsFormProps) {
  const { form, submit, saving, leaveGuard } = useAdminForm({
    schema: siteSettingsSchema,
    defaultValues,
    onSave,
    versioning: edit,
    fields: SITE_SETTINGS_FIELDS,
  });
  const { errors } = form.formState;
  return (
    <Stack component="form" noValidate spacing={3} onSubmit={submit} sx={{ maxWidth: 720 }}>
      <Typography color="text.secondary">هر فیلدی که خالی بماند، در سایت نمایش داده نمی‌شود.</Typography>
      {GROUPS.map((group) => (
        <Stack key={group.title} component="fieldset" spacing={2} sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="h2" sx={{ fontSize: '1.15rem', mb: 2 }}>
            {group.title}
          </Typography>
          {group.fields.map((name) => (
            <FormTextField
              key={name}
              name={name}
              control={form.control}
              label={SITE_SETTINGS_LABELS[name]}
              helperText={HINTS[name]}
              maxLength={name === 'workingHours' ? SITE_SETTINGS_LIMITS.workingHours : SITE_SETTINGS_LIMITS.url}
              multiline={name === 'address'}
              fullWidth
              slotProps={
                LINK_FIELDS.has(name) || name === 'supportPhone'
                  ? { htmlInput: { dir: 'ltr', inputMode: name === 'supportPhone' ? 'tel' : 'url' } }
                  : undefined
              }
            />
          ))}
        </Stack>
      ))}
      <FormAlert message={errors.root?.server?.message} />
      {leaveGuard}
      <Box>
        <FormSubmitButton saving={saving} label="ذخیره تنظیمات" />
      </Box>
    </Stack>
  );
}
