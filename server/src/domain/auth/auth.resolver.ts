import { Args, Context, Int, Mutation, Resolver } from '@nestjs/graphql';
import { Public } from 'src/common/auth/public.decorator.js';
import { ClientIp, CurrentUser, type AuthUser } from 'src/common/auth/request-context.js';
import { Admin } from 'src/domain/admins/admin.entity.js';
import { AuthService } from './auth.service.js';
import { DeviceCookies, deviceCookieOf } from './device-cookie.js';
import type { GraphqlContext } from 'src/domain/graphql-context.js';
import { LoginInput } from './dto/login.input.js';
import { LoginPayload } from './dto/login.output.js';
import { VerifyLoginInput } from './dto/verify-login.input.js';
import { TwoFactorSetup } from 'src/domain/two-factor/dto/two-factor-setup.output.js';

@Resolver()
export class AuthResolver {
  constructor(
    private readonly auth: AuthService,
    private readonly devices: DeviceCookies,
  ) {}

  @Public()
  @Mutation(() => LoginPayload, {
    description:
      'Logs in by e-mail or mobile number. LOGIN_MAX_FAILURES wrong passwords per account and address in 5 minutes, ' +
      'or 20 per account or per address in 15 minutes, answer 429 with Retry-After. A device the admin signed in ' +
      'from before (its HttpOnly device cookie, set on each login) counts its own failures instead of the account’s. ' +
      'The right password of an admin with two-factor sign-in is an UNAUTHENTICATED error whose extensions carry ' +
      '`code: TWO_FACTOR_REQUIRED` and a `challenge` for verifyLogin; where ADMIN_2FA requires a factor the admin has not ' +
      'set up, `code: TWO_FACTOR_SETUP_REQUIRED` and a challenge for beginLoginTwoFactorSetup, then verifyLogin.',
  })
  async login(@Args('input') input: LoginInput, @ClientIp() ip: string, @Context() { req, res }: GraphqlContext): Promise<LoginPayload> {
    const result = await this.auth.login(input.login, input.password, ip, deviceCookieOf(req));
    // Over HTTP only: a live socket has no response to set a cookie on.
    if (res) this.devices.set(req, res, result.deviceCookie);
    return result;
  }

  @Public()
  @Mutation(() => LoginPayload, {
    description:
      'The second step of a login: its challenge and the app’s current code, or a recovery code (each works once). ' +
      'Wrong codes: UNAUTHENTICATED with `code: TWO_FACTOR_INVALID`; 5 in 15 minutes lock the second step (429), not the ' +
      'password. A spent or expired challenge: `code: TWO_FACTOR_CHALLENGE_INVALID` (sign in again).',
  })
  async verifyLogin(@Args('input') input: VerifyLoginInput, @Context() { req, res }: GraphqlContext): Promise<LoginPayload> {
    const result = await this.auth.verifyLogin(input.challenge, input.code);
    if (res) this.devices.set(req, res, result.deviceCookie);
    return result;
  }

  @Public()
  @Mutation(() => TwoFactorSetup, {
    description:
      'For a login answered with TWO_FACTOR_SETUP_REQUIRED: a new TOTP secret and its QR code for the admin’s app; ' +
      'verifyLogin with the same challenge and the app’s first code turns it on and signs in.',
  })
  beginLoginTwoFactorSetup(@Args('challenge') challenge: string): Promise<TwoFactorSetup> {
    return this.auth.beginLoginSetup(challenge);
  }

  @Mutation(() => LoginPayload, {
    description:
      'A fresh token for the session the token sent belongs to. Sessions end 7 days after the login, however often renewed (401).',
  })
  refreshToken(@CurrentUser() user: AuthUser): Promise<LoginPayload> {
    return this.auth.refresh(user);
  }

  @Mutation(() => Boolean, { description: 'Ends every token of the caller, the one sent included.' })
  async logoutAll(@CurrentUser() user: AuthUser): Promise<boolean> {
    await this.auth.logoutAll(user);
    return true;
  }

  @Mutation(() => Admin, { description: "Clears an admin's failed-login lockout from every address. Superadmins only." })
  unlockAdmin(@Args('id', { type: () => Int }) id: number, @CurrentUser() user: AuthUser): Promise<Admin> {
    return this.auth.unlock(id, user);
  }
}
