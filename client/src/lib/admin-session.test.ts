// @vitest-environment jsdom
import { authStorage } from '@/lib/auth-storage';
import { hasAdminSession, isSuperadmin, readAdminSession, roleLabels } from './admin-session';

const user = { id: 1, name: 'سارا', family: 'احمدی', email: 'sara@example.com', roles: ['admin'] };

describe('admin session (route guard, docs/ARCHITECTURE.md §5)', () => {
  beforeEach(() => localStorage.clear());

  it('needs a token and a user with at least one role', () => {
    expect(hasAdminSession('token', user)).toBe(true);
    expect(hasAdminSession(null, user)).toBe(false);
    expect(hasAdminSession('', user)).toBe(false);
    expect(hasAdminSession('token', null)).toBe(false);
    expect(hasAdminSession('token', { ...user, roles: [] })).toBe(false);
    expect(hasAdminSession('token', { ...user, roles: undefined as unknown as string[] })).toBe(false);
  });

  it('reads a stored session and clears a stored user without roles', () => {
    authStorage.save('token', user);
    expect(readAdminSession()).toEqual(user);
    authStorage.save('token', { ...user, roles: [] });
    expect(readAdminSession()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('treats unreadable stored data as no session', () => {
    localStorage.setItem('token', 'token');
    localStorage.setItem('user', '{not json');
    expect(readAdminSession()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('lets only a superadmin with a token edit other admins (docs/ARCHITECTURE.md §6)', () => {
    authStorage.save('token', { ...user, roles: ['superadmin'] });
    expect(isSuperadmin(authStorage.user())).toBe(true);
    expect(isSuperadmin(user)).toBe(false);
    localStorage.removeItem('token');
    expect(isSuperadmin({ ...user, roles: ['superadmin'] })).toBe(false);
  });

  it('names roles in Persian and keeps unknown ones as they are', () => {
    expect(roleLabels(['superadmin', 'admin', 'support'])).toBe('مدیر ارشد، مدیر، support');
  });
});
