// What an application form may receive from the previous screen (the /register
// hub's Next buttons, the profile's Join as a Franchisee): a first name, a last
// name or a business name in the navigation state. The state is whatever the
// history entry holds, so it is parsed, never trusted: anything that is not a
// string is dropped and the rest is tidied as the inputs would tidy it.
import { z } from 'zod';
import { collapseWhitespace } from '../../lib/input';

export interface ApplicantPrefill {
  firstName: string;
  lastName: string;
  businessName: string;
}

const prefillText = z
  .string()
  .transform((value) => collapseWhitespace(value).trim())
  .catch('');

const prefillSchema = z
  .object({ firstName: prefillText.default(''), lastName: prefillText.default(''), businessName: prefillText.default('') })
  .catch({ firstName: '', lastName: '', businessName: '' });

/** The names carried by a location's state; empty strings for anything missing or malformed. */
export function readApplicantPrefill(state: unknown): ApplicantPrefill {
  return prefillSchema.parse(state ?? {});
}
