// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { setCurrentLocale } from '../i18n/current';
import { formatMessageDate, formatShortDateTime } from './dates';

const options = { now: new Date('2026-11-21T15:00:00Z'), locale: 'en-CA', timeZone: 'America/Halifax' };
// 15:00 UTC is 11:00 in Halifax (UTC-4 in November).

describe('formatMessageDate', () => {
  it("says 'Today' with the time for earlier today", () => {
    expect(formatMessageDate('2026-11-21T12:05:00Z', options)).toBe('Today, 8:05 a.m.');
  });

  it("says 'Yesterday' with the time for the previous calendar day, even under 24 hours ago", () => {
    expect(formatMessageDate('2026-11-21T03:30:00Z', options)).toBe('Yesterday, 11:30 p.m.');
  });

  it('gives the weekday and time within 7 days', () => {
    expect(formatMessageDate('2026-11-17T18:00:00Z', options)).toBe('Tuesday, 2:00 p.m.');
    expect(formatMessageDate('2026-11-15T18:00:00Z', options)).toBe('Sunday, 2:00 p.m.');
  });

  it('gives a full date from 7 days back', () => {
    expect(formatMessageDate('2026-11-14T18:00:00Z', options)).toBe('November 14, 2026');
    expect(formatMessageDate('2025-01-02T18:00:00Z', options)).toBe('January 2, 2025');
  });

  it('treats a date slightly in the future (clock skew) as today', () => {
    expect(formatMessageDate('2026-11-21T15:01:00Z', options)).toBe('Today, 11:01 a.m.');
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatMessageDate('not a date', options)).toBe('');
  });
});

describe('formatMessageDate in French', () => {
  const french = { ...options, locale: 'fr-CA' };

  it("says 'Aujourd’hui' and 'Hier' with the 24-hour time", () => {
    expect(formatMessageDate('2026-11-21T12:05:00Z', french)).toBe('Aujourd’hui, 8 h 05');
    expect(formatMessageDate('2026-11-21T15:01:00Z', french)).toBe('Aujourd’hui, 11 h 01');
    expect(formatMessageDate('2026-11-21T03:30:00Z', french)).toBe('Hier, 23 h 30');
  });

  it('gives the weekday, in lower case, and the time within 7 days', () => {
    expect(formatMessageDate('2026-11-17T18:05:00Z', french)).toBe('mardi, 14 h 05');
    expect(formatMessageDate('2026-11-15T18:00:00Z', french)).toBe('dimanche, 14 h 00');
  });

  it('gives a full date from 7 days back, the first of the month as 1er', () => {
    expect(formatMessageDate('2026-11-14T18:00:00Z', french)).toBe('14 novembre 2026');
    expect(formatMessageDate('2025-01-02T18:00:00Z', french)).toBe('2 janvier 2025');
    expect(formatMessageDate('2026-11-01T18:00:00Z', french)).toBe('1er novembre 2026');
  });

  it('reads the page’s language when none is given', () => {
    setCurrentLocale('fr-CA');
    expect(formatMessageDate('2026-11-21T18:05:00Z', { now: new Date('2026-11-21T20:00:00Z'), timeZone: 'America/Halifax' })).toBe(
      'Aujourd’hui, 14 h 05',
    );
    setCurrentLocale('en-CA');
    expect(formatMessageDate('2026-11-21T18:05:00Z', { now: new Date('2026-11-21T20:00:00Z'), timeZone: 'America/Halifax' })).toBe(
      'Today, 2:05 p.m.',
    );
  });
});

describe('formatShortDateTime (the admin console)', () => {
  const zone = { timeZone: 'America/Halifax' };

  it('gives the short date and time in English, the first of the month as 1', () => {
    expect(formatShortDateTime('2026-11-01T18:05:00Z', { ...zone, locale: 'en-CA' })).toBe('Nov 1, 2026, 2:05 p.m.');
    expect(formatShortDateTime('2026-11-14T18:05:00Z', { ...zone, locale: 'en-CA' })).toBe('Nov 14, 2026, 2:05 p.m.');
  });

  it('writes the first of the month 1er in French, and no other day', () => {
    expect(formatShortDateTime('2026-11-01T18:05:00Z', { ...zone, locale: 'fr-CA' })).toBe('1er nov. 2026, 14 h 05');
    expect(formatShortDateTime('2026-11-11T18:05:00Z', { ...zone, locale: 'fr-CA' })).toBe('11 nov. 2026, 14 h 05');
    expect(formatShortDateTime('2026-11-21T18:05:00Z', { ...zone, locale: 'fr-CA' })).toBe('21 nov. 2026, 14 h 05');
  });

  it('takes the day in the given time zone: 1er only where it is the first there', () => {
    // 02:00 UTC on the 1st is still 31 October in Halifax (daylight time, UTC-3).
    expect(formatShortDateTime('2026-11-01T02:00:00Z', { ...zone, locale: 'fr-CA' })).toBe('31 oct. 2026, 23 h 00');
    expect(formatShortDateTime('2026-12-01T12:00:00Z', { ...zone, locale: 'fr-CA' })).toBe('1er déc. 2026, 8 h 00');
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatShortDateTime('not a date', { locale: 'fr-CA' })).toBe('');
  });
});

describe('formatMessageDate writes 1er in every French full date', () => {
  it('on the first of each month, and 1 in English', () => {
    const now = new Date('2027-06-30T15:00:00Z');
    const zone = { now, timeZone: 'America/Halifax' };
    for (const month of ['01', '02', '03', '04', '05', '06']) {
      expect(formatMessageDate(`2027-${month}-01T15:00:00Z`, { ...zone, locale: 'fr-CA' })).toMatch(/^1er \p{L}+ 2027$/u);
      expect(formatMessageDate(`2027-${month}-01T15:00:00Z`, { ...zone, locale: 'en-CA' })).toMatch(/^\p{L}+ 1, 2027$/u);
    }
  });
});
