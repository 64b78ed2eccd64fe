// The franchisee application at /fr/Franchisee: French labels, validation and
// result messages; the stored values stay language-neutral and the record
// carries fr-CA.
import { getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Services } from '../../services/api';
import type { FranchiseeApplicationInput } from '../../domain/types';
import { createTestServices, renderApp } from '../../../tests/setup/render-app';
import { fill } from '../../../tests/setup/fill';
import { expectConsole } from '../../../tests/setup/vitest.setup';

type Submit = (input: FranchiseeApplicationInput) => Promise<void>;

const REQUIRED = 'Ce champ est obligatoire';

async function setup(impl?: Submit) {
  const user = userEvent.setup();
  const base = await createTestServices();
  const submit = vi.fn<Submit>(impl ?? ((input) => base.forms.submitFranchiseeApplication(input)));
  const services: Services = { ...base, forms: { ...base.forms, submitFranchiseeApplication: submit } };
  const view = await renderApp('/fr/Franchisee', { services });
  await screen.findByRole('heading', { level: 1, name: 'Adhérer au consortium' });
  return { user, submit, router: view.router, clickSubmit: () => user.click(screen.getByRole('button', { name: 'Soumettre la demande' })) };
}

const field = (name: string) => screen.getByRole('textbox', { name });

async function fillValid(user: UserEvent) {
  await fill(user, field('Prénom'), 'Luc');
  await fill(user, field('Nom de famille'), 'Robichaud');
  await fill(user, field('Courriel'), 'luc@example.com');
  await fill(user, screen.getByLabelText('Mot de passe'), 'Sciure!2024');
  await fill(user, field('Expertise'), 'Sciage de feuillus');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Province ou territoire' }), 'Nouveau-Brunswick');
  await fill(user, field('Ville'), 'Bouctouche');
  await user.type(field('Code postal'), 'e4s1a1');
  await fill(user, field('Adresse'), '4, chemin de la Rivière');
  await fill(user, field('Nom de l’entreprise'), 'Scierie Robichaud');
  await user.click(screen.getByRole('checkbox', { name: 'Sciage' }));
  await user.click(screen.getByRole('checkbox', { name: 'Séchage au séchoir' }));
  await fill(user, field('Numéro de téléphone'), '506 555 0122');
  await user.click(screen.getByRole('radio', { name: 'Appel téléphonique (de jour seulement)' }));
}

describe('/fr/Franchisee', () => {
  it('shows the page, its sections and hints in French', async () => {
    await setup();
    expect(document.title).toBe('Adhérer au consortium | Atlantic Timber Consortium');
    expect(
      screen.getByText(
        'Présentez une demande pour devenir franchisé\u00a0: parlez-nous de vous et de votre entreprise. Nous étudions chaque demande et communiquerons avec vous.',
        // Keeps the no-break space before the colon (the default would turn it into a space).
        { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) },
      ),
    ).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Demande de franchise' });
    expect(within(form).getByText('Tous les champs sont obligatoires, sauf ceux indiqués comme facultatifs.')).toBeInTheDocument();
    for (const heading of ['À propos de vous', 'Votre expérience', 'Votre emplacement', 'Votre entreprise']) {
      expect(within(form).getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(field('Nom de l’entreprise')).toHaveAccessibleDescription('À indiquer s’il diffère de votre nom personnel');
    expect(field('Expertise')).toHaveAccessibleDescription(
      'Vos compétences et votre expérience en foresterie et en produits du bois 500 caractères restants',
    );
    expect(field('Site Web (facultatif)')).toBeInTheDocument();
    expect(field('Attentes (facultatif)')).toHaveAccessibleDescription(
      'Qu’espérez-vous retirer de votre adhésion au consortium? 500 caractères restants',
    );
    expect(field('Apport (facultatif)')).toHaveAccessibleDescription('Qu’apporteriez-vous au consortium? 500 caractères restants');
    expect(within(screen.getByRole('combobox', { name: 'Province ou territoire' })).getByRole('option', { name: 'Choisissez une province ou un territoire' })).toHaveValue('');
  });

  it('blocks an empty or malformed submit with the French messages', async () => {
    const { user, submit, clickSubmit } = await setup();
    await clickSubmit();
    for (const name of ['Prénom', 'Nom de famille', 'Courriel', 'Ville', 'Code postal', 'Adresse', 'Nom de l’entreprise', 'Numéro de téléphone']) {
      await waitFor(() => expect(field(name)).toHaveAccessibleDescription(expect.stringContaining(REQUIRED)));
    }
    expect(screen.getByRole('combobox', { name: 'Province ou territoire' })).toHaveAccessibleDescription(REQUIRED);
    expect(screen.getByRole('group', { name: 'Type d’entreprise' })).toHaveAccessibleDescription(
      `Cochez tous les types qui s’appliquent. ${REQUIRED}`,
    );
    expect(screen.getByRole('group', { name: 'Mode de communication préféré' })).toHaveAccessibleDescription(REQUIRED);
    expect(field('Prénom')).toHaveFocus();

    await fill(user, field('Prénom'), 'Luc3');
    await fill(user, field('Nom de famille'), 'Robi--chaud');
    await fill(user, field('Courriel'), 'luc@@example.com');
    await fill(user, screen.getByLabelText('Mot de passe'), 'court');
    await fill(user, field('Numéro de téléphone'), '506-555-01x2');
    await user.type(field('Code postal'), 'e4s1a');
    await fill(user, field('Attentes (facultatif)'), 'x'.repeat(501));
    await clickSubmit();
    await waitFor(() => expect(field('Prénom')).toHaveAccessibleDescription('Le nom ne peut contenir que des lettres'));
    expect(field('Nom de famille')).toHaveAccessibleDescription('Le nom ne peut pas contenir d’espaces ou de traits d’union consécutifs');
    expect(field('Courriel')).toHaveAccessibleDescription('L’adresse courriel ne doit contenir qu’un seul symbole @');
    expect(field('Numéro de téléphone')).toHaveAccessibleDescription('Le numéro de téléphone ne peut pas contenir de lettres');
    expect(field('Code postal')).toHaveAccessibleDescription('Veuillez entrer un code postal canadien valide (p. ex. A1A 1A1)');
    expect(field('Attentes (facultatif)')).toHaveAccessibleDescription(
      'Qu’espérez-vous retirer de votre adhésion au consortium? 1 caractère de trop (limite de 500 caractères) Ce champ ne peut pas contenir plus de 500 caractères',
    );
    expect(screen.getByLabelText('Mot de passe')).toHaveAccessibleDescription(
      expect.stringContaining('Non respecté\u00a0: Le mot de passe doit contenir au moins 8 caractères'),
    );
    expect(submit).not.toHaveBeenCalled();
  });

  it('shows the other business type input in French', async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('checkbox', { name: 'Autre' }));
    expect(field('Autre type d’entreprise (facultatif)')).toBeVisible();
  });

  it('sends the application with fr-CA and neutral values, and thanks the applicant in French', async () => {
    const { user, submit, clickSubmit, router } = await setup();
    await fillValid(user);
    await clickSubmit();
    const dialog = await screen.findByRole('dialog', { name: 'Demande reçue' });
    expect(dialog).toHaveTextContent('Merci d’avoir soumis votre demande!');
    expect(submit.mock.calls[0]?.[0]).toMatchObject({
      province: 'NB',
      businessType: 'sawmilling, kiln drying',
      contactBy: 'phone call (daytime only)',
      postalCode: 'E4S 1A1',
      language: 'fr-CA',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fr/store'));
  });

  it('reports a failure in French and keeps what was typed', async () => {
    const { user, clickSubmit } = await setup(() => Promise.reject(new Error('offline')));
    await fillValid(user);
    await clickSubmit();
    const dialog = await screen.findByRole('dialog', { name: 'Demande non envoyée' });
    expect(dialog).toHaveTextContent('Une erreur s’est produite lors de l’envoi de votre demande. Veuillez réessayer.');
    expectConsole('error', /Submitting the franchisee application failed/);
    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(field('Ville')).toHaveValue('Bouctouche');
  });
});
