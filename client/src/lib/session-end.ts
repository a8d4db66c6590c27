import { paths } from '@/config/paths';

/**
 * Why the back office ended a session, when the login page must say so (docs/INTEGRATORS.md, "Admins, roles, sessions
 * and lockouts"): the server's code for a deactivated admin (GraphQL `extensions.code`; on the live socket, the close
 * reason).
 * The login page reads it from `?ended=` and shows the Persian message beside its form.
 */
export const ACCOUNT_DEACTIVATED = 'ACCOUNT_DEACTIVATED';
export const ENDED_PARAM = 'ended';
export type SessionEndReason = 'deactivated';

/** The login page, saying why the session ended when there is a reason to give. */
export function loginHref(reason?: SessionEndReason): string {
  return reason ? `${paths.adminLogin}?${ENDED_PARAM}=${reason}` : paths.adminLogin;
}

/** Whether a GraphQL error (as Apollo reports it) refuses a deactivated admin. */
export function refusesDeactivated(errors: readonly { extensions?: Record<string, unknown> }[]): boolean {
  return errors.some((error) => error.extensions?.code === ACCOUNT_DEACTIVATED);
}
