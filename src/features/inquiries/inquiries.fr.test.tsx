// The contact and pricing forms at /fr/contact and /fr/pricing: French
// labels, validation and result messages, and the language each record keeps.
import { getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Services } from '../../services/api';
import type { ContactInput, PricingInquiryInput } from '../../domain/types';
import { createTestServices, renderApp } from '../../../tests/setup/render-app';
import { fill } from '../../../tests/setup/fill';
import { expectConsole } from '../../../tests/setup/vitest.setup';

const REQUIRED = 'Ce champ est obligatoire';
const field = (name: string) => screen.getByRole('textbox', { name });

describe('/fr/contact', () => {
  type Submit = (input: ContactInput) => Promise<void>;

  async function setup(impl?: Submit) {
    const user = userEvent.setup();
    const base = await createTestServices();
    const submit = vi.fn<Submit>(impl ?? ((input) => base.forms.submitContact(input)));
    const services: Services = { ...base, forms: { ...base.forms, submitContact: submit } };
    await renderApp('/fr/contact', { services });
    await screen.findByRole('heading', { level: 1, name: 'Nous joindre' });
    return { user, submit, send: () => user.click(screen.getByRole('button', { name: 'Envoyer le message' })) };
  }

  it('shows the page in French', async () => {
    await setup();
    expect(document.title).toBe('Nous joindre | Atlantic Timber Consortium');
    expect(screen.getByText('Des questions sur notre bois, le consortium ou votre compte? Écrivez-nous.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Nous joindre' })).toBeInTheDocument();
    expect(field('Objet')).toBeInTheDocument();
    expect(field('Message')).toHaveAccessibleDescription('500 caractères restants');
  });

  it('blocks an empty or malformed message with the French messages', async () => {
    const { user, submit, send } = await setup();
    await send();
    await waitFor(() => expect(field('Courriel')).toHaveAccessibleDescription(REQUIRED));
    expect(field('Objet')).toHaveAccessibleDescription(REQUIRED);
    expect(field('Message')).toHaveAccessibleDescription(`500 caractères restants ${REQUIRED}`);

    await fill(user, field('Courriel'), 'visiteur@example');
    await fill(user, field('Objet'), 's'.repeat(51));
    await fill(user, field('Message'), 'm'.repeat(502));
    await waitFor(() => expect(field('Courriel')).toHaveAccessibleDescription('Adresse courriel non valide'));
    expect(field('Objet')).toHaveAccessibleDescription('L’objet doit contenir de 1 à 50 caractères');
    expect(field('Message')).toHaveAccessibleDescription(
      '2 caractères de trop (limite de 500 caractères) Ce champ ne peut pas contenir plus de 500 caractères',
    );
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends the message with fr-CA and thanks the visitor in French', async () => {
    const { user, submit, send } = await setup();
    await fill(user, field('Courriel'), 'visiteur@example.com');
    await fill(user, field('Objet'), 'Livraison au Cap-Breton');
    await fill(user, field('Message'), 'Livrez-vous au Cap-Breton?');
    await send();
    const dialog = await screen.findByRole('dialog', { name: 'Message envoyé' });
    expect(dialog).toHaveTextContent('Merci de votre message! Nous vous répondrons sous peu.');
    expect(submit.mock.calls[0]?.[0]).toEqual({
      email: 'visiteur@example.com',
      subject: 'Livraison au Cap-Breton',
      message: 'Livrez-vous au Cap-Breton?',
      language: 'fr-CA',
    } satisfies ContactInput);
    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('announces a failure in French', async () => {
    const { user, send } = await setup(() => Promise.reject(new Error('offline')));
    await fill(user, field('Courriel'), 'visiteur@example.com');
    await fill(user, field('Objet'), 'Question');
    await fill(user, field('Message'), 'Bonjour');
    await send();
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Une erreur s’est produite lors de l’envoi de votre message. Veuillez réessayer.',
      ),
    );
    expectConsole('error', /Sending the contact message failed/);
  });
});

describe('/fr/pricing', () => {
  type Submit = (input: PricingInquiryInput) => Promise<void>;

  async function setup(impl?: Submit) {
    const user = userEvent.setup();
    const base = await createTestServices();
    const submit = vi.fn<Submit>(impl ?? ((input) => base.forms.submitPricingInquiry(input)));
    const services: Services = { ...base, forms: { ...base.forms, submitPricingInquiry: submit } };
    await renderApp('/fr/pricing', { services });
    await screen.findByRole('heading', { level: 1, name: 'Vous aimeriez en savoir plus sur nos prix?' });
    return { user, submit, send: () => user.click(screen.getByRole('button', { name: 'Envoyer la demande' })) };
  }

  async function fillValid(user: UserEvent) {
    await fill(user, field('Prénom'), 'Marie');
    await fill(user, field('Nom de famille'), 'Landry');
    await fill(user, field('Courriel'), 'marie.landry@example.com');
    await fill(user, field('Numéro de téléphone'), '(902) 555-0100');
    await user.type(field('Code postal'), 'b3h1a1');
    await fill(user, field('Nom de l’entreprise'), 'Menuiserie Landry');
    await user.click(screen.getByRole('radio', { name: 'Courriel' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Fuseau horaire préféré' }), 'Atlantique');
  }

  it('shows the page, the time zones and the contact information in French', async () => {
    await setup();
    expect(document.title).toBe('Prix | Atlantic Timber Consortium');
    expect(
      screen.getByText('Laissez-nous vos coordonnées et nous communiquerons avec vous au sujet des prix pour votre projet.'),
    ).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Demande de prix' });
    expect(within(form).getByText('Tous les champs sont obligatoires.')).toBeInTheDocument();
    const timezone = screen.getByRole('combobox', { name: 'Fuseau horaire préféré' });
    expect(within(timezone).getAllByRole('option')[0]).toHaveTextContent('Choisissez un fuseau horaire');
    const info = screen.getByRole('complementary', { name: 'Coordonnées' });
    expect(within(info).getByText('Vous préférez nous écrire directement?')).toBeInTheDocument();
    expect(
      within(info).getByText('Courriel\u00a0:', { exact: false, normalizer: getDefaultNormalizer({ collapseWhitespace: false }) }),
    ).toBeInTheDocument();
  });

  it('blocks an empty or malformed inquiry with the French messages', async () => {
    const { user, submit, send } = await setup();
    await send();
    for (const name of ['Prénom', 'Nom de famille', 'Courriel', 'Numéro de téléphone', 'Code postal', 'Nom de l’entreprise']) {
      await waitFor(() => expect(field(name)).toHaveAccessibleDescription(expect.stringContaining(REQUIRED)));
    }
    expect(screen.getByRole('group', { name: 'Mode de communication préféré' })).toHaveAccessibleDescription(REQUIRED);
    expect(screen.getByRole('combobox', { name: 'Fuseau horaire préféré' })).toHaveAccessibleDescription(REQUIRED);

    await fill(user, field('Prénom'), 'Marie2');
    await fill(user, field('Numéro de téléphone'), '902-555-010');
    await fill(user, field('Courriel'), 'marie!@example.com');
    await send();
    await waitFor(() => expect(field('Prénom')).toHaveAccessibleDescription('Le nom ne peut contenir que des lettres'));
    expect(field('Numéro de téléphone')).toHaveAccessibleDescription('Le numéro de téléphone doit contenir 10 chiffres');
    expect(field('Courriel')).toHaveAccessibleDescription(
      'L’adresse courriel ne peut contenir que des lettres, des chiffres, des points (.), des traits de soulignement (_), des traits d’union (-) et un symbole @',
    );
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends the inquiry with fr-CA and neutral values, and thanks the visitor in French', async () => {
    const { user, submit, send } = await setup();
    await fillValid(user);
    await send();
    const dialog = await screen.findByRole('dialog', { name: 'Demande envoyée' });
    expect(dialog).toHaveTextContent('Merci de votre message! Nous vous répondrons sous peu.');
    expect(submit.mock.calls[0]?.[0]).toMatchObject({
      contactBy: 'email',
      preferredTimezone: 'Atlantic',
      postalCode: 'B3H 1A1',
      language: 'fr-CA',
    });
  });

  it('reports a failure in French', async () => {
    const { user, send } = await setup(() => Promise.reject(new Error('offline')));
    await fillValid(user);
    await send();
    const dialog = await screen.findByRole('dialog', { name: 'Demande non envoyée' });
    expect(dialog).toHaveTextContent(
      'Une erreur s’est produite lors de l’envoi de votre demande de prix. Veuillez réessayer.',
    );
    expectConsole('error', /Sending the pricing inquiry failed/);
  });
});
