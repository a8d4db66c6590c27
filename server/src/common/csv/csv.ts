/** Excel reads a CSV as the system code page unless it starts with this mark; with it, Persian is intact. */
export const UTF8_BOM = '\uFEFF';

/**
 * A spreadsheet runs a cell that begins with one of these as a formula (tab and CR too, as some
 * readers strip them first); order texts are typed by visitors, so such a cell gets a leading `'`.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvValue = string | number | null | undefined;

/** One field, RFC 4180: quoted when it holds a comma, a quote or a line break, quotes doubled. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, ended by CRLF as RFC 4180 asks. */
export function csvRecord(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvValue;
}

/** The header record of `columns`, then one record per row. */
export function csvHeader<T>(columns: readonly CsvColumn<T>[]): string {
  return csvRecord(columns.map((column) => column.header));
}

export function csvRows<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  return rows.map((row) => csvRecord(columns.map((column) => column.value(row)))).join('');
}
