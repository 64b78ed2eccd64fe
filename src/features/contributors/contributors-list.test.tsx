// /contributors and /fr/contributors: one test per behaviour, run in each
// language with the locale's own texts from the catalogue; the contributors'
// names, towns and expertise are shown as stored in both.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LOCALES, localizePath } from '../../i18n/locale';
import { m } from '../../paraglide/messages.js';
import type { Services } from '../../services/api';
import type { ContributorListing } from '../../domain/types';
import { createTestServices, renderApp } from '../../../tests/setup/render-app';
import { expectConsole } from '../../../tests/setup/vitest.setup';

async function withContributors(listContributors: () => Promise<ContributorListing[]>): Promise<Services> {
  const services = await createTestServices();
  return { ...services, users: { ...services.users, listContributors } };
}

describe('the spec’s English texts', () => {
  it('are the catalogue’s', () => {
    const en = { locale: 'en-CA' } as const;
    expect(m.content_contributors_heading({}, en)).toBe('Our Contributors');
    expect(m.content_contributors_empty({}, en)).toBe('No contributors found');
    expect(m.content_contributors_failed({}, en)).toBe('Failed to load contributors. Please try again later.');
    expect(m.content_contributors_retry({}, en)).toBe('Retry');
    expect(m.content_contributors_location({}, en)).toBe('Location');
    expect(m.content_contributors_unknown_name({}, en)).toBe('Unknown');
    expect(m.content_contributors_location_missing({}, en)).toBe('Not specified');
    expect(m.content_contributors_expertise_missing({}, en)).toBe('General');
  });
});

describe.each(LOCALES)('/contributors in %s', (locale) => {
  const path = localizePath('/contributors', locale);
  const t = { locale };

  it('lists the approved contributors with name, location and expertise, as stored', async () => {
    await renderApp(path);
    const heading = m.content_contributors_heading({}, t);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(document.title.startsWith(`${heading} | `)).toBe(true);
    const lead = screen.getByText(m.content_contributors_lead({}, t), { exact: false });
    expect(lead).toHaveTextContent(`${m.content_contributors_lead({}, t)} ${m.content_contributors_join({}, t)}.`);
    expect(within(lead).getByRole('link', { name: m.content_contributors_join({}, t) })).toHaveAttribute('href', localizePath('/register', locale));

    const card = (await screen.findByRole('heading', { name: 'Sarah Doucette' })).closest('li')!;
    expect(within(card).getByText(m.content_contributors_location({}, t))).toBeInTheDocument();
    expect(within(card).getByText('Antigonish')).toBeInTheDocument();
    expect(within(card).getByText(m.content_contributors_expertise({}, t))).toBeInTheDocument();
    expect(within(card).getByText('Woodlot management')).toBeInTheDocument();
    expect(screen.queryByText('Morgan MacLeod')).not.toBeInTheDocument();
  });

  it('says so while loading and when there are none', async () => {
    let resolve: (contributors: ContributorListing[]) => void = () => {};
    const pending = new Promise<ContributorListing[]>((done) => (resolve = done));
    await renderApp(path, { services: await withContributors(() => pending) });
    // The label appears once the wait passes Loading's delay.
    expect(await screen.findByText(m.content_contributors_loading({}, t))).toHaveAttribute('role', 'status');
    resolve([]);
    expect(await screen.findByText(m.content_contributors_empty({}, t))).toBeInTheDocument();
  });

  it('fills missing fields with the defaults', async () => {
    const services = await withContributors(async () => [{ id: 'x', firstName: '', lastName: '', town: '', expertise: '' }]);
    await renderApp(path, { services });
    expect(await screen.findByRole('heading', { name: m.content_contributors_unknown_name({}, t) })).toBeInTheDocument();
    expect(screen.getByText(m.content_contributors_location_missing({}, t))).toBeInTheDocument();
    expect(screen.getByText(m.content_contributors_expertise_missing({}, t))).toBeInTheDocument();
  });

  it('shows the failure with a Retry that loads again', async () => {
    const user = userEvent.setup({ delay: null });
    const list = vi
      .fn<() => Promise<ContributorListing[]>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue([{ id: 'y', firstName: 'Liam', lastName: 'Gallant', town: 'Summerside', expertise: 'Timber cruising' }]);
    await renderApp(path, { services: await withContributors(list) });
    expect(await screen.findByRole('alert')).toHaveTextContent(m.content_contributors_failed({}, t));
    expectConsole('error', /Loading contributors failed/);
    await user.click(screen.getByRole('button', { name: m.content_contributors_retry({}, t) }));
    expect(await screen.findByRole('heading', { name: 'Liam Gallant' })).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(2);
  });
});
