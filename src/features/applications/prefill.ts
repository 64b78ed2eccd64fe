// What an application form may receive from the previous screen (the /register
// hub's Next buttons, the profile's Join as a Franchisee): a first name, a last
// name or a business name in the navigation state. The state is whatever the
// history entry holds, so it is parsed, never trusted: anything that is not a
// string is dropped and the rest is tidied as the inputs would tidy it.
import { z } from 'zod/mini';
import { collapseWhitespace } from '../../lib/input';

export interface ApplicantPrefill {
  firstName: string;
  lastName: string;
  businessName: string;
}

const prefillText = z.catch(
  z.pipe(z.string(), z.transform((value) => collapseWhitespace(value).trim())),
  '',
);

const prefillSchema = z.catch(
  z.object({
    firstName: z._default(prefillText, ''),
    lastName: z._default(prefillText, ''),
    businessName: z._default(prefillText, ''),
  }),
  { firstName: '', lastName: '', businessName: '' },
);

/** The names carried by a location's state; empty strings for anything missing or malformed. */
export function readApplicantPrefill(state: unknown): ApplicantPrefill {
  return prefillSchema.parse(state ?? {});
}
