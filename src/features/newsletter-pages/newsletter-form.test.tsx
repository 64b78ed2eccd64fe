import userEvent from '@testing-library/user-event';
import { shown } from '../../../tests/setup/shown-text';
import { screen, within, getDefaultNormalizer } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Services } from '../../services/api';
import { createTestServices, renderApp } from '../../../tests/setup/render-app';
import { m } from '../../paraglide/messages.js';
import { LOCALES, localizePath } from '../../i18n/locale';
import { CONSENT_WORDING, CURRENT_WORDING, wordingText } from '../../domain/consent';
import { ServiceError } from '../../domain/errors';

/** The express-consent wording, as spec English (issue 22): the box's name. */
const CONSENT = CONSENT_WORDING[CURRENT_WORDING.newsletter]!.text['en-CA'];

async function renderNewsletter() {
  const user = userEvent.setup({ delay: null });
  const info = vi.spyOn(console, 'info').mockImplementation(() => {});
  const base = await createTestServices();
  const subscribe = vi.fn<Services['subscriptions']['subscribe']>();
  const services: Services = { ...base, subscriptions: { ...base.subscriptions, subscribe } };
  const view = await renderApp('/newsletter', { services });
  const form = await screen.findByRole('form', { name: 'Join our Newsletter' });
  return { user, info, subscribe, form, ...view };
}

describe('/newsletter', () => {
  it("shows 'Join our Newsletter' with email required and the rest optional", async () => {
    const { form } = await renderNewsletter();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Join our Newsletter' })).toBeInTheDocument();
    expect(within(form).getByLabelText('Email')).toBeInTheDocument();
    expect(within(form).getByLabelText('First name (optional)')).toBeInTheDocument();
    expect(within(form).getByLabelText('Last name (optional)')).toBeInTheDocument();
    expect(within(form).getByLabelText('Business name (optional)')).toBeInTheDocument();
    expect(within(form).getByRole('group', { name: 'Business or interest (optional)' })).toBeInTheDocument();
  });

  it('requires an email and the consent tick, which is never pre-ticked, and sends nothing without them', async () => {
    const { user, form, subscribe } = await renderNewsletter();
    const consent = within(form).getByRole('checkbox', { name: CONSENT });
    expect(consent).not.toBeChecked();
    await user.click(within(form).getByRole('button', { name: 'Subscribe' }));
    expect(await within(form).findByText('Field is required')).toBeInTheDocument();
    expect(within(form).getByText('Tick the box to agree before you subscribe.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Email')).toHaveFocus();
    await user.type(within(form).getByLabelText('Email'), 'reader@example.com');
    await user.click(within(form).getByRole('button', { name: 'Subscribe' }));
    expect(await within(form).findByText('Tick the box to agree before you subscribe.')).toBeInTheDocument();
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('checks the email and any name that is given', async () => {
    const { user, form, info } = await renderNewsletter();
    await user.type(within(form).getByLabelText('Email'), 'reader@example..com');
    await user.type(within(form).getByLabelText('Last name (optional)'), 'O’Neil');
    await user.click(within(form).getByRole('button', { name: 'Subscribe' }));
    expect(await within(form).findByText('Not a valid email')).toBeInTheDocument();
    expect(within(form).getByText('Name can only contain letters')).toBeInTheDocument();
    expect(info).not.toHaveBeenCalled();
  });

  it('subscribes the email with the wording version shown, then shows the spec’s message with the confirmation request beneath, and clears', async () => {
    const { user, form, subscribe } = await renderNewsletter();
    await user.type(within(form).getByLabelText('Email'), 'reader@example.com');
    await user.type(within(form).getByLabelText('First name (optional)'), 'Anne');
    await user.click(within(form).getByRole('checkbox', { name: CONSENT }));
    await user.click(within(form).getByRole('button', { name: 'Subscribe' }));
    expect(await within(form).findByText('Congratulations! You have successfully registered for the newsletter.')).toHaveAttribute('role', 'status');
    expect(within(form).getByText('We sent a confirmation request to reader@example.com. Open the link in it within 48 hours to start receiving the newsletter.')).toHaveAttribute('role', 'status');
    expect(subscribe).toHaveBeenCalledExactlyOnceWith({ purpose: 'newsletter', email: 'reader@example.com', language: 'en-CA', wording: CURRENT_WORDING.newsletter, source: 'newsletter-page' });
    expect(within(form).getByLabelText('Email')).toHaveValue('');
    expect(within(form).getByRole('checkbox', { name: CONSENT })).not.toBeChecked();
  });

  it('answers an address already confirmed with the spec’s message and no confirmation request', async () => {
    const { user, form, subscribe } = await renderNewsletter();
    subscribe.mockRejectedValue(new ServiceError('already-registered'));
    await user.type(within(form).getByLabelText('Email'), 'reader@example.com');
    await user.click(within(form).getByRole('checkbox', { name: CONSENT }));
    await user.click(within(form).getByRole('button', { name: 'Subscribe' }));
    expect(await within(form).findByText('Email is already registered for the newsletter.')).toHaveAttribute('role', 'alert');
    expect(within(form).queryByText(/confirmation request/)).toBeNull();
  });

  it('takes a 10,000-character paste without crashing and refuses it', async () => {
    const { user, form } = await renderNewsletter();
    await user.type(within(form).getByLabelText('Email'), 'reader@example.com');
    await user.click(within(form).getByLabelText('Business name (optional)'));
    await user.paste('<b>Mill</b> 🌲 '.repeat(800));
    await user.click(within(form).getByRole('button', { name: 'Subscribe' }));
    expect(await within(form).findByText('Input cannot contain more than 100 characters')).toBeInTheDocument();
    expect((within(form).getByLabelText('Business name (optional)') as HTMLInputElement).value).toContain('<b>Mill</b> 🌲');
    expect(document.querySelector('form b')).toBeNull();
  });
});

// The same checks in each language, with that language's texts from the catalogue.
describe.each(LOCALES)('%s', (locale) => {
  const REQUIRED = m.shell_validation_required({}, { locale });

  describe(localizePath('/newsletter', locale), () => {
    async function renderNewsletter() {
      const user = userEvent.setup({ delay: null });
      const info = vi.spyOn(console, 'info').mockImplementation(() => {});
      await renderApp(localizePath('/newsletter', locale));
      const form = await screen.findByRole('form', { name: m.forms_newsletter_title({}, { locale }) });
      return { user, info, form, subscribe: () => user.click(within(form).getByRole('button', { name: m.forms_newsletter_subscribe({}, { locale }) })) };
    }

    it('shows the page and its fields', async () => {
      const { form } = await renderNewsletter();
      expect(screen.getByRole('heading', { level: 1, name: m.forms_newsletter_title({}, { locale }) })).toBeInTheDocument();
      expect(document.title).toBe(`${m.forms_newsletter_title({}, { locale })} | Atlantic Timber Consortium`);
      expect(
        screen.getByText(
          m.forms_newsletter_lead({}, { locale }),
          { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) },
        ),
      ).toBeInTheDocument();
      for (const label of [m.forms_email({}, { locale }), m.forms_first_name_optional({}, { locale }), m.forms_last_name_optional({}, { locale }), m.forms_business_name_optional({}, { locale })]) {
        expect(within(form).getByLabelText(label)).toBeInTheDocument();
      }
      const types = within(form).getByRole('group', { name: m.forms_newsletter_business_types({}, { locale }) });
      expect(within(types).getByRole('checkbox', { name: m.shell_business_woodlot_owner({}, { locale }) })).toHaveAttribute('value', 'woodlot owner');
    });

    it('requires and checks the email, and checks a given name,', async () => {
      const { user, form, info, subscribe } = await renderNewsletter();
      await subscribe();
      expect(await within(form).findByText(REQUIRED)).toBeInTheDocument();
      await user.type(within(form).getByLabelText(m.forms_email({}, { locale })), 'lectrice@example..com');
      await user.type(within(form).getByLabelText(m.forms_last_name_optional({}, { locale })), 'O’Neil');
      await subscribe();
      expect(await within(form).findByText(m.shell_validation_email_invalid({}, { locale }))).toBeInTheDocument();
      expect(within(form).getByText(m.shell_validation_name_letters({}, { locale }))).toBeInTheDocument();
      expect(info).not.toHaveBeenCalled();
    });

    it('shows the consent wording unticked, and confirms a valid sign-up with the confirmation request beneath', async () => {
      const { user, form, subscribe } = await renderNewsletter();
      const consent = within(form).getByRole('checkbox', { name: wordingText(CURRENT_WORDING.newsletter, 'newsletter', locale)! });
      expect(consent).not.toBeChecked();
      await user.type(within(form).getByLabelText(m.forms_email({}, { locale })), 'lectrice@example.com');
      await subscribe();
      expect(await within(form).findByText(m.consent_tick_required({}, { locale }))).toBeInTheDocument();
      await user.click(consent);
      await subscribe();
      expect(await within(form).findByText(m.forms_hub_newsletter_success({}, { locale }))).toHaveAttribute('role', 'status');
      expect(within(form).getByText(shown(m.consent_check_inbox_newsletter({ email: 'lectrice@example.com' }, { locale })))).toBeInTheDocument();
    });

    it('asks to reload the page when the wording it showed has been replaced since', async () => {
      const user = userEvent.setup({ delay: null });
      const base = await createTestServices();
      const subscribe = vi.fn<Services['subscriptions']['subscribe']>().mockRejectedValue(new ServiceError('invalid-argument', 'Replaced.', { reason: 'wording-retired' }));
      await renderApp(localizePath('/newsletter', locale), { services: { ...base, subscriptions: { ...base.subscriptions, subscribe } } });
      const form = await screen.findByRole('form', { name: m.forms_newsletter_title({}, { locale }) });
      await user.type(within(form).getByLabelText(m.forms_email({}, { locale })), 'lectrice@example.com');
      await user.click(within(form).getByRole('checkbox', { name: wordingText(CURRENT_WORDING.newsletter, 'newsletter', locale)! }));
      await user.click(within(form).getByRole('button', { name: m.forms_newsletter_subscribe({}, { locale }) }));
      expect(await within(form).findByText(m.consent_retired_wording({}, { locale }))).toBeInTheDocument();
      expect(within(form).queryByText(m.forms_hub_newsletter_failure({}, { locale }))).not.toBeInTheDocument();
    });
  });

  describe(localizePath('/Offers-registration', locale), () => {
    async function renderOffers() {
      const user = userEvent.setup({ delay: null });
      vi.spyOn(console, 'info').mockImplementation(() => {});
      await renderApp(localizePath('/Offers-registration', locale));
      const form = await screen.findByRole('form', { name: m.forms_offers_title({}, { locale }) });
      return { user, form, register: () => user.click(within(form).getByRole('button', { name: m.forms_offers_register({}, { locale }) })) };
    }

    it('shows the page', async () => {
      const { form } = await renderOffers();
      expect(screen.getByRole('heading', { level: 1, name: m.forms_offers_title({}, { locale }) })).toBeInTheDocument();
      expect(
        screen.getByText(
          m.forms_offers_lead({}, { locale }),
        ),
      ).toBeInTheDocument();
      expect(within(form).getByLabelText(m.forms_offers_phone({}, { locale }))).toBeInTheDocument();
      expect(within(form).getByRole('group', { name: m.forms_offers_business_types({}, { locale }) })).toBeInTheDocument();
    });

    it('requires email, phone and contact method, and checks the phone,', async () => {
      const { user, form, register } = await renderOffers();
      await register();
      expect(await within(form).findAllByText(REQUIRED)).toHaveLength(3);
      expect(within(form).getByRole('group', { name: m.forms_offers_contact_by({}, { locale }) })).toHaveAttribute('aria-invalid', 'true');
      await user.type(within(form).getByRole('textbox', { name: m.forms_email({}, { locale }) }), 'acheteur@example.com');
      await user.type(within(form).getByLabelText(m.forms_offers_phone({}, { locale })), '902-555-12a4');
      await register();
      expect(await within(form).findByText(m.shell_validation_phone_letter({}, { locale }))).toBeInTheDocument();
    });

    it('confirms a valid registration', async () => {
      const { user, form, register } = await renderOffers();
      await user.type(within(form).getByRole('textbox', { name: m.forms_email({}, { locale }) }), 'acheteur@example.com');
      await user.type(within(form).getByLabelText(m.forms_offers_phone({}, { locale })), '902 555 1234');
      await user.click(within(form).getByRole('radio', { name: m.shell_contact_method_phone({}, { locale }) }));
      await user.click(within(form).getByRole('checkbox', { name: wordingText(CURRENT_WORDING.offers, 'offers', locale)! }));
      await register();
      expect(await within(form).findByText(m.forms_offers_confirmation({}, { locale }))).toHaveAttribute(
        'role',
        'status',
      );
    });
  });
});
