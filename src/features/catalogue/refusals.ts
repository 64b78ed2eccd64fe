// The catalogue rule's refusals, said in the page's language: the server
// answers in English (the functions' and the log's language), and the page
// shows the message of the same meaning. Anything else is not an answer but a
// fault, and the form says so in its own words.
import {
  ADMIN_CHOOSES_PARTNER,
  LINK_ADMIN_ONLY,
  NO_SUCH_FRANCHISEE,
  NOT_LINKED,
  PHOTO_NOT_OWN,
  PHOTO_REFUSED,
  PIECE_NOT_ALLOWED,
  PIECE_NOT_FOUND,
  SIGN_IN_TO_LIST,
} from '../../domain/server/pieces';
import { m } from '../../i18n';

const REFUSALS: Readonly<Record<string, () => string>> = {
  [PIECE_NOT_ALLOWED]: m.catalogue_refused_not_allowed,
  [SIGN_IN_TO_LIST]: m.catalogue_refused_not_allowed,
  [NOT_LINKED]: m.catalogue_refused_not_linked,
  [ADMIN_CHOOSES_PARTNER]: m.catalogue_refused_choose_partner,
  [PIECE_NOT_FOUND]: m.catalogue_refused_not_found,
  [PHOTO_NOT_OWN]: m.catalogue_refused_photo_folder,
  [PHOTO_REFUSED]: m.catalogue_refused_photo_file,
  [LINK_ADMIN_ONLY]: m.catalogue_refused_link_admin_only,
  [NO_SUCH_FRANCHISEE]: m.catalogue_refused_no_franchisee,
};

/** The refusal's message in the page's language, or undefined when the error is not one of the rule's refusals. */
export function refusalMessage(error: unknown): string | undefined {
  if (!(error instanceof Error) || !Object.hasOwn(REFUSALS, error.message)) return undefined;
  return REFUSALS[error.message]?.();
}
