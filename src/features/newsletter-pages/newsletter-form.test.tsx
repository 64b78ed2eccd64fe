import userEvent from '@testing-library/user-event';
import { screen, within, getDefaultNormalizer } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Services } from '../../services/api';
import { createTestServices, renderApp } from '../../../tests/setup/render-app';
import { m } from '../../paraglide/messages.js';
import { LOCALES, localizePath } from '../../i18n/locale';

async function renderNewsletter() {
  const user = userEvent.setup();
  const info = vi.spyOn(console, 'info').mockImplementation(() => {});
  const base = await createTestServices();
  const subscribeNewsletter = vi.fn<Services['forms']['subscribeNewsletter']>();
  const services: Services = { ...base, forms: { ...base.forms, subscribeNewsletter } };
  const view = await renderApp('/newsletter', { services });
  const form = await screen.findByRole('form', { name: 'Join our Newsletter' });
  return { user, info, subscribeNewsletter, form, ...view };
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

  it('requires an email, focuses it and logs nothing', async () => {
    const { user, form, info } = await renderNewsletter();
    await user.click(within(form).getByRole('button', { name: 'Subscribe' }));
    expect(await within(form).findByText('Field is required')).toBeInTheDocument();
    expect(within(form).getByLabelText('Email')).toHaveFocus();
    expect(info).not.toHaveBeenCalled();
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

  it('logs a valid sign-up, confirms and clears, with no server call', async () => {
    const { user, form, info, subscribeNewsletter } = await renderNewsletter();
    await user.type(within(form).getByLabelText('Email'), 'reader@example.com');
    await user.type(within(form).getByLabelText('First name (optional)'), 'Anne');
    await user.click(within(form).getByRole('checkbox', { name: 'Sawmilling' }));
    await user.click(within(form).getByRole('button', { name: 'Subscribe' }));
    expect(await within(form).findByText('Thank you! You are on the list for our newsletter.')).toHaveAttribute('role', 'status');
    expect(info).toHaveBeenCalledWith(expect.stringContaining('Newsletter'), {
      email: 'reader@example.com',
      firstName: 'Anne',
      lastName: '',
      businessName: '',
      businessTypes: ['sawmilling'],
    });
    expect(subscribeNewsletter).not.toHaveBeenCalled();
    expect(within(form).getByLabelText('Email')).toHaveValue('');
    expect(within(form).getByRole('checkbox', { name: 'Sawmilling' })).not.toBeChecked();
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
      const user = userEvent.setup();
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

    it('confirms a valid sign-up', async () => {
      const { user, form, subscribe } = await renderNewsletter();
      await user.type(within(form).getByLabelText(m.forms_email({}, { locale })), 'lectrice@example.com');
      await user.click(within(form).getByRole('checkbox', { name: m.shell_business_sawmilling({}, { locale }) }));
      await subscribe();
      expect(
        await within(form).findByText(m.forms_newsletter_confirmation({}, { locale })),
      ).toHaveAttribute('role', 'status');
    });
  });

  describe(localizePath('/Offers-registration', locale), () => {
    async function renderOffers() {
      const user = userEvent.setup();
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
      await register();
      expect(await within(form).findByText(m.forms_offers_confirmation({}, { locale }))).toHaveAttribute(
        'role',
        'status',
      );
    });
  });
});
