import { Query, Resolver } from '@nestjs/graphql';
import { OfficeHours } from './dto/office-hours.output.js';
import { FirstContactTarget } from './first-contact-target.js';

@Resolver()
export class OfficeHoursResolver {
  constructor(private readonly target: FirstContactTarget) {}

  @Query(() => OfficeHours, { description: "The office's hours and the first-call target, as the server counts them." })
  officeHours(): OfficeHours {
    const { week, holidays } = this.target.hours;
    return {
      targetMinutes: this.target.minutes,
      days: week.flatMap((day, weekday) => (day ? [{ weekday, open: day.open, close: day.close }] : [])),
      holidays: [...holidays].sort(),
    };
  }
}
