// The custom request at /fr/custom: French labels, options and validation
// messages, and the French confirmation. The values logged stay the same as
// in English (urgency 'week', the postal code formatted).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../tests/setup/render-app';
import { fill } from '../../../tests/setup/fill';

async function setup() {
  const user = userEvent.setup();
  const info = vi.spyOn(console, 'info').mockImplementation(() => {});
  await renderApp('/fr/custom');
  await screen.findByRole('heading', { level: 1, name: 'Demande sur mesure' });
  return { user, info, submit: () => user.click(screen.getByRole('button', { name: 'Envoyer la demande' })) };
}

const field = (name: string) => screen.getByRole('textbox', { name });

async function fillValid(user: UserEvent) {
  await fill(user, field('Prénom'), 'Marie');
  await fill(user, field('Nom de famille'), 'Landry');
  await fill(user, field('Courriel'), 'marie@example.com');
  await fill(user, field('Numéro de téléphone'), '506 555 0100');
  await user.type(field('Code postal de livraison'), 'e1a 3c4');
  await user.click(screen.getByRole('radio', { name: 'D’ici une semaine' }));
  await fill(user, field('Description'), 'Une courbe de mélèze, environ 60 cm par branche.');
}

describe('/fr/custom', () => {
  it('shows the form in French', async () => {
    await setup();
    expect(document.title).toBe('Demande sur mesure | Atlantic Timber Consortium');
    expect(
      screen.getByText(
        'Que pouvons-nous vous aider à trouver? Décrivez la pièce qu’il vous faut et nous la chercherons chez tous les partenaires du consortium.',
      ),
    ).toBeInTheDocument();
    const form = within(screen.getByRole('form', { name: 'Demande sur mesure' }));
    expect(form.getByText('Tous les champs sont obligatoires, sauf les pièces jointes.')).toBeInTheDocument();
    expect(field('Courriel')).toHaveAttribute('type', 'email');
    expect(field('Numéro de téléphone')).toHaveAttribute('type', 'tel');
    expect(field('Description')).toHaveAccessibleDescription(expect.stringContaining('Que cherchez-vous? Essence, dimensions, quantités, fini…'));

    const urgency = form.getByRole('group', { name: 'Dans quel délai en avez-vous besoin?' });
    const radios = within(urgency).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(['Dès que possible', 'D’ici une semaine', 'D’ici un mois']);
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['asap', 'week', 'month']);

    const attachments = screen.getByLabelText('Pièces jointes (facultatif)');
    expect(attachments).toHaveAttribute('type', 'file');
    expect(
      form.getByText('Croquis, dessins ou photos. Un fichier portant le même nom remplace le précédent.'),
    ).toBeInTheDocument();
  });

  it('gives the validation messages in French', async () => {
    const { user, submit, info } = await setup();
    await submit();
    for (const name of ['Prénom', 'Nom de famille', 'Courriel', 'Numéro de téléphone', 'Code postal de livraison', 'Description']) {
      await waitFor(() => expect(field(name)).toHaveAccessibleDescription(expect.stringContaining('Ce champ est obligatoire')));
    }
    expect(screen.getByRole('group', { name: 'Dans quel délai en avez-vous besoin?' })).toHaveAccessibleDescription('Ce champ est obligatoire');
    expect(field('Prénom')).toHaveFocus();

    await fillValid(user);
    await fill(user, field('Courriel'), 'marie@example');
    await fill(user, field('Numéro de téléphone'), 'appelez-moi');
    await fill(user, field('Code postal de livraison'), '12345');
    await submit();
    await waitFor(() => expect(field('Courriel')).toHaveAccessibleDescription('Adresse courriel non valide'));
    expect(field('Numéro de téléphone')).toHaveAccessibleDescription('Le numéro de téléphone ne peut pas contenir de lettres');
    expect(field('Code postal de livraison')).toHaveAccessibleDescription(
      'Veuillez entrer un code postal canadien valide (p. ex. A1A 1A1)',
    );
    expect(info).not.toHaveBeenCalled();
  });

  it('confirms a valid request in French and logs the same values as in English', async () => {
    const { user, submit, info } = await setup();
    await fillValid(user);
    await submit();

    const dialog = await screen.findByRole('dialog', { name: 'Demande envoyée' });
    expect(dialog).toHaveTextContent('Votre demande de commande sur mesure a été envoyée!');
    expect(info).toHaveBeenCalledWith(
      'Custom order request',
      expect.objectContaining({ phone: '5065550100', deliveryPostCode: 'E1A 3C4', urgency: 'week', language: 'fr-CA' }),
    );
    expect(field('Prénom')).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
