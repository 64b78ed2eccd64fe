// Every route of the app (spec §2), used by links, redirects and tests instead
// of string literals. Matching is case-insensitive, so /Franchisee and
// /franchisee are the same route.
import { normalizePath } from '../domain/boards';

export const paths = {
  home: '/',
  store: '/store',
  register: '/register',
  login: '/login',
  temp: '/temp',
  discussion: '/discussion',
  bySpecies: '/byspeciesfilter',
  quality: '/quality',
  heritage: '/heritage',
  ecology: '/ecology',
  profile: '/profile',
  searchTypeSize: '/searchtypesize',
  knees: '/knees',
  sweeps: '/sweeps',
  custom: '/custom',
  franchisee: '/Franchisee',
  contributorReg: '/ContributorReg',
  story: '/story',
  contact: '/contact',
  admin: '/admin',
  /** The decision history of the moderation console (issue 23). */
  adminHistory: '/admin/history',
  pricing: '/pricing',
  spfSample: '/spfsample',
  contributors: '/contributors',
  offers: '/Offers-registration',
  newsletter: '/newsletter',
  softwoods: '/softwoods',
  hardwoods: '/hardwoods',
  nativeAcadian: '/nativeacadian',
  exotics: '/exotics',
  burls: '/burls',
  boardwalk: '/boardwalk',
  buildings: '/buildings',
  privacy: '/privacy',
  unsubscribe: '/unsubscribe',
  /** A mailed link's page (/verify?token=…, issue 22); the server rules name it VERIFY_PATH. */
  verify: '/verify',
  /** The local build's outbox (issue 22); the firebase build has no such route. */
  outbox: '/outbox',
  /** A partner's knees and sweeps, listed and edited by its Franchisees (and any partner's by an Admin). */
  stock: '/stock',
} as const;

/** The route of one piece's page (public; a sold piece's page stays). Not in `paths`: it takes an id. */
export const STOCK_PIECE_ROUTE = `${paths.stock}/:id`;

/** The page of a listed piece: the domain's, which the server's mails link to as well. */
export { piecePath } from '../domain/catalogue/piece-path';

/**
 * The profile's sections a link can open (`/profile#your-data`): the privacy
 * page sends a member straight to the action each right needs.
 */
export const PROFILE_SECTIONS = {
  /** "Download my data" and "Delete my account": access, portability, erasure. */
  data: 'your-data',
  /** Update Email: rectification. */
  email: 'update-email',
  /** The subscriptions: withdrawal of consent. */
  subscriptions: 'subscriptions',
} as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[keyof typeof PROFILE_SECTIONS];

/** The navigation state with which the profile sends a member whose account it deleted to the privacy page, which confirms it. */
export const ACCOUNT_DELETED_STATE = { accountDeleted: true } as const;

/** The 11 store paths whose footer shows Comments and Price? (spec §2 Footer, §9). */
export const STORE_PATHS: readonly string[] = [
  paths.store,
  paths.bySpecies,
  paths.softwoods,
  paths.hardwoods,
  paths.nativeAcadian,
  paths.exotics,
  paths.searchTypeSize,
  paths.knees,
  paths.sweeps,
  paths.custom,
  paths.spfSample,
];

export function isStorePath(pathname: string): boolean {
  const path = normalizePath(pathname);
  return STORE_PATHS.some((storePath) => storePath === path);
}
