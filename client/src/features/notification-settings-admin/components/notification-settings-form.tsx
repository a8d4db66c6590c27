import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import type { NotificationSettingsQuery } from '@/generated/graphql';
import { toPersianDigits } from '@/lib/format';
import type { NotificationSwitches } from '../use-notification-settings';

type Channels = NotificationSettingsQuery['myNotificationChannels'];

interface NotificationSettingsFormProps {
  initial: NotificationSwitches;
  channels: Channels;
  saving: boolean;
  onSave: (values: NotificationSwitches) => Promise<unknown>;
}

const EVENTS: { title: string; hint: string; email: keyof NotificationSwitches; sms: keyof NotificationSwitches }[] = [
  {
    title: 'درخواست تازه‌ای به من سپرده شد',
    hint: 'به نوبت، یا وقتی مدیر ارشد درخواستی را به شما می‌سپارد',
    email: 'notifyAssignedEmail',
    sms: 'notifyAssignedSms',
  },
  {
    title: 'موعد تماس اول درخواستِ من گذشت',
    hint: 'درخواستی از شما که تا موعد تماس اول، تماسی برایش ثبت نشده است',
    email: 'notifyOverdueEmail',
    sms: 'notifyOverdueSms',
  },
];

/**
 * «اعلان بیرون از پیشخوان»: e-mail and SMS for a request given to the admin and for one of theirs
 * past its first-call target, each on or off, and whether they also come outside business hours.
 */
export function NotificationSettingsForm({ initial, channels, saving, onSave }: NotificationSettingsFormProps) {
  const [values, setValues] = useState(initial);
  const set = (name: keyof NotificationSwitches) => (_: unknown, checked: boolean) => setValues((now) => ({ ...now, [name]: checked }));
  const smsPossible = channels.smsAvailable && Boolean(channels.mobile);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSave(values);
  };
  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack spacing={2.5}>
        <Box>
          <Typography variant="h6" component="h2" gutterBottom>
            اعلان بیرون از پیشخوان
          </Typography>
          <Typography variant="body2" color="text.secondary">
            وقتی پیشخوان باز نیست هم از درخواست‌های خود باخبر شوید.
          </Typography>
          <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              ایمیل به
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              <bdi dir="ltr">{channels.email}</bdi>
            </Typography>
            <Typography component="dt" variant="body2" color="text.secondary">
              پیامک به
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {channels.mobile ? <bdi dir="ltr">{toPersianDigits(channels.mobile)}</bdi> : 'شمارهٔ همراهی ثبت نشده است'}
            </Typography>
          </Box>
        </Box>
        {!channels.emailAvailable && (
          <Alert severity="info">ارسال ایمیل روی این سرور راه‌اندازی نشده است؛ تا راه‌اندازی نشود، ایمیلی فرستاده نمی‌شود.</Alert>
        )}
        {!channels.smsAvailable && (
          <Alert severity="info">ارسال پیامک روی این سرور راه‌اندازی نشده است؛ تا راه‌اندازی نشود، پیامکی فرستاده نمی‌شود.</Alert>
        )}
        {channels.smsAvailable && !channels.mobile && (
          <Alert severity="warning">برای شما شمارهٔ همراهی ثبت نشده است؛ مدیر ارشد آن را در «مدیران» ثبت می‌کند.</Alert>
        )}
        {EVENTS.map((item) => (
          <Box key={item.title} role="group" aria-label={item.title}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {item.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
              {item.hint}
            </Typography>
            <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <FormControlLabel
                control={<Switch checked={values[item.email]} onChange={set(item.email)} disabled={!channels.emailAvailable} />}
                label="ایمیل"
              />
              <FormControlLabel
                control={<Switch checked={values[item.sms]} onChange={set(item.sms)} disabled={!smsPossible} />}
                label="پیامک"
              />
            </Stack>
          </Box>
        ))}
        <Divider />
        <Box>
          <FormControlLabel
            control={<Switch checked={values.notifyOffHours} onChange={set('notifyOffHours')} />}
            label="بیرون از ساعت کاری هم بفرست"
          />
          <Typography variant="body2" color="text.secondary">
            اگر خاموش باشد، اعلانی که بیرون از ساعت کاری پیش بیاید تا آغاز ساعت کاری بعدی نگه داشته می‌شود.
          </Typography>
        </Box>
        <Box>
          <Button type="submit" variant="contained" disabled={saving}>
            ذخیره
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
