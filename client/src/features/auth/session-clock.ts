/** The server's cap on a session, counted from the login (auth_time): renewals cannot pass it. */
export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 3600;
/** A token is renewed when less than this is left of it, if the admin was active meanwhile. */
export const RENEW_WITHIN_SECONDS = 10 * 60;
/** "Active" means a key or pointer within this long. */
export const ACTIVE_WITHIN_SECONDS = 15 * 60;
/** How long before the session's cap the admin is told to save their work. */
export const WARN_BEFORE_CAP_SECONDS = 15 * 60;

export interface TokenClaims {
  exp: number;
  authTime: number;
}

/** The times a token carries, read without checking it (the server checks; this only plans). */
export function tokenClaims(token: string | null): TokenClaims | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const bytes = Uint8Array.from(atob(payload.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
    const json = JSON.parse(new TextDecoder().decode(bytes)) as { exp?: unknown; auth_time?: unknown };
    return typeof json.exp === 'number' && typeof json.auth_time === 'number' ? { exp: json.exp, authTime: json.auth_time } : null;
  } catch {
    return null;
  }
}

/** When the session ends whatever is renewed: a week after the login. */
export function sessionCap(claims: TokenClaims): number {
  return claims.authTime + SESSION_MAX_AGE_SECONDS;
}

/** Renew now: little of the token is left, the admin is at work, and the cap still allows it. */
export function renewalDue(claims: TokenClaims, nowSeconds: number, lastActivitySeconds: number): boolean {
  return (
    claims.exp - nowSeconds < RENEW_WITHIN_SECONDS &&
    nowSeconds - lastActivitySeconds < ACTIVE_WITHIN_SECONDS &&
    nowSeconds < sessionCap(claims)
  );
}

/** Seconds until the session's cap when it is near enough to warn of, else null. */
export function secondsLeftToWarn(claims: TokenClaims, nowSeconds: number): number | null {
  const left = sessionCap(claims) - nowSeconds;
  return left > 0 && left <= WARN_BEFORE_CAP_SECONDS ? left : null;
}
