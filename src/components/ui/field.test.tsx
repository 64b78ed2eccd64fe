import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { emailSchema, nameSchema, phoneSchema, postalCodeSchema, requiredText } from '../../lib/validation/schemas';
import { EmailField, PhoneField, PostalCodeField, TextField } from './field';

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
  const user = userEvent.setup();
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
    const user = userEvent.setup();
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
    const user = userEvent.setup();
    render(<RegisterForm />);
    await user.type(screen.getByLabelText('Email'), 'a@b.ca');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledOnce());
    expect(onValid.mock.calls[0]?.[0]).toEqual({ email: 'a@b.ca' });
  });
});
