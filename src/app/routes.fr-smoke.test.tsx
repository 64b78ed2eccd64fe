// One French smoke test per route of the route table: each page at its /fr
// path (the members' pages signed in as a demo account that may see them)
// shows its French h1 and document title, is marked French, and shows no text
// of the English catalogue that French words differently. The subjects' own
// tests check each page in both languages in depth; tests/e2e/french.spec.ts
// checks the French flows in a browser.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SITE_NAME } from '../components/ui/page';
import { paths } from '../config/paths';
import { localizePath, type Locale } from '../i18n/locale';
import { m } from '../paraglide/messages.js';
import { DEMO_CONTRIBUTORS, type DemoAccountKey } from '../services/demo-data';
import { renderApp } from '../../tests/setup/render-app';

type Message = (inputs?: Record<string, never>, options?: { locale?: 'en-CA' | 'fr-CA' }) => string;

interface FrenchPage {
  h1: Message;
  /** The document title's message, where it is not the h1's. */
  title?: Message;
  /** The demo account that may see the page; a visitor otherwise. */
  as?: DemoAccountKey;
}

const PAGES: Record<Exclude<keyof typeof paths, 'home'>, FrenchPage> = {
  store: { h1: m.store_title },
  register: { h1: m.forms_hub_title },
  login: { h1: m.forms_login_title },
  temp: { h1: m.shell_temp_heading, title: m.shell_temp_title },
  discussion: { h1: m.boards_heading_discussion, as: 'franchisee' },
  bySpecies: { h1: m.store_species_title },
  quality: { h1: m.content_quality_heading },
  heritage: { h1: m.content_heritage_heading },
  ecology: { h1: m.content_ecology_heading },
  profile: { h1: m.forms_profile_heading, title: m.forms_profile_title, as: 'contributor' },
  searchTypeSize: { h1: m.store_type_size_title },
  knees: { h1: m.store_category_knees },
  sweeps: { h1: m.store_category_sweeps },
  custom: { h1: m.store_custom_title },
  franchisee: { h1: m.forms_franchisee_title },
  contributorReg: { h1: m.forms_contributor_heading, title: m.forms_contributor_title },
  story: { h1: m.content_story_heading },
  contact: { h1: m.forms_contact_title },
  admin: { h1: m.admin_heading, title: m.admin_page_title, as: 'admin' },
  adminHistory: { h1: m.moderation_history_title, as: 'admin' },
  pricing: { h1: m.forms_pricing_heading, title: m.forms_pricing_title },
  spfSample: { h1: m.store_spf_title },
  contributors: { h1: m.content_contributors_heading },
  offers: { h1: m.forms_offers_title },
  newsletter: { h1: m.forms_newsletter_title },
  softwoods: { h1: m.store_region_softwoods },
  hardwoods: { h1: m.store_region_hardwoods },
  nativeAcadian: { h1: m.store_region_native_acadian },
  exotics: { h1: m.store_region_exotics },
  burls: { h1: m.store_category_burls },
  boardwalk: { h1: m.store_category_boardwalk },
  buildings: { h1: m.store_category_buildings },
  privacy: { h1: m.account_privacy_heading, title: m.account_privacy_title },
  unsubscribe: { h1: m.consent_unsubscribe_title },
  verify: { h1: m.verify_title },
  outbox: { h1: m.outbox_title },
  stock: { h1: m.stock_title, as: 'franchisee' },
};

const fr = { locale: 'fr-CA' } as const;

/** A message's text without inputs, whatever inputs its type asks for. */
const textIn = (message: unknown, locale: Locale): string =>
  typeof message === 'function' ? String(Reflect.apply(message, undefined, [{}, { locale }])) : '';

// The seeded members' own words are shown as stored: a contributor's expertise
// "Timber cruising" is also a business type's English label.
const STORED: ReadonlySet<string> = new Set(DEMO_CONTRIBUTORS.flatMap((contributor) => Object.values(contributor)));

/**
 * The English catalogue's texts that French words differently, long enough
 * not to be a word French shares (a name, "Local"). Messages that need inputs
 * are left out: without them they are not the text a page shows.
 */
const ENGLISH_ONLY: readonly string[] = Object.values(m)
  .map((message) => [textIn(message, 'en-CA'), textIn(message, 'fr-CA')] as const)
  .filter(([english, french]) => english !== french && english.length >= 12 && !english.includes('undefined') && !STORED.has(english))
  .map(([english]) => english);

/** The English-only texts found in the document's text. */
const englishIn = (text: string) => ENGLISH_ONLY.filter((english) => text.includes(english));

const routes = Object.entries(PAGES).map(([name, page]) => ({ name, path: localizePath(paths[name as keyof typeof PAGES], 'fr-CA'), ...page }));

describe('every route in French', () => {
  it('has English-only texts to look for', () => {
    expect(ENGLISH_ONLY).toContain('Timber Store');
    expect(ENGLISH_ONLY.length).toBeGreaterThan(300);
  });

  it.each(routes)('$path shows its French h1 and title, and no English-only text', async ({ path, h1, title, as }) => {
    const { router } = await renderApp(path, { as });
    const heading = await screen.findByRole('heading', { level: 1, name: h1({}, fr) });
    expect(within(screen.getByRole('main')).getAllByRole('heading', { level: 1 })).toEqual([heading]);
    expect(router.state.location.pathname).toBe(path);
    await waitFor(() => expect(document.title).toBe(`${(title ?? h1)({}, fr)} | ${SITE_NAME}`));
    expect(document.documentElement.lang).toBe('fr-CA');
    expect(englishIn(document.body.textContent ?? '')).toEqual([]);
  });

  it('shows the French not-found page for a French path with no page', async () => {
    await renderApp('/fr/nulle-part');
    expect(await screen.findByRole('heading', { level: 1, name: m.shell_not_found_title({}, fr) })).toBeInTheDocument();
    expect(document.title).toBe(`${m.shell_not_found_title({}, fr)} | ${SITE_NAME}`);
    expect(englishIn(document.body.textContent ?? '')).toEqual([]);
  });
});
