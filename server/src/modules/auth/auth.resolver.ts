import { Args, Int, Mutation, Resolver } from '@nestjs/graphql';
import { Public } from 'src/common/auth/public.decorator.js';
import { ClientIp, CurrentUser, type AuthUser } from 'src/common/auth/request-context.js';
import { Admin } from 'src/modules/admins/admin.entity.js';
import { AuthService } from './auth.service.js';
import { LoginInput } from './dto/login.input.js';
import { LoginPayload } from './dto/login.output.js';

@Resolver()
export class AuthResolver {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @Mutation(() => LoginPayload, {
    description:
      'Logs in by e-mail or mobile number. LOGIN_MAX_FAILURES wrong passwords per account and address in 5 minutes, ' +
      'or 20 per account or per address in 15 minutes, answer 429 with Retry-After.',
  })
  login(@Args('input') input: LoginInput, @ClientIp() ip: string): Promise<LoginPayload> {
    return this.auth.login(input.login, input.password, ip);
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
