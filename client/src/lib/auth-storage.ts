/** The back office keeps its session in localStorage under these keys (the legacy client's too). */
const TOKEN = 'token';
const USER = 'user';

export interface StoredUser {
  id: number;
  name: string;
  family: string;
  email: string;
  roles: string[];
}

export const authStorage = {
  token(): string | null {
    return localStorage.getItem(TOKEN);
  },
  user(): StoredUser | null {
    try {
      return JSON.parse(localStorage.getItem(USER) ?? 'null') as StoredUser | null;
    } catch {
      return null;
    }
  },
  save(token: string, user: StoredUser): void {
    localStorage.setItem(TOKEN, token);
    localStorage.setItem(USER, JSON.stringify(user));
  },
  clear(): void {
    localStorage.removeItem(TOKEN);
    localStorage.removeItem(USER);
  },
};
