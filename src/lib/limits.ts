// What a refusal of the abuse limits tells the visitor (ADR 019):
// a rate limit says when to try again, in the page's language and time
// format, and whether the site is busy for everyone (ADR 028); the storage quota says what to do. Shared by the forms' submit path
// (use-service-form.ts) and the board composer; undefined for any other failure.
import { isServiceError } from '../domain/errors';
import { m } from '../i18n';
import { formatTime } from './dates';

export function limitMessage(error: unknown): string | undefined {
  if (isServiceError(error, 'rate-limited')) {
    if (!error.retryAt) return m.limits_retry_later();
    const time = formatTime(error.retryAt);
    // A ceiling across every visitor, or a piece's day of questions: not this visitor's tries (ADR 028).
    if (error.reason === 'site-busy') return m.limits_site_busy_at({ time });
    if (error.reason === 'piece-busy') return m.limits_piece_busy_at({ time });
    return m.limits_retry_at({ time });
  }
  if (isServiceError(error, 'quota-exceeded')) return m.limits_quota_full();
  return undefined;
}
