import { ValidatorConstraint, type ValidatorConstraintInterface } from 'class-validator';

/** A real Gregorian day written YYYY-MM-DD (2024-02-30 is refused). */
@ValidatorConstraint({ name: 'isCalendarDate' })
export class IsCalendarDate implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }
}
