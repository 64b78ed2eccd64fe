import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Services } from '../../services/api';
import type { ContactSubmission, PendingPage } from '../../domain/types';
import { buildContributorApplication } from '../../../tests/builders';
import { createTestServices, renderApp } from '../../../tests/setup/render-app';
import { expectConsole } from '../../../tests/setup/vitest.setup';

const TABS = ['Franchisee Applications', 'Contributor Applications', 'Pricing?', 'Contact Us Submissions', 'Comments Approval'];

async function openConsole(services?: Services) {
  const user = userEvent.setup();
  const view = await renderApp('/admin', { as: 'admin', services });
  const tablist = await screen.findByRole('tablist', { name: 'Review lists' });
  return { ...view, user, tablist };
}

/** Services whose contact list holds `count` synthetic submissions, read a page at a time; `update` replaces the list as a live query would. */
async function withContacts(count: number) {
  const base = await createTestServices();
  const contact = (n: number): ContactSubmission => ({
    id: `contact-${n}`,
    email: `sender${n}@example.com`,
    subject: `Question ${n}`,
    message: `Message ${n}`,
    timestamp: new Date(Date.UTC(2025, 0, 1, 12, n)).toISOString(),
    status: 'Pending',
    language: 'en-CA',
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

describe('admin console', () => {
  it.each([undefined, 'contributor', 'franchisee'] as const)('refuses %s', async (as) => {
    await renderApp('/admin', { as });
    expect(await screen.findByText('You are not authorized to view this page')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('shows five tabs, each with a live count of pending items', async () => {
    const { tablist } = await openConsole();
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent?.replace(/\d+|…/g, ''))).toEqual(TABS);
    for (const name of TABS) expect(await within(tab(name)).findByLabelText('1 pending')).toBeInTheDocument();
    expect(tab('Franchisee Applications')).toHaveAttribute('aria-selected', 'true');
  });

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
    expect(within(tab('Contact Us Submissions')).getByLabelText('0 pending')).toBeInTheDocument();
  });

  it('rejects a pricing inquiry after the reject question', async () => {
    const { user } = await openConsole();
    await user.click(tab('Pricing?'));
    await user.click(await screen.findByRole('button', { name: 'Reject Paul LeBlanc' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to reject this application?' });
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
      // Another admin approves the first row and a new submission arrives.
      update([...items().slice(1), contact(31)]);
      expect(await within(panel).findByRole('heading', { name: 'Question 25' })).toBeInTheDocument();
      expect(within(panel).queryByRole('heading', { name: 'Question 1' })).not.toBeInTheDocument();
      expect(within(panel).getAllByRole('listitem')).toHaveLength(24);
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
