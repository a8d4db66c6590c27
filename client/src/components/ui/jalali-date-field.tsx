import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { faIR } from '@mui/x-date-pickers/locales';
import { newDate } from 'date-fns-jalali';
import type { FormEvent } from 'react';
import { parseCalendarDate, toCalendarDate, toLatinDigits, toPersianDigits } from '@/lib/format';

/**
 * date-fns-jalali writes Latin digits; this adapter writes Persian ones everywhere, the typed field
 * included. MUI X takes its digit set from `formatByString` and hands the field's text back to
 * `parse`, which date-fns-jalali can only read in Latin digits. A 4-digit year no longer "starts
 * with 0" in Persian digits, so the year token states its length instead.
 */
class PersianDigitsJalaliAdapter extends AdapterDateFnsJalali {
  constructor(...args: ConstructorParameters<typeof AdapterDateFnsJalali>) {
    super(...args);
    const { format, formatByString, parse } = this;
    this.format = (value, formatKey) => toPersianDigits(format(value, formatKey));
    this.formatByString = (value, formatString) => toPersianDigits(formatByString(value, formatString));
    this.parse = (value, formatString) => parse(toLatinDigits(value), formatString);
    this.formatTokenMap = { ...this.formatTokenMap, yyyy: { sectionType: 'year', contentType: 'digit', maxLength: 4 } };
  }
}

/**
 * The field reads each typed character from the DOM and knows one digit set; a Persian keyboard
 * types Persian digits and some type Arabic ones, so they become Latin before the field reads them
 * (it shows them in Persian again).
 */
function latinDigitsBeforeTheFieldReads(event: FormEvent<HTMLElement>) {
  const target = event.target as HTMLElement;
  const typed = target.textContent ?? '';
  const latin = toLatinDigits(typed);
  if (latin !== typed) target.textContent = latin;
}

/** faIR leaves the empty field's sections in English letters (YYYY/MM/DD). */
const LOCALE_TEXT = {
  ...faIR.components.MuiLocalizationProvider.defaultProps.localeText,
  fieldYearPlaceholder: () => 'سال',
  fieldMonthPlaceholder: () => 'ماه',
  fieldDayPlaceholder: () => 'روز',
};

/** docs/ARCHITECTURE.md §9: the year list starts at 1300 and runs 150 years. */
const FIRST_DAY = newDate(1300, 0, 1);
const LAST_DAY = newDate(1450, 11, 29);
/** docs/ARCHITECTURE.md §9: a popover only when the window is wider than 480 px; a full-screen dialog below. */
const POPOVER_QUERY = '@media (min-width: 481px)';

interface JalaliDateFieldProps {
  name: string;
  label: string;
  /** Gregorian `YYYY-MM-DD`, as the API stores it; null when empty. */
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string;
  helperText?: string;
}

/** A Jalali date picker whose value is the API's Gregorian calendar date. */
export function JalaliDateField({ name, label, value, onChange, error, helperText }: JalaliDateFieldProps) {
  return (
    <LocalizationProvider dateAdapter={PersianDigitsJalaliAdapter} localeText={LOCALE_TEXT}>
      <DatePicker
        label={label}
        value={value ? parseCalendarDate(value) : null}
        onChange={(date) => onChange(date && !Number.isNaN(date.getTime()) ? toCalendarDate(date) : null)}
        minDate={FIRST_DAY}
        maxDate={LAST_DAY}
        desktopModeMediaQuery={POPOVER_QUERY}
        // The dialog is for windows of 480 px or less, where a side-by-side (landscape) layout never fits.
        orientation="portrait"
        slotProps={{
          textField: {
            name,
            fullWidth: true,
            error: Boolean(error),
            helperText: error ?? helperText,
            onInputCapture: latinDigitsBeforeTheFieldReads,
          },
          field: { clearable: true },
        }}
      />
    </LocalizationProvider>
  );
}
