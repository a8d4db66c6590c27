import { Field, Int, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'Requests that arrived in one Jalali week or month (Tehran time).' })
export class RequestBucket {
  @Field({ description: 'The first Tehran day of the bucket, Gregorian YYYY-MM-DD.' })
  start: string;

  @Field({ description: 'The day after its last one, Gregorian YYYY-MM-DD.' })
  end: string;

  @Field(() => Int, { description: 'The Jalali year of its first day.' })
  jalaliYear: number;

  @Field(() => Int, { description: 'The Jalali month of its first day, 1 to 12.' })
  jalaliMonth: number;

  @Field(() => Int, { description: 'The Jalali day of its first day (1 for a month; a Saturday for a week).' })
  jalaliDay: number;

  @Field(() => Int)
  count: number;
}

@ObjectType({ description: 'Of the requests naming one plan or theme, how many became a customer with a plan.' })
export class ConversionRow {
  @Field(() => Int)
  id: number;

  @Field(() => String, { nullable: true, description: 'Its title; null when it has since been deleted.' })
  title: string | null;

  @Field(() => Int)
  requests: number;

  @Field(() => Int, { description: 'Requests linked to a customer who has a customer plan.' })
  converted: number;
}

@ObjectType({ description: 'The request pipeline over time: arrivals per Jalali week and month, and conversion.' })
export class RequestTrends {
  @Field(() => [RequestBucket], { description: 'Jalali weeks (Saturday to Friday), oldest first, the current one last.' })
  weeks: RequestBucket[];

  @Field(() => [RequestBucket], { description: 'Jalali months, oldest first, the current one last.' })
  months: RequestBucket[];

  @Field(() => Int, { description: 'Every request.' })
  requests: number;

  @Field(() => Int, { description: 'Requests linked to a customer who has a customer plan.' })
  converted: number;

  @Field(() => [ConversionRow], { description: 'Per plan the visitor chose, most requested first; requests without a plan left out.' })
  byPlan: ConversionRow[];

  @Field(() => [ConversionRow], { description: 'Per theme ordered from, most requested first; requests without a theme left out.' })
  byTheme: ConversionRow[];
}
