import { Field, Int, ObjectType } from '@nestjs/graphql';
import { ApiToken } from 'src/domain/api-tokens/api-token.entity.js';
import { Admin } from '../admin.entity.js';

/** What the «غیرفعال کردن» dialog lists before a superadmin confirms (docs/INTEGRATORS.md, "Admins, roles, sessions and lockouts"). */
@ObjectType({ description: 'What deactivating an admin would hand on or end.' })
export class AdminDeactivationPreview {
  @Field(() => Admin)
  admin: Admin;

  @Field(() => Int, { description: 'Open requests (pending or being followed up) the admin owns.' })
  openRequests: number;

  @Field(() => Int, { description: 'Of those, the ones with a follow-up call set.' })
  followUps: number;

  @Field(() => [ApiToken], { description: 'Tokens the admin created that are not revoked, newest first.' })
  apiTokens: ApiToken[];
}
