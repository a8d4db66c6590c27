import { Field, ObjectType } from '@nestjs/graphql';
import { Admin } from 'src/domain/admins/admin.entity.js';

@ObjectType()
export class LoginPayload {
  @Field({ description: 'JWT; its payload holds `user` with id, name, family, email and roles.' })
  accessToken: string;

  @Field(() => Admin)
  user: Admin;

  @Field(() => [String], {
    nullable: true,
    description:
      'Only on the verifyLogin that finished a two-factor setup ADMIN_2FA required: the ten one-time recovery codes, shown this once.',
  })
  recoveryCodes?: string[] | null;
}
