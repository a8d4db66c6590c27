import { Field, Int, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'One open day of the office week, in Tehran wall-clock minutes after midnight.' })
export class OfficeDay {
  @Field(() => Int, { description: '0 = Sunday … 6 = Saturday.' })
  weekday: number;

  @Field(() => Int, { description: 'Opens at this many minutes after midnight.' })
  open: number;

  @Field(() => Int, { description: 'Closes at this many minutes after midnight.' })
  close: number;
}

@ObjectType({
  description:
    "The office's hours and the first-call target (BUSINESS_HOURS, BUSINESS_HOLIDAYS, FIRST_CONTACT_TARGET_MINUTES): " +
    'what the back office counts the time left until a first call in.',
})
export class OfficeHours {
  @Field(() => Int)
  targetMinutes: number;

  @Field(() => [OfficeDay], { description: 'The open days; a day not listed is closed.' })
  days: OfficeDay[];

  @Field(() => [String], { description: 'Closed Tehran days (YYYY-MM-DD, Gregorian).' })
  holidays: string[];
}
