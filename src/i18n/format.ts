// Numbers and lists in the page's language through Intl (issue 17). Dates: src/lib/dates.ts.
import { currentLocale } from './current';

const numbers = new Map<string, Intl.NumberFormat>();

export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}, locale: string = currentLocale()): string {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numbers.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numbers.set(key, format);
  }
  return format.format(value);
}
