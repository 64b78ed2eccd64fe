// @vitest-environment node
import { csvField, toCsv } from './csv';

describe('CSV (RFC 4180, safe in a spreadsheet)', () => {
  it('quotes a field with a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvField('plain@example.com')).toBe('plain@example.com');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it('neutralises a cell that starts like a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvField(`${start}SUM(A1)`).replace(/^"/, '')).toMatch(/^'/);
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });

  it('quotes a field with a semicolon and neutralises each piece a semicolon-splitting spreadsheet would make', () => {
    expect(csvField('a@example.com;=cmd|calc')).toBe(`"a@example.com;'=cmd|calc"`);
    expect(csvField('x;+1;-2;@SUM(A1)')).toBe(`"x;'+1;'-2;'@SUM(A1)"`);
    expect(csvField('plain;text')).toBe('"plain;text"');
  });

  it('ends every row with CRLF', () => {
    expect(toCsv([['a', 'b'], ['c', 'd']])).toBe('a,b\r\nc,d\r\n');
  });
});
