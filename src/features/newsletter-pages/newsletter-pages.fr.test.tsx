// /fr/newsletter and /fr/Offers-registration: the logged-only sign-up forms in
// French, with their validation and confirmation messages.
import { getDefaultNormalizer, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../tests/setup/render-app';

const REQUIRED = 'Ce champ est obligatoire';

describe('/fr/newsletter', () => {
  async function renderNewsletter() {
    const user = userEvent.setup();
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    await renderApp('/fr/newsletter');
    const form = await screen.findByRole('form', { name: 'Abonnez-vous à notre infolettre' });
    return { user, info, form, subscribe: () => user.click(within(form).getByRole('button', { name: 'S’abonner' })) };
  }

  it('shows the page and its fields in French', async () => {
    const { form } = await renderNewsletter();
    expect(screen.getByRole('heading', { level: 1, name: 'Abonnez-vous à notre infolettre' })).toBeInTheDocument();
    expect(document.title).toBe('Abonnez-vous à notre infolettre | Atlantic Timber Consortium');
    expect(
      screen.getByText(
        'Des nouvelles du consortium\u00a0: nouveaux arrivages, récits du boisé et événements près de chez vous.',
        { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) },
      ),
    ).toBeInTheDocument();
    for (const label of ['Courriel', 'Prénom (facultatif)', 'Nom de famille (facultatif)', 'Nom de l’entreprise (facultatif)']) {
      expect(within(form).getByLabelText(label)).toBeInTheDocument();
    }
    const types = within(form).getByRole('group', { name: 'Secteur d’activité ou intérêt (facultatif)' });
    expect(within(types).getByRole('checkbox', { name: 'Propriétaire de boisé' })).toHaveAttribute('value', 'woodlot owner');
  });

  it('requires and checks the email, and checks a given name, in French', async () => {
    const { user, form, info, subscribe } = await renderNewsletter();
    await subscribe();
    expect(await within(form).findByText(REQUIRED)).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Courriel'), 'lectrice@example..com');
    await user.type(within(form).getByLabelText('Nom de famille (facultatif)'), 'O’Neil');
    await subscribe();
    expect(await within(form).findByText('Adresse courriel non valide')).toBeInTheDocument();
    expect(within(form).getByText('Le nom ne peut contenir que des lettres')).toBeInTheDocument();
    expect(info).not.toHaveBeenCalled();
  });

  it('confirms a valid sign-up in French', async () => {
    const { user, form, subscribe } = await renderNewsletter();
    await user.type(within(form).getByLabelText('Courriel'), 'lectrice@example.com');
    await user.click(within(form).getByRole('checkbox', { name: 'Sciage' }));
    await subscribe();
    expect(
      await within(form).findByText('Merci! Votre adresse figure maintenant sur la liste d’envoi de notre infolettre.'),
    ).toHaveAttribute('role', 'status');
  });
});

describe('/fr/Offers-registration', () => {
  async function renderOffers() {
    const user = userEvent.setup();
    vi.spyOn(console, 'info').mockImplementation(() => {});
    await renderApp('/fr/Offers-registration');
    const form = await screen.findByRole('form', { name: 'Inscrivez-vous pour recevoir nos offres spéciales' });
    return { user, form, register: () => user.click(within(form).getByRole('button', { name: 'S’inscrire' })) };
  }

  it('shows the page in French', async () => {
    const { form } = await renderOffers();
    expect(screen.getByRole('heading', { level: 1, name: 'Inscrivez-vous pour recevoir nos offres spéciales' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Dites-nous comment vous joindre et dans quel domaine vous travaillez; nous vous informerons des offres qui vous conviennent.',
      ),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('Téléphone')).toBeInTheDocument();
    expect(within(form).getByRole('group', { name: 'Type d’entreprise (facultatif)' })).toBeInTheDocument();
  });

  it('requires email, phone and contact method, and checks the phone, in French', async () => {
    const { user, form, register } = await renderOffers();
    await register();
    expect(await within(form).findAllByText(REQUIRED)).toHaveLength(3);
    expect(within(form).getByRole('group', { name: 'Me joindre par' })).toHaveAttribute('aria-invalid', 'true');
    await user.type(within(form).getByRole('textbox', { name: 'Courriel' }), 'acheteur@example.com');
    await user.type(within(form).getByLabelText('Téléphone'), '902-555-12a4');
    await register();
    expect(await within(form).findByText('Le numéro de téléphone ne peut pas contenir de lettres')).toBeInTheDocument();
  });

  it('confirms a valid registration in French', async () => {
    const { user, form, register } = await renderOffers();
    await user.type(within(form).getByRole('textbox', { name: 'Courriel' }), 'acheteur@example.com');
    await user.type(within(form).getByLabelText('Téléphone'), '902 555 1234');
    await user.click(within(form).getByRole('radio', { name: 'Appel téléphonique (de jour seulement)' }));
    await register();
    expect(await within(form).findByText('Merci! Votre inscription aux offres spéciales est enregistrée.')).toHaveAttribute(
      'role',
      'status',
    );
  });
});
