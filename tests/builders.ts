// Test data builders shared by unit, component, contract, rules and end-to-end
// tests: a valid record by default, any field overridden. Every form input is
// sent from an English page unless a test says otherwise (language: 'fr-CA').
import { CURRENT_WORDING, type SubscriptionInput } from '../src/domain/consent';
import type { KneeMeasures, PieceInput, SweepMeasures } from '../src/domain/catalogue/piece';
import type {
  Board,
  ContactInput,
  ContributorApplicationInput,
  FranchiseeApplicationInput,
  Message,
  PricingInquiryInput,
  UserProfile,
} from '../src/domain/types';

export function buildContact(overrides: Partial<ContactInput> = {}): ContactInput {
  return { email: 'visitor@example.com', subject: 'A question', message: 'Do you ship to Cape Breton?', language: 'en-CA', ...overrides };
}

export function buildPricingInquiry(overrides: Partial<PricingInquiryInput> = {}): PricingInquiryInput {
  return {
    firstName: 'Marie',
    lastName: 'Landry',
    email: 'marie.landry@example.com',
    phoneNumber: '9025550100',
    postalCode: 'B3H 1A1',
    contactBy: 'email',
    preferredTimezone: 'Atlantic',
    businessName: 'Landry Joinery',
    language: 'en-CA',
    ...overrides,
  };
}

export function buildContributorApplication(overrides: Partial<ContributorApplicationInput> = {}): ContributorApplicationInput {
  return {
    firstName: 'Anne',
    lastName: 'Poirier',
    email: 'anne.poirier@example.com',
    phoneNumber: '5065550111',
    expertise: 'Timber framing',
    province: 'NB',
    town: 'Shediac',
    password: 'Applicant!2345',
    employer: 'self',
    businessName: null,
    language: 'en-CA',
    ...overrides,
  };
}

export function buildFranchiseeApplication(overrides: Partial<FranchiseeApplicationInput> = {}): FranchiseeApplicationInput {
  return {
    firstName: 'Luc',
    lastName: 'Robichaud',
    email: 'luc.robichaud@example.com',
    phoneNumber: '5065550122',
    businessName: 'Robichaud Sawmill',
    businessType: 'sawmilling, kiln drying',
    expertise: 'Hardwood milling',
    website: '',
    address: '4 River Road',
    town: 'Bouctouche',
    postalCode: 'E4S 1A1',
    province: 'NB',
    contactBy: 'email',
    password: 'Applicant!2345',
    language: 'en-CA',
    ...overrides,
  };
}

let messageCount = 0;

export function buildMessage(overrides: Partial<Message> = {}): Message {
  messageCount += 1;
  const id = overrides.id ?? `message-${messageCount}`;
  return {
    id,
    boardId: 'store',
    userId: 'demo-contributor',
    content: `Message ${messageCount}`,
    attachments: [],
    timestamp: new Date(Date.UTC(2026, 10, 1, 12, messageCount)).toISOString(),
    editTimestamp: null,
    replyTo: null,
    threadId: overrides.replyTo ?? id,
    isApproved: true,
    isDeleted: false,
    ...overrides,
  };
}

export function buildMember(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    uid: 'u-contributor',
    email: 'contributor@example.com',
    firstName: 'contributor',
    lastName: 'Member',
    town: 'Halifax',
    expertise: 'Forestry',
    permissionLevel: 'Contributor',
    subscribedToNewsletter: false,
    subscribedToOffers: false,
    language: 'en-CA',
    ...overrides,
  };
}

export function buildBoard(overrides: Partial<Board> = {}): Board {
  return { id: 'store', pathname: '/store', heading: 'Comments', kind: 'comments', maxLength: 500, allowAttachments: false, ...overrides };
}

/** A visitor's subscription as the hub sends it, with the current consent wording. */
export function buildSubscription(overrides: Partial<SubscriptionInput> & Pick<SubscriptionInput, 'email'>): SubscriptionInput {
  const purpose = overrides.purpose ?? 'newsletter';
  return {
    purpose,
    language: 'en-CA',
    wording: CURRENT_WORDING[purpose],
    source: 'hub',
    ...(purpose === 'offers' ? { postalCode: 'B3H 1A1' } : {}),
    ...overrides,
  };
}

/** A knee as a partner's form sends it (lengths in mm): an L of Sawyer's stock in Montague PE. */
export function buildKneeInput(measures: Partial<KneeMeasures> = {}, overrides: Partial<Omit<Extract<PieceInput, { kind: 'knee' }>, 'kind' | 'measures'>> = {}): PieceInput {
  return {
    kind: 'knee',
    measures: { armLength: 610, armDepth: 150, legLength: 460, legDepth: 150, thickness: 75, ...measures },
    species: 'larch',
    grade: 'ungraded',
    source: 'salvage',
    drying: 'air-dried',
    postalCode: 'C0A 1R0',
    town: 'Montague',
    photos: [],
    priceCents: 42_000,
    note: '',
    ...overrides,
  };
}

/** A sweep as a partner's form sends it: span, rise and thickness in mm (a radius of about 2.5 m by default). */
export function buildSweepInput(measures: Partial<SweepMeasures> = {}, overrides: Partial<Omit<Extract<PieceInput, { kind: 'sweep' }>, 'kind' | 'measures'>> = {}): PieceInput {
  return {
    kind: 'sweep',
    measures: { span: 2000, rise: 200, thickness: 100, ...measures },
    species: 'red-oak',
    grade: 'no-1',
    source: 'woodlot',
    drying: 'green',
    postalCode: 'C0A 1R0',
    town: 'Montague',
    photos: [],
    priceCents: null,
    note: '',
    ...overrides,
  };
}
