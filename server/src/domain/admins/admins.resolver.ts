import { Args, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { ClientIp, CurrentUser, type AuthUser } from 'src/common/auth/request-context.js';
import { DomainException } from 'src/common/errors/domain.exception.js';
import { Admin } from './admin.entity.js';
import { AdminDeactivationService } from './admin-deactivation.service.js';
import { AdminsService } from './admins.service.js';
import { AdminDeactivationPreview } from './dto/admin-deactivation-preview.output.js';
import { CreateAdminInput } from './dto/create-admin.input.js';
import { DeactivateAdminInput } from './dto/deactivate-admin.input.js';
import { UpdateAdminInput } from './dto/update-admin.input.js';

/** Admins are never deleted: there is deliberately no delete mutation. */
@Resolver(() => Admin)
export class AdminsResolver {
  constructor(
    private readonly admins: AdminsService,
    private readonly deactivation: AdminDeactivationService,
  ) {}

  @Query(() => [Admin], { name: 'admins', description: 'Every admin, oldest first.' })
  list(): Promise<Admin[]> {
    return this.admins.list();
  }

  @Query(() => Admin, { description: 'The admin the token belongs to.' })
  async me(@CurrentUser() user: AuthUser): Promise<Admin> {
    const admin = await this.admins.findById(user.id);
    if (!admin) throw DomainException.unauthenticated();
    return admin;
  }

  @Query(() => Admin, { description: 'One admin for editing: superadmins only, except for oneself.' })
  admin(@Args('id', { type: () => Int }) id: number, @CurrentUser() user: AuthUser): Promise<Admin> {
    return this.admins.getForEdit(id, user);
  }

  @Mutation(() => Admin, { description: 'Superadmins only: adds an admin with the role given (admin when none is).' })
  createAdmin(@Args('input') input: CreateAdminInput, @CurrentUser() user: AuthUser): Promise<Admin> {
    return this.admins.create(input, user);
  }

  @Mutation(() => Admin, {
    description:
      'Superadmins only, except for oneself. A new password ends every session of that admin; changing your own ' +
      'needs currentPassword, and the answer’s accessToken replaces your token. Only superadmins change a role, ' +
      'and the last superadmin keeps theirs.',
  })
  updateAdmin(
    @Args('id', { type: () => Int }) id: number,
    @Args('input') input: UpdateAdminInput,
    @CurrentUser() user: AuthUser,
    @ClientIp() ip: string,
  ): Promise<Admin> {
    return this.admins.update(id, input, user, ip);
  }

  @Mutation(() => Admin, { description: 'Superadmins: puts an admin on duty (new requests are assigned in turn among them) or off.' })
  setAdminOnDuty(
    @Args('id', { type: () => Int }) id: number,
    @Args('onDuty') onDuty: boolean,
    @CurrentUser() user: AuthUser,
  ): Promise<Admin> {
    return this.admins.setOnDuty(id, onDuty, user);
  }

  @Query(() => AdminDeactivationPreview, {
    description: 'Superadmins: what deactivating the admin would hand on or end (open requests, API tokens, webhook endpoints).',
  })
  adminDeactivation(@Args('id', { type: () => Int }) id: number, @CurrentUser() user: AuthUser): Promise<AdminDeactivationPreview> {
    return this.deactivation.preview(id, user);
  }

  @Mutation(() => Admin, {
    description:
      'Superadmins: turns an admin off («غیرفعال کردن»). They cannot sign in, every token and live socket of theirs ends at ' +
      'once, they leave the rotation; their open requests go to `reassignTo` (an active admin) or become unowned, and the API ' +
      'tokens they created are kept under the caller (KEEP, the default) or revoked with the webhook endpoints they registered ' +
      '(REVOKE). Not oneself; never the last active superadmin (REFUSED).',
  })
  deactivateAdmin(
    @Args('id', { type: () => Int }) id: number,
    @Args('input', { type: () => DeactivateAdminInput, nullable: true }) input: DeactivateAdminInput | null,
    @CurrentUser() user: AuthUser,
  ): Promise<Admin> {
    return this.deactivation.deactivate(id, input ?? {}, user);
  }

  @Mutation(() => Admin, { description: 'Superadmins: lets a deactivated admin sign in again (their old sessions stay ended; off duty).' })
  reactivateAdmin(@Args('id', { type: () => Int }) id: number, @CurrentUser() user: AuthUser): Promise<Admin> {
    return this.deactivation.reactivate(id, user);
  }
}
