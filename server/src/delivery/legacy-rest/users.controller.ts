import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ClientIp, CurrentUser, type AuthUser } from 'src/common/auth/request-context.js';
import { AdminsService } from 'src/domain/admins/admins.service.js';
import { AuthService } from 'src/domain/auth/auth.service.js';
import { AdminDeactivationService } from 'src/domain/admins/admin-deactivation.service.js';
import { CreateAdminInput } from 'src/domain/admins/dto/create-admin.input.js';
import { DeactivateAdminInput } from 'src/domain/admins/dto/deactivate-admin.input.js';
import { UpdateAdminInput } from 'src/domain/admins/dto/update-admin.input.js';
import { LegacyIdPipe } from './legacy-id.pipe.js';
import { legacyInt, legacyOptionalInt, legacyText, toInput, withLegacyFields, LegacyBody, type LegacyFields } from './legacy-input.js';
import { legacyAdmin } from './mappers.js';
import { LegacyDoc, LegacyAdminApi } from './legacy-doc.decorator.js';
import { LegacyAdminBody } from './dto/legacy-admin.body.js';
import { LegacyDeactivateAdminBody } from './dto/legacy-deactivate-admin.body.js';

/** Admins ("users" in the legacy paths). There is no delete: admins are never removed. */
@LegacyAdminApi('admins')
@Controller('api/user')
export class UsersController {
  constructor(
    private readonly admins: AdminsService,
    private readonly auth: AuthService,
    private readonly deactivation: AdminDeactivationService,
  ) {}

  @Get('view-all')
  @LegacyDoc({ summary: 'Every admin', returns: 'Array of admins' })
  async list() {
    return (await this.admins.list()).map(legacyAdmin);
  }

  @Post('create-user')
  @HttpCode(201)
  @LegacyDoc({
    summary: 'Add an admin with the `role` given, `admin` when none is (superadmins only: 403)',
    body: LegacyAdminBody,
    status: 201,
    returns: '`message`, `user`',
  })
  async create(@LegacyBody() body: LegacyFields, @CurrentUser() user: AuthUser) {
    const admin = await withLegacyFields({}, async () => this.admins.create(await toInput(CreateAdminInput, adminValues(body)), user));
    return { message: 'کاربر افزوده شد', user: legacyAdmin(admin) };
  }

  @Get(':id/edit-user')
  @LegacyDoc({
    summary: 'An admin for editing (superadmins only, except oneself: 403)',
    returns: '`name`, `family`, `email`, `phone`',
    notFound: true,
  })
  async editForm(@Param('id', LegacyIdPipe) id: number, @CurrentUser() user: AuthUser) {
    const { name, family, email, phone, version } = legacyAdmin(await this.admins.getForEdit(id, user));
    return { id, name, family, email, phone, version };
  }

  @Post(':id/update-user')
  @HttpCode(200)
  @LegacyDoc({
    summary:
      'Update an admin (superadmins only, except oneself: 403); a new password ends that admin’s sessions; only superadmins ' +
      'change `role` (403), and the last superadmin keeps it (400)',
    body: LegacyAdminBody,
    returns: '`message`, `user`; after changing your own password also `token`, the replacement of the token sent, which that change ended',
    notFound: true,
    versioned: true,
  })
  async update(
    @Param('id', LegacyIdPipe) id: number,
    @LegacyBody() body: LegacyFields,
    @CurrentUser() user: AuthUser,
    @ClientIp() ip: string,
  ) {
    const admin = await withLegacyFields({ currentPassword: 'current_password' }, async () =>
      this.admins.update(
        id,
        await toInput(
          UpdateAdminInput,
          { ...adminValues(body), currentPassword: legacyText(body.current_password), version: legacyInt(body.version) },
          ['name', 'family', 'email', 'phone'],
        ),
        user,
        ip,
      ),
    );
    const token = await this.auth.tokenAfterOwnChange(admin, user);
    return { message: 'کاربر ویرایش شد', user: legacyAdmin(admin), ...(token ? { token } : {}) };
  }

  @Post(':id/unlock')
  @HttpCode(200)
  @LegacyDoc({
    summary: 'Clear an admin’s failed-login lockout from every address (superadmins only: 403)',
    returns: '`message`, `user`',
    notFound: true,
  })
  async unlock(@Param('id', LegacyIdPipe) id: number, @CurrentUser() user: AuthUser) {
    const admin = await this.auth.unlock(id, user);
    return { message: 'قفل ورود مدیر باز شد', user: legacyAdmin(admin) };
  }

  @Post(':id/deactivate')
  @HttpCode(200)
  @LegacyDoc({
    summary:
      'Deactivate an admin («غیرفعال کردن», superadmins only: 403): they cannot sign in (401 `ACCOUNT_DEACTIVATED`), every token ' +
      'and live socket of theirs ends at once, they leave the rotation; their open requests go to `reassign_to` or become unowned; ' +
      'their API tokens are kept under the caller or revoked (`api_tokens`). Not oneself, nor the last active superadmin (400)',
    body: LegacyDeactivateAdminBody,
    returns: '`message`, `user` (with `active` false)',
    notFound: true,
  })
  async deactivate(@Param('id', LegacyIdPipe) id: number, @LegacyBody() body: LegacyFields, @CurrentUser() user: AuthUser) {
    const admin = await withLegacyFields({ reassignTo: 'reassign_to', apiTokens: 'api_tokens' }, async () =>
      this.deactivation.deactivate(
        id,
        await toInput(DeactivateAdminInput, {
          reassignTo: legacyOptionalInt(body.reassign_to),
          apiTokens: legacyDisposal(body.api_tokens),
        }),
        user,
      ),
    );
    return { message: 'مدیر غیرفعال شد', user: legacyAdmin(admin) };
  }

  @Post(':id/reactivate')
  @HttpCode(200)
  @LegacyDoc({
    summary: 'Let a deactivated admin sign in again (superadmins only: 403); their old sessions stay ended; 400 if already active',
    returns: '`message`, `user` (with `active` true)',
    notFound: true,
  })
  async reactivate(@Param('id', LegacyIdPipe) id: number, @CurrentUser() user: AuthUser) {
    const admin = await this.deactivation.reactivate(id, user);
    return { message: 'مدیر فعال شد', user: legacyAdmin(admin) };
  }
}

/** `keep` / `revoke` as the GraphQL enum spells them; anything else stays as sent, for the input class to refuse. */
function legacyDisposal(value: unknown): unknown {
  return typeof value === 'string' && ['keep', 'revoke'].includes(value.toLowerCase()) ? value.toUpperCase() : value;
}

function adminValues(values: Record<string, unknown>) {
  return {
    name: legacyText(values.name),
    family: legacyText(values.family),
    email: legacyText(values.email),
    phone: legacyText(values.phone),
    password: legacyText(values.password),
    role: legacyText(values.role),
  };
}
