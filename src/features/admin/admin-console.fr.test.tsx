// The admin console in Canadian French (issue 17): tabs, fields, the language
// each record was sent in, the decisions and what the console says after them.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Services } from '../../services/api';
import type { ContactSubmission, PendingPage } from '../../domain/types';
import { buildContributorApplication } from '../../../tests/builders';
import { createTestServices, renderApp } from '../../../tests/setup/render-app';
import { expectConsole } from '../../../tests/setup/vitest.setup';

const NBSP = '\u00a0';
const CONTACT_TAB = `Messages «${NBSP}Nous joindre${NBSP}»`;
const TABS = ['Demandes de franchise', 'Demandes de contributeurs', 'Prix?', CONTACT_TAB, 'Approbation des commentaires'];

async function openConsole(services?: Services) {
  const user = userEvent.setup();
  const view = await renderApp('/fr/admin', { as: 'admin', services });
  const tablist = await screen.findByRole('tablist', { name: 'Listes à examiner' });
  return { ...view, user, tablist };
}

const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name.replace('?', '\\?')}`) });

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

describe('admin console, in French', () => {
  it.each([undefined, 'contributor', 'franchisee'] as const)('refuses %s in French', async (as) => {
    await renderApp('/fr/admin', { as });
    expect(await screen.findByText('Vous n’avez pas l’autorisation de consulter cette page')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Console d’administration' })).toBeInTheDocument();
  });

  it('names its five tabs in French, each with a count of pending items', async () => {
    const { tablist } = await openConsole();
    expect(screen.getByRole('heading', { level: 1, name: 'Console d’administration' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Administration \| /));
    expect(within(tablist).getAllByRole('tab').map((t) => t.textContent?.replace(/\d+|…/g, ''))).toEqual(TABS);
    for (const name of TABS) expect(await within(tab(name)).findByLabelText('1 en attente')).toBeInTheDocument();
  });

  it('shows each field with its French label and the language the application was sent in', async () => {
    const services = await createTestServices();
    await services.forms.submitContributorApplication(
      buildContributorApplication({ firstName: 'Anne', lastName: 'Poirier', employer: 'business', businessName: 'Poirier Charpente' }),
    );
    const { user } = await openConsole(services);
    await user.click(tab('Demandes de contributeurs'));
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
    const { user, services } = await openConsole();
    await user.click(tab('Demandes de contributeurs'));
    await user.click(await screen.findByRole('button', { name: 'Approuver Nadia Arsenault' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Voulez-vous vraiment approuver cette demande?' });
    expect(field(dialog, 'Langue')).toBe('français');
    expect(field(dialog, 'Courriel')).toBe('nadia.arsenault@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Retour' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Approuver Nadia Arsenault' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Approuver' }));
    expect(await screen.findByText('Aucune demande')).toBeInTheDocument();
    expect(within(tab('Demandes de contributeurs')).getByLabelText('0 en attente')).toBeInTheDocument();
    expect((await services.users.listContributors()).map((c) => c.lastName)).toContain('Arsenault');
  });

  it('rejects a pricing inquiry after the French question, its stored words shown in French', async () => {
    const { user } = await openConsole();
    await user.click(tab('Prix?'));
    const paul = (await screen.findByRole('heading', { level: 2, name: 'Paul LeBlanc' })).closest('li')!;
    expect(field(paul, 'Joindre par')).toBe('courriel');
    expect(field(paul, 'Fuseau horaire préféré')).toBe('Atlantique');
    expect(field(paul, 'Code postal')).toBe('B4N 2K9');
    expect(field(paul, 'Langue')).toBe('anglais');
    await user.click(within(paul).getByRole('button', { name: 'Refuser Paul LeBlanc' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Voulez-vous vraiment refuser cette demande?' });
    await user.click(within(dialog).getByRole('button', { name: 'Refuser' }));
    expect(await screen.findByText('Aucune demande')).toBeInTheDocument();
  });

  it('shows a contact message with its status and language in French', async () => {
    const { user } = await openConsole();
    await user.click(tab(CONTACT_TAB));
    const row = (await screen.findByRole('heading', { level: 2, name: 'Visiting the sawmill' })).closest('li')!;
    expect(field(row, 'Objet')).toBe('Visiting the sawmill');
    expect(field(row, 'Message')).toMatch(/school group/);
    expect(field(row, 'Statut')).toBe('En attente');
    expect(field(row, 'Langue')).toBe('anglais');
    expect(field(row, 'Date d’envoi')).toMatch(/ h /);
  });

  it('opens a pending comment in its board, all in French', async () => {
    const { user } = await openConsole();
    await user.click(tab('Approbation des commentaires'));
    const row = (await screen.findByRole('heading', { name: 'Sarah Doucette sur la page /quality' })).closest('li')!;
    expect(field(row, 'Page')).toBe('/quality');
    expect(field(row, 'Sujet')).toBe('Commentaires');
    expect(field(row, 'Auteur')).toBe('Sarah Doucette');
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
    const { user } = await openConsole(services);
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
    const { user } = await openConsole(services);
    await user.click(tab('Demandes de contributeurs'));
    await user.click(await screen.findByRole('button', { name: 'Approuver Copy Cat' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Approuver' }));
    expect(await notice(/^Impossible d’approuver/)).toContain(
      `Impossible d’approuver «${NBSP}Copy Cat${NBSP}». Un compte est déjà associé à l’adresse contributor@example.com.`,
    );
    expectConsole('error', /Approve failed/);
    expect(within(tab('Demandes de contributeurs')).getByLabelText('2 en attente')).toBeInTheDocument();
  });

  it('says in French when a list cannot be loaded', async () => {
    const base = await createTestServices();
    const watchPendingPage: Services['admin']['watchPendingPage'] = (kind, options, callback, onError) => {
      if (kind !== 'pricing') return base.admin.watchPendingPage(kind, options, callback, onError);
      queueMicrotask(() => onError?.(new Error('offline')));
      return () => undefined;
    };
    await openConsole({ ...base, admin: { ...base.admin, watchPendingPage } });
    expect(await notice(/^Impossible de charger/)).toContain(`Impossible de charger la liste${NBSP}: Prix?.`);
    expectConsole('error', /Loading pricing items failed/);
  });

  it('shows more of a long list with a French button', async () => {
    const base = await createTestServices();
    const contact = (n: number): ContactSubmission => ({
      id: `contact-${n}`,
      email: `sender${n}@example.com`,
      subject: `Question ${n}`,
      message: `Message ${n}`,
      timestamp: new Date(Date.UTC(2025, 0, 1, 12, n)).toISOString(),
      status: 'Pending',
      language: n % 2 === 0 ? 'fr-CA' : 'en-CA',
    });
    const all = Array.from({ length: 30 }, (_, index) => contact(index + 1));
    const watchPendingPage: Services['admin']['watchPendingPage'] = (kind, options, callback, onError) => {
      if (kind !== 'contact') return base.admin.watchPendingPage(kind, options, callback, onError);
      const emit = callback as unknown as (page: PendingPage<'contact'>) => void;
      queueMicrotask(() => emit({ items: all.slice(0, options.limit), total: all.length }));
      return () => undefined;
    };
    const { user } = await openConsole({ ...base, admin: { ...base.admin, watchPendingPage } });
    await user.click(tab(CONTACT_TAB));
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByRole('heading', { name: 'Question 1' })).toBeInTheDocument();
    expect(within(tab(CONTACT_TAB)).getByLabelText('30 en attente')).toBeInTheDocument();
    expect(field(card('Question 2'), 'Langue')).toBe('français');
    await user.click(within(panel).getByRole('button', { name: 'Afficher 6 de plus (il en reste 6)' }));
    expect(await within(panel).findByRole('heading', { name: 'Question 30' })).toBeInTheDocument();
  });
});
