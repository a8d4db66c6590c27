import { Field, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: "The caller's own back-office preferences." })
export class AdminPreferences {
  @Field({ description: 'Play a sound with the alert of a new request. Off until the admin turns it on.' })
  alertSound: boolean;

  @Field({ description: 'E-mail me when a request is given to me (by rotation or by a superadmin).' })
  notifyAssignedEmail: boolean;

  @Field({ description: 'SMS me when a request is given to me.' })
  notifyAssignedSms: boolean;

  @Field({ description: 'E-mail me when a request of mine passes its first-call target uncalled.' })
  notifyOverdueEmail: boolean;

  @Field({ description: 'SMS me when a request of mine passes its first-call target uncalled.' })
  notifyOverdueSms: boolean;

  @Field({ description: 'Also outside business hours; off: a notification due then waits for the next opening.' })
  notifyOffHours: boolean;
}

@ObjectType({ description: 'Where notifications reach the caller, and which channels this server has.' })
export class NotificationChannels {
  @Field({ description: 'The address e-mail goes to: the sign-in e-mail.' })
  email: string;

  @Field(() => String, { nullable: true, description: 'The mobile number SMS goes to; null: none on record, no SMS.' })
  mobile: string | null;

  @Field({ description: 'SMTP_URL is set: e-mail can be sent.' })
  emailAvailable: boolean;

  @Field({ description: 'An SMS provider is set: SMS can be sent.' })
  smsAvailable: boolean;
}
