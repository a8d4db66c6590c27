import { useMutation } from '@apollo/client/react';
import { BeginLoginTwoFactorSetupDocument, LoginDocument, VerifyLoginDocument } from '@/generated/graphql';
import { describeApiError } from '@/lib/api-error';
import { authStorage } from '@/lib/auth-storage';
import { ACCOUNT_DEACTIVATED } from '@/lib/session-end';
import { toLatinDigits } from '@/lib/format';

/**
 * docs/ARCHITECTURE.md §8: a failed login shows 'username or password is wrong'. It is shown under its Persian
 * wording; a lockout (429) and an unreachable server show their own messages instead.
 */
export const LOGIN_FAILED = 'نام کاربری یا رمز عبور اشتباه است';
export const LOGIN_FAILED_LEGACY = 'username or password is wrong';

/**
 * The password was right and a second step is due (docs/INTEGRATORS.md, "Admins, roles, sessions and lockouts"): a
 * code, or first setting two-factor sign-in up.
 */
export interface SecondStep {
  kind: 'verify' | 'setup';
  challenge: string;
}

export type LoginResult = { ok: true } | { ok: false; message: string; secondStep?: SecondStep };

type SessionUser = { id: number; name: string; family: string; email: string; roles: readonly string[] };

function saveSession(accessToken: string, user: SessionUser) {
  authStorage.save(accessToken, { id: user.id, name: user.name, family: user.family, email: user.email, roles: [...user.roles] });
}

export function useLogin() {
  const [mutate, { loading }] = useMutation(LoginDocument);
  async function login(input: { login: string; password: string }): Promise<LoginResult> {
    try {
      const { data } = await mutate({ variables: { input } });
      const { accessToken, user } = data!.login;
      saveSession(accessToken, user);
      return { ok: true };
    } catch (error) {
      const problem = describeApiError(error);
      if (problem.challenge && (problem.code === 'TWO_FACTOR_REQUIRED' || problem.code === 'TWO_FACTOR_SETUP_REQUIRED')) {
        const kind = problem.code === 'TWO_FACTOR_REQUIRED' ? 'verify' : 'setup';
        return { ok: false, message: problem.message, secondStep: { kind, challenge: problem.challenge } };
      }
      // A deactivated admin is told so (docs/INTEGRATORS.md, "Admins, roles, sessions and lockouts"): the server says
      // it only after the right password.
      if (problem.code === ACCOUNT_DEACTIVATED) return { ok: false, message: problem.message };
      console.warn('login failed', problem.status, problem.message);
      return { ok: false, message: problem.status === 429 || problem.status === 0 ? problem.message : LOGIN_FAILED };
    }
  }
  return { login, loading };
}

export type VerifyResult =
  | { ok: true; recoveryCodes: string[] | null }
  | { ok: false; message: string; /** The challenge is spent or expired: the password is asked again. */ restart: boolean };

/** The second step: the challenge and a code of the app (Persian or Arabic digits accepted) or a recovery code. */
export function useVerifyLogin() {
  const [mutate, { loading }] = useMutation(VerifyLoginDocument);
  async function verify(challenge: string, code: string): Promise<VerifyResult> {
    try {
      const { data } = await mutate({ variables: { input: { challenge, code: toLatinDigits(code.trim()) } } });
      const { accessToken, user, recoveryCodes } = data!.verifyLogin;
      saveSession(accessToken, user);
      return { ok: true, recoveryCodes: recoveryCodes ? [...recoveryCodes] : null };
    } catch (error) {
      const problem = describeApiError(error);
      return { ok: false, message: problem.message, restart: problem.code === 'TWO_FACTOR_CHALLENGE_INVALID' };
    }
  }
  return { verify, loading };
}

/** Where ADMIN_2FA requires it: the secret and QR code to set two-factor sign-in up with, on the login's challenge. */
export function useBeginLoginSetup() {
  const [mutate] = useMutation(BeginLoginTwoFactorSetupDocument);
  return async (challenge: string) => (await mutate({ variables: { challenge } })).data!.beginLoginTwoFactorSetup;
}
