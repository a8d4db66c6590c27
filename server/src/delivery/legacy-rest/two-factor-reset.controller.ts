import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CurrentUser, type AuthUser } from 'src/common/auth/request-context.js';
import { TwoFactorService } from 'src/domain/two-factor/two-factor.service.js';
import { LegacyAdminApi, LegacyDoc } from './legacy-doc.decorator.js';
import { LegacyIdPipe } from './legacy-id.pipe.js';
import { legacyAdmin } from './mappers.js';

/** A superadmin's reset of another admin's two-factor sign-in (a lost phone), beside §7's admin calls. */
@LegacyAdminApi('admins')
@Controller('api/user')
export class TwoFactorResetController {
  constructor(private readonly twoFactor: TwoFactorService) {}

  @Post(':id/reset-2fa')
  @HttpCode(200)
  @LegacyDoc({
    summary:
      'Turn off an admin’s two-factor sign-in (superadmins only: 403; not your own: 400), in the activity log; where ' +
      'ADMIN_2FA requires it, they set it up again at their next sign-in',
    returns: '`message`, `user`',
    notFound: true,
  })
  async reset(@Param('id', LegacyIdPipe) id: number, @CurrentUser() user: AuthUser) {
    const admin = await this.twoFactor.reset(id, user);
    return { message: 'ورود دو مرحله‌ای مدیر بازنشانی شد', user: legacyAdmin(admin) };
  }
}
