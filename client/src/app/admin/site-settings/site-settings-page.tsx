import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { AdminPage } from '@/components/layouts/admin-page';
import { EmptyState } from '@/components/ui/empty-state';
import { RecordFrame } from '@/components/ui/record-frame';
import { FaqEditor } from '@/features/site-settings-admin/components/faq-editor';
import { SiteSettingsForm } from '@/features/site-settings-admin/components/site-settings-form';
import {
  SITE_SETTINGS_FIELDS,
  SITE_SETTINGS_LABELS,
  type SiteSettingsFormValues,
} from '@/features/site-settings-admin/site-settings-schema';
import { useAdminSiteSettings, useSaveSiteSettings } from '@/features/site-settings-admin/use-site-settings';
import { isSuperadmin } from '@/lib/admin-session';
import { authStorage } from '@/lib/auth-storage';
import { toPersianDigits } from '@/lib/format';
import { useSaveFeedback } from '@/lib/use-save-feedback';

const TITLE = 'تنظیمات سایت';

/** The stored values as the form holds them (every field a string). */
const toForm = (stored: Record<string, unknown>): SiteSettingsFormValues => {
  const values = Object.fromEntries(SITE_SETTINGS_FIELDS.map((field) => [field, String(stored[field] ?? '')])) as SiteSettingsFormValues;
  // A number in Persian text reads in Persian digits; the form accepts either.
  return { ...values, supportPhone: toPersianDigits(values.supportPhone) };
};

/** «تنظیمات سایت»: the site's contact, links and badges, and the home page's questions. Superadmins only. */
export function SiteSettingsPage() {
  if (!isSuperadmin(authStorage.user())) {
    return (
      <AdminPage title={TITLE}>
        <EmptyState title="دسترسی ندارید">فقط مدیر ارشد تنظیمات سایت را ویرایش می‌کند.</EmptyState>
      </AdminPage>
    );
  }
  return <Settings />;
}

function Settings() {
  const state = useAdminSiteSettings();
  const save = useSaveSiteSettings();
  const { success } = useSaveFeedback();
  return (
    <AdminPage title={TITLE}>
      <RecordFrame state={state} skeletonRows={8}>
        {({ siteSettings, faqItems }) => (
          <>
            <SiteSettingsForm
              key={siteSettings.version}
              defaultValues={toForm(siteSettings)}
              edit={{ version: siteSettings.version, toForm, labels: SITE_SETTINGS_LABELS }}
              onSave={async (values, { version }) => {
                await save({ ...values, version });
                success('تنظیمات سایت ذخیره شد');
              }}
            />
            <Divider sx={{ my: 5 }} />
            <Box component="section" aria-labelledby="faq-admin-title">
              <Typography id="faq-admin-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
                پرسش‌های متداول
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                به همین ترتیب در صفحه اصلی سایت نمایش داده می‌شوند.
              </Typography>
              <FaqEditor items={faqItems} />
            </Box>
          </>
        )}
      </RecordFrame>
    </AdminPage>
  );
}
