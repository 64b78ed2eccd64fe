import userEvent, { type UserEvent } from '@testing-library/user-event';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../tests/setup/render-app';
import { fill } from '../../../tests/setup/fill';
import { m } from '../../paraglide/messages.js';
import { LOCALES, localizePath } from '../../i18n/locale';

async function setup() {
  const user = userEvent.setup({ delay: null });
  const info = vi.spyOn(console, 'info').mockImplementation(() => {});
  const view = await renderApp('/custom');
  await screen.findByRole('heading', { level: 1, name: 'Custom Request' });
  return { user, info, services: view.services, submit: () => user.click(screen.getByRole('button', { name: 'Submit request' })) };
}

const field = (name: string) => screen.getByRole('textbox', { name });

const file = (name: string, content = 'x') => new File([content], name, { type: 'image/png' });

async function fillValid(user: UserEvent) {
  await fill(user, field('First name'), 'Marie');
  await fill(user, field('Last name'), 'Landry');
  await fill(user, field('Email'), 'marie@example.com');
  await fill(user, field('Phone number'), '902 555 0100');
  await user.type(field('Delivery post code'), 'b3h 1a1');
  await user.click(screen.getByRole('radio', { name: 'Within a week' }));
  await fill(user, field('Description'), 'A curved oak knee, about 60 cm each arm.');
}

describe('/custom', () => {
  it('has native email and phone inputs and readable urgency choices', async () => {
    await setup();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field('Phone number')).toHaveAttribute('type', 'tel');
    const urgency = screen.getByRole('group', { name: 'How soon do you need it?' });
    expect(within(urgency).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['asap', 'week', 'month']);
    expect(within(urgency).getByRole('radio', { name: 'As soon as possible' })).toBeInTheDocument();
    expect(screen.getByLabelText('Attachments (optional)')).toHaveAttribute('type', 'file');
  });

  it('requires everything but the attachments and focuses the first invalid field', async () => {
    const { submit, info } = await setup();
    await submit();
    for (const name of ['First name', 'Last name', 'Email', 'Phone number', 'Delivery post code', 'Description']) {
      await waitFor(() =>
        expect(field(name)).toHaveAccessibleDescription(expect.stringContaining('Field is required')),
      );
    }
    expect(screen.getByRole('group', { name: 'How soon do you need it?' })).toHaveAccessibleDescription('Field is required');
    expect(screen.getByLabelText('Attachments (optional)')).not.toHaveAttribute('aria-invalid');
    expect(field('First name')).toHaveFocus();
    expect(info).not.toHaveBeenCalled();
  });

  it('checks the shared rules', async () => {
    const { user, submit, info } = await setup();
    await fillValid(user);
    await fill(user, field('Email'), 'marie@example');
    await fill(user, field('Phone number'), 'call me');
    await fill(user, field('Delivery post code'), '12345');
    await submit();
    await waitFor(() => expect(field('Email')).toHaveAccessibleDescription('Not a valid email'));
    expect(field('Phone number')).toHaveAccessibleDescription('Phone number cannot contain a letter');
    expect(field('Delivery post code')).toHaveAccessibleDescription('Please enter a valid Canadian postal code (e.g., A1A 1A1)');
    expect(info).not.toHaveBeenCalled();
  });

  it('lists attachments: a file with the same name replaces the earlier one, each can be removed', async () => {
    const { user } = await setup();
    const input = screen.getByLabelText('Attachments (optional)');
    await user.upload(input, [file('sketch.png'), file('photo.png')]);
    await user.upload(input, file('sketch.png', 'a bigger sketch'));
    const items = screen.getAllByRole('listitem').filter((item) => item.textContent?.includes('.png'));
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('sketch.png (15 bytes)'),
      expect.stringContaining('photo.png (1 bytes)'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Remove photo.png' }));
    expect(screen.queryByText('photo.png')).not.toBeInTheDocument();
    expect(screen.getByText('sketch.png')).toBeInTheDocument();
  });

  it('logs a valid request without calling any service, confirms it and clears the form', async () => {
    const { user, submit, info, services } = await setup();
    const methods = [
      'submitFranchiseeApplication',
      'submitContributorApplication',
      'submitPricingInquiry',
      'submitContact',
    ] as const;
    const forms = [...methods.map((name) => vi.spyOn(services.forms, name)), vi.spyOn(services.subscriptions, 'subscribe')];
    await fillValid(user);
    await user.upload(screen.getByLabelText('Attachments (optional)'), file('sketch.png'));
    await submit();

    const dialog = await screen.findByRole('dialog', { name: 'Request submitted' });
    expect(dialog).toHaveTextContent('Your custom order request has been submitted!');
    expect(info).toHaveBeenCalledWith('Custom order request', {
      firstName: 'Marie',
      lastName: 'Landry',
      email: 'marie@example.com',
      phone: '9025550100',
      deliveryPostCode: 'B3H 1A1',
      urgency: 'week',
      description: 'A curved oak knee, about 60 cm each arm.',
      attachments: [{ name: 'sketch.png', size: 1, type: 'image/png' }],
      language: 'en-CA',
    });
    for (const spy of forms) expect(spy).not.toHaveBeenCalled();

    expect(field('First name')).toHaveValue('');
    expect(field('Description')).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Within a week' })).not.toBeChecked();
    expect(screen.queryByText('sketch.png')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('takes a 10,000-character paste of HTML and emoji as text', async () => {
    const { user, submit, info } = await setup();
    await fillValid(user);
    await fill(user, field('Description'), '<img src=x onerror=alert(1)>🌲'.repeat(400).slice(0, 10_000));
    await submit();
    await waitFor(() =>
      expect(field('Description')).toHaveAccessibleDescription(
        expect.stringContaining('Input cannot contain more than 500 characters'),
      ),
    );
    expect(document.querySelector('main img')).toBeNull();
    expect(info).not.toHaveBeenCalled();
  });
});

// The same checks in each language, with that language's texts from the catalogue.
describe.each(LOCALES)('%s', (locale) => {
  async function setup() {
    const user = userEvent.setup({ delay: null });
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    await renderApp(localizePath('/custom', locale));
    await screen.findByRole('heading', { level: 1, name: m.store_custom_title({}, { locale }) });
    return { user, info, submit: () => user.click(screen.getByRole('button', { name: m.store_custom_submit({}, { locale }) })) };
  }

  const field = (name: string) => screen.getByRole('textbox', { name });

  async function fillValid(user: UserEvent) {
    await fill(user, field(m.store_custom_first_name({}, { locale })), 'Marie');
    await fill(user, field(m.store_custom_last_name({}, { locale })), 'Landry');
    await fill(user, field(m.store_custom_email({}, { locale })), 'marie@example.com');
    await fill(user, field(m.store_custom_phone({}, { locale })), '506 555 0100');
    await user.type(field(m.store_custom_post_code({}, { locale })), 'e1a 3c4');
    await user.click(screen.getByRole('radio', { name: m.store_custom_urgency_week({}, { locale }) }));
    await fill(user, field(m.store_custom_description({}, { locale })), 'Une courbe de mélèze, environ 60 cm par branche.');
  }

  describe(localizePath('/custom', locale), () => {
    it('shows the form', async () => {
      await setup();
      expect(document.title).toBe(`${m.store_custom_title({}, { locale })} | Atlantic Timber Consortium`);
      expect(
        // As written: French puts a no-break space before « : », which the default normalizer would turn into a space.
        screen.getByText(m.store_custom_lead({}, { locale }), { normalizer: (text) => text.trim() }),
      ).toBeInTheDocument();
      const form = within(screen.getByRole('form', { name: m.store_custom_form({}, { locale }) }));
      expect(form.getByText(m.store_custom_note({}, { locale }))).toBeInTheDocument();
      expect(field(m.store_custom_email({}, { locale }))).toHaveAttribute('type', 'email');
      expect(field(m.store_custom_phone({}, { locale }))).toHaveAttribute('type', 'tel');
      expect(field(m.store_custom_description({}, { locale }))).toHaveAccessibleDescription(expect.stringContaining(m.store_custom_description_hint({}, { locale })));

      const urgency = form.getByRole('group', { name: m.store_custom_urgency({}, { locale }) });
      const radios = within(urgency).getAllByRole('radio');
      expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([m.store_custom_urgency_asap({}, { locale }), m.store_custom_urgency_week({}, { locale }), m.store_custom_urgency_month({}, { locale })]);
      expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['asap', 'week', 'month']);

      const attachments = screen.getByLabelText(m.store_custom_attachments({}, { locale }));
      expect(attachments).toHaveAttribute('type', 'file');
      expect(
        form.getByText(m.store_custom_attachments_hint({}, { locale })),
      ).toBeInTheDocument();
    });

    it('gives the validation messages', async () => {
      const { user, submit, info } = await setup();
      await submit();
      for (const name of [m.store_custom_first_name({}, { locale }), m.store_custom_last_name({}, { locale }), m.store_custom_email({}, { locale }), m.store_custom_phone({}, { locale }), m.store_custom_post_code({}, { locale }), m.store_custom_description({}, { locale })]) {
        await waitFor(() => expect(field(name)).toHaveAccessibleDescription(expect.stringContaining(m.shell_validation_required({}, { locale }))));
      }
      expect(screen.getByRole('group', { name: m.store_custom_urgency({}, { locale }) })).toHaveAccessibleDescription(m.shell_validation_required({}, { locale }));
      expect(field(m.store_custom_first_name({}, { locale }))).toHaveFocus();

      await fillValid(user);
      await fill(user, field(m.store_custom_email({}, { locale })), 'marie@example');
      await fill(user, field(m.store_custom_phone({}, { locale })), 'appelez-moi');
      await fill(user, field(m.store_custom_post_code({}, { locale })), '12345');
      await submit();
      await waitFor(() => expect(field(m.store_custom_email({}, { locale }))).toHaveAccessibleDescription(m.shell_validation_email_invalid({}, { locale })));
      expect(field(m.store_custom_phone({}, { locale }))).toHaveAccessibleDescription(m.shell_validation_phone_letter({}, { locale }));
      expect(field(m.store_custom_post_code({}, { locale }))).toHaveAccessibleDescription(
        m.shell_validation_postal_code({}, { locale }),
      );
      expect(info).not.toHaveBeenCalled();
    });

    it('confirms a valid request and logs the same values as in English', async () => {
      const { user, submit, info } = await setup();
      await fillValid(user);
      await submit();

      const dialog = await screen.findByRole('dialog', { name: m.store_custom_submitted({}, { locale }) });
      expect(dialog).toHaveTextContent(m.store_custom_submitted_text({}, { locale }));
      expect(info).toHaveBeenCalledWith(
        'Custom order request',
        expect.objectContaining({ phone: '5065550100', deliveryPostCode: 'E1A 3C4', urgency: 'week', language: locale }),
      );
      expect(field(m.store_custom_first_name({}, { locale }))).toHaveValue('');
      await user.click(within(dialog).getByRole('button', { name: m.forms_close({}, { locale }) }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });
});
