import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Services } from '../../services/api';
import { createTestServices, renderApp } from '../../../tests/setup/render-app';

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
