// @vitest-environment node
// The firebase backend's parsers of stored documents (docs/decisions/005):
// server Timestamps and older ISO strings both become the domain's ISO
// strings, attachment entries are taken only with exactly { name, path, url }
// and a name that is one path segment, a contributor listing carries no uid,
// and a record stored before issue 17 reads as made in English.
import { Timestamp, type QueryDocumentSnapshot } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import {
  contactSubmissionDoc,
  contributorApplicationDoc,
  franchiseeApplicationDoc,
  messageDoc,
  pricingInquiryDoc,
  subscriberDoc,
  toContributorListing,
  toMessage,
  toUserProfile,
} from './documents';
import { converterOf } from './converters';
import { collections } from '../../domain/model/collections';

/** A document as the converters read it: the schema's output, or null for one of another shape. */
function parseListed<T extends z.ZodMiniType>(schema: T, data: unknown): z.output<T> | null {
  const result = schema.safeParse(data);
  return result.success ? result.data : null;
}

const PATH = 'attachments/u1/b1/m1/plan.pdf';
const DOWNLOAD_URL = 'https://firebasestorage.googleapis.com/v0/b/p.firebasestorage.app/o/attachments%2Fu1%2Fb1%2Fm1%2Fplan.pdf?alt=media&token=t';

function storedMessage(fields: Record<string, unknown> = {}) {
  return {
    userId: 'u1',
    content: 'Hello',
    attachments: [],
    timestamp: Timestamp.fromDate(new Date('2026-03-04T05:06:07.089Z')),
    editTimestamp: null,
    replyTo: null,
    isApproved: true,
    isDeleted: false,
    ...fields,
  };
}

describe('messageDoc', () => {
  it('turns a server Timestamp into the ISO string of the domain', () => {
    const edited = Timestamp.fromDate(new Date('2026-03-04T06:00:00.000Z'));
    const record = parseListed(messageDoc, storedMessage({ editTimestamp: edited }));
    expect(record?.timestamp).toBe('2026-03-04T05:06:07.089Z');
    expect(record?.editTimestamp).toBe('2026-03-04T06:00:00.000Z');
  });

  it('still reads the ISO strings of messages written before server times', () => {
    const record = parseListed(messageDoc, storedMessage({ timestamp: '2025-01-02T03:04:05.000Z' }));
    expect(record?.timestamp).toBe('2025-01-02T03:04:05.000Z');
  });

  it('keeps an attachment entry of exactly { name, path, url }', () => {
    const record = parseListed(messageDoc, storedMessage({ attachments: [{ name: 'plan.pdf', path: PATH, url: DOWNLOAD_URL }] }));
    expect(record?.attachments).toEqual([{ name: 'plan.pdf', path: PATH, url: DOWNLOAD_URL }]);
    expect(toMessage('m1', 'b1', record!).attachments).toEqual([{ name: 'plan.pdf', url: DOWNLOAD_URL }]);
  });

  it('drops malformed attachment entries and keeps the rest of the message', () => {
    const good = { name: 'plan.pdf', path: PATH, url: DOWNLOAD_URL };
    const record = parseListed(
      messageDoc,
      storedMessage({
        attachments: [
          { ...good, fileUrl: DOWNLOAD_URL },
          { name: 'plan.pdf', url: DOWNLOAD_URL },
          { ...good, name: 42 },
          { ...good, name: '../../u2/b1/m9/x.pdf' },
          { ...good, name: 'a\\b.pdf' },
          { ...good, name: '.hidden' },
          { ...good, name: '' },
          { ...good, name: 'x'.repeat(121) },
          'plan.pdf',
          null,
          good,
        ],
      }),
    );
    expect(record?.content).toBe('Hello');
    expect(record?.attachments).toEqual([good]);
  });
});

describe('toContributorListing', () => {
  it('gives the directory entry with its own id and no uid or role', () => {
    const stored = { firstName: 'Sarah', lastName: 'Doucette', town: 'Lunenburg', expertise: 'Boat building', uid: 'u1', role: 'Contributor' };
    const snapshot = { data: () => stored } as unknown as QueryDocumentSnapshot;
    const listing = toContributorListing('entry-1', converterOf(collections.contributorDirectory).fromFirestore(snapshot));
    expect(listing).toEqual({ id: 'entry-1', firstName: 'Sarah', lastName: 'Doucette', town: 'Lunenburg', expertise: 'Boat building' });
  });
});

describe('the language of a stored record (issue 17)', () => {
  const stored = {
    contact: { email: 'a@example.com', subject: 'S', message: 'M', timestamp: '2026-01-01T00:00:00.000Z', status: 'Pending' },
    pricing: { email: 'a@example.com', businessName: 'B', submissionDate: '2026/01/01' },
    franchisee: { email: 'a@example.com', submittedAt: '2026-01-01T00:00:00.000Z' },
    contributor: { email: 'a@example.com', submittedAt: '2026-01-01T00:00:00.000Z' },
    subscriber: { email: 'a@example.com', newsletter: true },
  };
  const schemas = {
    contact: contactSubmissionDoc,
    pricing: pricingInquiryDoc,
    franchisee: franchiseeApplicationDoc,
    contributor: contributorApplicationDoc,
    subscriber: subscriberDoc,
  } as const;

  it('reads the language a record was made in', () => {
    for (const kind of Object.keys(schemas) as (keyof typeof schemas)[]) {
      expect(parseListed(schemas[kind], { ...stored[kind], language: 'fr-CA' })?.language, kind).toBe('fr-CA');
      expect(parseListed(schemas[kind], { ...stored[kind], language: 'en-CA' })?.language, kind).toBe('en-CA');
    }
  });

  it('reads a record stored before it, or with a language the site does not have, as English', () => {
    for (const kind of Object.keys(schemas) as (keyof typeof schemas)[]) {
      expect(parseListed(schemas[kind], stored[kind])?.language, kind).toBe('en-CA');
      expect(parseListed(schemas[kind], { ...stored[kind], language: 'fr' })?.language, kind).toBe('en-CA');
    }
    const member = { email: 'm@example.com', permissionLevel: 'Contributor' };
    const readMember = (stored: Record<string, unknown>) =>
      toUserProfile('u1', converterOf(collections.approvedUsers).fromFirestore({ data: () => stored } as unknown as QueryDocumentSnapshot));
    expect(readMember(member).language).toBe('en-CA');
    expect(readMember({ ...member, language: 'fr-CA' }).language).toBe('fr-CA');
  });
});
