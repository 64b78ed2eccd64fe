// CSV as RFC 4180 writes it (CRLF lines; a field with a comma, a quote or a
// line break quoted, its quotes doubled), safe to open in a spreadsheet: a
// cell that starts like a formula (= + - @, or a tab or carriage return that
// some spreadsheets skip first) gets a leading apostrophe, so it is read as
// text, never run (OWASP, CSV injection). A spreadsheet set to a
// semicolon-separated locale (French Canada among them) splits on `;`, so a
// field holding one is quoted, and each `;`-separated piece that starts like
// a formula is neutralised too.
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",;\r\n]/;

const neutralised = (piece: string) => (FORMULA_START.test(piece) ? `'${piece}` : piece);

export function csvField(value: string): string {
  const safe = value.split(';').map(neutralised).join(';');
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
