import { useMutation } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { RefreshTokenDocument } from '@/generated/graphql';
import { authStorage } from '@/lib/auth-storage';
import { formatNumber } from '@/lib/format';
import { renewalDue, secondsLeftToWarn, tokenClaims } from './session-clock';

const CHECK_EVERY_MS = 30_000;
/** One renewal a minute at most, whatever the clocks say. */
const MIN_SECONDS_BETWEEN_RENEWALS = 60;

const nowSeconds = () => Date.now() / 1000;

/**
 * Keeps a working admin signed in: the token is renewed shortly before it ends while they are
 * active, and a quarter hour before the session's weekly cap (which no renewal passes) they are
 * told to save their work. If it ends anyway, the next save asks for the password over the form.
 */
export function useSessionKeeper(): void {
  const [refresh] = useMutation(RefreshTokenDocument);
  const { enqueueSnackbar } = useSnackbar();

  useEffect(() => {
    let lastActivity = nowSeconds();
    let lastRenewal = 0;
    let renewing = false;
    let warned = false;
    const active = () => {
      lastActivity = nowSeconds();
    };

    async function check() {
      const claims = tokenClaims(authStorage.token());
      if (!claims) return;
      const now = nowSeconds();
      if (!renewing && now - lastRenewal >= MIN_SECONDS_BETWEEN_RENEWALS && renewalDue(claims, now, lastActivity)) {
        renewing = true;
        lastRenewal = now;
        try {
          const { data } = await refresh();
          if (data) {
            const { accessToken, user } = data.refreshToken;
            authStorage.save(accessToken, { id: user.id, name: user.name, family: user.family, email: user.email, roles: [...user.roles] });
          }
        } catch {
          // Not renewed: the token still works until it ends, and a save after that asks to log in again.
        } finally {
          renewing = false;
        }
      }
      const left = secondsLeftToWarn(claims, now);
      if (left !== null && !warned) {
        warned = true;
        const minutes = formatNumber(Math.max(1, Math.round(left / 60)));
        enqueueSnackbar(`نشست شما حدود ${minutes} دقیقه دیگر به پایان می‌رسد؛ کارهای خود را ذخیره کنید. پس از آن باید دوباره وارد شوید.`, {
          variant: 'warning',
          persist: true,
        });
      }
    }

    window.addEventListener('pointerdown', active, { passive: true });
    window.addEventListener('keydown', active, { passive: true });
    const timer = window.setInterval(() => void check(), CHECK_EVERY_MS);
    void check();
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('pointerdown', active);
      window.removeEventListener('keydown', active);
    };
  }, [refresh, enqueueSnackbar]);
}
