import { describe, expect, it } from 'vitest';
import { setCurrentLocale } from '../i18n/current';
import { formatMessageDate } from './dates';

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
