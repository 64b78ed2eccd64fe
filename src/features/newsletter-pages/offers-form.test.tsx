import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BUSINESS_TYPES } from '../../config/options';
import type { Services } from '../../services/api';
import { createTestServices, renderApp } from '../../../tests/setup/render-app';

async function renderOffers() {
  const user = userEvent.setup();
  const info = vi.spyOn(console, 'info').mockImplementation(() => {});
  const base = await createTestServices();
  const subscribeOffers = vi.fn<Services['forms']['subscribeOffers']>();
  const services: Services = { ...base, forms: { ...base.forms, subscribeOffers } };
  const view = await renderApp('/Offers-registration', { services });
  const form = await screen.findByRole('form', { name: 'Register to get special offers' });
  const submit = () => user.click(within(form).getByRole('button', { name: 'Register' }));
  return { user, info, subscribeOffers, form, submit, ...view };
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
    await submit();
    expect(await within(form).findAllByText('Field is required')).toHaveLength(3);
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

  it('logs a valid registration, confirms and clears, and saves nothing', async () => {
    const { user, form, submit, info, subscribeOffers } = await renderOffers();
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'buyer@example.com');
    await user.type(within(form).getByLabelText('Phone'), '(902) - 555 - 1234');
    await user.click(within(form).getByRole('radio', { name: 'Phone call (daytime only)' }));
    await user.type(within(form).getByLabelText('Business name (optional)'), 'Cape Mill');
    await user.click(within(form).getByRole('checkbox', { name: 'Kiln drying' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Other' }));
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
    });
    expect(subscribeOffers).not.toHaveBeenCalled();
    expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveValue('');
    expect(within(form).getByRole('radio', { name: 'Phone call (daytime only)' })).not.toBeChecked();
  });
});
