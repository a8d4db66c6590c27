import { useMutation } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { RefreshTokenDocument } from '@/generated/graphql';
import { authStorage } from '@/lib/auth-storage';
import { formatNumber } from '@/lib/format';
import { tokenClaims, type TokenClaims } from '@/lib/token-claims';
import { checkEverySeconds, renewalDue, secondsLeftToWarn } from './session-clock';

const nowSeconds = () => Date.now() / 1000;

/**
 * Keeps a working admin signed in: the token is renewed at half its life while they are active
 * (on their next key or click, or the next look at the clock), and a quarter hour before the
 * session's weekly cap (which no renewal passes) they are told to save their work. If it ends
 * anyway, the next save asks for the password over the form.
 */
export function useSessionKeeper(): void {
  const [refresh] = useMutation(RefreshTokenDocument);
  const { enqueueSnackbar } = useSnackbar();

  useEffect(() => {
    let lastActivity = nowSeconds();
    let renewing = false;
    let warned = false;
    let timer = 0;
    /** The token this browser holds and when it got it, on its own clock. */
    let held: { token: string; received: number } | null = null;

    function receivedAt(token: string, claims: TokenClaims): number {
      if (held?.token !== token) {
        // A token stored before this page loaded: its issue time, or now if this clock is behind the server's.
        held = { token, received: held ? nowSeconds() : Math.min(nowSeconds(), claims.iat) };
      }
      return held.received;
    }

    async function renew() {
      renewing = true;
      try {
        const { data } = await refresh();
        if (data) {
          const { accessToken, user } = data.refreshToken;
          authStorage.save(accessToken, { id: user.id, name: user.name, family: user.family, email: user.email, roles: [...user.roles] });
          held = { token: accessToken, received: nowSeconds() };
        }
      } catch {
        // Not renewed: the token still works until it ends, and a save after that asks to log in again.
      } finally {
        renewing = false;
      }
    }

    function check() {
      const token = authStorage.token();
      const claims = tokenClaims(token);
      if (!token || !claims) return;
      const now = nowSeconds();
      if (!renewing && renewalDue(claims, receivedAt(token, claims), now, lastActivity)) void renew();
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

    function schedule() {
      check();
      timer = window.setTimeout(schedule, checkEverySeconds(tokenClaims(authStorage.token())) * 1000);
    }

    const active = () => {
      lastActivity = nowSeconds();
      check();
    };
    window.addEventListener('pointerdown', active, { passive: true });
    window.addEventListener('keydown', active, { passive: true });
    schedule();
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('pointerdown', active);
      window.removeEventListener('keydown', active);
    };
  }, [refresh, enqueueSnackbar]);
}
