// /fr/profile: the tabs, the Update Email and Change Password forms and the
// subscriptions in French; the role is shown by its French name and the
// subscriptions record fr-CA.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Services } from '../../services/api';
import { createTestServices, renderApp, type RenderAppOptions } from '../../../tests/setup/render-app';
import { expectConsole } from '../../../tests/setup/vitest.setup';

const REQUIRED = 'Ce champ est obligatoire';
const form = (name: string) => screen.getByRole('form', { name });

async function renderProfile(options: RenderAppOptions = { as: 'contributor' }) {
  const user = userEvent.setup();
  const view = await renderApp('/fr/profile', options);
  await screen.findByRole('tablist', { name: 'Sections du profil' });
  return { user, ...view };
}

describe('/fr/profile', () => {
  it('sends a visitor without a session to /fr/login', async () => {
    const { router } = await renderApp('/fr/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/fr/login'));
  });

  it('shows the heading, the tabs and the account details in French', async () => {
    await renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'Votre profil' })).toBeInTheDocument();
    expect(document.title).toBe('Profil | Atlantic Timber Consortium');
    expect(screen.getByRole('tab', { name: 'Profil' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Changer de statut' })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Renseignements du compte' });
    expect(within(details).getByText('Nom')).toBeInTheDocument();
    expect(within(details).getByText('Courriel')).toBeInTheDocument();
    expect(within(details).getByText('Sarah Doucette')).toBeInTheDocument();
  });
});

describe('Mettre à jour le courriel', () => {
  const email = () => within(form('Mettre à jour le courriel')).getByLabelText('Nouveau courriel');
  const password = () => within(form('Mettre à jour le courriel')).getByLabelText('Mot de passe actuel');
  const submit = () => within(form('Mettre à jour le courriel')).getByRole('button', { name: 'Mettre à jour le courriel' });

  it('requires both fields and a valid email, in French', async () => {
    const { user } = await renderProfile();
    await user.click(submit());
    expect(await within(form('Mettre à jour le courriel')).findAllByText(REQUIRED)).toHaveLength(2);
    await user.type(email(), 'sarah@example');
    await user.type(password(), 'Contributor!2345');
    await user.click(submit());
    expect(await within(form('Mettre à jour le courriel')).findByText('Adresse courriel non valide')).toBeInTheDocument();
  });

  it('reports a wrong password and an address in use on their fields, in French', async () => {
    const { user } = await renderProfile();
    await user.type(email(), 'sarah@example.com');
    await user.type(password(), 'Mauvais!2345');
    await user.click(submit());
    await waitFor(() => expect(password()).toHaveAccessibleDescription('Le mot de passe actuel est incorrect.'));
    await user.clear(email());
    await user.type(email(), 'admin@example.com');
    await user.clear(password());
    await user.type(password(), 'Contributor!2345');
    await user.click(submit());
    await waitFor(() => expect(email()).toHaveAccessibleDescription('Cette adresse courriel est déjà utilisée.'));
  });

  it('updates the email and says so in French', async () => {
    const { user } = await renderProfile();
    await user.type(email(), 'sarah@example.com');
    await user.type(password(), 'Contributor!2345');
    await user.click(submit());
    expect(await within(form('Mettre à jour le courriel')).findByText('Votre courriel a été mis à jour!')).toHaveAttribute(
      'role',
      'status',
    );
  });

  it('reports any other failure in French', async () => {
    const services = await createTestServices();
    const failing: Services = { ...services, auth: { ...services.auth, updateEmail: () => Promise.reject(new Error('offline')) } };
    const { user } = await renderProfile({ as: 'contributor', services: failing });
    await user.type(email(), 'sarah@example.com');
    await user.type(password(), 'Contributor!2345');
    await user.click(submit());
    expect(
      await within(form('Mettre à jour le courriel')).findByText('Votre courriel n’a pas pu être mis à jour. Veuillez réessayer.'),
    ).toHaveAttribute('role', 'alert');
    expectConsole('error', /Updating the email failed/);
  });
});

describe('Changer le mot de passe', () => {
  const section = () => form('Changer le mot de passe');
  const current = () => within(section()).getByLabelText('Mot de passe actuel');
  const next = () => within(section()).getByLabelText('Nouveau mot de passe');
  const confirm = () => within(section()).getByLabelText('Confirmer le nouveau mot de passe');
  const submit = () => within(section()).getByRole('button', { name: 'Changer le mot de passe' });

  it('requires all three fields, then holds the new password to the rules, in French', async () => {
    const { user } = await renderProfile();
    await user.click(submit());
    expect(await within(section()).findAllByText(REQUIRED)).toHaveLength(3);
    await user.type(current(), 'Contributor!2345');
    await user.type(next(), 'faible');
    await user.type(confirm(), 'faible');
    await user.click(submit());
    await waitFor(() => expect(next()).toHaveAttribute('aria-invalid', 'true'));
    const checklist = within(section()).getByRole('list');
    for (const rule of [
      'Le mot de passe doit contenir au moins 8 caractères',
      'Le mot de passe doit contenir une lettre majuscule',
      'Le mot de passe doit contenir un chiffre',
      'Le mot de passe doit contenir un caractère spécial',
    ]) {
      expect(within(checklist).getByText(rule).closest('li')).toHaveAttribute('data-passed', 'false');
    }
  });

  it('reports a mismatch and a wrong current password in French', async () => {
    const { user } = await renderProfile();
    await user.type(current(), 'Mauvais!2345');
    await user.type(next(), 'Nouveau!2345');
    await user.type(confirm(), 'Nouveau!2346');
    await user.click(submit());
    await waitFor(() =>
      expect(confirm()).toHaveAccessibleDescription('Le nouveau mot de passe et sa confirmation ne correspondent pas.'),
    );
    await user.clear(confirm());
    await user.type(confirm(), 'Nouveau!2345');
    await user.click(submit());
    await waitFor(() => expect(current()).toHaveAccessibleDescription('Le mot de passe actuel est incorrect.'));
  });

  it('changes the password and says so in French', async () => {
    const { user } = await renderProfile();
    await user.type(current(), 'Contributor!2345');
    await user.type(next(), 'Nouveau!2345');
    await user.type(confirm(), 'Nouveau!2345');
    await user.click(submit());
    expect(await within(section()).findByText('Votre mot de passe a été mis à jour!')).toHaveAttribute('role', 'status');
  });

  it('points to the administration at /fr/contact', async () => {
    await renderProfile();
    const panel = screen.getByRole('tabpanel', { name: 'Profil' });
    const link = within(panel).getByRole('link', { name: 'Écrire à l’administration' });
    expect(link).toHaveAttribute('href', '/fr/contact');
    expect(link.parentElement).toHaveTextContent('Vous avez oublié votre mot de passe actuel? Écrire à l’administration');
  });
});

describe('Changer de statut', () => {
  it('shows the role in French and offers Devenir franchisé', async () => {
    const { user } = await renderProfile();
    await user.click(screen.getByRole('tab', { name: 'Changer de statut' }));
    const panel = screen.getByRole('tabpanel', { name: 'Changer de statut' });
    expect(within(panel).getByRole('heading', { name: 'Statut d’inscription' })).toBeInTheDocument();
    expect(within(panel).getByText('Contributeur')).toBeInTheDocument();
    expect(
      within(panel).getByText(
        'Les franchisés vendent par l’intermédiaire du consortium et participent au forum de discussion des membres.',
      ),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Devenir franchisé' })).toHaveAttribute('href', '/fr/Franchisee');
  });

  it.each([
    ['franchisee', 'Franchisé'],
    ['admin', 'Administrateur'],
  ] as const)('names the role of a %s in French', async (as, label) => {
    const { user } = await renderProfile({ as });
    await user.click(screen.getByRole('tab', { name: 'Changer de statut' }));
    expect(within(screen.getByRole('tabpanel', { name: 'Changer de statut' })).getByText(label)).toBeInTheDocument();
  });

  it('saves the subscriptions with fr-CA and says so in French', async () => {
    const base = await createTestServices();
    const setSubscriptions = vi.fn<Services['users']['setSubscriptions']>((...args) => base.users.setSubscriptions(...args));
    const { user } = await renderProfile({ as: 'contributor', services: { ...base, users: { ...base.users, setSubscriptions } } });
    await user.click(screen.getByRole('tab', { name: 'Changer de statut' }));
    const panel = screen.getByRole('tabpanel', { name: 'Changer de statut' });
    expect(within(panel).getByRole('heading', { name: 'Abonnements' })).toBeInTheDocument();
    expect(within(panel).getByRole('group', { name: 'Envoyez-moi' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('checkbox', { name: 'Infolettre' }));
    await user.click(within(panel).getByRole('button', { name: 'Enregistrer les abonnements' }));
    expect(await within(panel).findByText('Vos abonnements ont été enregistrés.')).toHaveAttribute('role', 'status');
    expect(setSubscriptions).toHaveBeenCalledWith({ newsletter: true, offers: false }, 'fr-CA');
  });

  it('reports a failed save in French', async () => {
    const base = await createTestServices();
    const failing: Services = { ...base, users: { ...base.users, setSubscriptions: () => Promise.reject(new Error('offline')) } };
    const { user } = await renderProfile({ as: 'contributor', services: failing });
    await user.click(screen.getByRole('tab', { name: 'Changer de statut' }));
    const panel = screen.getByRole('tabpanel', { name: 'Changer de statut' });
    await user.click(within(panel).getByRole('checkbox', { name: 'Offres spéciales' }));
    await user.click(within(panel).getByRole('button', { name: 'Enregistrer les abonnements' }));
    expect(
      await within(panel).findByText('Vos abonnements n’ont pas pu être enregistrés. Veuillez réessayer.'),
    ).toHaveAttribute('role', 'alert');
    expectConsole('error', /Saving subscriptions failed/);
  });
});
