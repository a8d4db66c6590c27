import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CurrentUser, type AuthUser } from 'src/common/auth/request-context.js';
import { AdminsService } from 'src/modules/admins/admins.service.js';
import { CreateAdminInput } from 'src/modules/admins/dto/create-admin.input.js';
import { UpdateAdminInput } from 'src/modules/admins/dto/update-admin.input.js';
import { LegacyIdPipe } from './legacy-id.pipe.js';
import { legacyText, toInput, withLegacyFields, LegacyBody, type LegacyFields } from './legacy-input.js';
import { legacyAdmin } from './mappers.js';
import { LegacyDoc, LegacyAdminApi } from './legacy-doc.decorator.js';
import { LegacyAdminBody } from './dto/legacy-admin.body.js';

/** Admins ("users" in the legacy paths). There is no delete: admins are never removed. */
@LegacyAdminApi('admins')
@Controller('api/user')
export class UsersController {
  constructor(private readonly admins: AdminsService) {}

  @Get('view-all')
  @LegacyDoc({ summary: 'Every admin', returns: 'Array of admins' })
  async list() {
    return (await this.admins.list()).map(legacyAdmin);
  }

  @Post('create-user')
  @HttpCode(201)
  @LegacyDoc({ summary: 'Add an admin (role admin)', body: LegacyAdminBody, status: 201, returns: '`message`, `user`' })
  async create(@LegacyBody() body: LegacyFields) {
    const admin = await withLegacyFields({}, async () => this.admins.create(await toInput(CreateAdminInput, adminValues(body))));
    return { message: 'کاربر افزوده شد', user: legacyAdmin(admin) };
  }

  @Get(':id/edit-user')
  @LegacyDoc({
    summary: 'An admin for editing (superadmins only, except oneself: 403)',
    returns: '`name`, `family`, `email`, `phone`',
    notFound: true,
  })
  async editForm(@Param('id', LegacyIdPipe) id: number, @CurrentUser() user: AuthUser) {
    const { name, family, email, phone } = legacyAdmin(await this.admins.getForEdit(id, user));
    return { id, name, family, email, phone };
  }

  @Post(':id/update-user')
  @HttpCode(200)
  @LegacyDoc({
    summary: 'Update an admin (superadmins only, except oneself: 403)',
    body: LegacyAdminBody,
    returns: '`message`, `user`',
    notFound: true,
  })
  async update(@Param('id', LegacyIdPipe) id: number, @LegacyBody() body: LegacyFields, @CurrentUser() user: AuthUser) {
    const admin = await withLegacyFields({}, async () =>
      this.admins.update(id, await toInput(UpdateAdminInput, adminValues(body), ['name', 'family', 'email', 'phone']), user),
    );
    return { message: 'کاربر ویرایش شد', user: legacyAdmin(admin) };
  }
}

function adminValues(values: Record<string, unknown>) {
  return {
    name: legacyText(values.name),
    family: legacyText(values.family),
    email: legacyText(values.email),
    phone: legacyText(values.phone),
    password: legacyText(values.password),
  };
}
