import { Args, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { ClientIp, CurrentUser, type AuthUser } from 'src/common/auth/request-context.js';
import { DomainException } from 'src/common/errors/domain.exception.js';
import { Admin } from './admin.entity.js';
import { AdminsService } from './admins.service.js';
import { CreateAdminInput } from './dto/create-admin.input.js';
import { UpdateAdminInput } from './dto/update-admin.input.js';

/** Admins are never deleted: there is deliberately no delete mutation. */
@Resolver(() => Admin)
export class AdminsResolver {
  constructor(private readonly admins: AdminsService) {}

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

  @Mutation(() => Admin, { description: 'Adds an admin with the role admin.' })
  createAdmin(@Args('input') input: CreateAdminInput): Promise<Admin> {
    return this.admins.create(input);
  }

  @Mutation(() => Admin, {
    description:
      'Superadmins only, except for oneself. A new password ends every session of that admin; changing your own ' +
      'needs currentPassword, and the answer’s accessToken replaces your token.',
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
}
