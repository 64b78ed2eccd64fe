// What the admin console shows for each kind of pending item (spec §2 /admin):
// the tab's name and, in order, the fields of a row with their labels. No
// password field is listed, so none can be shown. Names and labels are
// functions, read in the page's language when shown; the values stay as
// stored, except the few stored words (a status, a contact method, a time
// zone, the employer choice, the record's language) that are shown in the
// page's language.
import { businessTypeName } from '../../config/options';
import { formatShortDateTime } from '../../lib/dates';
import { DEFAULT_BOARD_HEADING, UNKNOWN_USER } from '../../domain/messages';
import { m } from '../../i18n';
import type { Locale } from '../../i18n';
import type { PendingItems, ReviewKind } from '../../domain/types';

export interface FieldInfo<T> {
  key: keyof T & string;
  label: () => string;
  date?: boolean;
  /** The stored value as shown, when it is a word of the site's rather than the applicant's. */
  show?: (value: unknown) => string;
}

export interface ReviewKindInfo<K extends ReviewKind> {
  tab: () => string;
  fields: readonly FieldInfo<PendingItems[K]>[];
  /** The row's title: who or what it is about. */
  title: (item: PendingItems[K]) => string;
}

/** The stored business types ('woodlot owner, harvesting'), each by its label in the page's language; an "other" answer as written. */
function businessTypes(value: unknown): string {
  return typeof value === 'string' ? value.split(', ').map(businessTypeName).join(', ') : fieldText(value);
}

/** Shows a stored word through a table of messages; a word the table does not know shows as stored. */
function words(table: Readonly<Record<string, () => string>>): (value: unknown) => string {
  return (value) => (typeof value === 'string' && Object.hasOwn(table, value) ? table[value]!() : fieldText(value));
}

const contactMethod = words({
  email: () => m.admin_contact_email(),
  'phone call (daytime only)': () => m.admin_contact_phone(),
});
const timeZone = words({
  Newfoundland: () => m.admin_zone_newfoundland(),
  Atlantic: () => m.admin_zone_atlantic(),
  Eastern: () => m.admin_zone_eastern(),
  Central: () => m.admin_zone_central(),
  Mountain: () => m.admin_zone_mountain(),
  Pacific: () => m.admin_zone_pacific(),
});
const employer = words({
  self: () => m.admin_employer_self(),
  business: () => m.admin_employer_business(),
});
// A pending comment's derived words (src/domain/messages.ts): the default
// board heading and the unknown author, in the boards' messages.
const topic = words({
  [DEFAULT_BOARD_HEADING]: () => m.boards_heading_comments(),
});
const author = words({
  [UNKNOWN_USER]: () => m.boards_unknown_user(),
});
const status = words({
  Pending: () => m.admin_status_pending(),
  Approved: () => m.admin_status_approved(),
});

/** The language a record was made in (issue 17), so the consortium answers in it; a record from before languages were kept is English. */
export function languageText(value: unknown): string {
  return value === 'fr-CA' ? m.admin_language_french() : m.admin_language_english();
}

// Each form's record carries the language it was made in (not a comment).
const language = {
  key: 'language',
  label: () => m.admin_field_language(),
  show: languageText,
} as const;

export const REVIEW_TABS: { [K in ReviewKind]: ReviewKindInfo<K> } = {
  franchisee: {
    tab: () => m.admin_tab_franchisee(),
    title: (item) => `${item.firstName} ${item.lastName}`,
    fields: [
      { key: 'firstName', label: () => m.admin_field_first_name() },
      { key: 'lastName', label: () => m.admin_field_last_name() },
      { key: 'email', label: () => m.admin_field_email() },
      { key: 'phoneNumber', label: () => m.admin_field_phone_number() },
      { key: 'businessName', label: () => m.admin_field_business_name() },
      { key: 'businessType', label: () => m.admin_field_business_type(), show: businessTypes },
      { key: 'expertise', label: () => m.admin_field_expertise() },
      { key: 'website', label: () => m.admin_field_website() },
      { key: 'address', label: () => m.admin_field_address() },
      { key: 'town', label: () => m.admin_field_town() },
      { key: 'postalCode', label: () => m.admin_field_postal_code() },
      { key: 'province', label: () => m.admin_field_province() },
      { key: 'contactBy', label: () => m.admin_field_contact_by(), show: contactMethod },
      language,
      { key: 'submittedAt', label: () => m.admin_field_submitted(), date: true },
    ],
  },
  contributor: {
    tab: () => m.admin_tab_contributor(),
    title: (item) => `${item.firstName} ${item.lastName}`,
    fields: [
      { key: 'firstName', label: () => m.admin_field_first_name() },
      { key: 'lastName', label: () => m.admin_field_last_name() },
      { key: 'email', label: () => m.admin_field_email() },
      { key: 'phoneNumber', label: () => m.admin_field_phone_number() },
      { key: 'expertise', label: () => m.admin_field_expertise() },
      { key: 'province', label: () => m.admin_field_province() },
      { key: 'town', label: () => m.admin_field_town() },
      { key: 'employer', label: () => m.admin_field_employer(), show: employer },
      { key: 'businessName', label: () => m.admin_field_business_name() },
      language,
      { key: 'submittedAt', label: () => m.admin_field_submitted(), date: true },
    ],
  },
  pricing: {
    tab: () => m.admin_tab_pricing(),
    title: (item) => `${item.firstName} ${item.lastName}`,
    fields: [
      { key: 'firstName', label: () => m.admin_field_first_name() },
      { key: 'lastName', label: () => m.admin_field_last_name() },
      { key: 'email', label: () => m.admin_field_email() },
      { key: 'phoneNumber', label: () => m.admin_field_phone_number() },
      { key: 'postalCode', label: () => m.admin_field_postal_code() },
      { key: 'contactBy', label: () => m.admin_field_contact_by(), show: contactMethod },
      { key: 'preferredTimezone', label: () => m.admin_field_preferred_timezone(), show: timeZone },
      { key: 'businessName', label: () => m.admin_field_business_name() },
      language,
      { key: 'submissionDate', label: () => m.admin_field_submitted() },
    ],
  },
  contact: {
    tab: () => m.admin_tab_contact(),
    title: (item) => item.subject,
    fields: [
      { key: 'email', label: () => m.admin_field_email() },
      { key: 'subject', label: () => m.admin_field_subject() },
      { key: 'message', label: () => m.admin_field_message() },
      language,
      { key: 'timestamp', label: () => m.admin_field_sent(), date: true },
      { key: 'status', label: () => m.admin_field_status(), show: status },
    ],
  },
  comment: {
    tab: () => m.admin_tab_comment(),
    title: (item) => m.admin_comment_title({ name: author(item.userName), path: item.path }),
    fields: [
      { key: 'path', label: () => m.admin_field_page() },
      { key: 'topic', label: () => m.admin_field_topic(), show: topic },
      { key: 'userName', label: () => m.admin_field_author(), show: author },
      { key: 'date', label: () => m.admin_field_date(), date: true },
      { key: 'content', label: () => m.admin_field_comment() },
    ],
  },
};

/** A field's value as text: dates formatted in the page's language, empty values shown as a dash. */
export function fieldText(value: unknown, isDate = false, locale: Locale = 'en-CA'): string {
  if (value === null || value === undefined || value === '') return '—';
  if (isDate && typeof value === 'string') {
    return formatShortDateTime(value, { locale }) || value;
  }
  return String(value);
}
