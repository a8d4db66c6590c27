import type { TokenClaims } from '@/lib/token-claims';

/** The server's cap on a session, counted from the login (auth_time): renewals cannot pass it. */
export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 3600;
/** "Active" means a key or pointer within this long. */
export const ACTIVE_WITHIN_SECONDS = 15 * 60;
/** How long before the session's cap the admin is told to save their work. */
export const WARN_BEFORE_CAP_SECONDS = 15 * 60;

/** When the session ends whatever is renewed: a week after the login. */
export function sessionCap(claims: TokenClaims): number {
  return claims.authTime + SESSION_MAX_AGE_SECONDS;
}

/**
 * Renew now: half the token's life has passed since this browser received it (`receivedSeconds`,
 * on this browser's clock, so a clock that is off does not matter), the admin is at work, and the
 * session's cap still allows it. At half life an active admin is renewed long before the end,
 * however short the tokens are configured, and never asked for the password while at work.
 */
export function renewalDue(claims: TokenClaims, receivedSeconds: number, nowSeconds: number, lastActivitySeconds: number): boolean {
  const life = claims.exp - claims.iat;
  return (
    nowSeconds - receivedSeconds >= life / 2 && nowSeconds - lastActivitySeconds < ACTIVE_WITHIN_SECONDS && nowSeconds < sessionCap(claims)
  );
}

/** How often to look at the token: a few times in each half of its life, and at least every 30 s. */
export function checkEverySeconds(claims: TokenClaims | null): number {
  return claims ? Math.max(1, Math.min(30, (claims.exp - claims.iat) / 8)) : 30;
}

/** Seconds until the session's cap when it is near enough to warn of, else null. */
export function secondsLeftToWarn(claims: TokenClaims, nowSeconds: number): number | null {
  const left = sessionCap(claims) - nowSeconds;
  return left > 0 && left <= WARN_BEFORE_CAP_SECONDS ? left : null;
}
