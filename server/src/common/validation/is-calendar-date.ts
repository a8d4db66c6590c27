import { ValidatorConstraint, type ValidatorConstraintInterface } from 'class-validator';

/**
 * A real Gregorian day written YYYY-MM-DD (2024-02-30 is refused). Years outside 1900-2199 are
 * refused too: a Jalali date such as 1403-01-01 would otherwise be stored as a Gregorian one.
 */
@ValidatorConstraint({ name: 'isCalendarDate' })
export class IsCalendarDate implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    if (typeof value !== 'string' || !/^(19|20|21)\d{2}-\d{2}-\d{2}$/.test(value)) return false;
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }
}
