import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { passwordSchema, presentPasswordSchema } from '../../lib/validation/schemas';
import { PasswordField } from './password-field';
import { passwordChangeSchema } from '../../lib/forms/change-password';

const signUpSchema = z.object({ password: passwordSchema });
type SignUp = z.infer<typeof signUpSchema>;

function SignUpForm({ onValid }: { onValid: (values: SignUp) => void }) {
  const { control, handleSubmit, reset } = useForm<SignUp>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { password: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <PasswordField control={control} name="password" label="Password" />
      <button type="submit">Register</button>
      <button type="button" onClick={() => reset()}>
        Reset
      </button>
    </form>
  );
}

function checklist() {
  return within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

function setup() {
  const user = userEvent.setup({ delay: null });
  const onValid = vi.fn();
  render(<SignUpForm onValid={onValid} />);
  return { user, onValid, input: screen.getByLabelText('Password') };
}

describe('PasswordField', () => {
  it('is a labelled password input described by the five rules, all failing at first', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'new-password');
    expect(checklist()).toEqual([
      '✗Failed: Password must be at least 8 characters',
      '✗Failed: Password must contain an uppercase letter',
      '✗Failed: Password must contain a lowercase letter',
      '✗Failed: Password must contain a number',
      '✗Failed: Password must contain a special character',
    ]);
    expect(input).toHaveAccessibleDescription(
      'Failed: Password must be at least 8 characters Failed: Password must contain an uppercase letter ' +
        'Failed: Password must contain a lowercase letter Failed: Password must contain a number ' +
        'Failed: Password must contain a special character',
    );
  });

  it('marks each rule passed or failed live, in words and not only colour', async () => {
    const { user, input } = setup();
    await user.type(input, 'abc1');
    expect(checklist()).toEqual([
      '✗Failed: Password must be at least 8 characters',
      '✗Failed: Password must contain an uppercase letter',
      '✓Passed: Password must contain a lowercase letter',
      '✓Passed: Password must contain a number',
      '✗Failed: Password must contain a special character',
    ]);
    await user.type(input, 'DEF!');
    expect(checklist().every((text) => text?.startsWith('✓Passed: '))).toBe(true);
  });

  it('keeps spaces as typed', async () => {
    const { user, input } = setup();
    await user.type(input, '  a  b ');
    expect(input).toHaveValue('  a  b ');
  });

  it('blocks a weak password, marks the field invalid and focuses it; the checklist carries the rule', async () => {
    const { user, input, onValid } = setup();
    await user.type(input, 'abcdefgh');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(onValid).not.toHaveBeenCalled();
    expect(input).toHaveFocus();
    // The rule message shows once, in the checklist, not again as the error line.
    expect(screen.getAllByText('Password must contain an uppercase letter')).toHaveLength(1);
    expect(screen.getByRole('list')).toHaveAttribute('data-invalid', 'true');
  });

  it('shows "Field is required" on the error line when empty', async () => {
    const { user, input } = setup();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription(expect.stringMatching(/Field is required$/)));
  });

  it('sends a strong password as typed and follows reset()', async () => {
    const { user, input, onValid } = setup();
    await user.type(input, 'Éclair 1!');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledOnce());
    expect(onValid.mock.calls[0]?.[0]).toEqual({ password: 'Éclair 1!' });

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(input).toHaveValue('');
    expect(checklist()[0]).toBe('✗Failed: Password must be at least 8 characters');
  });

  it('takes a 10,000-character paste with emoji, HTML and control characters', async () => {
    const { user, input, onValid } = setup();
    await user.click(input);
    await user.paste('Aa1!<b>x</b>\u0000😀'.repeat(700).slice(0, 10_000));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(
        expect.stringMatching(/Input cannot contain more than 128 characters$/),
      ),
    );
    expect(onValid).not.toHaveBeenCalled();
    expect(document.querySelector('b')).toBeNull();
  });
});

describe('PasswordField in the change-password form', () => {
  type Change = z.infer<typeof passwordChangeSchema>;

  function ChangePasswordForm({ onValid }: { onValid: (values: Change) => void }) {
    const { control, handleSubmit } = useForm<Change>({
      resolver: zodResolver(passwordChangeSchema),
      defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    });
    return (
      <form noValidate onSubmit={handleSubmit(onValid)}>
        <PasswordField
          control={control}
          name="currentPassword"
          label="Current password"
          autoComplete="current-password"
          showChecklist={false}
        />
        <PasswordField control={control} name="newPassword" label="New password" />
        <PasswordField control={control} name="confirmPassword" label="Confirm password" showChecklist={false} />
        <button type="submit">Change Password</button>
      </form>
    );
  }

  it('reports a mismatch on the confirmation with the profile wording', async () => {
    const user = userEvent.setup({ delay: null });
    const onValid = vi.fn();
    render(<ChangePasswordForm onValid={onValid} />);
    await user.type(screen.getByLabelText('Current password'), 'old');
    await user.type(screen.getByLabelText('New password'), 'Abcdef1!');
    await user.type(screen.getByLabelText('Confirm password'), 'Abcdef1?');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    const confirm = screen.getByLabelText('Confirm password');
    await waitFor(() => expect(confirm).toHaveAccessibleDescription('New password and confirm password do not match.'));
    expect(onValid).not.toHaveBeenCalled();
    expect(confirm).toHaveFocus();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getAllByRole('list')).toHaveLength(1);
  });

  it('only needs the current password to be present', () => {
    expect(presentPasswordSchema.safeParse('x').success).toBe(true);
  });
});
