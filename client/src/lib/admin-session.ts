import { authStorage, type StoredUser } from '@/lib/auth-storage';

/**
 * docs/ARCHITECTURE.md §5: a back-office route needs a stored token and a stored user with at least one role.
 * Any role opens every admin route (docs/ARCHITECTURE.md §6).
 */
export function hasAdminSession(token: string | null, user: StoredUser | null): user is StoredUser {
  return Boolean(token) && Array.isArray(user?.roles) && user.roles.length > 0;
}

/** The stored session, or null after clearing whatever half of one was left behind. */
export function readAdminSession(): StoredUser | null {
  const token = authStorage.token();
  const user = authStorage.user();
  if (hasAdminSession(token, user)) return user;
  if (token || user) authStorage.clear();
  return null;
}

export const SUPERADMIN = 'superadmin';

const ROLE_LABELS: Record<string, string> = { superadmin: 'مدیر ارشد', admin: 'مدیر' };

/** Roles in Persian for the welcome line; a role the client does not know is shown as it is. */
export function roleLabels(roles: readonly string[]): string {
  return roles.map((role) => ROLE_LABELS[role] ?? role).join('، ');
}

export function isSuperadmin(user: StoredUser | null): boolean {
  return Boolean(authStorage.token()) && Boolean(user?.roles.includes(SUPERADMIN));
}
