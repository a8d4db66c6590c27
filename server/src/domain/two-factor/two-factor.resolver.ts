import { Args, Context, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentUser, type AuthUser } from 'src/common/auth/request-context.js';
import { DomainException } from 'src/common/errors/domain.exception.js';
import { Admin } from 'src/domain/admins/admin.entity.js';
import { AdminsService } from 'src/domain/admins/admins.service.js';
import type { GraphqlContext } from 'src/domain/graphql-context.js';
import { TwoFactorCodeInput } from './dto/two-factor-code.input.js';
import { TwoFactorConfirmation } from './dto/two-factor-confirmation.output.js';
import { TwoFactorSetup } from './dto/two-factor-setup.output.js';
import { TwoFactorStatus } from './dto/two-factor-status.output.js';
import { TwoFactorService } from './two-factor.service.js';

/**
 * The signed-in admin's own two-factor sign-in, and a superadmin's reset of another's (docs/INTEGRATORS.md, "Admins,
 * roles, sessions and lockouts").
 */
@Resolver(() => Admin)
export class TwoFactorResolver {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly admins: AdminsService,
  ) {}

  @ResolveField(() => Boolean, { description: 'Two-factor sign-in is set up and on: every sign-in asks for a code.' })
  twoFactorEnabled(@Parent() admin: Admin, @Context() { loaders }: GraphqlContext): Promise<boolean> {
    return loaders.twoFactorEnabled.load(admin.id);
  }

  @Query(() => TwoFactorStatus, { description: "The caller's two-factor sign-in, and whether ADMIN_2FA requires it of them." })
  twoFactorStatus(@CurrentUser() user: AuthUser): Promise<TwoFactorStatus> {
    return this.twoFactor.status(user);
  }

  @Mutation(() => TwoFactorSetup, {
    description:
      'Starts setting up two-factor sign-in for the caller (or starts over): a new secret, its otpauth:// address and QR code. ' +
      'Nothing changes at sign-in until confirmTwoFactorSetup takes the first code. Refused while it is on.',
  })
  async beginTwoFactorSetup(@CurrentUser() user: AuthUser): Promise<TwoFactorSetup> {
    return this.twoFactor.beginSetup(await this.self(user));
  }

  @Mutation(() => TwoFactorConfirmation, {
    description:
      'Confirms the setup with the first code the app shows: two-factor sign-in is on from now, and the answer holds the ten ' +
      'recovery codes, shown this once. A wrong code is a 422 on `code`; 5 wrong codes in 15 minutes lock the second step (429).',
  })
  async confirmTwoFactorSetup(@Args('input') input: TwoFactorCodeInput, @CurrentUser() user: AuthUser): Promise<TwoFactorConfirmation> {
    const recoveryCodes = await this.twoFactor.confirmSetup(await this.self(user), input.code);
    if (!recoveryCodes) throw DomainException.invalidField('code', TwoFactorService.WRONG_CODE);
    return { recoveryCodes };
  }

  @Mutation(() => Boolean, {
    description: "Turns the caller's two-factor sign-in off, with a current code or a recovery code. Refused where ADMIN_2FA requires it.",
  })
  async disableTwoFactor(@Args('input') input: TwoFactorCodeInput, @CurrentUser() user: AuthUser): Promise<boolean> {
    await this.twoFactor.disable(user, input.code);
    return true;
  }

  @Mutation(() => Admin, {
    description:
      "Superadmins: turns another admin's two-factor sign-in off (a lost phone), in the activity log. Where ADMIN_2FA requires it, " +
      'they set it up again at their next sign-in.',
  })
  resetAdminTwoFactor(@Args('id', { type: () => Int }) id: number, @CurrentUser() user: AuthUser): Promise<Admin> {
    return this.twoFactor.reset(id, user);
  }

  private async self(user: AuthUser): Promise<Admin> {
    const admin = await this.admins.findById(user.id);
    if (!admin) throw DomainException.unauthenticated();
    return admin;
  }
}
