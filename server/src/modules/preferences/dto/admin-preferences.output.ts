import { Field, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: "The caller's own back-office preferences." })
export class AdminPreferences {
  @Field({ description: 'Play a sound with the alert of a new request. Off until the admin turns it on.' })
  alertSound: boolean;
}
