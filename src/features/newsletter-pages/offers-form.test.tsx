import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BUSINESS_TYPES } from '../../config/options';
import { CONSENT_WORDING, CURRENT_WORDING } from '../../domain/consent';
import type { Services } from '../../services/api';
import { createTestServices, renderApp } from '../../../tests/setup/render-app';

/** The express-consent wording, as spec English (issue 22): the box's name. */
const CONSENT = CONSENT_WORDING[CURRENT_WORDING.offers]!.text['en-CA'];

async function renderOffers() {
  const user = userEvent.setup({ delay: null });
  const info = vi.spyOn(console, 'info').mockImplementation(() => {});
  const base = await createTestServices();
  const subscribe = vi.fn<Services['subscriptions']['subscribe']>();
  const services: Services = { ...base, subscriptions: { ...base.subscriptions, subscribe } };
  const view = await renderApp('/Offers-registration', { services });
  const form = await screen.findByRole('form', { name: 'Register to get special offers' });
  const submit = () => user.click(within(form).getByRole('button', { name: 'Register' }));
  return { user, info, subscribe, form, submit, ...view };
}

describe('/Offers-registration', () => {
  it("shows 'Register to get special offers' with the contact methods and every business type", async () => {
    const { form } = await renderOffers();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Register to get special offers' })).toBeInTheDocument();
    const contactBy = within(form).getByRole('group', { name: 'Contact me by' });
    expect(within(contactBy).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'email',
      'phone call (daytime only)',
    ]);
    expect(within(contactBy).getByRole('radio', { name: 'Phone call (daytime only)' })).toBeInTheDocument();
    const types = within(form).getByRole('group', { name: 'Business type (optional)' });
    expect(within(types).getAllByRole('checkbox')).toHaveLength(19);
    expect(BUSINESS_TYPES.map((type) => type.value)).toContain('prefab/trusses/modular');
  });

  it('blocks the submit until email, phone and contact-by are given, and focuses the first', async () => {
    const { form, submit, info } = await renderOffers();
    const consent = within(form).getByRole('checkbox', { name: CONSENT });
    expect(consent).not.toBeChecked();
    await submit();
    expect(await within(form).findAllByText('Field is required')).toHaveLength(3);
    expect(within(form).getByText('Tick the box to agree before you subscribe.')).toBeInTheDocument();
    expect(consent).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveFocus();
    expect(within(form).getByRole('group', { name: 'Contact me by' })).toHaveAttribute('aria-invalid', 'true');
    expect(info).not.toHaveBeenCalled();
  });

  it.each([
    ['902-555-12a4', 'Phone number cannot contain a letter'],
    ['902 555 123', 'Phone number must contain 10 digits'],
  ])('refuses the phone number %s', async (phone, message) => {
    const { user, form, submit, info } = await renderOffers();
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'buyer@example.com');
    await user.type(within(form).getByLabelText('Phone'), phone);
    await user.click(within(form).getByRole('radio', { name: 'Email' }));
    await submit();
    expect(await within(form).findByText(message)).toBeInTheDocument();
    expect(within(form).getByLabelText('Phone')).toHaveFocus();
    expect(info).not.toHaveBeenCalled();
  });

  it('checks optional names only when given', async () => {
    const { user, form, submit } = await renderOffers();
    await user.type(within(form).getByLabelText('First name (optional)'), 'Anne- Marie');
    await submit();
    expect(await within(form).findByText('Name cannot have consecutive spaces and/or dashes')).toBeInTheDocument();
  });

  it('logs a valid registration, confirms and clears, and saves nothing, not even the consent', async () => {
    const { user, form, submit, info, subscribe } = await renderOffers();
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'buyer@example.com');
    await user.type(within(form).getByLabelText('Phone'), '(902) - 555 - 1234');
    await user.click(within(form).getByRole('radio', { name: 'Phone call (daytime only)' }));
    await user.type(within(form).getByLabelText('Business name (optional)'), 'Cape Mill');
    await user.click(within(form).getByRole('checkbox', { name: 'Kiln drying' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Other' }));
    await user.click(within(form).getByRole('checkbox', { name: CONSENT }));
    await submit();
    expect(await within(form).findByText('Thank you! You are registered to get special offers.')).toHaveAttribute('role', 'status');
    expect(info).toHaveBeenCalledWith(expect.stringContaining('Special offers'), {
      email: 'buyer@example.com',
      phone: '(902) - 555 - 1234',
      contactBy: 'phone call (daytime only)',
      firstName: '',
      lastName: '',
      businessName: 'Cape Mill',
      businessTypes: ['kiln drying', 'other'],
      consent: true,
    });
    expect(subscribe).not.toHaveBeenCalled();
    expect(within(form).getByRole('checkbox', { name: CONSENT })).not.toBeChecked();
    expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveValue('');
    expect(within(form).getByRole('radio', { name: 'Phone call (daytime only)' })).not.toBeChecked();
  });
});
