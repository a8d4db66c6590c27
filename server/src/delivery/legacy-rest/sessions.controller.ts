import { Controller, HttpCode, Post } from '@nestjs/common';
import { CurrentUser, type AuthUser } from 'src/common/auth/request-context.js';
import { AuthService } from 'src/domain/auth/auth.service.js';
import { LegacyAdminApi, LegacyDoc } from './legacy-doc.decorator.js';

/** The session calls beside the legacy login (`POST /api/admin/login`, in the public controller). */
@LegacyAdminApi('session')
@Controller('api/admin')
export class SessionsController {
  constructor(private readonly auth: AuthService) {}

  @Post('refresh')
  @HttpCode(200)
  @LegacyDoc({
    summary: 'Renew the token before it expires; the session still ends 7 days after the login (then 401)',
    returns: '`access_token` (JWT, as from login), `token_type`',
  })
  async refresh(@CurrentUser() user: AuthUser) {
    const { accessToken } = await this.auth.refresh(user);
    return { access_token: accessToken, token_type: 'bearer' };
  }

  @Post('logout-all')
  @HttpCode(200)
  @LegacyDoc({ summary: 'End every session of the caller, this one included', returns: '`message`' })
  async logoutAll(@CurrentUser() user: AuthUser) {
    await this.auth.logoutAll(user);
    return { message: 'از همه نشست‌ها خارج شدید' };
  }
}
