import { formatNumber, toPersianDigits } from '@/lib/format';

const JALALI_MONTHS = ['فروردین', 'اردیبهشت', 'خرداد', 'تیر', 'مرداد', 'شهریور', 'مهر', 'آبان', 'آذر', 'دی', 'بهمن', 'اسفند'];

interface JalaliStart {
  jalaliYear: number;
  jalaliMonth: number;
  jalaliDay: number;
}

/** A week by its Saturday: «۲۳ آبان». */
export function weekLabel(bucket: JalaliStart): string {
  return `${toPersianDigits(String(bucket.jalaliDay))} ${JALALI_MONTHS[bucket.jalaliMonth - 1]}`;
}

/** A month: «آذر ۱۴۰۵». */
export function monthLabel(bucket: JalaliStart): string {
  return `${JALALI_MONTHS[bucket.jalaliMonth - 1]} ${toPersianDigits(String(bucket.jalaliYear))}`;
}

/** «۳ از ۱۲ (۲۵٪)»; a dash for the share when nothing was asked. */
export function conversionLabel(converted: number, requests: number): string {
  const share = requests === 0 ? '-' : `${toPersianDigits(String(Math.round((converted / requests) * 100)))}٪`;
  return `${formatNumber(converted)} از ${formatNumber(requests)} (${share})`;
}
