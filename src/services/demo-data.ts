// The demo data both backends start with: the local backend on first run, the
// emulator seed script for the Firebase Emulator Suite. Accounts and passwords
// here exist only in those two places, never in production.
import { STORE_PATHS } from '../config/paths';
import type { PartnerId } from '../domain/catalogue/piece';
import type { Language } from '../domain/languages';
import type { ContactInput, ContributorApplicationInput, FranchiseeApplicationInput, PricingInquiryInput, Role } from '../domain/types';

export interface DemoAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  town: string;
  expertise: string;
  permissionLevel: Role;
  /** The language the consortium writes to the member in. */
  language: Language;
}

/** The demo Franchisee (sawmilling and kiln drying) lists stock for the Sawyer, in both seeds. */
export const DEMO_FRANCHISEE = { uid: 'demo-franchisee', partnerId: 'sawyer' satisfies PartnerId } as const;

export const DEMO_ACCOUNTS = {
  admin: {
    email: 'admin@example.com',
    password: 'Admin!2345',
    firstName: 'Morgan',
    lastName: 'MacLeod',
    town: 'Halifax',
    expertise: 'Consortium coordination',
    permissionLevel: 'Admin',
    language: 'en-CA',
  },
  franchisee: {
    email: 'franchisee@example.com',
    password: 'Franchisee!2345',
    firstName: 'Jacques',
    lastName: 'Thibodeau',
    town: 'Moncton',
    expertise: 'Sawmilling and kiln drying',
    permissionLevel: 'Franchisee',
    language: 'fr-CA',
  },
  contributor: {
    email: 'contributor@example.com',
    password: 'Contributor!2345',
    firstName: 'Sarah',
    lastName: 'Doucette',
    town: 'Antigonish',
    expertise: 'Woodlot management',
    permissionLevel: 'Contributor',
    language: 'en-CA',
  },
} as const satisfies Record<string, DemoAccount>;

export type DemoAccountKey = keyof typeof DEMO_ACCOUNTS;

/** More contributors, so /contributors shows a list. They have no password and cannot sign in. */
export const DEMO_CONTRIBUTORS = [
  { firstName: 'Liam', lastName: 'Gallant', town: 'Summerside', expertise: 'Timber cruising' },
  { firstName: 'Élise', lastName: 'Cormier', town: 'Caraquet', expertise: 'Heritage timber framing' },
] as const;

export interface DemoBoard {
  id: string;
  pathname: string;
  heading: string;
  kind: 'comments' | 'discussion';
}

const COMMENT_BOARD_PATHS = [...STORE_PATHS, '/quality', '/heritage', '/ecology', '/story'];

export const DEMO_BOARDS: DemoBoard[] = [
  ...COMMENT_BOARD_PATHS.map((pathname) => ({
    id: pathname.slice(1).toLowerCase(),
    pathname,
    heading: 'Comments',
    kind: 'comments' as const,
  })),
  { id: 'discussion', pathname: '/discussion', heading: 'Discussion Board', kind: 'discussion' },
];

export interface DemoMessage {
  key: string;
  boardId: string;
  author: DemoAccountKey;
  content: string;
  minutesAgo: number;
  replyTo: string | null;
  isApproved: boolean;
}

export const DEMO_MESSAGES: DemoMessage[] = [
  {
    key: 'store-welcome',
    boardId: 'store',
    author: 'franchisee',
    content: 'Welcome to the store! We have hemlock knees and spruce sweeps drying now. Ask here if you need a size we do not list.',
    minutesAgo: 60 * 26,
    replyTo: null,
    isApproved: true,
  },
  {
    key: 'store-reply',
    boardId: 'store',
    author: 'contributor',
    content: 'Do you cut tamarack knees for boat building? I need a few with arms around 60 cm.',
    minutesAgo: 60 * 5,
    replyTo: 'store-welcome',
    isApproved: true,
  },
  {
    key: 'quality-pending',
    boardId: 'quality',
    author: 'contributor',
    content: 'Could you add a section on visual grading of hardwood flooring?',
    minutesAgo: 45,
    replyTo: null,
    isApproved: false,
  },
  {
    key: 'discussion-hello',
    boardId: 'discussion',
    author: 'admin',
    content: 'This board is for franchisees and admins. Share supply updates and questions here.',
    minutesAgo: 60 * 24 * 3,
    replyTo: null,
    isApproved: true,
  },
];

/** The password the seeded pending applications were made with. */
export const DEMO_APPLICANT_PASSWORD = 'Applicant!2345';

// The seeded review items, one of each kind. Each carries the language it was
// sent in (issue 17): the two applications came from the French pages, the
// inquiry and the contact message from the English ones, so the admin console
// shows both. Option values (businessType, province, contactBy…) stay
// language-neutral; only what the applicant typed is in their language.

export const DEMO_FRANCHISEE_APPLICATION: Omit<FranchiseeApplicationInput, 'password'> = {
  firstName: 'Owen',
  lastName: 'Sullivan',
  email: 'owen.sullivan@example.com',
  phoneNumber: '9025550142',
  businessName: 'Sullivan Woodlot Services',
  businessType: 'woodlot owner, harvesting',
  expertise: 'Récolte sélective en forêt acadienne mixte',
  website: 'https://example.com/sullivan',
  address: '12 Mill Road',
  town: 'Truro',
  postalCode: 'B2N 1A1',
  province: 'NS',
  contactBy: 'email',
  language: 'fr-CA',
};

export const DEMO_CONTRIBUTOR_APPLICATION: Omit<ContributorApplicationInput, 'password'> = {
  firstName: 'Nadia',
  lastName: 'Arsenault',
  email: 'nadia.arsenault@example.com',
  phoneNumber: '5065550177',
  expertise: 'Écologie forestière et sols',
  province: 'NB',
  town: 'Fredericton',
  employer: 'self',
  businessName: null,
  language: 'fr-CA',
};

export const DEMO_PRICING_INQUIRY: PricingInquiryInput = {
  firstName: 'Paul',
  lastName: 'LeBlanc',
  email: 'paul.leblanc@example.com',
  phoneNumber: '9025550188',
  postalCode: 'B4N 2K9',
  contactBy: 'email',
  preferredTimezone: 'Atlantic',
  businessName: 'LeBlanc Boatworks',
  language: 'en-CA',
};

export const DEMO_CONTACT_SUBMISSION: ContactInput = {
  email: 'grace.murphy@example.com',
  subject: 'Visiting the sawmill',
  message: 'Could a school group visit one of the consortium sawmills this spring?',
  language: 'en-CA',
};
