import { renewalDue, secondsLeftToWarn, SESSION_MAX_AGE_SECONDS, tokenClaims } from './session-clock';

const base64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));
const token = (payload: object) => `h.${base64(JSON.stringify(payload)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.s`;

describe('session clock', () => {
  it('reads exp and auth_time from a token, and nothing from a malformed one', () => {
    expect(tokenClaims(token({ exp: 200, auth_time: 100, user: { name: 'مریم' } }))).toEqual({ exp: 200, authTime: 100 });
    expect(tokenClaims(token({ exp: 200 }))).toBeNull();
    expect(tokenClaims('not-a-token')).toBeNull();
    expect(tokenClaims('a.%%%.b')).toBeNull();
    expect(tokenClaims(null)).toBeNull();
  });

  it('renews a token close to its end only while the admin is active and the week is not over', () => {
    const claims = { exp: 10_000, authTime: 0 };
    expect(renewalDue(claims, 9_500, 9_400)).toBe(true);
    expect(renewalDue(claims, 8_000, 7_900)).toBe(false); // more than 10 minutes left
    expect(renewalDue(claims, 9_500, 9_500 - 16 * 60)).toBe(false); // idle for 16 minutes
    const weekOld = { exp: SESSION_MAX_AGE_SECONDS + 100, authTime: 0 };
    expect(renewalDue(weekOld, SESSION_MAX_AGE_SECONDS, SESSION_MAX_AGE_SECONDS)).toBe(false);
  });

  it('warns in the last quarter hour of the week, not before and not after', () => {
    const claims = { exp: 0, authTime: 0 };
    expect(secondsLeftToWarn(claims, SESSION_MAX_AGE_SECONDS - 16 * 60)).toBeNull();
    expect(secondsLeftToWarn(claims, SESSION_MAX_AGE_SECONDS - 10 * 60)).toBe(600);
    expect(secondsLeftToWarn(claims, SESSION_MAX_AGE_SECONDS + 1)).toBeNull();
  });
});
