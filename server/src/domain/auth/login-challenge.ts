import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { Clock } from 'src/common/clock.js';
import { APP_CONFIG, type AppConfig } from 'src/platform/config/app.config.js';

/** A login's second step is taken within this long of the password (then the login starts over). */
export const CHALLENGE_TTL_SECONDS = 5 * 60;

/**
 * What the password step vouches for until the second step: `verify` (a code of the admin's
 * factor) or `setup` (ADMIN_2FA requires a factor the admin has not set up yet).
 */
export interface ChallengeClaim {
  adminId: number;
  purpose: 'verify' | 'setup';
  /** The factor's sign-in count at issue (AdminTwoFactor.signIns): passing raises it, so a challenge passes once. */
  generation: number;
  /** The admin's token version at issue: a password change or logout-all meanwhile ends the challenge too. */
  tokenVersion: number;
}

/**
 * Login challenges, `<payload>.<HMAC>` in base64url, signed with a key derived from JWT_SECRET
 * (every instance shares it; a challenge is never a token, whose key is another). Stateless and
 * short-lived; single use comes from the generation it names (two-factor.service.ts).
 */
@Injectable()
export class LoginChallenges {
  private readonly key: Buffer;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly clock: Clock,
  ) {
    this.key = createHmac('sha256', config.auth.jwtSecret).update('admin-login-challenge/v1').digest();
  }

  issue(claim: ChallengeClaim): string {
    const body = Buffer.from(
      JSON.stringify({
        a: claim.adminId,
        p: claim.purpose,
        g: claim.generation,
        v: claim.tokenVersion,
        e: this.nowSeconds() + CHALLENGE_TTL_SECONDS,
        n: randomBytes(9).toString('base64url'),
      }),
    ).toString('base64url');
    return `${body}.${this.sign(body)}`;
  }

  /** The claim of a challenge this server issued and that has not expired; null for anything else. */
  read(value: string): ChallengeClaim | null {
    const [body, signature, ...rest] = value.split('.');
    if (!body || !signature || rest.length > 0) return null;
    const expected = Buffer.from(this.sign(body));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    let payload: { a?: unknown; p?: unknown; g?: unknown; v?: unknown; e?: unknown };
    try {
      payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as typeof payload;
    } catch {
      return null;
    }
    const { a, p, g, v, e } = payload;
    if (![a, g, v, e].every(Number.isInteger) || (p !== 'verify' && p !== 'setup')) return null;
    if ((e as number) <= this.nowSeconds()) return null;
    return { adminId: a as number, purpose: p, generation: g as number, tokenVersion: v as number };
  }

  private sign(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }

  private nowSeconds(): number {
    return Math.floor(this.clock.now().getTime() / 1000);
  }
}
