import { useMutation } from '@apollo/client/react';
import { LoginDocument } from '@/generated/graphql';
import { describeApiError } from '@/lib/api-error';
import { authStorage } from '@/lib/auth-storage';

/**
 * docs/ARCHITECTURE.md §8: a failed login shows 'username or password is wrong'. It is shown under its Persian
 * wording; a lockout (429) and an unreachable server show their own messages instead.
 */
export const LOGIN_FAILED = 'نام کاربری یا رمز عبور اشتباه است';
export const LOGIN_FAILED_LEGACY = 'username or password is wrong';

export type LoginResult = { ok: true } | { ok: false; message: string };

export function useLogin() {
  const [mutate, { loading }] = useMutation(LoginDocument);
  async function login(input: { login: string; password: string }): Promise<LoginResult> {
    try {
      const { data } = await mutate({ variables: { input } });
      const { accessToken, user } = data!.login;
      authStorage.save(accessToken, { id: user.id, name: user.name, family: user.family, email: user.email, roles: [...user.roles] });
      return { ok: true };
    } catch (error) {
      const problem = describeApiError(error);
      console.warn('login failed', problem.status, problem.message);
      return { ok: false, message: problem.status === 429 || problem.status === 0 ? problem.message : LOGIN_FAILED };
    }
  }
  return { login, loading };
}
