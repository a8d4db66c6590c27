export interface TokenClaims {
  exp: number;
  /** When the server issued it: exp - iat is the token's life, whatever this browser's clock says. */
  iat: number;
  authTime: number;
}

/** The times a token carries, read without checking it (the server checks; this only plans). */
export function tokenClaims(token: string | null): TokenClaims | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const bytes = Uint8Array.from(atob(payload.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
    const json = JSON.parse(new TextDecoder().decode(bytes)) as { exp?: unknown; iat?: unknown; auth_time?: unknown };
    const { exp, iat, auth_time: authTime } = json;
    return typeof exp === 'number' && typeof iat === 'number' && typeof authTime === 'number' ? { exp, iat, authTime } : null;
  } catch {
    return null;
  }
}
