import { getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Services } from '../../services/api';
import type { PricingInquiryInput } from '../../domain/types';
import { createTestServices, renderApp } from '../../../tests/setup/render-app';
import { fill } from '../../../tests/setup/fill';
import { pendingAsAdmin } from '../../../tests/setup/review-queue';
import { expectConsole } from '../../../tests/setup/vitest.setup';
import { m } from '../../paraglide/messages.js';
import { LOCALES, localizePath, type Locale } from '../../i18n/locale';

type Submit = (input: PricingInquiryInput) => Promise<void>;

async function setup(impl?: Submit, locale: Locale = 'en-CA') {
  const user = userEvent.setup({ delay: null });
  const base = await createTestServices();
  const submit = vi.fn<Submit>(impl ?? ((input) => base.forms.submitPricingInquiry(input)));
  const services: Services = { ...base, forms: { ...base.forms, submitPricingInquiry: submit } };
  const view = await renderApp(localizePath('/pricing', locale), { services });
  await screen.findByRole('heading', { level: 1, name: m.forms_pricing_heading({}, { locale }) });
  const send = () => user.click(screen.getByRole('button', { name: m.forms_pricing_send({}, { locale }) }));
  return { user, submit, services, router: view.router, send };
}

const field = (name: string) => screen.getByRole('textbox', { name });

async function fillValid(user: UserEvent) {
  await fill(user, field('First name'), 'Marie');
  await fill(user, field('Last name'), 'Landry');
  await fill(user, field('Email'), 'Marie.Landry@Example.com');
  await fill(user, field('Phone number'), '(902) 555-0100');
  await user.type(field('Postal code'), 'b3h1a1');
  await fill(user, field('Business name'), 'Landry Joinery');
  await user.click(screen.getByRole('radio', { name: 'Phone call (daytime only)' }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Preferred timezone' }), 'Atlantic');
}

describe('/pricing', () => {
  it('names the page and its button as the spec does', () => {
    expect(m.forms_pricing_heading({}, { locale: 'en-CA' })).toBe('Want to know more about pricing?');
    expect(m.forms_pricing_send({}, { locale: 'en-CA' })).toBe('Send inquiry');
  });

  it('shows the heading, the fields, the timezone choices and the contact email', async () => {
    await setup();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(field('Postal code')).toHaveAttribute('placeholder', 'A1A 1A1');
    const timezone = screen.getByRole('combobox', { name: 'Preferred timezone' });
    expect(within(timezone).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select a timezone',
      'Newfoundland',
      'Atlantic',
      'Eastern',
      'Central',
      'Mountain',
      'Pacific',
    ]);
    expect(timezone).toHaveValue('');
    const info = screen.getByRole('complementary', { name: 'Contact information' });
    expect(within(info).getByRole('link', { name: 'info@atlantictimber.example' })).toHaveAttribute(
      'href',
      'mailto:info@atlantictimber.example',
    );
  });

  it('requires every field and focuses the first', async () => {
    const { submit, send } = await setup();
    await send();
    for (const name of ['First name', 'Last name', 'Email', 'Phone number', 'Postal code', 'Business name']) {
      await waitFor(() =>
        expect(field(name)).toHaveAccessibleDescription(expect.stringContaining('Field is required')),
      );
    }
    expect(screen.getByRole('group', { name: 'Preferred contact method' })).toHaveAccessibleDescription('Field is required');
    expect(screen.getByRole('combobox', { name: 'Preferred timezone' })).toHaveAccessibleDescription('Field is required');
    expect(field('First name')).toHaveFocus();
    expect(submit).not.toHaveBeenCalled();
  });

  it('applies the name, email, phone and postal code rules', async () => {
    const { user, submit, send } = await setup();
    await fill(user, field('First name'), 'Marie2');
    await fill(user, field('Last name'), 'Lan -dry');
    await fill(user, field('Email'), 'marie@@example.com');
    await fill(user, field('Phone number'), '902-555-010');
    await user.type(field('Postal code'), 'd3h 1a1');
    await send();
    await waitFor(() => expect(field('First name')).toHaveAccessibleDescription('Name can only contain letters'));
    expect(field('Last name')).toHaveAccessibleDescription('Name cannot have consecutive spaces and/or dashes');
    expect(field('Email')).toHaveAccessibleDescription('Email must only contain one @ symbol');
    expect(field('Phone number')).toHaveAccessibleDescription('Phone number must contain 10 digits');
    expect(field('Postal code')).toHaveValue('D3H 1A1');
    expect(field('Postal code')).toHaveAccessibleDescription('Please enter a valid Canadian postal code (e.g., A1A 1A1)');
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends the shaped inquiry, clears the form and shows the thank-you', async () => {
    const { user, submit, send, services } = await setup();
    await fillValid(user);
    await send();

    const dialog = await screen.findByRole('dialog', { name: 'Inquiry sent' });
    expect(dialog).toHaveTextContent('Thank you for your message! We’ll get back to you soon.');
    expect(submit.mock.calls[0]?.[0]).toEqual({
      firstName: 'Marie',
      lastName: 'Landry',
      email: 'marie.landry@example.com',
      phoneNumber: '9025550100',
      postalCode: 'B3H 1A1',
      contactBy: 'phone call (daytime only)',
      preferredTimezone: 'Atlantic',
      businessName: 'Landry Joinery',
      language: 'en-CA',
    } satisfies PricingInquiryInput);
    expect(field('First name')).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Preferred timezone' })).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Phone call (daytime only)' })).not.toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const stored = (await pendingAsAdmin(services, 'pricing')).find((item) => item.email === 'marie.landry@example.com');
    expect(stored?.submissionDate).toMatch(/^\d{4}\/\d{2}\/\d{2}$/);
  });

  it('reports a failure in the dialog and keeps what was typed', async () => {
    const { user, send } = await setup(() => Promise.reject(new Error('offline')));
    await fillValid(user);
    await send();

    const dialog = await screen.findByRole('dialog', { name: 'Inquiry not sent' });
    expect(dialog).toHaveTextContent('There was an error submitting your inquiry. Please try again.');
    expectConsole('error', /Sending the pricing inquiry failed/);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field('Email')).toHaveValue('Marie.Landry@Example.com');
    expect(field('Postal code')).toHaveValue('B3H1A1');
    expect(screen.getByRole('combobox', { name: 'Preferred timezone' })).toHaveValue('Atlantic');
    expect(screen.getByRole('button', { name: 'Send inquiry' })).toHaveFocus();
  });
});

// The same checks in each language, with that language's texts from the catalogue.
describe.each(LOCALES)('%s', (locale) => {
  const REQUIRED = m.shell_validation_required({}, { locale });
  const field = (name: string) => screen.getByRole('textbox', { name });

  describe(localizePath('/pricing', locale), () => {
    async function fillValid(user: UserEvent) {
      await fill(user, field(m.forms_first_name({}, { locale })), 'Marie');
      await fill(user, field(m.forms_last_name({}, { locale })), 'Landry');
      await fill(user, field(m.forms_email({}, { locale })), 'marie.landry@example.com');
      await fill(user, field(m.forms_phone_number({}, { locale })), '(902) 555-0100');
      await user.type(field(m.forms_postal_code({}, { locale })), 'b3h1a1');
      await fill(user, field(m.forms_business_name({}, { locale })), 'Menuiserie Landry');
      await user.click(screen.getByRole('radio', { name: m.forms_email({}, { locale }) }));
      await user.selectOptions(screen.getByRole('combobox', { name: m.forms_pricing_timezone({}, { locale }) }), m.shell_time_zone_atlantic({}, { locale }));
    }

    it('shows the page, the time zones and the contact information', async () => {
      await setup(undefined, locale);
      expect(document.title).toBe(`${m.forms_pricing_title({}, { locale })} | Atlantic Timber Consortium`);
      expect(
        screen.getByText(m.forms_pricing_lead({}, { locale })),
      ).toBeInTheDocument();
      const form = screen.getByRole('form', { name: m.forms_pricing_form({}, { locale }) });
      expect(within(form).getByText(m.forms_pricing_note({}, { locale }))).toBeInTheDocument();
      const timezone = screen.getByRole('combobox', { name: m.forms_pricing_timezone({}, { locale }) });
      expect(within(timezone).getAllByRole('option')[0]).toHaveTextContent(m.forms_pricing_timezone_empty({}, { locale }));
      const info = screen.getByRole('complementary', { name: m.forms_contact_info_heading({}, { locale }) });
      expect(within(info).getByText(m.forms_contact_info_lead({}, { locale }))).toBeInTheDocument();
      expect(
        within(info).getByText(m.forms_contact_info_email({}, { locale }), { exact: false, normalizer: getDefaultNormalizer({ collapseWhitespace: false }) }),
      ).toBeInTheDocument();
    });

    it('blocks an empty or malformed inquiry with the messages', async () => {
      const { user, submit, send } = await setup(undefined, locale);
      await send();
      for (const name of [m.forms_first_name({}, { locale }), m.forms_last_name({}, { locale }), m.forms_email({}, { locale }), m.forms_phone_number({}, { locale }), m.forms_postal_code({}, { locale }), m.forms_business_name({}, { locale })]) {
        await waitFor(() => expect(field(name)).toHaveAccessibleDescription(expect.stringContaining(REQUIRED)));
      }
      expect(screen.getByRole('group', { name: m.forms_contact_by({}, { locale }) })).toHaveAccessibleDescription(REQUIRED);
      expect(screen.getByRole('combobox', { name: m.forms_pricing_timezone({}, { locale }) })).toHaveAccessibleDescription(REQUIRED);

      await fill(user, field(m.forms_first_name({}, { locale })), 'Marie2');
      await fill(user, field(m.forms_phone_number({}, { locale })), '902-555-010');
      await fill(user, field(m.forms_email({}, { locale })), 'marie!@example.com');
      await send();
      await waitFor(() => expect(field(m.forms_first_name({}, { locale }))).toHaveAccessibleDescription(m.shell_validation_name_letters({}, { locale })));
      expect(field(m.forms_phone_number({}, { locale }))).toHaveAccessibleDescription(m.shell_validation_phone_digits({}, { locale }));
      expect(field(m.forms_email({}, { locale }))).toHaveAccessibleDescription(
        m.shell_validation_email_characters({}, { locale }),
      );
      expect(submit).not.toHaveBeenCalled();
    });

    it('sends the inquiry with fr-CA and neutral values, and thanks the visitor', async () => {
      const { user, submit, send } = await setup(undefined, locale);
      await fillValid(user);
      await send();
      const dialog = await screen.findByRole('dialog', { name: m.forms_pricing_sent({}, { locale }) });
      expect(dialog).toHaveTextContent(m.forms_contact_success({}, { locale }));
      expect(submit.mock.calls[0]?.[0]).toMatchObject({
        contactBy: 'email',
        preferredTimezone: 'Atlantic',
        postalCode: 'B3H 1A1',
        language: locale,
      });
    });

    it('reports a failure', async () => {
      const { user, send } = await setup(() => Promise.reject(new Error('offline')), locale);
      await fillValid(user);
      await send();
      const dialog = await screen.findByRole('dialog', { name: m.forms_pricing_not_sent({}, { locale }) });
      expect(dialog).toHaveTextContent(
        m.forms_pricing_failure({}, { locale }),
      );
      expectConsole('error', /Sending the pricing inquiry failed/);
    });
  });
});
