// What a refusal of the abuse limits tells the visitor (issue 23, ADR 019):
// a rate limit says when to try again, in the page's language and time
// format; the storage quota says what to do. Shared by the forms' submit path
// (use-service-form.ts) and the board composer; undefined for any other failure.
import { isServiceError } from '../domain/errors';
import { m } from '../i18n';
import { formatTime } from './dates';

export function limitMessage(error: unknown): string | undefined {
  if (isServiceError(error, 'rate-limited')) return error.retryAt ? m.limits_retry_at({ time: formatTime(error.retryAt) }) : m.limits_retry_later();
  if (isServiceError(error, 'quota-exceeded')) return m.limits_quota_full();
  return undefined;
}
