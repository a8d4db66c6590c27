import { Field, ObjectType } from '@nestjs/graphql';
import { Admin } from 'src/modules/admins/admin.entity.js';

@ObjectType()
export class LoginPayload {
  @Field({ description: 'JWT; its payload holds `user` with id, name, family, email and roles.' })
  accessToken: string;

  @Field(() => Admin)
  user: Admin;
}
