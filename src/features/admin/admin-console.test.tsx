import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, localizePath, type Locale } from '../../i18n/locale';
import { m } from '../../paraglide/messages.js';
import type { Services } from '../../services/api';
import type { ContactSubmission, PendingPage } from '../../domain/types';
import { buildContributorApplication } from '../../../tests/builders';
import { confirmMailedLink } from '../../../tests/setup/mailed-links';
import { createTestServices, renderApp } from '../../../tests/setup/render-app';
import { expectConsole } from '../../../tests/setup/vitest.setup';
import { shown } from '../../../tests/setup/shown-text';

// The route's first import compiles the console's modules: on a loaded machine, longer than a query waits.
beforeAll(() => import('../../app/routes/admin'), 120_000);

const TABS = ['Franchisee Applications', 'Contributor Applications', 'Pricing?', 'Contact Us Submissions', 'Comments Approval'];

/** The five tabs' names in a language, in their order. */
const tabsIn = (locale: Locale) =>
  [m.admin_tab_franchisee, m.admin_tab_contributor, m.admin_tab_pricing, m.admin_tab_contact, m.admin_tab_comment].map((name) => name({}, { locale }));

async function openConsole(services?: Services, locale: Locale = 'en-CA') {
  const user = userEvent.setup({ delay: null });
  const view = await renderApp(localizePath('/admin', locale), { as: 'admin', services });
  const tablist = await screen.findByRole('tablist', { name: m.admin_review_lists({}, { locale }) });
  return { ...view, user, tablist };
}

/** Services whose contact list holds `count` synthetic submissions, read a page at a time; `update` replaces the list as a live query would. */
async function withContacts(count: number, languageOf: (n: number) => ContactSubmission['language'] = () => 'en-CA') {
  const base = await createTestServices();
  const contact = (n: number): ContactSubmission => ({
    id: `contact-${n}`,
    email: `sender${n}@example.com`,
    subject: `Question ${n}`,
    message: `Message ${n}`,
    timestamp: new Date(Date.UTC(2025, 0, 1, 12, n)).toISOString(),
    status: 'Pending',
    language: languageOf(n),
  });
  let current = Array.from({ length: count }, (_, index) => contact(index + 1));
  // Each live page: its size and where it goes; and every size asked for.
  const limits: number[] = [];
  const pages = new Set<{ limit: number; emit: (page: PendingPage<'contact'>) => void }>();
  const send = (page: { limit: number; emit: (page: PendingPage<'contact'>) => void }) =>
    page.emit({ items: current.slice(0, page.limit), total: current.length });
  const watchPendingPage: Services['admin']['watchPendingPage'] = (kind, options, callback, onError) => {
    if (kind !== 'contact') return base.admin.watchPendingPage(kind, options, callback, onError);
    const page = { limit: options.limit, emit: callback as unknown as (page: PendingPage<'contact'>) => void };
    limits.push(options.limit);
    pages.add(page);
    queueMicrotask(() => pages.has(page) && send(page));
    return () => pages.delete(page);
  };
  const services: Services = { ...base, admin: { ...base.admin, watchPendingPage } };
  const update = (next: ContactSubmission[]) => {
    current = next;
    pages.forEach(send);
  };
  return { services, contact, update, items: () => current, limits };
}

const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name.replace('?', '\\?')}`) });

describe('the spec’s English texts of the console', () => {
  it('are the catalogue’s', () => {
    const en = { locale: 'en-CA' } as const;
    expect(tabsIn('en-CA')).toEqual(TABS);
    expect(m.admin_not_authorized({}, en)).toBe('You are not authorized to view this page');
    expect(m.admin_review_lists({}, en)).toBe('Review lists');
    expect(m.admin_count_pending({ count: 1 }, en)).toBe('1 pending');
  });
});

describe.each(LOCALES)('admin console in %s', (locale) => {
  const t = { locale };

  it.each([undefined, 'contributor', 'franchisee'] as const)('refuses %s', async (as) => {
    await renderApp(localizePath('/admin', locale), { as });
    // The first render of the file seeds the local backend (PBKDF2 hashes): slow on a loaded machine.
    expect(await screen.findByText(shown(m.admin_not_authorized({}, t)), {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: m.admin_heading({}, t) })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('shows five tabs, each with a live count of pending items', async () => {
    const { tablist } = await openConsole(undefined, locale);
    expect(screen.getByRole('heading', { level: 1, name: m.admin_heading({}, t) })).toBeInTheDocument();
    await waitFor(() => expect(document.title.startsWith(`${m.admin_page_title({}, t)} | `)).toBe(true));
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((element) => element.textContent?.replace(/\d+|…/g, ''))).toEqual(tabsIn(locale));
    for (const name of tabsIn(locale)) expect(await within(tab(name)).findByLabelText(m.admin_count_pending({ count: 1 }, t))).toBeInTheDocument();
    expect(tab(tabsIn(locale)[0]!)).toHaveAttribute('aria-selected', 'true');
  });
});

describe('admin console', () => {
  it('moves between tabs with the arrow keys', async () => {
    const { user } = await openConsole();
    tab('Franchisee Applications').focus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Contributor Applications')).toHaveFocus();
    expect(tab('Contributor Applications')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(tab('Comments Approval')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(tab('Franchisee Applications')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(tab('Comments Approval')).toHaveFocus();
  });

  it('lists every field of a row but never a password', async () => {
    await openConsole();
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByText('owen.sullivan@example.com')).toBeInTheDocument();
    expect(within(panel).getByText('Sullivan Woodlot Services')).toBeInTheDocument();
    expect(within(panel).queryByText(/password/i)).not.toBeInTheDocument();
    expect(within(panel).queryByText(/PBKDF2/)).not.toBeInTheDocument();
  });

  it('asks before approving, lists the fields, and Go Back changes nothing', async () => {
    const { user } = await openConsole();
    await user.click(tab('Contact Us Submissions'));
    await user.click(await screen.findByRole('button', { name: 'Approve Visiting the sawmill' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to approve this application?' });
    expect(within(dialog).getByText('grace.murphy@example.com')).toBeInTheDocument();
    expect(within(dialog).getByText('Pending')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Go Back' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(tab('Contact Us Submissions')).getByLabelText('1 pending')).toBeInTheDocument();
  });

  it("approves a contact submission: it leaves the list and the tab says 'No applications'", async () => {
    const { user } = await openConsole();
    await user.click(tab('Contact Us Submissions'));
    await user.click(await screen.findByRole('button', { name: 'Approve Visiting the sawmill' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('No applications')).toBeInTheDocument();
    // The row leaves at once; the count follows with the live page.
    expect(await within(tab('Contact Us Submissions')).findByLabelText('0 pending')).toBeInTheDocument();
  });

  it('rejects a pricing inquiry after the reject question', async () => {
    const { user } = await openConsole();
    await user.click(tab('Pricing?'));
    await user.click(await screen.findByRole('button', { name: 'Reject Paul LeBlanc' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to reject this application?' });
    // Issue 23: a Reject asks for its reason.
    await user.click(within(dialog).getByRole('radio', { name: 'Incomplete' }));
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('No applications')).toBeInTheDocument();
  });

  it('approves a contributor application, who then appears among the contributors', async () => {
    const { user, services } = await openConsole();
    await user.click(tab('Contributor Applications'));
    await user.click(await screen.findByRole('button', { name: 'Approve Nadia Arsenault' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('No applications')).toBeInTheDocument();
    const contributors = await services.users.listContributors();
    expect(contributors.map((c) => c.lastName)).toContain('Arsenault');
  });

  it('opens a pending comment in its board, highlighted, and clears the selection after an action', async () => {
    const { user } = await openConsole();
    await user.click(tab('Comments Approval'));
    const row = (await screen.findByRole('heading', { name: 'Sarah Doucette on /quality' })).closest('li')!;
    expect(within(row).getByText('Could you add a section on visual grading of hardwood flooring?')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Open Display for Sarah Doucette on /quality' }));
    const display = await screen.findByRole('complementary', { name: 'Comment board display' });
    const highlighted = await within(display).findByRole('article', { current: true });
    expect(within(highlighted).getByText('Pending Approval')).toBeInTheDocument();
    expect(within(display).queryByRole('textbox')).not.toBeInTheDocument();
    expect(row).toHaveAttribute('aria-current', 'true');

    await user.click(within(row).getByRole('button', { name: 'Approve Sarah Doucette on /quality' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('No applications')).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Comment board display' })).not.toBeInTheDocument();
  });

  it('tells the admin when an action fails and keeps the list', async () => {
    const base = await createTestServices();
    const services: Services = { ...base, admin: { ...base.admin, approve: () => Promise.reject(new Error('network down')) } };
    const { user } = await openConsole(services);
    await user.click(tab('Contact Us Submissions'));
    await user.click(await screen.findByRole('button', { name: 'Approve Visiting the sawmill' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(/Could not approve “Visiting the sawmill”/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve Visiting the sawmill' })).toBeInTheDocument();
    expectConsole('error', /Approve failed/);
  });

  it('shows the server’s refusal when an application has a member’s email, and changes nothing', async () => {
    const services = await createTestServices();
    await services.forms.submitContributorApplication(
      buildContributorApplication({ email: 'Contributor@Example.com', firstName: 'Copy', lastName: 'Cat' }),
    );
    await confirmMailedLink(services, 'contributor@example.com');
    const { user } = await openConsole(services);
    await user.click(tab('Contributor Applications'));
    await user.click(await screen.findByRole('button', { name: 'Approve Copy Cat' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Could not approve “Copy Cat”. An account already exists for contributor@example.com.');
    expectConsole('error', /Approve failed/);
    expect(screen.getByRole('button', { name: 'Approve Copy Cat' })).toBeInTheDocument();
    expect(within(tab('Contributor Applications')).getByLabelText('2 pending')).toBeInTheDocument();
    const member = await services.users.getUserByEmail('contributor@example.com');
    expect(member).toMatchObject({ uid: 'demo-contributor', firstName: 'Sarah', lastName: 'Doucette', permissionLevel: 'Contributor' });
  });

  describe('a long list', () => {
    const titles = (panel: HTMLElement) => within(panel).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

    it('shows 24 rows, then 24 more at a time, and the badge counts them all', async () => {
      const { services } = await withContacts(60);
      const { user } = await openConsole(services);
      await user.click(tab('Contact Us Submissions'));
      const panel = screen.getByRole('tabpanel');
      expect(await within(panel).findByRole('heading', { name: 'Question 1' })).toBeInTheDocument();
      // The next rows and the count come from the service: each is waited for, not assumed (a loaded machine is slow).
      expect(await within(tab('Contact Us Submissions')).findByLabelText('60 pending')).toBeInTheDocument();
      expect(within(panel).getAllByRole('listitem')).toHaveLength(24);
      expect(titles(panel).at(-1)).toBe('Question 24');
      expect(within(panel).queryByRole('heading', { name: 'Question 25' })).not.toBeInTheDocument();

      await user.click(within(panel).getByRole('button', { name: 'Show 24 more (36 left)' }));
      await within(panel).findByRole('heading', { name: 'Question 48' });
      expect(within(panel).getAllByRole('listitem')).toHaveLength(48);
      // Focus goes to the first row added, so the next Tab reaches its buttons.
      await waitFor(() => expect(within(panel).getByRole('heading', { name: 'Question 25' })).toHaveFocus());
      await user.tab();
      expect(within(panel).getByRole('button', { name: 'Approve Question 25' })).toHaveFocus();

      await user.click(within(panel).getByRole('button', { name: 'Show 12 more (12 left)' }));
      await within(panel).findByRole('heading', { name: 'Question 60' });
      expect(within(panel).getAllByRole('listitem')).toHaveLength(60);
      await waitFor(() => expect(within(panel).getByRole('heading', { name: 'Question 49' })).toHaveFocus());
      expect(within(panel).queryByRole('button', { name: /^Show \d+ more/ })).not.toBeInTheDocument();
      expect(within(tab('Contact Us Submissions')).getByLabelText('60 pending')).toBeInTheDocument();
    });

    it('works from the keyboard: Enter on Show more, focus on the first new row', async () => {
      const { services } = await withContacts(30);
      const { user } = await openConsole(services);
      await user.click(tab('Contact Us Submissions'));
      const panel = screen.getByRole('tabpanel');
      const more = await within(panel).findByRole('button', { name: 'Show 6 more (6 left)' });
      more.focus();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(within(panel).getByRole('heading', { name: 'Question 25' })).toHaveFocus());
      expect(within(panel).getAllByRole('listitem')).toHaveLength(30);
    });

    it('starts again at one page when another tab is selected', async () => {
      const { services } = await withContacts(50);
      const { user } = await openConsole(services);
      await user.click(tab('Contact Us Submissions'));
      await user.click(await screen.findByRole('button', { name: 'Show 24 more (26 left)' }));
      await within(screen.getByRole('tabpanel')).findByRole('heading', { name: 'Question 48' });
      expect(within(screen.getByRole('tabpanel')).getAllByRole('listitem')).toHaveLength(48);
      await user.click(tab('Pricing?'));
      expect(await screen.findByRole('heading', { name: 'Paul LeBlanc' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Show \d+ more/ })).not.toBeInTheDocument();
      await user.click(tab('Contact Us Submissions'));
      const panel = screen.getByRole('tabpanel');
      expect(within(panel).getAllByRole('listitem')).toHaveLength(24);
      expect(within(panel).getByRole('button', { name: 'Show 24 more (26 left)' })).toBeInTheDocument();
    });

    it('reads one page at a time: 24, 24 more on Show more, one page again once the tab is left', async () => {
      const { services, limits } = await withContacts(100);
      const { user } = await openConsole(services);
      await user.click(tab('Contact Us Submissions'));
      const panel = screen.getByRole('tabpanel');
      await user.click(await within(panel).findByRole('button', { name: 'Show 24 more (76 left)' }));
      expect(await within(panel).findByRole('heading', { name: 'Question 48' })).toBeInTheDocument();
      expect(within(panel).queryByRole('heading', { name: 'Question 49' })).not.toBeInTheDocument();
      await user.click(tab('Pricing?'));
      await waitFor(() => expect(limits).toEqual([24, 48, 24]));
    });

    it('keeps the rows shown and recounts when the list changes live', async () => {
      const { services, update, items, contact } = await withContacts(30);
      const { user } = await openConsole(services);
      await user.click(tab('Contact Us Submissions'));
      const panel = screen.getByRole('tabpanel');
      expect(await within(panel).findByRole('button', { name: 'Show 6 more (6 left)' })).toBeInTheDocument();
      // Another admin approves the first row and a new submission arrives: the
      // first row stays in place, marked, and the next one joins the end.
      update([...items().slice(1), contact(31)]);
      expect(await within(panel).findByRole('heading', { name: 'Question 25' })).toBeInTheDocument();
      expect(within(panel).getByRole('heading', { name: 'Question 1' }).closest('li')).toHaveTextContent('No longer pending');
      expect(within(panel).getAllByRole('listitem')).toHaveLength(25);
      expect(within(panel).getByRole('button', { name: 'Show 6 more (6 left)' })).toBeInTheDocument();
      expect(within(tab('Contact Us Submissions')).getByLabelText('30 pending')).toBeInTheDocument();
    });
  });
});

describe('the language of a record', () => {
  /** The value shown beside a field's label in a card or the dialog. */
  const field = (container: HTMLElement, label: string) =>
    within(container).getAllByRole('term').find((term) => term.textContent === label)?.nextElementSibling?.textContent;
  const card = async (title: string) => (await screen.findByRole('heading', { level: 2, name: title })).closest('li')!;

  it('shows the language each application was sent in, in the list and the dialog', async () => {
    const services = await createTestServices();
    await services.forms.submitContributorApplication(buildContributorApplication({ firstName: 'Anne', lastName: 'Poirier', language: 'en-CA' }));
    await confirmMailedLink(services, buildContributorApplication().email);
    const { user } = await openConsole(services);
    await user.click(tab('Contributor Applications'));
    expect(field(await card('Nadia Arsenault'), 'Language')).toBe('French');
    expect(field(await card('Anne Poirier'), 'Language')).toBe('English');
    await user.click(screen.getByRole('button', { name: 'Approve Nadia Arsenault' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(field(dialog, 'Language')).toBe('French');
  });

  it('shows it for inquiries, contact messages and franchisee applications, but not for comments', async () => {
    const { user } = await openConsole();
    expect(field(await card('Owen Sullivan'), 'Language')).toBe('French');
    await user.click(tab('Pricing?'));
    expect(field(await card('Paul LeBlanc'), 'Language')).toBe('English');
    await user.click(tab('Contact Us Submissions'));
    expect(field(await card('Visiting the sawmill'), 'Language')).toBe('English');
    await user.click(tab('Comments Approval'));
    expect(field(await card('Sarah Doucette on /quality'), 'Language')).toBeUndefined();
  });

  it('shows English for a record stored before languages were kept', async () => {
    const base = await createTestServices();
    const older = {
      id: 'older',
      email: 'old@example.com',
      subject: 'From last year',
      message: 'Sent before the French pages.',
      timestamp: new Date(Date.UTC(2025, 0, 1)).toISOString(),
      status: 'Pending',
    } as unknown as ContactSubmission;
    const watchPendingPage: Services['admin']['watchPendingPage'] = (kind, options, callback, onError) => {
      if (kind !== 'contact') return base.admin.watchPendingPage(kind, options, callback, onError);
      const emit = callback as unknown as (page: PendingPage<'contact'>) => void;
      queueMicrotask(() => emit({ items: [older], total: 1 }));
      return () => undefined;
    };
    const { user } = await openConsole({ ...base, admin: { ...base.admin, watchPendingPage } });
    await user.click(tab('Contact Us Submissions'));
    expect(field(await card('From last year'), 'Language')).toBe('English');
  });
});

// What only the French console shows: French field labels, dates and notices,
// and the stored words of a record (its language, its status) said in French.
const NBSP = '\u00a0';
const TABS_FR = tabsIn('fr-CA');
const CONTACT_TAB = TABS_FR[3]!;

/** The value shown beside a field's label in a card or the dialog. */
function field(container: HTMLElement, label: string): string | null | undefined {
  const term = within(container).getAllByRole('term').find((element) => element.textContent === label);
  return term?.nextElementSibling?.textContent;
}

/**
 * The console's notice, as written: its no-break spaces kept (Testing
 * Library's text matchers read them as spaces).
 */
async function notice(start: RegExp): Promise<string> {
  const element = await screen.findByText(start);
  expect(element).toHaveAttribute('role', 'status');
  return element.textContent ?? '';
}

const card = (title: string) => screen.getByRole('heading', { level: 2, name: title }).closest('li')!;

describe('admin console, in French only', () => {
  it('shows each field with its French label and the language the application was sent in', async () => {
    const services = await createTestServices();
    await services.forms.submitContributorApplication(
      buildContributorApplication({ firstName: 'Anne', lastName: 'Poirier', employer: 'business', businessName: 'Poirier Charpente' }),
    );
    await confirmMailedLink(services, buildContributorApplication().email);
    const { user } = await openConsole(services, 'fr-CA');
    await user.click(tab('Demandes des contributeurs et contributrices'));
    await screen.findByRole('heading', { level: 2, name: 'Nadia Arsenault' });
    const nadia = card('Nadia Arsenault');
    expect(field(nadia, 'Prénom')).toBe('Nadia');
    expect(field(nadia, 'Nom de famille')).toBe('Arsenault');
    expect(field(nadia, 'Courriel')).toBe('nadia.arsenault@example.com');
    expect(field(nadia, 'Numéro de téléphone')).toBe('5065550177');
    expect(field(nadia, 'Domaine d’expertise')).toBe('Écologie forestière et sols');
    expect(field(nadia, 'Province ou territoire')).toBe('NB');
    expect(field(nadia, 'Ville')).toBe('Fredericton');
    expect(field(nadia, 'Employeur')).toBe('à son compte');
    expect(field(nadia, 'Nom de l’entreprise')).toBe('—');
    expect(field(nadia, 'Langue')).toBe('français');
    // A date in French: '21 nov. 2026, 14 h 05'.
    expect(field(nadia, 'Date de la demande')).toMatch(/^\d{1,2} [a-zéû]+\.? \d{4}, \d{1,2} h \d{2}$/);
    const anne = card('Anne Poirier');
    expect(field(anne, 'Langue')).toBe('anglais');
    expect(field(anne, 'Employeur')).toBe('entreprise');
  });

  it('asks before approving, in French, lists the fields with the language, and approves', async () => {
    const { user, services } = await openConsole(undefined, 'fr-CA');
    await user.click(tab('Demandes des contributeurs et contributrices'));
    await user.click(await screen.findByRole('button', { name: 'Approuver Nadia Arsenault' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Voulez-vous vraiment approuver cette demande?' });
    expect(field(dialog, 'Langue')).toBe('français');
    expect(field(dialog, 'Courriel')).toBe('nadia.arsenault@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Retour' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Approuver Nadia Arsenault' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Approuver' }));
    expect(await screen.findByText('Aucun élément en attente')).toBeInTheDocument();
    expect(await within(tab('Demandes des contributeurs et contributrices')).findByLabelText('0 en attente')).toBeInTheDocument();
    expect((await services.users.listContributors()).map((c) => c.lastName)).toContain('Arsenault');
  });

  it('rejects a pricing inquiry after the French question, its stored words shown in French', async () => {
    const { user } = await openConsole(undefined, 'fr-CA');
    await user.click(tab('Demandes de prix'));
    const paul = (await screen.findByRole('heading', { level: 2, name: 'Paul LeBlanc' })).closest('li')!;
    expect(field(paul, 'Joindre par')).toBe('courriel');
    expect(field(paul, 'Fuseau horaire préféré')).toBe('Atlantique');
    expect(field(paul, 'Code postal')).toBe('B4N 2K9');
    expect(field(paul, 'Langue')).toBe('anglais');
    await user.click(within(paul).getByRole('button', { name: 'Refuser Paul LeBlanc' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Voulez-vous vraiment refuser cette demande?' });
    await user.click(within(dialog).getByRole('radio', { name: 'Contenu incomplet' }));
    await user.click(within(dialog).getByRole('button', { name: 'Refuser' }));
    expect(await screen.findByText('Aucun élément en attente')).toBeInTheDocument();
  });

  it('shows a contact message with its status and language in French', async () => {
    const { user } = await openConsole(undefined, 'fr-CA');
    await user.click(tab(CONTACT_TAB));
    const row = (await screen.findByRole('heading', { level: 2, name: 'Visiting the sawmill' })).closest('li')!;
    expect(field(row, 'Objet')).toBe('Visiting the sawmill');
    expect(field(row, 'Message')).toMatch(/school group/);
    expect(field(row, 'Statut')).toBe('En attente');
    expect(field(row, 'Langue')).toBe('anglais');
    expect(field(row, 'Date d’envoi')).toMatch(/ h /);
  });

  it('opens a pending comment in its board, all in French', async () => {
    const { user } = await openConsole(undefined, 'fr-CA');
    await user.click(tab('Approbation des commentaires'));
    const row = (await screen.findByRole('heading', { name: 'Sarah Doucette sur la page /quality' })).closest('li')!;
    expect(field(row, 'Page')).toBe('/quality');
    expect(field(row, 'Sujet')).toBe('Commentaires');
    expect(field(row, 'Publié par')).toBe('Sarah Doucette');
    expect(field(row, 'Commentaire')).toBe('Could you add a section on visual grading of hardwood flooring?');
    expect(field(row, 'Langue')).toBeUndefined();
    await user.click(within(row).getByRole('button', { name: `Ouvrir l’affichage${NBSP}: Sarah Doucette sur la page /quality` }));
    const display = await screen.findByRole('complementary', { name: 'Affichage des commentaires' });
    expect(await within(display).findByRole('heading', { level: 2, name: 'Commentaires de la page /quality' })).toBeInTheDocument();
    const highlighted = await within(display).findByRole('article', { current: true });
    expect(within(highlighted).getByText('En attente d’approbation')).toBeInTheDocument();
    await user.click(within(display).getByRole('button', { name: 'Fermer l’affichage' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('says in French when an action fails, and the notice can be dismissed', async () => {
    const base = await createTestServices();
    const services: Services = { ...base, admin: { ...base.admin, approve: () => Promise.reject(new Error('network down')) } };
    const { user } = await openConsole(services, 'fr-CA');
    await user.click(tab(CONTACT_TAB));
    await user.click(await screen.findByRole('button', { name: 'Approuver Visiting the sawmill' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Approuver' }));
    expect(await notice(/^Impossible d’approuver/)).toContain(
      `Impossible d’approuver «${NBSP}Visiting the sawmill${NBSP}». La liste n’a pas changé; veuillez réessayer.`,
    );
    expectConsole('error', /Approve failed/);
    await user.click(screen.getByRole('button', { name: 'Masquer l’avis' }));
    expect(screen.queryByText(/^Impossible d’approuver/)).not.toBeInTheDocument();
  });

  it('gives the server’s refusal (a member’s email) in French', async () => {
    const services = await createTestServices();
    await services.forms.submitContributorApplication(
      buildContributorApplication({ email: 'Contributor@Example.com', firstName: 'Copy', lastName: 'Cat', language: 'fr-CA' }),
    );
    await confirmMailedLink(services, 'contributor@example.com');
    const { user } = await openConsole(services, 'fr-CA');
    await user.click(tab('Demandes des contributeurs et contributrices'));
    await user.click(await screen.findByRole('button', { name: 'Approuver Copy Cat' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Approuver' }));
    expect(await notice(/^Impossible d’approuver/)).toContain(
      `Impossible d’approuver «${NBSP}Copy Cat${NBSP}». Un compte est déjà associé à l’adresse contributor@example.com.`,
    );
    expectConsole('error', /Approve failed/);
    expect(within(tab('Demandes des contributeurs et contributrices')).getByLabelText('2 en attente')).toBeInTheDocument();
  });

  it('says in French when a list cannot be loaded', async () => {
    const base = await createTestServices();
    const watchPendingPage: Services['admin']['watchPendingPage'] = (kind, options, callback, onError) => {
      if (kind !== 'pricing') return base.admin.watchPendingPage(kind, options, callback, onError);
      queueMicrotask(() => onError?.(new Error('offline')));
      return () => undefined;
    };
    await openConsole({ ...base, admin: { ...base.admin, watchPendingPage } }, 'fr-CA');
    expect(await notice(/^Impossible de charger/)).toContain(`Impossible de charger la liste${NBSP}: Demandes de prix.`);
    expectConsole('error', /Loading pricing items failed/);
  });

  it('shows more of a long list with a French button', async () => {
    const { services } = await withContacts(30, (n) => (n % 2 === 0 ? 'fr-CA' : 'en-CA'));
    const { user } = await openConsole(services, 'fr-CA');
    await user.click(tab(CONTACT_TAB));
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByRole('heading', { name: 'Question 1' })).toBeInTheDocument();
    expect(within(tab(CONTACT_TAB)).getByLabelText('30 en attente')).toBeInTheDocument();
    expect(field(card('Question 2'), 'Langue')).toBe('français');
    await user.click(within(panel).getByRole('button', { name: 'Afficher 6 de plus (il en reste 6)' }));
    expect(await within(panel).findByRole('heading', { name: 'Question 30' })).toBeInTheDocument();
  });
});
