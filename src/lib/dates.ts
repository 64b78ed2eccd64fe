// How message dates read (spec §2 Comment board, §9): 'Today, time' and
// 'Yesterday, time' when recent, weekday and time within 7 days, else a full
// date. Pure, with the clock and locale injected so tests pin them.

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DateFormatOptions {
  now?: Date;
  locale?: string;
  timeZone?: string;
}

// Building an Intl.DateTimeFormat is costly; a board formats thousands of dates.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, cached);
  }
  return cached;
}

function dayNumber(date: Date, timeZone: string | undefined): number {
  // The calendar day in the given zone, as a day count, so DST shifts do not matter.
  const parts = formatter('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(date);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return Math.round(Date.UTC(get('year'), get('month') - 1, get('day')) / DAY_MS);
}

export function formatMessageDate(iso: string, { now = new Date(), locale = 'en-CA', timeZone }: DateFormatOptions = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const time = formatter(locale, { hour: 'numeric', minute: '2-digit', timeZone }).format(date);
  const daysAgo = dayNumber(now, timeZone) - dayNumber(date, timeZone);
  if (daysAgo <= 0) return `Today, ${time}`;
  if (daysAgo === 1) return `Yesterday, ${time}`;
  if (daysAgo < 7) return `${formatter(locale, { weekday: 'long', timeZone }).format(date)}, ${time}`;
  return formatter(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone }).format(date);
}
