// Contributor registration at /fr/ContributorReg: French labels, validation
// and result messages, and the record's language.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Services } from '../../services/api';
import type { ContributorApplicationInput } from '../../domain/types';
import { createTestServices, renderApp } from '../../../tests/setup/render-app';
import { fill } from '../../../tests/setup/fill';
import { expectConsole } from '../../../tests/setup/vitest.setup';

type Submit = (input: ContributorApplicationInput) => Promise<void>;

const REQUIRED = 'Ce champ est obligatoire';

async function setup(impl?: Submit) {
  const user = userEvent.setup();
  const base = await createTestServices();
  const submit = vi.fn<Submit>(impl ?? ((input) => base.forms.submitContributorApplication(input)));
  const services: Services = { ...base, forms: { ...base.forms, submitContributorApplication: submit } };
  const view = await renderApp('/fr/ContributorReg', { services });
  await screen.findByRole('heading', { level: 1, name: 'Bienvenue, contributeur!' });
  return { user, submit, router: view.router, clickRegister: () => user.click(screen.getByRole('button', { name: 'S’inscrire' })) };
}

const field = (name: string) => screen.getByRole('textbox', { name });

async function fillValid(user: UserEvent) {
  await fill(user, field('Courriel'), 'anne.poirier@example.com');
  await fill(user, screen.getByLabelText('Mot de passe'), 'Charpente!2345');
  await fill(user, field('Prénom'), 'Anne');
  await fill(user, field('Nom de famille'), 'Poirier');
  await fill(user, field('Ville'), 'Shediac');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Province ou territoire' }), 'Nouveau-Brunswick');
  await fill(user, field('Numéro de téléphone'), '506 555 0111');
  await fill(user, field('Expertise'), 'Charpente traditionnelle');
  await user.click(screen.getByRole('radio', { name: 'À mon compte' }));
}

describe('/fr/ContributorReg', () => {
  it('welcomes the visitor in French and links to Nos contributeurs', async () => {
    await setup();
    expect(document.title).toBe('Inscription des contributeurs | Atlantic Timber Consortium');
    expect(screen.getByRole('link', { name: 'Nos contributeurs' })).toHaveAttribute('href', '/fr/contributors');
    const lead = screen.getByText(/^Inscrivez-vous pour partager vos connaissances sur nos forums\./);
    expect(lead).toHaveTextContent(
      'Inscrivez-vous pour partager vos connaissances sur nos forums. Découvrez les personnes qui le font déjà dans Nos contributeurs.',
    );
    const form = screen.getByRole('form', { name: 'Inscription des contributeurs' });
    expect(within(form).getByText('Tous les champs sont obligatoires, sauf indication contraire.')).toBeInTheDocument();
    expect(field('Expertise')).toHaveAccessibleDescription('Les sujets que vous connaissez et dont vous aimeriez parler 500 caractères restants');
    expect(screen.getByRole('group', { name: 'Pour qui travaillez-vous?' })).toBeInTheDocument();
  });

  it('blocks an empty submit, and requires the business name for a business, in French', async () => {
    const { user, submit, clickRegister } = await setup();
    await clickRegister();
    for (const name of ['Courriel', 'Prénom', 'Nom de famille', 'Ville', 'Numéro de téléphone', 'Expertise']) {
      await waitFor(() => expect(field(name)).toHaveAccessibleDescription(expect.stringContaining(REQUIRED)));
    }
    expect(screen.getByRole('combobox', { name: 'Province ou territoire' })).toHaveAccessibleDescription(REQUIRED);
    expect(screen.getByRole('group', { name: 'Pour qui travaillez-vous?' })).toHaveAccessibleDescription(REQUIRED);

    await fillValid(user);
    await user.click(screen.getByRole('radio', { name: 'Une entreprise' }));
    await clickRegister();
    await waitFor(() => expect(field('Nom de l’entreprise')).toHaveAccessibleDescription(REQUIRED));
    await fill(user, field('Nom de l’entreprise'), 'b'.repeat(101));
    await waitFor(() =>
      expect(field('Nom de l’entreprise')).toHaveAccessibleDescription('Ce champ ne peut pas contenir plus de 100 caractères'),
    );
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends the registration with fr-CA and thanks the applicant in French', async () => {
    const { user, submit, clickRegister, router } = await setup();
    await fillValid(user);
    await clickRegister();
    const dialog = await screen.findByRole('dialog', { name: 'Inscription reçue' });
    expect(dialog).toHaveTextContent('Merci d’avoir soumis votre demande!');
    expect(submit.mock.calls[0]?.[0]).toMatchObject({ province: 'NB', employer: 'self', businessName: null, language: 'fr-CA' });
    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fr/store'));
  });

  it('reports a failure in French with Réessayer', async () => {
    const { user, clickRegister } = await setup(() => Promise.reject(new Error('offline')));
    await fillValid(user);
    await clickRegister();
    const dialog = await screen.findByRole('dialog', { name: 'Inscription non envoyée' });
    expect(dialog).toHaveTextContent('Une erreur s’est produite lors de l’envoi de votre demande. Veuillez réessayer.');
    expectConsole('error', /Submitting the contributor application failed/);
    await user.click(within(dialog).getByRole('button', { name: 'Réessayer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field('Courriel')).toHaveValue('anne.poirier@example.com');
  });
});
