// /fr/contributors (issue 17): the labels, states and defaults in French; the
// contributors' own names, towns and expertise are shown as stored.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Services } from '../../services/api';
import type { ContributorListing } from '../../domain/types';
import { createTestServices, renderApp } from '../../../tests/setup/render-app';
import { expectConsole } from '../../../tests/setup/vitest.setup';

async function withContributors(listContributors: () => Promise<ContributorListing[]>): Promise<Services> {
  const services = await createTestServices();
  return { ...services, users: { ...services.users, listContributors } };
}

describe('/fr/contributors', () => {
  it('lists the contributors under French labels, with the stored data as it is', async () => {
    await renderApp('/fr/contributors');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nos contributeurs' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Nos contributeurs \| /);
    const lead = screen.getByText(/^Des propriétaires de boisés/);
    expect(lead).toHaveTextContent(
      'Des propriétaires de boisés, des forestiers, des scieurs et des constructeurs qui partagent leur savoir sur nos forums. Joignez-vous à eux.',
    );
    expect(within(lead).getByRole('link', { name: 'Joignez-vous à eux' })).toHaveAttribute('href', '/fr/register');

    const card = (await screen.findByRole('heading', { name: 'Sarah Doucette' })).closest('li')!;
    expect(within(card).getByText('Localité')).toBeInTheDocument();
    expect(within(card).getByText('Antigonish')).toBeInTheDocument();
    expect(within(card).getByText('Expertise')).toBeInTheDocument();
    expect(within(card).getByText('Woodlot management')).toBeInTheDocument();
  });

  it('says so in French while loading and when there are none', async () => {
    let resolve: (contributors: ContributorListing[]) => void = () => {};
    const pending = new Promise<ContributorListing[]>((done) => (resolve = done));
    await renderApp('/fr/contributors', { services: await withContributors(() => pending) });
    // The label appears once the wait passes Loading's delay.
    expect(await screen.findByText('Chargement des contributeurs…')).toHaveAttribute('role', 'status');
    resolve([]);
    expect(await screen.findByText('Aucun contributeur trouvé')).toBeInTheDocument();
  });

  it('fills missing fields with the French defaults', async () => {
    const services = await withContributors(async () => [{ id: 'x', firstName: '', lastName: '', town: '', expertise: '' }]);
    await renderApp('/fr/contributors', { services });
    expect(await screen.findByRole('heading', { name: 'Inconnu' })).toBeInTheDocument();
    expect(screen.getByText('Non précisée')).toBeInTheDocument();
    expect(screen.getByText('Générale')).toBeInTheDocument();
  });

  it('shows the failure in French with a Réessayer button that loads again', async () => {
    const user = userEvent.setup();
    const list = vi
      .fn<() => Promise<ContributorListing[]>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue([{ id: 'y', firstName: 'Liam', lastName: 'Gallant', town: 'Summerside', expertise: 'Timber cruising' }]);
    await renderApp('/fr/contributors', { services: await withContributors(list) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de charger la liste des contributeurs. Veuillez réessayer plus tard.');
    expectConsole('error', /Loading contributors failed/);
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: 'Liam Gallant' })).toBeInTheDocument();
  });
});
