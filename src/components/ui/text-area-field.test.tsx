import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { subjectSchema, textareaSchema } from '../../lib/validation/schemas';
import { TextField } from './field';
import { TextAreaField } from './text-area-field';

const schema = z.object({ subject: subjectSchema, message: textareaSchema({ max: 20 }) });
type Values = z.infer<typeof schema>;

function ContactForm({ onValid }: { onValid: (values: Values) => void }) {
  const { control, handleSubmit, reset } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { subject: '', message: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit((values) => {
        onValid(values);
        reset();
      })}>
      <TextField control={control} name="subject" label="Subject" />
      <TextAreaField control={control} name="message" label="Message" max={20} hint="Tell us what you need" />
      <button type="submit">Send</button>
    </form>
  );
}

function setup() {
  const user = userEvent.setup({ delay: null });
  const onValid = vi.fn();
  render(<ContactForm onValid={onValid} />);
  return {
    user,
    onValid,
    message: screen.getByLabelText('Message'),
    submit: () => user.click(screen.getByRole('button', { name: 'Send' })),
  };
}

describe('TextAreaField', () => {
  it('is a labelled textarea described by its hint and a live counter', () => {
    const { message } = setup();
    expect(message.tagName).toBe('TEXTAREA');
    expect(message).toHaveAccessibleDescription('Tell us what you need 20 characters remaining');
    expect(message).not.toHaveAttribute('maxlength');
  });

  it('counts down as typed, ignoring extra whitespace', async () => {
    const { user, message } = setup();
    await user.type(message, 'Hello   there');
    expect(message).toHaveValue('Hello there');
    expect(screen.getByText('9 characters remaining')).toBeInTheDocument();
  });

  it('folds line breaks to one newline and drops leading whitespace while typing, trimming on blur', async () => {
    const { user, message } = setup();
    await user.type(message, '{Enter}  Hi{Enter}{Enter}{Enter}  there ');
    expect(message).toHaveValue('Hi\nthere ');
    await user.tab();
    expect(message).toHaveValue('Hi\nthere');
  });

  it('shows how far over the limit a paste goes, and blocks the submit with the max-length message', async () => {
    const { user, message, submit, onValid } = setup();
    await user.type(screen.getByLabelText('Subject'), 'Hello');
    await user.click(message);
    await user.paste('a'.repeat(25));
    expect(screen.getByText('5 characters over the 20 character limit')).toBeInTheDocument();
    await submit();
    await waitFor(() => expect(message).toHaveAttribute('aria-invalid', 'true'));
    expect(onValid).not.toHaveBeenCalled();
    expect(message).toHaveFocus();
    expect(message).toHaveAccessibleDescription(
      'Tell us what you need 5 characters over the 20 character limit Input cannot contain more than 20 characters',
    );
    expect(message).toHaveValue('a'.repeat(25));
  });

  it('requires the message and the subject, subject first', async () => {
    const { submit } = setup();
    await submit();
    await waitFor(() => expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription('Field is required'));
    expect(screen.getByLabelText('Subject')).toHaveFocus();
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(expect.stringMatching(/Field is required$/));
  });

  it('applies the subject’s 1 to 50 rule', async () => {
    const { user, submit } = setup();
    await user.click(screen.getByLabelText('Subject'));
    await user.paste('s'.repeat(51));
    await submit();
    await waitFor(() =>
      expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription(
        'Subject must be between 1 and 50 characters',
      ),
    );
  });

  it('sends the trimmed text and resets the counter with the form', async () => {
    const { user, message, submit, onValid } = setup();
    await user.type(screen.getByLabelText('Subject'), 'Quote');
    await user.type(message, 'Need{Enter}{Enter}boards ');
    await submit();
    await waitFor(() => expect(onValid).toHaveBeenCalledOnce());
    expect(onValid.mock.calls[0]?.[0]).toEqual({ subject: 'Quote', message: 'Need\nboards' });
    await waitFor(() => expect(message).toHaveValue(''));
    expect(screen.getByText('20 characters remaining')).toBeInTheDocument();
  });

  it('takes a 10,000-character paste of HTML, emoji and control characters and keeps it as text', async () => {
    const { user, message, submit, onValid } = setup();
    await user.type(screen.getByLabelText('Subject'), 'x');
    await user.click(message);
    const paste = '<script>alert(1)</script>\u0000\u0008😀 é\n'.repeat(400).slice(0, 10_000);
    await user.paste(paste);
    await submit();
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByText(/characters over the 20 character limit$/)).toBeInTheDocument();
    expect((message as HTMLTextAreaElement).value.startsWith('<script>alert(1)</script>\u0000\u0008😀 é\n<script>')).toBe(
      true,
    );
    expect(document.querySelector('script')).toBeNull();
  });
});
