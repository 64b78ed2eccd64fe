import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { Services } from '../../../services/api';
import { createTestServices, renderApp } from '../../../../tests/setup/render-app';

// The test DOM applies no stylesheet, so both the wide name and the narrow
// abbreviation are in the link's name here; a browser shows one (tests/e2e).
const toggle = () => within(screen.getByRole('banner')).getByRole('link', { name: /^(Français|English)/ });

describe('the language toggle', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('leads from an English page to the same page in French, keeping the query and the hash, and back', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = await renderApp('/byspeciesfilter?view=simple#list');
    const french = await waitFor(toggle);
    expect(french).toHaveTextContent('Français');
    expect(french).toHaveAttribute('lang', 'fr-CA');
    expect(french).toHaveAttribute('hreflang', 'fr-CA');
    expect(french).toHaveAttribute('href', '/fr/byspeciesfilter?view=simple#list');

    await user.click(french);
    await waitFor(() => expect(router.state.location.pathname).toBe('/fr/byspeciesfilter'));
    expect(router.state.location.search).toBe('?view=simple');
    expect(router.state.location.hash).toBe('#list');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'fr-CA'));

    const english = await waitFor(toggle);
    expect(english).toHaveTextContent('English');
    expect(english).toHaveAttribute('lang', 'en-CA');
    expect(english).toHaveAttribute('href', '/byspeciesfilter?view=simple#list');
    await user.click(english);
    await waitFor(() => expect(router.state.location.pathname).toBe('/byspeciesfilter'));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'en-CA'));
  });

  it('keeps what was typed, but not a password, on the page in the other language', async () => {
    const user = userEvent.setup({ delay: null });
    const base = await createTestServices();
    const submit = vi.spyOn(base.forms, 'submitContributorApplication');
    const services: Services = base;
    await renderApp('/ContributorReg', { services });
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ana@example.ca');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Spruce-Budworm-2026');
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Cormier');
    await user.type(screen.getByRole('textbox', { name: 'Town' }), 'Caraquet');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Province or territory' }), 'NB');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '506-555-0142');
    await user.type(screen.getByRole('textbox', { name: 'Expertise' }), 'Acadian forest stand renewal');
    await user.click(screen.getByRole('radio', { name: 'Business' }));
    await user.type(await screen.findByRole('textbox', { name: 'Business name' }), 'Scierie Cormier');

    await user.hover(toggle());
    await user.click(toggle());
    await screen.findByRole('textbox', { name: 'Courriel' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nom de l’entreprise' })).toHaveValue('Scierie Cormier'));
    expect(screen.getByRole('textbox', { name: 'Courriel' })).toHaveValue('ana@example.ca');
    expect(screen.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Ana');
    expect(screen.getByRole('combobox', { name: 'Province ou territoire' })).toHaveValue('NB');
    expect(screen.getByRole('radio', { name: 'Une entreprise' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Expertise' })).toHaveValue('Acadian forest stand renewal');
    // A password is never written to storage: it is typed again.
    const password = screen.getByLabelText('Mot de passe', { selector: 'input' });
    expect(password).toHaveValue('');
    expect(JSON.stringify(window.sessionStorage)).not.toContain('Spruce-Budworm-2026');

    // The form holds the values, not only the fields: they are what it sends.
    await user.type(password, 'Spruce-Budworm-2026');
    await user.click(screen.getByRole('button', { name: 'S’inscrire' }));
    await screen.findByRole('dialog', { name: 'Inscription reçue' });
    expect(submit).toHaveBeenCalledWith(
      expect.objectContaining({
        email: 'ana@example.ca',
        firstName: 'Ana',
        lastName: 'Cormier',
        town: 'Caraquet',
        province: 'NB',
        expertise: 'Acadian forest stand renewal',
        businessName: 'Scierie Cormier',
        language: 'fr-CA',
      }),
    );
  });

  it('is remembered: / then leads to the store in the language chosen', async () => {
    const user = userEvent.setup({ delay: null });
    const first = await renderApp('/quality');
    await user.click(await waitFor(toggle));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/fr/quality'));
    first.unmount();

    const { router } = await renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/fr/store'));
  });

  it('lets / lead to the English store when nothing was chosen, and /fr to the French one', async () => {
    const english = await renderApp('/');
    await waitFor(() => expect(english.router.state.location.pathname).toBe('/store'));
    english.unmount();
    const french = await renderApp('/fr');
    await waitFor(() => expect(french.router.state.location.pathname).toBe('/fr/store'));
  });

  it('gives each page its alternates in both languages and the default', async () => {
    await renderApp('/fr/quality');
    await waitFor(() => expect(document.head.querySelector('link[rel="alternate"][hreflang="fr-CA"]')).toHaveAttribute('href', 'http://localhost:4173/fr/quality'));
    expect(document.head.querySelector('link[rel="alternate"][hreflang="en-CA"]')).toHaveAttribute('href', 'http://localhost:4173/quality');
    expect(document.head.querySelector('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', 'http://localhost:4173/quality');
  });
});
