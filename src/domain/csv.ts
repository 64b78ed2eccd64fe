// CSV as RFC 4180 writes it (CRLF lines; a field with a comma, a quote or a
// line break quoted, its quotes doubled), safe to open in a spreadsheet: a
// cell that starts like a formula (= + - @, or a tab or carriage return that
// some spreadsheets skip first) gets a leading apostrophe, so it is read as
// text, never run (OWASP, CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
