/**
 * CSV for spreadsheets (RFC 4180): UTF-8 with a byte-order mark, so Excel reads Chinese text as
 * UTF-8 instead of the system's code page; CRLF line ends; a field is quoted when it holds a
 * comma, quote or line break, with quotes doubled.
 */
export const CSV_BOM = '\uFEFF';

// A cell starting with one of these is read by spreadsheets as a formula (=HYPERLINK(...), a DDE
// call): text from users is prefixed with an apostrophe so it stays text.
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvValue = string | number | boolean | null | undefined;

function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of a CSV file, its line break included. */
export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
