import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import type { ApiTokenDisposal } from '@/generated/graphql';
import { describeApiError } from '@/lib/api-error';
import { formatNumber } from '@/lib/format';
import { useSaveFeedback } from '@/lib/use-save-feedback';
import { useAdminDeactivation, useAdminList, useDeactivateAdmin } from '../use-admins';

interface Person {
  id: number;
  name: string;
  family: string;
}

const fullName = (admin: { name: string; family: string }) => `${admin.name} ${admin.family}`;

/**
 * «غیرفعال کردن» (docs/INTEGRATORS.md, "Admins, roles, sessions and lockouts"): what turning an admin off ends and
 * hands on, with the superadmin's two choices: who takes their open requests («بدون مسئول» unless an active admin is
 * chosen), and whether the API tokens they made (and the webhook endpoints they registered) are kept, under the
 * superadmin, or revoked. Only the buttons close it while it saves.
 */
export function DeactivateAdminDialog({ admin, onClose }: { admin: Person; onClose: () => void }) {
  const titleId = useId();
  const ids = { intro: useId(), tokens: useId() };
  const preview = useAdminDeactivation(admin.id);
  const admins = useAdminList();
  const { deactivate, saving } = useDeactivateAdmin();
  const { success } = useSaveFeedback();
  const [reassignTo, setReassignTo] = useState<number | ''>('');
  const [apiTokens, setApiTokens] = useState<ApiTokenDisposal>('KEEP');
  const [refusal, setRefusal] = useState<string | undefined>();

  const successors = (admins.data ?? []).filter((other) => other.id !== admin.id && other.active && other.roles.length > 0);
  const found = preview.data;
  const madeSomething = Boolean(found && (found.apiTokens.length > 0 || found.webhookEndpoints.length > 0));

  async function confirm() {
    setRefusal(undefined);
    try {
      await deactivate(admin.id, { reassignTo: reassignTo === '' ? null : reassignTo, apiTokens });
      success(`${fullName(admin)} غیرفعال شد`);
      onClose();
    } catch (error) {
      const problem = describeApiError(error);
      setRefusal(Object.values(problem.fields)[0]?.[0] ?? problem.message);
    }
  }

  return (
    <Dialog open onClose={saving ? undefined : onClose} aria-labelledby={titleId} aria-describedby={ids.intro} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        غیرفعال کردن {fullName(admin)}
      </DialogTitle>
      {/* Focusable, so a keyboard can scroll a long list of tokens. */}
      <DialogContent tabIndex={0} sx={{ display: 'grid', gap: 2.5 }}>
        <DialogContentText id={ids.intro} sx={{ color: 'text.primary' }}>
          {fullName(admin)} دیگر نمی‌تواند وارد شود و همهٔ نشست‌ها و اتصال‌های زندهٔ او همین حالا بسته می‌شود؛ از نوبت دریافت درخواست‌ها هم
          بیرون می‌رود. نام او در فهرست مدیران و گزارش فعالیت‌ها می‌ماند و می‌توانید بعداً دوباره فعالش کنید.
        </DialogContentText>
        {preview.loading && !found && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} role="status">
            <CircularProgress size={20} aria-hidden />
            <Typography>در حال خواندن درخواست‌ها و توکن‌های این مدیر…</Typography>
          </Box>
        )}
        {Boolean(preview.error) && !found && (
          <Alert severity="warning" role="alert">
            درخواست‌ها و توکن‌های این مدیر خوانده نشد؛ دوباره تلاش کنید.
          </Alert>
        )}
        {found && (
          <>
            <Box sx={{ display: 'grid', gap: 1.5 }}>
              <Typography data-testid="deactivation-requests">
                {found.openRequests === 0
                  ? 'درخواست بازی به نام این مدیر نیست.'
                  : `${formatNumber(found.openRequests)} درخواست باز به نام این مدیر است` +
                    (found.followUps > 0 ? ` (${formatNumber(found.followUps)} با تماس پیگیری)` : '') +
                    '؛ با پیگیری‌هایشان به مسئول زیر می‌رسند.'}
              </Typography>
              <TextField
                select
                label="مسئول درخواست‌های باز"
                value={reassignTo}
                disabled={saving}
                onChange={(event) => setReassignTo(event.target.value === '' ? '' : Number(event.target.value))}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                fullWidth
              >
                <MenuItem value="">بدون مسئول</MenuItem>
                {successors.map((other) => (
                  <MenuItem key={other.id} value={other.id}>
                    {fullName(other)}
                  </MenuItem>
                ))}
              </TextField>
            </Box>
            {madeSomething ? (
              <FormControl component="fieldset" disabled={saving}>
                <FormLabel component="legend" id={ids.tokens} sx={{ color: 'text.primary', mb: 1 }}>
                  توکن‌های API و وب‌هوک‌هایی که این مدیر ساخته است
                </FormLabel>
                <Box component="ul" sx={{ m: 0, ps: 3, display: 'grid', gap: 0.5 }} data-testid="deactivation-tokens">
                  {found.apiTokens.map((token) => (
                    <li key={`token-${token.id}`}>
                      توکن {token.name} <bdi dir="ltr">{token.prefix}…</bdi>
                    </li>
                  ))}
                  {found.webhookEndpoints.map((endpoint) => (
                    <li key={`endpoint-${endpoint.id}`}>
                      وب‌هوک <bdi dir="ltr">{endpoint.url}</bdi>
                    </li>
                  ))}
                </Box>
                <RadioGroup
                  aria-labelledby={ids.tokens}
                  name="api_tokens"
                  value={apiTokens}
                  onChange={(event) => setApiTokens(event.target.value as ApiTokenDisposal)}
                  sx={{ mt: 1 }}
                >
                  <FormControlLabel value="KEEP" control={<Radio />} label="نگه داشتن؛ از این پس شما مالک آن‌ها هستید" />
                  <FormControlLabel value="REVOKE" control={<Radio />} label="باطل کردن توکن‌ها و خاموش کردن وب‌هوک‌ها" />
                </RadioGroup>
              </FormControl>
            ) : (
              <Typography>این مدیر توکن API یا وب‌هوکی نساخته است.</Typography>
            )}
          </>
        )}
        <FormAlert message={refusal} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving} color="inherit">
          انصراف
        </Button>
        <Button onClick={() => void confirm()} disabled={saving || !found} color="error" variant="contained">
          غیرفعال کردن
        </Button>
      </DialogActions>
    </Dialog>
  );
}
