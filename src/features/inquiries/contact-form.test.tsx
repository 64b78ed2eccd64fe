import userEvent from '@testing-library/user-event';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Services } from '../../services/api';
import type { ContactInput } from '../../domain/types';
import { createTestServices, renderApp } from '../../../tests/setup/render-app';
import { fill } from '../../../tests/setup/fill';
import { pendingAsAdmin } from '../../../tests/setup/review-queue';
import { expectConsole } from '../../../tests/setup/vitest.setup';
import { m } from '../../paraglide/messages.js';
import { LOCALES, localizePath, type Locale } from '../../i18n/locale';

type Submit = (input: ContactInput) => Promise<void>;

async function setup(impl?: Submit, locale: Locale = 'en-CA') {
  const user = userEvent.setup({ delay: null });
  const base = await createTestServices();
  const submit = vi.fn<Submit>(impl ?? ((input) => base.forms.submitContact(input)));
  const services: Services = { ...base, forms: { ...base.forms, submitContact: submit } };
  const view = await renderApp(localizePath('/contact', locale), { services });
  await screen.findByRole('heading', { level: 1, name: m.forms_contact_title({}, { locale }) });
  const send = () => user.click(screen.getByRole('button', { name: m.forms_contact_send({}, { locale }) }));
  return { user, submit, services, router: view.router, send };
}

const field = (name: string) => screen.getByRole('textbox', { name });

describe('/contact', () => {
  it('names the page and its button as the spec does', () => {
    expect(m.forms_contact_title({}, { locale: 'en-CA' })).toBe('Contact Us');
    expect(m.forms_contact_send({}, { locale: 'en-CA' })).toBe('Send message');
  });

  it('has one h1 and the three labelled fields', async () => {
    await setup();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field('Subject')).toBeInTheDocument();
    expect(field('Message')).toHaveAccessibleDescription('500 characters remaining');
  });

  it('shows no error while typing until a submit was tried, then follows each change', async () => {
    const { user, submit, send } = await setup();
    await user.type(field('Email'), 'not-an-email');
    await user.tab();
    expect(field('Email')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Not a valid email')).not.toBeInTheDocument();

    await send();
    await waitFor(() => expect(field('Email')).toHaveAccessibleDescription('Not a valid email'));
    expect(field('Subject')).toHaveAccessibleDescription('Field is required');
    expect(field('Message')).toHaveAccessibleDescription('500 characters remaining Field is required');
    expect(field('Email')).toHaveFocus();
    expect(submit).not.toHaveBeenCalled();

    await user.clear(field('Email'));
    await user.type(field('Email'), 'visitor@example.com');
    await waitFor(() => expect(field('Email')).not.toHaveAttribute('aria-invalid'));
  });

  it('limits the subject to 50 characters and the message to 500', async () => {
    const { user, submit, send } = await setup();
    await fill(user, field('Email'), 'visitor@example.com');
    await fill(user, field('Subject'), 's'.repeat(51));
    await fill(user, field('Message'), 'm'.repeat(501));
    await send();
    await waitFor(() =>
      expect(field('Subject')).toHaveAccessibleDescription('Subject must be between 1 and 50 characters'),
    );
    expect(field('Message')).toHaveAccessibleDescription(
      '1 characters over the 500 character limit Input cannot contain more than 500 characters',
    );
    expect(field('Subject')).toHaveFocus();
    expect(submit).not.toHaveBeenCalled();

    await fill(user, field('Subject'), 's'.repeat(50));
    await waitFor(() => expect(field('Subject')).not.toHaveAttribute('aria-invalid'));
  });

  it('sends the message, clears the form and thanks the visitor in a dialog', async () => {
    const { user, submit, send, services, router } = await setup();
    await fill(user, field('Email'), ' Visitor@Example.com');
    await fill(user, field('Subject'), 'Cape   Breton delivery');
    await fill(user, field('Message'), 'Do you ship\n\n\nto Cape Breton?  ');
    await send();

    const dialog = await screen.findByRole('dialog', { name: 'Message sent' });
    expect(dialog).toHaveTextContent('Thank you for your message! We’ll get back to you soon.');
    expect(submit.mock.calls[0]?.[0]).toEqual({
      email: 'visitor@example.com',
      subject: 'Cape Breton delivery',
      message: 'Do you ship\nto Cape Breton?',
      language: 'en-CA',
    } satisfies ContactInput);
    expect(field('Email')).toHaveValue('');
    expect(field('Subject')).toHaveValue('');
    expect(field('Message')).toHaveValue('');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/contact');
    expect(field('Email')).not.toHaveAttribute('aria-invalid');

    const stored = await pendingAsAdmin(services, 'contact');
    expect(stored.find((item) => item.subject === 'Cape Breton delivery')).toMatchObject({ status: 'Pending' });
  });

  it('announces a failure in the page and keeps what was typed', async () => {
    const { user, submit, send } = await setup(() => Promise.reject(new Error('offline')));
    await fill(user, field('Email'), 'visitor@example.com');
    await fill(user, field('Subject'), 'Question');
    await fill(user, field('Message'), '<b>Hello</b> 🌲');
    await send();

    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'There was an error submitting your message. Please try again.',
      ),
    );
    expectConsole('error', /Sending the contact message failed/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field('Email')).toHaveValue('visitor@example.com');
    expect(field('Subject')).toHaveValue('Question');
    expect(field('Message')).toHaveValue('<b>Hello</b> 🌲');
    expect(document.querySelector('main b')).toBeNull();
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('sends once however often Send is clicked while sending', async () => {
    let finish = () => {};
    const { user, submit, send } = await setup(() => new Promise<void>((resolve) => (finish = resolve)));
    await fill(user, field('Email'), 'visitor@example.com');
    await fill(user, field('Subject'), 'Question');
    await fill(user, field('Message'), 'Hello');
    await send();
    const button = screen.getByRole('button', { name: 'Sending…' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    finish();
    expect(await screen.findByRole('dialog', { name: 'Message sent' })).toBeInTheDocument();
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('takes a 10,000-character paste without crashing and refuses it', async () => {
    const { user, submit, send } = await setup();
    const paste = '<script>alert(1)</script>😀 '.repeat(400).slice(0, 10_000);
    await fill(user, field('Email'), 'visitor@example.com');
    await fill(user, field('Subject'), paste);
    await fill(user, field('Message'), paste);
    await send();
    await waitFor(() =>
      expect(field('Subject')).toHaveAccessibleDescription('Subject must be between 1 and 50 characters'),
    );
    expect(field('Message')).toHaveAccessibleDescription(expect.stringContaining('Input cannot contain more than 500 characters'));
    expect(document.querySelector('main script')).toBeNull();
    expect(submit).not.toHaveBeenCalled();
  });
});

// The same checks in each language, with that language's texts from the catalogue.
describe.each(LOCALES)('%s', (locale) => {
  const REQUIRED = m.shell_validation_required({}, { locale });
  const field = (name: string) => screen.getByRole('textbox', { name });

  describe(localizePath('/contact', locale), () => {
    it('shows the page', async () => {
      await setup(undefined, locale);
      expect(document.title).toBe(`${m.forms_contact_title({}, { locale })} | Atlantic Timber Consortium`);
      expect(screen.getByText(m.forms_contact_lead({}, { locale }))).toBeInTheDocument();
      expect(screen.getByRole('form', { name: m.forms_contact_title({}, { locale }) })).toBeInTheDocument();
      expect(field(m.forms_contact_subject({}, { locale }))).toBeInTheDocument();
      expect(field(m.forms_contact_message({}, { locale }))).toHaveAccessibleDescription(m.shell_counter_remaining({ count: 500 }, { locale }));
    });

    it('blocks an empty or malformed message with the messages', async () => {
      const { user, submit, send } = await setup(undefined, locale);
      await send();
      await waitFor(() => expect(field(m.forms_email({}, { locale }))).toHaveAccessibleDescription(REQUIRED));
      expect(field(m.forms_contact_subject({}, { locale }))).toHaveAccessibleDescription(REQUIRED);
      expect(field(m.forms_contact_message({}, { locale }))).toHaveAccessibleDescription(`${m.shell_counter_remaining({ count: 500 }, { locale })} ${REQUIRED}`);

      await fill(user, field(m.forms_email({}, { locale })), 'visiteur@example');
      await fill(user, field(m.forms_contact_subject({}, { locale })), 's'.repeat(51));
      await fill(user, field(m.forms_contact_message({}, { locale })), 'm'.repeat(502));
      await waitFor(() => expect(field(m.forms_email({}, { locale }))).toHaveAccessibleDescription(m.shell_validation_email_invalid({}, { locale })));
      expect(field(m.forms_contact_subject({}, { locale }))).toHaveAccessibleDescription(m.shell_validation_subject({}, { locale }));
      expect(field(m.forms_contact_message({}, { locale }))).toHaveAccessibleDescription(
        `${m.shell_counter_over({ count: 2, max: 500 }, { locale })} ${m.shell_validation_max_length({ max: 500 }, { locale })}`,
      );
      expect(submit).not.toHaveBeenCalled();
    });

    it('sends the message with fr-CA and thanks the visitor', async () => {
      const { user, submit, send } = await setup(undefined, locale);
      await fill(user, field(m.forms_email({}, { locale })), 'visiteur@example.com');
      await fill(user, field(m.forms_contact_subject({}, { locale })), 'Livraison au Cap-Breton');
      await fill(user, field(m.forms_contact_message({}, { locale })), 'Livrez-vous au Cap-Breton?');
      await send();
      const dialog = await screen.findByRole('dialog', { name: m.forms_contact_sent({}, { locale }) });
      expect(dialog).toHaveTextContent(m.forms_contact_success({}, { locale }));
      expect(submit.mock.calls[0]?.[0]).toEqual({
        email: 'visiteur@example.com',
        subject: 'Livraison au Cap-Breton',
        message: 'Livrez-vous au Cap-Breton?',
        language: locale,
      } satisfies ContactInput);
      await user.click(within(dialog).getByRole('button', { name: m.forms_close({}, { locale }) }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('announces a failure', async () => {
      const { user, send } = await setup(() => Promise.reject(new Error('offline')), locale);
      await fill(user, field(m.forms_email({}, { locale })), 'visiteur@example.com');
      await fill(user, field(m.forms_contact_subject({}, { locale })), 'Question');
      await fill(user, field(m.forms_contact_message({}, { locale })), 'Bonjour');
      await send();
      await waitFor(() =>
        expect(screen.getByRole('alert')).toHaveTextContent(
          m.forms_contact_failure({}, { locale }),
        ),
      );
      expectConsole('error', /Sending the contact message failed/);
    });
  });
});
