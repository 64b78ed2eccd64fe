// The shared form controls on a French page (issue 17): their own words (the
// counter, the checklist, the file list, Other, Close, Loading) and the
// validation messages they show, in Canadian French.
import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { EMPLOYER_OPTIONS, PROVINCE_OPTIONS } from '../../config/options';
import { LocaleProvider } from '../../i18n';
import { fileListSchema } from '../../lib/validation/files';
import {
  emailSchema,
  optionalText,
  passwordSchema,
  requiredChoice,
  requiredChoices,
  textareaSchema,
} from '../../lib/validation/schemas';
import { CheckboxGroupField, RadioGroupField, SelectField } from './choice-fields';
import { Dialog } from './dialog';
import { EmailField } from './field';
import { FileListField } from './file-list-field';
import { Loading } from './loading';
import { PasswordField } from './password-field';
import { TextAreaField } from './text-area-field';

const NBSP = '\u00a0';

const schema = z.object({
  email: emailSchema,
  password: passwordSchema,
  message: textareaSchema({ max: 20 }),
  province: requiredChoice,
  employer: requiredChoice,
  species: requiredChoices,
  otherSpecies: optionalText(),
  attachments: fileListSchema({ required: true, accept: '.pdf,.png', maxBytes: 1024 * 1024 }),
});
type Values = z.infer<typeof schema>;

function FrenchForm({ onValid }: { onValid: (values: Values) => void }) {
  const { control, handleSubmit } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', password: '', message: '', province: '', employer: '', species: [], otherSpecies: '', attachments: [] },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <EmailField control={control} name="email" label="Courriel" />
      <PasswordField control={control} name="password" label="Mot de passe" />
      <TextAreaField control={control} name="message" label="Message" max={20} />
      <SelectField control={control} name="province" label="Province ou territoire" emptyOptionLabel="Choisir" options={PROVINCE_OPTIONS} />
      <RadioGroupField control={control} name="employer" legend="Pour qui travaillez-vous?" options={EMPLOYER_OPTIONS} />
      <CheckboxGroupField
        control={control}
        name="species"
        legend="Essences"
        options={[{ value: 'black spruce', label: 'Épinette noire' }]}
        other={{ name: 'otherSpecies', inputLabel: 'Autre essence' }}
      />
      <FileListField control={control} name="attachments" label="Pièces jointes" accept=".pdf,.png" maxFileBytes={1024 * 1024} />
      <button type="submit">Envoyer</button>
    </form>
  );
}

function setup() {
  const user = userEvent.setup({ applyAccept: false });
  const onValid = vi.fn();
  render(
    <LocaleProvider locale="fr-CA">
      <FrenchForm onValid={onValid} />
    </LocaleProvider>,
  );
  return { user, onValid, submit: () => user.click(screen.getByRole('button', { name: 'Envoyer' })) };
}

describe('form fields in French', () => {
  it('shows the required message in French on every field', async () => {
    const { submit, onValid } = setup();
    await submit();
    expect(onValid).not.toHaveBeenCalled();
    for (const label of ['Courriel', 'Mot de passe', 'Message', 'Province ou territoire']) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining('Ce champ est obligatoire'));
    }
    expect(screen.getByRole('group', { name: 'Pour qui travaillez-vous?' })).toHaveAccessibleDescription('Ce champ est obligatoire');
    expect(screen.getByRole('group', { name: 'Essences' })).toHaveAccessibleDescription('Ce champ est obligatoire');
  });

  it('gives format errors in French', async () => {
    const { user, submit } = setup();
    await user.type(screen.getByLabelText('Courriel'), 'jean@exemple');
    await submit();
    expect(screen.getByLabelText('Courriel')).toHaveAccessibleDescription('Adresse courriel non valide');
  });

  it('counts characters in French', async () => {
    const { user } = setup();
    const message = screen.getByLabelText('Message');
    expect(message).toHaveAccessibleDescription('20 caractères restants');
    await user.type(message, 'a'.repeat(19));
    expect(message).toHaveAccessibleDescription('1 caractère restant');
    await user.type(message, 'aa');
    expect(message).toHaveAccessibleDescription('1 caractère de trop (limite de 20 caractères)');
  });

  it('lists the password rules as respected or not, in French', async () => {
    const { user } = setup();
    const password = screen.getByLabelText('Mot de passe');
    await user.type(password, 'Abc');
    const checklist = document.getElementById(`${password.id}-rules`);
    if (!checklist) throw new Error('no checklist');
    const items = within(checklist).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      `✗Non respecté${NBSP}: Le mot de passe doit contenir au moins 8 caractères`,
      `✓Respecté${NBSP}: Le mot de passe doit contenir une lettre majuscule`,
      `✓Respecté${NBSP}: Le mot de passe doit contenir une lettre minuscule`,
      `✗Non respecté${NBSP}: Le mot de passe doit contenir un chiffre`,
      `✗Non respecté${NBSP}: Le mot de passe doit contenir un caractère spécial`,
    ]);
  });

  it('keeps a French rule message in the checklist, not under the field', async () => {
    const { user, submit } = setup();
    await user.type(screen.getByLabelText('Mot de passe'), 'abc');
    await submit();
    const password = screen.getByLabelText('Mot de passe');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password.closest('div')?.querySelector('[aria-live="polite"]')).toBeEmptyDOMElement();
  });

  it('offers provinces, employers and Other in French, storing the neutral values', async () => {
    const { user } = setup();
    const province = screen.getByLabelText('Province ou territoire');
    expect(within(province).getByRole('option', { name: 'Nouvelle-Écosse' })).toHaveValue('NS');
    expect(within(province).getByRole('option', { name: 'Île-du-Prince-Édouard' })).toHaveValue('PE');
    expect(within(province).getByRole('option', { name: 'Colombie-Britannique' })).toHaveValue('BC');
    expect(within(province).getByRole('option', { name: 'Territoires du Nord-Ouest' })).toHaveValue('NT');
    expect(screen.getByRole('radio', { name: 'À mon compte' })).toHaveAttribute('value', 'self');
    expect(screen.getByRole('radio', { name: 'Une entreprise' })).toHaveAttribute('value', 'business');
    await user.click(screen.getByRole('checkbox', { name: 'Autre' }));
    expect(screen.getByLabelText('Autre essence')).toBeInTheDocument();
  });

  it('describes the file list in French', async () => {
    const { user } = setup();
    const input = screen.getByLabelText<HTMLInputElement>('Pièces jointes');
    expect(input).toHaveAccessibleDescription('Aucun fichier choisi');
    expect(screen.getByText('Choisir des fichiers')).toBeInTheDocument();
    await user.upload(input, [new File(['x'], 'plan.pdf', { type: 'application/pdf' })]);
    expect(input).toHaveAccessibleDescription('1 fichier choisi');
    await user.upload(input, [new File(['x'], 'photo.png', { type: 'image/png' })]);
    expect(input).toHaveAccessibleDescription('2 fichiers choisis');
    expect(screen.getAllByText(`(1${NBSP}octet)`, { normalizer: (text) => text })).toHaveLength(2);
    await user.upload(input, [new File(['x'], 'notes.txt', { type: 'text/plain' }), new File(['x'.repeat(2 * 1024 * 1024)], 'grand.png', { type: 'image/png' })]);
    expect(screen.getByText('notes.txt n’est pas un type de fichier accepté')).toBeInTheDocument();
    expect(screen.getByText('grand.png dépasse 1 Mo')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retirer plan.pdf' }));
    expect(input).toHaveAccessibleDescription('1 fichier choisi');
    expect(screen.getByRole('button', { name: 'Retirer photo.png' })).toHaveTextContent('Retirer');
  });
});

function DialogHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ouvrir
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Demande reçue">
        <p>Merci!</p>
      </Dialog>
    </>
  );
}

describe('dialog and loading in French', () => {
  it('closes a dialog with Fermer', async () => {
    const user = userEvent.setup();
    render(
      <LocaleProvider locale="fr-CA">
        <DialogHarness />
      </LocaleProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Ouvrir' }));
    expect(screen.getByRole('button', { name: 'Fermer' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says Chargement… while loading', () => {
    render(
      <LocaleProvider locale="fr-CA">
        <Loading delayMs={0} />
      </LocaleProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Chargement…');
  });
});
