// The Member Login page at /fr/login: French labels, validation and the
// sign-in error, and a successful sign-in that stays in French.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../tests/setup/render-app';

async function renderLogin() {
  const user = userEvent.setup();
  const view = await renderApp('/fr/login');
  await screen.findByRole('heading', { level: 1, name: 'Connexion des membres' });
  return { user, ...view, logIn: () => user.click(screen.getByRole('button', { name: 'Se connecter' })) };
}

describe('/fr/login', () => {
  it('shows the page in French with a link to /fr/register', async () => {
    await renderLogin();
    expect(document.title).toBe('Connexion des membres | Atlantic Timber Consortium');
    expect(screen.getByRole('form', { name: 'Connexion des membres' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Inscrivez-vous pour adhérer au consortium ou pour contribuer' });
    expect(link).toHaveAttribute('href', '/fr/register');
    expect(link.parentElement).toHaveTextContent('Pas encore membre? Inscrivez-vous pour adhérer au consortium ou pour contribuer.');
  });

  it('requires both fields and checks the email in French', async () => {
    const { user, logIn } = await renderLogin();
    await logIn();
    expect(await screen.findAllByText('Ce champ est obligatoire')).toHaveLength(2);
    expect(screen.getByLabelText('Courriel')).toHaveFocus();
    await user.type(screen.getByLabelText('Courriel'), 'admin@@example.com');
    await user.type(screen.getByLabelText('Mot de passe'), 'Admin!2345');
    await logIn();
    expect(await screen.findByText('L’adresse courriel ne doit contenir qu’un seul symbole @')).toBeInTheDocument();
  });

  it('says the email or password is incorrect in French', async () => {
    const { user, logIn } = await renderLogin();
    await user.type(screen.getByLabelText('Courriel'), 'admin@example.com');
    await user.type(screen.getByLabelText('Mot de passe'), 'Mauvais!2345');
    await logIn();
    expect(await screen.findByText('Courriel ou mot de passe incorrect!')).toHaveAttribute('role', 'alert');
  });

  it('signs in and goes to the French home page', async () => {
    const { user, router, logIn } = await renderLogin();
    await user.type(screen.getByLabelText('Courriel'), 'admin@example.com');
    await user.type(screen.getByLabelText('Mot de passe'), 'Admin!2345');
    await logIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/fr/store'));
  });
});
