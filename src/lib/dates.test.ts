import { describe, expect, it } from 'vitest';
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
