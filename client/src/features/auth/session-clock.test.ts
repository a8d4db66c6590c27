import { tokenClaims } from '@/lib/token-claims';
import { checkEverySeconds, renewalDue, secondsLeftToWarn, SESSION_MAX_AGE_SECONDS } from './session-clock';

const base64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));
const token = (payload: object) => `h.${base64(JSON.stringify(payload)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.s`;

describe('session clock', () => {
  it('reads exp, iat and auth_time from a token, and nothing from a malformed one', () => {
    expect(tokenClaims(token({ exp: 200, iat: 140, auth_time: 100, user: { name: 'مریم' } }))).toEqual({
      exp: 200,
      iat: 140,
      authTime: 100,
    });
    expect(tokenClaims(token({ exp: 200, auth_time: 100 }))).toBeNull();
    expect(tokenClaims('not-a-token')).toBeNull();
    expect(tokenClaims('a.%%%.b')).toBeNull();
    expect(tokenClaims(null)).toBeNull();
  });

  it("renews at half the token's life from when this browser received it, only while the admin is active and the week is not over", () => {
    const claims = { exp: 10_060, iat: 10_000, authTime: 0 }; // a 60 s token, issued on a server clock
    const received = 500; // this browser's clock is far behind the server's: only the life counts
    expect(renewalDue(claims, received, 529, 525)).toBe(false);
    expect(renewalDue(claims, received, 530, 525)).toBe(true);
    // An admin typing every 9 s is renewed with 30 s of the token left, never asked for the password.
    expect(renewalDue(claims, received, 539, 539)).toBe(true);
    expect(renewalDue(claims, received, 540, 540 - 16 * 60)).toBe(false); // idle for 16 minutes
    const weekOld = { exp: SESSION_MAX_AGE_SECONDS + 100, iat: SESSION_MAX_AGE_SECONDS - 3500, authTime: 0 };
    expect(renewalDue(weekOld, 0, SESSION_MAX_AGE_SECONDS, SESSION_MAX_AGE_SECONDS)).toBe(false);
  });

  it('looks at a short token several times in each half of its life, at a long one every 30 s', () => {
    expect(checkEverySeconds({ exp: 60, iat: 0, authTime: 0 })).toBe(7.5);
    expect(checkEverySeconds({ exp: 12 * 3600, iat: 0, authTime: 0 })).toBe(30);
    expect(checkEverySeconds(null)).toBe(30);
  });

  it('warns in the last quarter hour of the week, not before and not after', () => {
    const claims = { exp: 0, iat: 0, authTime: 0 };
    expect(secondsLeftToWarn(claims, SESSION_MAX_AGE_SECONDS - 16 * 60)).toBeNull();
    expect(secondsLeftToWarn(claims, SESSION_MAX_AGE_SECONDS - 10 * 60)).toBe(600);
    expect(secondsLeftToWarn(claims, SESSION_MAX_AGE_SECONDS + 1)).toBeNull();
  });
});
