// How dates read on the site, in the page's language (issue 17). Board
// messages (spec §2 Comment board, §9): 'Today, time' and 'Yesterday, time'
// when recent, weekday and time within 7 days, else a full date: 'Aujourd’hui,
// 14 h 05', 'Hier, …', 'mardi, 14 h 05', '1er novembre 2026'. The admin
// console: a short date and time, '1er nov. 2026, 14 h 05'. The words come from
// Intl (the relative day, weekday, month and time formats), so no message is
// needed; Intl writes the first of the month '1' in French, where French
// typography (OQLF) writes '1er', so every French date passes through
// `firstOfMonth`. Pure, with the clock, locale and time zone injectable.
import { currentLocale } from '../i18n/current';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DateFormatOptions {
  now?: Date;
  /** Default: the page's language. */
  locale?: string;
  timeZone?: string;
}

// Building an Intl formatter is costly; a board formats thousands of dates.
const formatters = new Map<string, Intl.DateTimeFormat>();
const relativeDays = new Map<string, Intl.RelativeTimeFormat>();

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, cached);
  }
  return cached;
}

/** 'Today' / 'Yesterday', 'Aujourd’hui' / 'Hier': the locale's own word, capitalised to start the line. */
function relativeDay(locale: string, daysAgo: 0 | 1): string {
  let cached = relativeDays.get(locale);
  if (!cached) {
    cached = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relativeDays.set(locale, cached);
  }
  const word = cached.format(-daysAgo, 'day');
  return word.charAt(0).toLocaleUpperCase(locale) + word.slice(1);
}

function dayNumber(date: Date, timeZone: string | undefined): number {
  // The calendar day in the given zone, as a day count, so DST shifts do not matter.
  const parts = formatter('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(date);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return Math.round(Date.UTC(get('year'), get('month') - 1, get('day')) / DAY_MS);
}

/** The date in the given format; in French the first of the month is written '1er' ('1er nov.', '1er novembre'). */
function firstOfMonth(format: Intl.DateTimeFormat, date: Date, locale: string): string {
  if (!locale.toLowerCase().startsWith('fr')) return format.format(date);
  return format
    .formatToParts(date)
    .map((part) => (part.type === 'day' && part.value === '1' ? '1er' : part.value))
    .join('');
}

/** 'November 14, 2026'; in French '14 novembre 2026', '1er novembre 2026'. */
function longDate(date: Date, locale: string, timeZone: string | undefined): string {
  return firstOfMonth(formatter(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone }), date, locale);
}

/** A calendar date (YYYY-MM-DD) as a sentence says it: 'November 27, 2026', '27 novembre 2026', '1er décembre 2026'. */
export function formatLongDate(day: string, { locale = currentLocale() }: Pick<DateFormatOptions, 'locale'> = {}): string {
  return longDate(new Date(`${day}T12:00:00Z`), locale, 'UTC');
}

/** A short date and time, as the admin console lists them: 'Nov 1, 2026, 2:05 p.m.', '1er nov. 2026, 14 h 05'; '' for an invalid date. */
export function formatShortDateTime(iso: string, { locale = currentLocale(), timeZone }: Omit<DateFormatOptions, 'now'> = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  // Spelt out rather than timeStyle 'short', which pads French hours ('08 h 00') where OQLF writes '8 h 00'.
  const options = { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone } as const;
  return firstOfMonth(formatter(locale, options), date, locale);
}

/** A time of day: '2:05 p.m.', '14 h 05'; '' for an invalid date. */
export function formatTime(date: Date, { locale = currentLocale(), timeZone }: Omit<DateFormatOptions, 'now'> = {}): string {
  if (Number.isNaN(date.getTime())) return '';
  return formatter(locale, { hour: 'numeric', minute: '2-digit', timeZone }).format(date);
}

export function formatMessageDate(iso: string, { now = new Date(), locale = currentLocale(), timeZone }: DateFormatOptions = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const time = formatTime(date, { locale, timeZone });
  const daysAgo = dayNumber(now, timeZone) - dayNumber(date, timeZone);
  if (daysAgo <= 0) return `${relativeDay(locale, 0)}, ${time}`;
  if (daysAgo === 1) return `${relativeDay(locale, 1)}, ${time}`;
  if (daysAgo < 7) return `${formatter(locale, { weekday: 'long', timeZone }).format(date)}, ${time}`;
  return longDate(date, locale, timeZone);
}
