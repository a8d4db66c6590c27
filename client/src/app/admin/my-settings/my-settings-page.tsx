import Box from '@mui/material/Box';
import { AdminPage } from '@/components/layouts/admin-page';
import { RecordFrame } from '@/components/ui/record-frame';
import { NotificationSettingsForm } from '@/features/notification-settings-admin/components/notification-settings-form';
import { switchesOf, useNotificationSettings } from '@/features/notification-settings-admin/use-notification-settings';
import { useSaveFeedback } from '@/lib/use-save-feedback';

const TITLE = 'تنظیمات من';

/** «تنظیمات من»: what the signed-in admin sets for themselves alone, each admin their own. */
export function MySettingsPage() {
  const { state, saving, save } = useNotificationSettings();
  const feedback = useSaveFeedback();
  return (
    <AdminPage title={TITLE}>
      <Box sx={{ maxWidth: 640 }}>
        <RecordFrame state={state} skeletonRows={5}>
          {(data) => (
            <NotificationSettingsForm
              initial={switchesOf(data.myPreferences)}
              channels={data.myNotificationChannels}
              saving={saving}
              onSave={async (values) => {
                try {
                  await save(values);
                  feedback.success('تنظیمات اعلان ذخیره شد');
                } catch (error) {
                  feedback.failure(error);
                }
              }}
            />
          )}
        </RecordFrame>
      </Box>
    </AdminPage>
  );
}
