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

/** A column of an export: its header in each language, and its cell for a row. */
export type CsvColumn<Row, Language extends string> = readonly [header: Readonly<Record<Language, string>>, value: (row: Row) => CsvValue];

/** A CSV file as text chunks: the byte-order mark and the header row in `language`, then one chunk per batch of rows. */
export async function* csvFile<Row, Language extends string>(
  columns: ReadonlyArray<CsvColumn<Row, Language>>,
  batches: AsyncIterable<Row[]>,
  language: Language,
): AsyncGenerator<string> {
  yield CSV_BOM + csvRow(columns.map(([header]) => header[language]));
  for await (const batch of batches) yield batch.map((row) => csvRow(columns.map(([, value]) => value(row)))).join('');
}
