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

describe('/contributors', () => {
  it('lists the approved contributors with name, location and expertise', async () => {
    await renderApp('/contributors');
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Contributors' })).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { name: 'Sarah Doucette' })).closest('li')!;
    expect(within(card).getByText('Location')).toBeInTheDocument();
    expect(within(card).getByText('Antigonish')).toBeInTheDocument();
    expect(within(card).getByText('Woodlot management')).toBeInTheDocument();
    expect(screen.queryByText('Morgan MacLeod')).not.toBeInTheDocument();
  });

  it("says 'No contributors found' when there are none", async () => {
    await renderApp('/contributors', { services: await withContributors(async () => []) });
    expect(await screen.findByText('No contributors found')).toBeInTheDocument();
  });

  it('fills missing fields with Unknown, Not specified and General', async () => {
    const services = await withContributors(async () => [
      { id: 'x', firstName: '', lastName: '', town: '', expertise: '' },
    ]);
    await renderApp('/contributors', { services });
    expect(await screen.findByRole('heading', { name: 'Unknown' })).toBeInTheDocument();
    expect(screen.getByText('Not specified')).toBeInTheDocument();
    expect(screen.getByText('General')).toBeInTheDocument();
  });

  it('shows the failure with a Retry that loads again', async () => {
    const user = userEvent.setup();
    const list = vi
      .fn<() => Promise<ContributorListing[]>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue([{ id: 'y', firstName: 'Liam', lastName: 'Gallant', town: 'Summerside', expertise: 'Timber cruising' }]);
    await renderApp('/contributors', { services: await withContributors(list) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load contributors. Please try again later.');
    expectConsole('error', /Loading contributors failed/);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Liam Gallant' })).toBeInTheDocument();
  });
});
