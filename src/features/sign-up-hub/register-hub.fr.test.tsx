// The /fr/register hub in Canadian French: headings, buttons, the shared
// validation messages, the result messages, and the language each
// subscription records.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Services } from '../../services/api';
import { ServiceError } from '../../domain/errors';
import { createTestServices, renderApp } from '../../../tests/setup/render-app';
import { expectConsole } from '../../../tests/setup/vitest.setup';

const REQUIRED = 'Ce champ est obligatoire';
const region = (name: string) => screen.getByRole('region', { name });

async function renderHub(services?: Services) {
  const user = userEvent.setup();
  const view = await renderApp('/fr/register', { services });
  await screen.findByRole('heading', { level: 1, name: 'Joignez-vous à nous' });
  return { user, ...view };
}

async function withForms(overrides: Partial<Services['forms']>): Promise<Services> {
  const services = await createTestServices();
  return { ...services, forms: { ...services.forms, ...overrides } };
}

describe('/fr/register hub', () => {
  it('shows its title, lead and six cards in French', async () => {
    await renderHub();
    expect(document.title).toBe('Joignez-vous à nous | Atlantic Timber Consortium');
    expect(
      screen.getByText('Abonnez-vous, participez aux discussions, demandez à adhérer au consortium ou connectez-vous.'),
    ).toBeInTheDocument();
    const cards: [string, string][] = [
      ['Nouvelles et actualités', 'Les nouvelles du consortium, livrées dans votre boîte de réception.'],
      ['Offres spéciales', 'Découvrez les offres de bois près de chez vous.'],
      ['Participer aux discussions', 'Partagez vos connaissances sur nos forums.'],
      ['Adhérer au consortium', 'Présentez une demande pour devenir franchisé.'],
      ['Je ne fais que regarder', 'Visitez d’abord la boutique; vous pourrez adhérer en tout temps.'],
      ['Connexion', 'Déjà membre? Connectez-vous à votre compte.'],
    ];
    for (const [title, lead] of cards) {
      expect(within(region(title)).getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
      expect(within(region(title)).getByText(lead)).toBeInTheDocument();
    }
    const browse = within(region('Je ne fais que regarder')).getByRole('link', { name: 'Aller à la boutique' });
    expect(browse).toHaveAttribute('href', '/fr/store');
  });
});

describe('Nouvelles et actualités', () => {
  const card = () => region('Nouvelles et actualités');
  const email = () => within(card()).getByLabelText('Courriel');
  const subscribe = () => within(card()).getByRole('button', { name: 'S’abonner' });

  it('requires an email and checks it with the French messages', async () => {
    const { user } = await renderHub();
    await user.click(subscribe());
    expect(await within(card()).findByText(REQUIRED)).toBeInTheDocument();
    expect(email()).toHaveFocus();
    await user.type(email(), 'jo e@example.com');
    await user.click(subscribe());
    expect(
      await within(card()).findByText(
        'L’adresse courriel ne peut contenir que des lettres, des chiffres, des points (.), des traits de soulignement (_), des traits d’union (-) et un symbole @',
      ),
    ).toBeInTheDocument();
    await user.clear(email());
    await user.type(email(), 'a@b@example.com');
    await user.click(subscribe());
    expect(await within(card()).findByText('L’adresse courriel ne doit contenir qu’un seul symbole @')).toBeInTheDocument();
    await user.clear(email());
    await user.type(email(), 'jo..e@example.com');
    await user.click(subscribe());
    expect(await within(card()).findByText('Adresse courriel non valide')).toBeInTheDocument();
  });

  it('subscribes in French, records fr-CA, then says the address is already registered', async () => {
    const base = await createTestServices();
    const subscribeNewsletter = vi.fn<Services['forms']['subscribeNewsletter']>((...args) => base.forms.subscribeNewsletter(...args));
    const { user } = await renderHub({ ...base, forms: { ...base.forms, subscribeNewsletter } });
    await user.type(email(), 'lectrice@example.com');
    await user.click(subscribe());
    expect(await within(card()).findByText('Félicitations! Votre inscription à l’infolettre est confirmée.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(subscribeNewsletter).toHaveBeenCalledWith('lectrice@example.com', 'fr-CA');
    expect(email()).toHaveValue('');

    await user.type(email(), 'lectrice@example.com');
    await user.click(subscribe());
    expect(await within(card()).findByText('Cette adresse courriel est déjà inscrite à l’infolettre.')).toHaveAttribute('role', 'alert');
    expect(email()).toHaveValue('lectrice@example.com');
  });

  it('reports any other failure in French', async () => {
    const { user } = await renderHub(await withForms({ subscribeNewsletter: () => Promise.reject(new ServiceError('unavailable')) }));
    await user.type(email(), 'hors-ligne@example.com');
    await user.click(subscribe());
    expect(await within(card()).findByText('Une erreur s’est produite lors de l’inscription à l’infolettre.')).toHaveAttribute(
      'role',
      'alert',
    );
    expectConsole('error', /Newsletter subscription failed/);
  });
});

describe('Offres spéciales', () => {
  const card = () => region('Offres spéciales');
  const email = () => within(card()).getByLabelText('Courriel');
  const postalCode = () => within(card()).getByLabelText('Code postal');
  const register = () => within(card()).getByRole('button', { name: 'S’inscrire' });

  it('requires both fields, then checks the email and the postal code in French', async () => {
    const { user } = await renderHub();
    await user.click(register());
    expect(await within(card()).findAllByText(REQUIRED)).toHaveLength(2);
    await user.type(email(), 'sans-arobase');
    await user.type(postalCode(), 'z1a 1a1');
    await user.click(register());
    expect(await within(card()).findByText('Adresse courriel non valide')).toBeInTheDocument();
    expect(within(card()).getByText('Veuillez entrer un code postal canadien valide (p. ex. A1A 1A1)')).toBeInTheDocument();
  });

  it('registers in French with fr-CA recorded, then says the address is already registered', async () => {
    const base = await createTestServices();
    const subscribeOffers = vi.fn<Services['forms']['subscribeOffers']>((...args) => base.forms.subscribeOffers(...args));
    const { user } = await renderHub({ ...base, forms: { ...base.forms, subscribeOffers } });
    await user.type(email(), 'offres@example.com');
    await user.type(postalCode(), 'e1c4h9');
    await user.click(register());
    expect(await within(card()).findByText('Félicitations! Votre inscription aux offres spéciales est confirmée.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(subscribeOffers).toHaveBeenCalledWith('offres@example.com', 'E1C 4H9', 'fr-CA');

    await user.type(email(), 'offres@example.com');
    await user.type(postalCode(), 'E1C 4H9');
    await user.click(register());
    expect(await within(card()).findByText('Cette adresse courriel est déjà inscrite aux offres spéciales.')).toHaveAttribute(
      'role',
      'alert',
    );
  });

  it('reports any other failure in French', async () => {
    const { user } = await renderHub(await withForms({ subscribeOffers: () => Promise.reject(new Error('offline')) }));
    await user.type(email(), 'offres@example.com');
    await user.type(postalCode(), 'E1C 4H9');
    await user.click(register());
    expect(await within(card()).findByText('Une erreur s’est produite lors de l’inscription aux offres spéciales.')).toHaveAttribute(
      'role',
      'alert',
    );
    expectConsole('error', /Special offers registration failed/);
  });
});

describe.each([
  ['Participer aux discussions', '/fr/ContributorReg'],
  ['Adhérer au consortium', '/fr/Franchisee'],
])('%s', (cardName, destination) => {
  const card = () => region(cardName);
  const first = () => within(card()).getByLabelText('Prénom');
  const last = () => within(card()).getByLabelText('Nom de famille');
  const next = () => within(card()).getByRole('button', { name: 'Suivant' });

  it('requires the names and applies the name rules in French', async () => {
    const { user, router } = await renderHub();
    await user.click(next());
    expect(await within(card()).findAllByText(REQUIRED)).toHaveLength(2);
    expect(router.state.location.pathname).toBe('/fr/register');
    await user.type(first(), 'Jo3');
    await user.click(last());
    await user.paste('x'.repeat(101));
    await user.click(next());
    expect(await within(card()).findByText('Le nom ne peut contenir que des lettres')).toBeInTheDocument();
    expect(within(card()).getByText('Ce champ ne peut pas contenir plus de 100 caractères')).toBeInTheDocument();
    await user.clear(last());
    await user.type(last(), 'Mac--Neil');
    await user.click(next());
    expect(
      await within(card()).findByText('Le nom ne peut pas contenir d’espaces ou de traits d’union consécutifs'),
    ).toBeInTheDocument();
  });

  it(`goes on to ${destination}, staying in French`, async () => {
    const { user, router } = await renderHub();
    await user.type(first(), 'Élise');
    await user.type(last(), 'Cormier-Doucet');
    await user.click(next());
    await waitFor(() => expect(router.state.location.pathname).toBe(destination));
    expect(router.state.location.state).toEqual({ firstName: 'Élise', lastName: 'Cormier-Doucet' });
  });
});

describe('Connexion', () => {
  const card = () => region('Connexion');
  const email = () => within(card()).getByLabelText('Courriel');
  const password = () => within(card()).getByLabelText('Mot de passe');
  const signIn = () => within(card()).getByRole('button', { name: 'Se connecter' });

  it('requires both fields, and a wrong sign-in says so in French', async () => {
    const { user } = await renderHub();
    await user.click(signIn());
    expect(await within(card()).findAllByText(REQUIRED)).toHaveLength(2);
    await user.type(email(), 'personne@example.com');
    await user.type(password(), 'x');
    await user.click(signIn());
    const dialog = await screen.findByRole('dialog', { name: 'Échec de la connexion' });
    expect(dialog).toHaveTextContent('Courriel ou mot de passe incorrect!');
    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('signs in, says so in French, and closing goes to /fr/store', async () => {
    const { user, router } = await renderHub();
    await user.type(email(), 'franchisee@example.com');
    await user.type(password(), 'Franchisee!2345');
    await user.click(signIn());
    const dialog = await screen.findByRole('dialog', { name: 'Connexion établie' });
    expect(dialog).toHaveTextContent('Connexion réussie!');
    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fr/store'));
  });
});
