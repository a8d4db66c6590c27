import { Field, Float, Int, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: "How fast one owner's requests (or all of them) got their first call, in business minutes." })
export class FirstContactOwnerStats {
  @Field(() => Int, { nullable: true, description: 'The owner; null for unowned requests, and for the total row.' })
  ownerId: number | null;

  @Field(() => Int, { description: 'Requests that arrived in the period.' })
  requests: number;

  @Field(() => Int, { description: 'Of those, called at least once.' })
  contacted: number;

  @Field(() => Int, { description: 'Called within the target.' })
  withinTarget: number;

  @Field(() => Int, { description: 'Called, or past their target uncalled: the requests the share is out of.' })
  measured: number;

  @Field(() => Float, { nullable: true, description: 'withinTarget / measured, 0 to 1; null when nothing is measured yet.' })
  withinTargetShare: number | null;

  @Field(() => Float, { nullable: true, description: 'Median business minutes to the first call; null when none was called.' })
  medianMinutes: number | null;

  @Field(() => Float, { nullable: true, description: '90th percentile (nearest rank) of business minutes to the first call.' })
  p90Minutes: number | null;
}

@ObjectType({ description: 'Time to first call, computed on the server in Tehran time and business hours.' })
export class FirstContactStats {
  @Field(() => Int, { description: 'FIRST_CONTACT_TARGET_MINUTES.' })
  targetMinutes: number;

  @Field({ description: 'The first day of the period (YYYY-MM-DD, Tehran).' })
  from: string;

  @Field({ description: 'The last day of the period (YYYY-MM-DD, Tehran).' })
  to: string;

  @Field(() => Int, { description: 'Now, whatever the period: requests waiting for a first call (PENDING, none logged).' })
  waiting: number;

  @Field(() => Int, { description: 'Now, whatever the period: open requests never called and past their target.' })
  overdue: number;

  @Field(() => FirstContactOwnerStats, { description: 'Every request of the period.' })
  total: FirstContactOwnerStats;

  @Field(() => [FirstContactOwnerStats], {
    description: 'One row per owner with requests in the period (unowned last), most requests first.',
  })
  owners: FirstContactOwnerStats[];
}
