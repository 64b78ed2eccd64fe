// The consent tick of the subscription forms (issue 22): never pre-ticked,
// and a subscription is refused until it is ticked.
import { z } from 'zod/mini';
import { m } from '../../i18n';

/** Read when the rule reports, so the message is in the page's language of that moment. */
function tickRequired(): string {
  return m.consent_tick_required();
}

export const consentTick = z.boolean().check(z.refine((ticked) => ticked, { error: tickRequired }));
