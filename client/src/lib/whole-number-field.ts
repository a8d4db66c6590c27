import { z } from 'zod';
import { formatNumber, parseWholeNumber } from './format';

/**
 * An optional whole number typed in any digits, with or without separators (empty is allowed),
 * checked against the server's range so each mistake gets its own message: not a number, below
 * the least, above the most.
 */
export function optionalWholeNumber(label: string, { min, max }: { min: number; max: number }) {
  return z.string().superRefine((value, ctx) => {
    const n = parseWholeNumber(value);
    if (n === null) return;
    if (Number.isNaN(n)) ctx.addIssue({ code: 'custom', message: `${label} را فقط با رقم وارد کنید` });
    else if (n < min) ctx.addIssue({ code: 'custom', message: `${label} نباید کمتر از ${formatNumber(min)} باشد` });
    else if (n > max) ctx.addIssue({ code: 'custom', message: `${label} نباید بیشتر از ${formatNumber(max)} باشد` });
  });
}
