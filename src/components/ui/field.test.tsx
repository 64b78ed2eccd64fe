import userEvent from '@testing-library/user-event';
import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen, waitFor, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import {
  emailSchema,
  nameSchema,
  phoneSchema,
  postalCodeSchema,
  requiredText,
  optionalText,
  passwordSchema,
  requiredChoice,
  requiredChoices,
  textareaSchema,
} from '../../lib/validation/schemas';
import { EmailField, PhoneField, PostalCodeField, TextField } from './field';
import { useState } from 'react';
import { EMPLOYER_OPTIONS, PROVINCE_OPTIONS } from '../../config/options';
import { LocaleProvider } from '../../i18n';
import { fileListSchema } from '../../lib/validation/files';
import { CheckboxGroupField, RadioGroupField, SelectField } from './choice-fields';
import { Dialog } from './dialog';
import { FileListField } from './file-list-field';
import { Loading } from './loading';
import { PasswordField } from './password-field';
import { TextAreaField } from './text-area-field';
import { m } from '../../paraglide/messages.js';
import { LOCALES } from '../../i18n/locale';

const schema = z.object({
  firstName: nameSchema,
  email: emailSchema,
  phone: phoneSchema,
  postalCode: postalCodeSchema,
  town: requiredText(),
});
type Input = z.input<typeof schema>;
type Output = z.output<typeof schema>;

const EMPTY: Input = { firstName: '', email: '', phone: '', postalCode: '', town: '' };

function TestForm({ onValid, defaultValues = EMPTY }: { onValid: (values: Output) => void; defaultValues?: Input }) {
  const { control, handleSubmit } = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues });
  return (
    <form noValidate aria-label="Test form" onSubmit={handleSubmit(onValid)}>
      <TextField control={control} name="firstName" label="First name" hint="As on your ID" autoComplete="given-name" />
      <EmailField control={control} name="email" label="Email" />
      <PhoneField control={control} name="phone" label="Phone number" />
      <PostalCodeField control={control} name="postalCode" label="Postal code" placeholder="A#A #A#" />
      <TextField control={control} name="town" label="Town" />
      <button type="submit">Submit</button>
    </form>
  );
}

function setup(defaultValues?: Input) {
  const onValid = vi.fn();
  const user = userEvent.setup({ delay: null });
  render(<TestForm onValid={onValid} defaultValues={defaultValues} />);
  const submit = () => user.click(screen.getByRole('button', { name: 'Submit' }));
  return { user, onValid, submit };
}

const VALID: Input = {
  firstName: 'Zoë Béatrice-Léa',
  email: 'first.last@example.ca',
  phone: '(902) 555-1234',
  postalCode: 'B3H 4R2',
  town: 'Halifax',
};

describe('text fields', () => {
  it('tie a visible label and the hint to each control', () => {
    setup();
    const firstName = screen.getByLabelText('First name');
    expect(firstName).toHaveAttribute('type', 'text');
    expect(firstName).toHaveAttribute('autocomplete', 'given-name');
    expect(firstName).toHaveAccessibleDescription('As on your ID');
    expect(firstName).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Town')).not.toHaveAttribute('aria-describedby');
  });

  it('collapse whitespace and drop leading whitespace while typing, and trim on blur', async () => {
    const { user } = setup();
    const firstName = screen.getByLabelText('First name');
    await user.type(firstName, '   Anne  \t  Marie   ');
    expect(firstName).toHaveValue('Anne Marie ');
    await user.tab();
    expect(firstName).toHaveValue('Anne Marie');
  });

  it('keep the caret where the person is typing when whitespace collapses', async () => {
    const { user } = setup();
    const town = screen.getByLabelText('Town');
    await user.type(town, 'NewGlasgow');
    await user.type(town, '  ', { initialSelectionStart: 3, initialSelectionEnd: 3 });
    expect(town).toHaveValue('New Glasgow');
    expect(town).toHaveProperty('selectionStart', 4);
  });

  it('upper-case a postal code as it is typed, with the placeholder given', async () => {
    const { user } = setup();
    const postalCode = screen.getByLabelText('Postal code');
    expect(postalCode).toHaveAttribute('placeholder', 'A#A #A#');
    expect(postalCode).toHaveAttribute('autocomplete', 'postal-code');
    await user.type(postalCode, 'b3h-4r2');
    expect(postalCode).toHaveValue('B3H-4R2');
  });

  it('give the phone number the telephone keypad and the spec placeholder', () => {
    setup();
    const phone = screen.getByLabelText('Phone number');
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('inputmode', 'tel');
    expect(phone).toHaveAttribute('placeholder', '(XXX) - XXX - XXXX');
  });
});

describe('a blocked submit', () => {
  it('shows "Field is required" on every empty field, announced and tied to the control', async () => {
    const { submit, onValid } = setup();
    await submit();

    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true'));
    expect(onValid).not.toHaveBeenCalled();
    for (const label of ['First name', 'Email', 'Phone number', 'Postal code', 'Town']) {
      const control = screen.getByLabelText(label);
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(control).toHaveAccessibleDescription(expect.stringContaining('Field is required'));
    }
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('As on your ID Field is required');
    const error = screen.getAllByText('Field is required')[0];
    expect(error).toHaveAttribute('aria-live', 'polite');
  });

  it('moves focus to the first invalid field', async () => {
    const { user, submit } = setup();
    await submit();
    expect(screen.getByLabelText('First name')).toHaveFocus();

    await user.type(screen.getByLabelText('First name'), 'Anne');
    await user.type(screen.getByLabelText('Email'), 'anne@example.ca');
    await submit();
    expect(screen.getByLabelText('Phone number')).toHaveFocus();
  });

  it('shows each rule’s message and keeps what was typed', async () => {
    const { user, submit, onValid } = setup();
    await user.type(screen.getByLabelText('First name'), 'Anne2');
    await user.type(screen.getByLabelText('Email'), 'a..b@c.ca');
    await user.type(screen.getByLabelText('Phone number'), '902555123');
    await user.type(screen.getByLabelText('Postal code'), 'a1a1a');
    await user.click(screen.getByLabelText('Town'));
    await user.paste('x'.repeat(101));
    await submit();

    await waitFor(() =>
      expect(screen.getByLabelText('First name')).toHaveAccessibleDescription(
        'As on your ID Name can only contain letters',
      ),
    );
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Not a valid email');
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription('Phone number must contain 10 digits');
    expect(screen.getByLabelText('Postal code')).toHaveAccessibleDescription(
      'Please enter a valid Canadian postal code (e.g., A1A 1A1)',
    );
    expect(screen.getByLabelText('Town')).toHaveAccessibleDescription('Input cannot contain more than 100 characters');
    expect(screen.getByLabelText('First name')).toHaveValue('Anne2');
    expect(screen.getByLabelText('Email')).toHaveValue('a..b@c.ca');
    expect(screen.getByLabelText('Postal code')).toHaveValue('A1A1A');
  });

  it('updates a message as the field is corrected after the first submit', async () => {
    const { user, submit } = setup();
    await user.type(screen.getByLabelText('Email'), 'a@b@c.ca');
    await submit();
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Email must only contain one @ symbol'));
    await user.clear(email);
    await user.type(email, 'a@c.ca');
    await waitFor(() => expect(email).not.toHaveAttribute('aria-invalid'));
    expect(screen.queryByText('Email must only contain one @ symbol')).not.toBeInTheDocument();
  });
});

describe('a valid submit', () => {
  it('sends the normalised values', async () => {
    const { user, submit, onValid } = setup();
    await user.type(screen.getByLabelText('First name'), VALID.firstName);
    await user.type(screen.getByLabelText('Email'), VALID.email);
    await user.type(screen.getByLabelText('Phone number'), VALID.phone);
    await user.type(screen.getByLabelText('Postal code'), 'b3h 4r2');
    await user.type(screen.getByLabelText('Town'), 'Halifax ');
    await submit();
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual(VALID);
  });
});

describe('hostile input', () => {
  const paste = ('<img src=x onerror=alert(1)><script>alert("x")</script>\u0000\u0007😀👩‍👩‍👧 é ').repeat(160).slice(0, 10_000);

  it('takes a 10,000-character paste of HTML, emoji and control characters in every field without sending', async () => {
    const { user, submit, onValid } = setup();
    for (const label of ['First name', 'Email', 'Phone number', 'Postal code', 'Town']) {
      await user.click(screen.getByLabelText(label));
      await user.paste(paste);
    }
    await submit();

    await waitFor(() =>
      expect(screen.getByLabelText('First name')).toHaveAccessibleDescription(
        'As on your ID Name can only contain letters',
      ),
    );
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Email can only consist of letters, numbers, periods(.), underscores(_), hyphens(-), and an @ symbol',
    );
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription('Phone number cannot contain a letter');
    expect(screen.getByLabelText('Postal code')).toHaveAccessibleDescription(
      'Please enter a valid Canadian postal code (e.g., A1A 1A1)',
    );
    expect(screen.getByLabelText('Town')).toHaveAccessibleDescription('Input cannot contain more than 100 characters');

    // Kept as text: nothing parsed into elements, nothing lost.
    const town = screen.getByLabelText<HTMLInputElement>('Town');
    expect(town.value.startsWith('<img src=x onerror=alert(1)><script>alert("x")</script>\u0000\u0007😀')).toBe(true);
    expect(town.value.length).toBeGreaterThan(9_000);
    expect(document.querySelector('img, script')).toBeNull();
  });
});

describe('TextField without control', () => {
  it('is the plain labelled input for register() and unwired inputs', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    render(<TextField label="Zip or postal code" error="Field is required" onChange={onChange} />);
    const input = screen.getByLabelText('Zip or postal code');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Field is required');
    await user.type(input, '  a');
    expect(input).toHaveValue('  a');
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('works with register()', async () => {
    const onValid = vi.fn();
    function RegisterForm() {
      const { register, handleSubmit } = useForm<{ email: string }>({ defaultValues: { email: '' } });
      return (
        <form onSubmit={handleSubmit(onValid)}>
          <TextField label="Email" type="email" {...register('email')} />
          <button type="submit">Go</button>
        </form>
      );
    }
    const user = userEvent.setup({ delay: null });
    render(<RegisterForm />);
    await user.type(screen.getByLabelText('Email'), 'a@b.ca');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledOnce());
    expect(onValid.mock.calls[0]?.[0]).toEqual({ email: 'a@b.ca' });
  });
});

// The same checks in each language, with that language's texts from the catalogue.
describe.each(LOCALES)('%s', (locale) => {
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

  function LocalizedForm({ onValid }: { onValid: (values: Values) => void }) {
    const { control, handleSubmit } = useForm<Values>({
      resolver: zodResolver(schema),
      defaultValues: { email: '', password: '', message: '', province: '', employer: '', species: [], otherSpecies: '', attachments: [] },
    });
    return (
      <form noValidate onSubmit={handleSubmit(onValid)}>
        <EmailField control={control} name="email" label={m.forms_email({}, { locale })} />
        <PasswordField control={control} name="password" label={m.forms_password({}, { locale })} />
        <TextAreaField control={control} name="message" label={m.forms_contact_message({}, { locale })} max={20} />
        <SelectField control={control} name="province" label={m.forms_province({}, { locale })} emptyOptionLabel="Choisir" options={PROVINCE_OPTIONS} />
        <RadioGroupField control={control} name="employer" legend={m.forms_contributor_employer({}, { locale })} options={EMPLOYER_OPTIONS} />
        <CheckboxGroupField
          control={control}
          name="species"
          legend="Essences"
          options={[{ value: 'black spruce', label: m.store_species_black_spruce({}, { locale }) }]}
          other={{ name: 'otherSpecies', inputLabel: 'Autre essence' }}
        />
        <FileListField control={control} name="attachments" label={m.boards_attachments({}, { locale })} accept=".pdf,.png" maxFileBytes={1024 * 1024} />
        <button type="submit">Envoyer</button>
      </form>
    );
  }

  function setup() {
    const user = userEvent.setup({ applyAccept: false, delay: null });
    const onValid = vi.fn();
    render(
      <LocaleProvider locale={locale}>
        <LocalizedForm onValid={onValid} />
      </LocaleProvider>,
    );
    return { user, onValid, submit: () => user.click(screen.getByRole('button', { name: 'Envoyer' })) };
  }

  describe('form fields', () => {
    it('shows the required message on every field', async () => {
      const { submit, onValid } = setup();
      await submit();
      expect(onValid).not.toHaveBeenCalled();
      for (const label of [m.forms_email({}, { locale }), m.forms_password({}, { locale }), m.forms_contact_message({}, { locale }), m.forms_province({}, { locale })]) {
        expect(screen.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(m.shell_validation_required({}, { locale })));
      }
      expect(screen.getByRole('group', { name: m.forms_contributor_employer({}, { locale }) })).toHaveAccessibleDescription(m.shell_validation_required({}, { locale }));
      expect(screen.getByRole('group', { name: 'Essences' })).toHaveAccessibleDescription(m.shell_validation_required({}, { locale }));
    });

    it('gives format errors', async () => {
      const { user, submit } = setup();
      await user.type(screen.getByLabelText(m.forms_email({}, { locale })), 'jean@exemple');
      await submit();
      expect(screen.getByLabelText(m.forms_email({}, { locale }))).toHaveAccessibleDescription(m.shell_validation_email_invalid({}, { locale }));
    });

    it('counts characters', async () => {
      const { user } = setup();
      const message = screen.getByLabelText(m.forms_contact_message({}, { locale }));
      expect(message).toHaveAccessibleDescription(m.shell_counter_remaining({ count: 20 }, { locale }));
      await user.type(message, 'a'.repeat(19));
      expect(message).toHaveAccessibleDescription(m.shell_counter_remaining({ count: 1 }, { locale }));
      await user.type(message, 'aa');
      expect(message).toHaveAccessibleDescription(m.shell_counter_over({ count: 1, max: 20 }, { locale }));
    });

    it('lists the password rules as respected or not,', async () => {
      const { user } = setup();
      const password = screen.getByLabelText(m.forms_password({}, { locale }));
      await user.type(password, 'Abc');
      const checklist = document.getElementById(`${password.id}-rules`);
      if (!checklist) throw new Error('no checklist');
      const items = within(checklist).getAllByRole('listitem').map((item) => item.textContent);
      expect(items).toEqual([
        `✗${m.shell_password_failed({}, { locale })} ${m.shell_validation_password_length({}, { locale })}`,
        `✓${m.shell_password_passed({}, { locale })} ${m.shell_validation_password_uppercase({}, { locale })}`,
        `✓${m.shell_password_passed({}, { locale })} ${m.shell_validation_password_lowercase({}, { locale })}`,
        `✗${m.shell_password_failed({}, { locale })} ${m.shell_validation_password_number({}, { locale })}`,
        `✗${m.shell_password_failed({}, { locale })} ${m.shell_validation_password_special({}, { locale })}`,
      ]);
    });

    it('keeps a rule message in the checklist, not under the field', async () => {
      const { user, submit } = setup();
      await user.type(screen.getByLabelText(m.forms_password({}, { locale })), 'abc');
      await submit();
      const password = screen.getByLabelText(m.forms_password({}, { locale }));
      expect(password).toHaveAttribute('aria-invalid', 'true');
      expect(password.closest('div')?.querySelector('[aria-live="polite"]')).toBeEmptyDOMElement();
    });

    it('offers provinces, employers and Other, storing the neutral values', async () => {
      const { user } = setup();
      const province = screen.getByLabelText(m.forms_province({}, { locale }));
      expect(within(province).getByRole('option', { name: m.shell_province_ns({}, { locale }) })).toHaveValue('NS');
      expect(within(province).getByRole('option', { name: m.shell_province_pe({}, { locale }) })).toHaveValue('PE');
      expect(within(province).getByRole('option', { name: m.shell_province_bc({}, { locale }) })).toHaveValue('BC');
      expect(within(province).getByRole('option', { name: m.shell_province_nt({}, { locale }) })).toHaveValue('NT');
      expect(screen.getByRole('radio', { name: m.shell_employer_self({}, { locale }) })).toHaveAttribute('value', 'self');
      expect(screen.getByRole('radio', { name: m.shell_employer_business({}, { locale }) })).toHaveAttribute('value', 'business');
      await user.click(screen.getByRole('checkbox', { name: m.shell_choice_other({}, { locale }) }));
      expect(screen.getByLabelText('Autre essence')).toBeInTheDocument();
    });

    it('describes the file list', async () => {
      const { user } = setup();
      const input = screen.getByLabelText<HTMLInputElement>(m.boards_attachments({}, { locale }));
      expect(input).toHaveAccessibleDescription(m.shell_files_none({}, { locale }));
      expect(screen.getByText(m.shell_files_choose({}, { locale }))).toBeInTheDocument();
      await user.upload(input, [new File(['x'], 'plan.pdf', { type: 'application/pdf' })]);
      expect(input).toHaveAccessibleDescription(m.shell_files_count({ count: 1 }, { locale }));
      await user.upload(input, [new File(['x'], 'photo.png', { type: 'image/png' })]);
      expect(input).toHaveAccessibleDescription(m.shell_files_count({ count: 2 }, { locale }));
      expect(screen.getAllByText(`(${m.shell_size_bytes({ size: 1 }, { locale })})`, { normalizer: (text) => text })).toHaveLength(2);
      await user.upload(input, [new File(['x'], 'notes.txt', { type: 'text/plain' }), new File(['x'.repeat(2 * 1024 * 1024)], 'grand.png', { type: 'image/png' })]);
      expect(screen.getByText(m.shell_validation_file_type({ fileName: 'notes.txt' }, { locale }))).toBeInTheDocument();
      expect(screen.getByText(
        m.shell_validation_file_size({ fileName: 'grand.png', size: m.shell_size_megabytes({ size: '1' }, { locale }) }, { locale }).replace(/\s+/g, ' '),
      )).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: m.shell_files_remove_named({ name: 'plan.pdf' }, { locale }) }));
      expect(input).toHaveAccessibleDescription(m.shell_files_count({ count: 1 }, { locale }));
      expect(screen.getByRole('button', { name: m.shell_files_remove_named({ name: 'photo.png' }, { locale }) })).toHaveTextContent(m.shell_files_remove({}, { locale }));
    });
  });

  function DialogHarness() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Ouvrir
        </button>
        <Dialog open={open} onClose={() => setOpen(false)} title={m.forms_franchisee_received({}, { locale })}>
          <p>Merci!</p>
        </Dialog>
      </>
    );
  }

  describe('dialog and loading', () => {
    it('closes a dialog with its Close button', async () => {
      const user = userEvent.setup({ delay: null });
      render(
        <LocaleProvider locale={locale}>
          <DialogHarness />
        </LocaleProvider>,
      );
      await user.click(screen.getByRole('button', { name: 'Ouvrir' }));
      expect(screen.getByRole('button', { name: m.shell_dialog_close({}, { locale }) })).toHaveFocus();
      await user.click(screen.getByRole('button', { name: m.shell_dialog_close({}, { locale }) }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('says Loading… while loading', () => {
      render(
        <LocaleProvider locale={locale}>
          <Loading delayMs={0} />
        </LocaleProvider>,
      );
      expect(screen.getByRole('status')).toHaveTextContent(m.shell_loading({}, { locale }));
    });
  });
});
