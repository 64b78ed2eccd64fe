// The consent tick of the subscription forms (issue 22): never pre-ticked,
// and a subscription is refused until it is ticked. And their answer to a
// wording replaced since the page was loaded (ADR 031): reload it.
import { z } from 'zod/mini';
import { isServiceError } from '../../domain/errors';
import { m } from '../../i18n';

/** Read when the rule reports, so the message is in the page's language of that moment. */
function tickRequired(): string {
  return m.consent_tick_required();
}

export const consentTick = z.boolean().check(z.refine((ticked) => ticked, { error: tickRequired }));

/** The message a consent form shows when the server refused the wording it showed as retired; undefined for any other failure. */
export function retiredWording(error: unknown): string | undefined {
  return isServiceError(error) && error.reason === 'wording-retired' ? m.consent_retired_wording() : undefined;
}
