import { Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from 'src/common/auth/public.decorator.js';
import { AuthService } from 'src/domain/auth/auth.service.js';
import { DeviceCookies } from 'src/domain/auth/device-cookie.js';
import { VerifyLoginInput } from 'src/domain/auth/dto/verify-login.input.js';
import { LegacyRefusal } from './dto/legacy-errors.js';
import { LegacyLoginSetupBody } from './dto/legacy-login-setup.body.js';
import { LegacySecondStepRefusal } from './dto/legacy-second-step-refusal.js';
import { LegacyVerifyLoginBody } from './dto/legacy-verify-login.body.js';
import { LegacyDoc } from './legacy-doc.decorator.js';
import { LegacyBody, legacyText, toInput, type LegacyFields } from './legacy-input.js';

/**
 * The login's second step beside §7's login (docs/INTEGRATORS.md, "Admins, roles, sessions and lockouts"): POST
 * /api/admin/login answers 401 TWO_FACTOR_REQUIRED with a challenge for an admin with two-factor sign-in, and these
 * finish it.
 */
@Public()
@ApiTags('session')
@Controller('api/admin/login')
export class TwoFactorLoginController {
  constructor(
    private readonly auth: AuthService,
    private readonly devices: DeviceCookies,
  ) {}

  @Post('verify')
  @HttpCode(200)
  @LegacyDoc({
    summary:
      'The login’s second step: the challenge of its 401 TWO_FACTOR_REQUIRED and the app’s current code, or a recovery code ' +
      '(each works once). 5 wrong codes in 15 minutes lock the second step (429), not the password',
    body: LegacyVerifyLoginBody,
    returns:
      '`access_token` (JWT, as from login) and `token_type`; after a setup ADMIN_2FA required, also `recovery_codes` (ten, shown ' +
      'this once). Sets the device cookie as the login does',
  })
  @ApiResponse({ status: 401, description: 'A wrong code, or a spent or expired challenge', type: LegacySecondStepRefusal })
  @ApiResponse({ status: 429, description: 'The second step is locked after 5 wrong codes (Retry-After)', type: LegacyRefusal })
  async verify(@LegacyBody() values: LegacyFields, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const input = await toInput(VerifyLoginInput, { challenge: legacyText(values.challenge), code: legacyText(values.code) });
    const { accessToken, deviceCookie, recoveryCodes } = await this.auth.verifyLogin(input.challenge, input.code);
    this.devices.set(req, res, deviceCookie);
    return { access_token: accessToken, token_type: 'bearer', ...(recoveryCodes ? { recovery_codes: recoveryCodes } : {}) };
  }

  @Post('setup')
  @HttpCode(200)
  @LegacyDoc({
    summary:
      'For a login answered 401 TWO_FACTOR_SETUP_REQUIRED (ADMIN_2FA requires two-factor sign-in the admin has not set up): ' +
      'a new TOTP secret for the authenticator app; then /api/admin/login/verify with the same challenge and the app’s first code',
    body: LegacyLoginSetupBody,
    returns: '`secret` (base32, for typing by hand), `otpauth_url`, `qr_code` (data: URL of a PNG)',
  })
  @ApiResponse({ status: 401, description: 'A spent or expired challenge', type: LegacySecondStepRefusal })
  async setup(@LegacyBody() values: LegacyFields) {
    const challenge = legacyText(values.challenge);
    const { secret, otpauthUrl, qrCode } = await this.auth.beginLoginSetup(typeof challenge === 'string' ? challenge : '');
    return { secret, otpauth_url: otpauthUrl, qr_code: qrCode };
  }
}
