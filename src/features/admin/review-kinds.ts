// What the admin console shows for each kind of pending item (spec §2 /admin):
// the tab's name and, in order, the fields of a row with their labels. No
// password field is listed, so none can be shown.
import type { PendingItems, ReviewKind } from '../../domain/types';

export interface ReviewKindInfo<K extends ReviewKind> {
  tab: string;
  fields: readonly { key: keyof PendingItems[K] & string; label: string; date?: boolean }[];
  /** The row's title: who or what it is about. */
  title: (item: PendingItems[K]) => string;
}

export const REVIEW_TABS: { [K in ReviewKind]: ReviewKindInfo<K> } = {
  franchisee: {
    tab: 'Franchisee Applications',
    title: (item) => `${item.firstName} ${item.lastName}`,
    fields: [
      { key: 'firstName', label: 'First name' },
      { key: 'lastName', label: 'Last name' },
      { key: 'email', label: 'Email' },
      { key: 'phoneNumber', label: 'Phone number' },
      { key: 'businessName', label: 'Business name' },
      { key: 'businessType', label: 'Business type' },
      { key: 'expertise', label: 'Expertise' },
      { key: 'website', label: 'Website' },
      { key: 'address', label: 'Address' },
      { key: 'town', label: 'Town' },
      { key: 'postalCode', label: 'Postal code' },
      { key: 'province', label: 'Province' },
      { key: 'contactBy', label: 'Contact by' },
      { key: 'submittedAt', label: 'Submitted', date: true },
    ],
  },
  contributor: {
    tab: 'Contributor Applications',
    title: (item) => `${item.firstName} ${item.lastName}`,
    fields: [
      { key: 'firstName', label: 'First name' },
      { key: 'lastName', label: 'Last name' },
      { key: 'email', label: 'Email' },
      { key: 'phoneNumber', label: 'Phone number' },
      { key: 'expertise', label: 'Expertise' },
      { key: 'province', label: 'Province' },
      { key: 'town', label: 'Town' },
      { key: 'employer', label: 'Employer' },
      { key: 'businessName', label: 'Business name' },
      { key: 'submittedAt', label: 'Submitted', date: true },
    ],
  },
  pricing: {
    tab: 'Pricing?',
    title: (item) => `${item.firstName} ${item.lastName}`,
    fields: [
      { key: 'firstName', label: 'First name' },
      { key: 'lastName', label: 'Last name' },
      { key: 'email', label: 'Email' },
      { key: 'phoneNumber', label: 'Phone number' },
      { key: 'postalCode', label: 'Postal code' },
      { key: 'contactBy', label: 'Contact by' },
      { key: 'preferredTimezone', label: 'Preferred time zone' },
      { key: 'businessName', label: 'Business name' },
      { key: 'submissionDate', label: 'Submitted' },
    ],
  },
  contact: {
    tab: 'Contact Us Submissions',
    title: (item) => item.subject,
    fields: [
      { key: 'email', label: 'Email' },
      { key: 'subject', label: 'Subject' },
      { key: 'message', label: 'Message' },
      { key: 'timestamp', label: 'Sent', date: true },
      { key: 'status', label: 'Status' },
    ],
  },
  comment: {
    tab: 'Comments Approval',
    title: (item) => `${item.userName} on ${item.path}`,
    fields: [
      { key: 'path', label: 'Page' },
      { key: 'topic', label: 'Topic' },
      { key: 'userName', label: 'Author' },
      { key: 'date', label: 'Date', date: true },
      { key: 'content', label: 'Comment' },
    ],
  },
};

const dateFormat = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short' });

/** A field's value as text: dates formatted, empty values shown as a dash. */
export function fieldText(value: unknown, isDate = false): string {
  if (value === null || value === undefined || value === '') return '—';
  if (isDate && typeof value === 'string') {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
  }
  return String(value);
}
