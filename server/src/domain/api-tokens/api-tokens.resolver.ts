import { Args, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, type AuthUser } from 'src/common/auth/request-context.js';
import { ApiToken } from './api-token.entity.js';
import { ApiTokensService } from './api-tokens.service.js';
import { CreateApiTokenInput } from './dto/create-api-token.input.js';
import { CreatedApiToken } from './dto/created-api-token.output.js';

/** Superadmins only; no API token may reach these (they are not in the scope map). */
@Resolver(() => ApiToken)
export class ApiTokensResolver {
  constructor(private readonly tokens: ApiTokensService) {}

  @Query(() => [ApiToken], { name: 'apiTokens', description: 'Every API token, newest first, revoked ones included. Superadmins only.' })
  list(@CurrentUser() user: AuthUser): Promise<ApiToken[]> {
    return this.tokens.list(user);
  }

  @Mutation(() => CreatedApiToken, { description: 'A new API token; the answer carries its secret, which is never shown again.' })
  createApiToken(@Args('input') input: CreateApiTokenInput, @CurrentUser() user: AuthUser): Promise<CreatedApiToken> {
    return this.tokens.create(input, user);
  }

  @Mutation(() => ApiToken, { description: 'Ends a token at once; revoking a revoked token changes nothing.' })
  revokeApiToken(@Args('id', { type: () => Int }) id: number, @CurrentUser() user: AuthUser): Promise<ApiToken> {
    return this.tokens.revoke(id, user);
  }
}
