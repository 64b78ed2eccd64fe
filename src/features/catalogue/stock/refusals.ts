// The catalogue rule's refusals, said in the page's language: the server
// sends each with its reason (src/domain/server/pieces.ts, PIECE_REFUSALS),
// and the page shows the message of that reason, never reading the rule's
// English. Anything else is not an answer but a fault, and the form says so
// in its own words.
import { isServiceError, type RefusalReason } from '../../../domain/errors';
import { m } from '../../../i18n';

const REFUSALS: Partial<Record<RefusalReason, () => string>> = {
  'piece-not-allowed': m.catalogue_refused_not_allowed,
  'piece-not-linked': m.catalogue_refused_not_linked,
  'piece-choose-partner': m.catalogue_refused_choose_partner,
  'piece-not-found': m.catalogue_refused_not_found,
  'piece-photo-folder': m.catalogue_refused_photo_folder,
  'piece-photo-file': m.catalogue_refused_photo_file,
  'link-admin-only': m.catalogue_refused_link_admin_only,
  'link-no-franchisee': m.catalogue_refused_no_franchisee,
};

/** The refusal's message in the page's language, or undefined when the error is not one of the rule's refusals. */
export function refusalMessage(error: unknown): string | undefined {
  const reason = isServiceError(error) ? error.reason : null;
  return reason === null ? undefined : REFUSALS[reason]?.();
}
