import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { AuthenticatedRequest } from 'src/common/auth/request-context.js';
import { Admin } from 'src/domain/admins/admin.entity.js';
import { AuthService } from './auth.service.js';

/** Lives beside the tokens: the admins module cannot sign them. */
@Resolver(() => Admin)
export class SessionTokenResolver {
  constructor(private readonly auth: AuthService) {}

  @ResolveField(() => String, {
    nullable: true,
    description:
      'Set only on the answer of updateAdmin that changed your own password: that change ended every token issued before it, ' +
      'the one sent included, and this is its replacement (store it as after a login). Null everywhere else.',
  })
  accessToken(@Parent() admin: Admin, @Context('req') req: AuthenticatedRequest): Promise<string | null> | null {
    return req.authUser ? this.auth.tokenAfterOwnChange(admin, req.authUser) : null;
  }
}
