import { DomainException, ErrorCode } from 'src/common/errors/domain.exception.js';

/**
 * Why a deactivated admin's login, token or socket is refused (docs/INTEGRATORS.md, "Admins, roles, sessions and
 * lockouts"): a 401 like any ended session, with its own stable code (GraphQL `extensions.code`, REST `code`, as the
 * second step's codes are), so the back office sends them to the login page with this message instead of asking for
 * their password again.
 */
export const ACCOUNT_DEACTIVATED = 'ACCOUNT_DEACTIVATED';
export const ACCOUNT_DEACTIVATED_MESSAGE = 'حساب شما غیرفعال شده است؛ با مدیر ارشد تماس بگیرید';

export function accountDeactivated(): DomainException {
  return new DomainException(ErrorCode.Unauthenticated, ACCOUNT_DEACTIVATED_MESSAGE, undefined, undefined, {
    code: ACCOUNT_DEACTIVATED,
  });
}

export function isAccountDeactivated(error: unknown): boolean {
  return error instanceof DomainException && error.details?.code === ACCOUNT_DEACTIVATED;
}
