import userEvent, { type UserEvent } from '@testing-library/user-event';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Services } from '../../services/api';
import type { ContributorApplicationInput } from '../../domain/types';
import { createTestServices, renderApp } from '../../../tests/setup/render-app';
import { fill } from '../../../tests/setup/fill';
import { confirmMailedLink } from '../../../tests/setup/mailed-links';
import { pendingAsAdmin } from '../../../tests/setup/review-queue';
import { expectConsole } from '../../../tests/setup/vitest.setup';
import { m } from '../../paraglide/messages.js';
import { LOCALES, localizePath } from '../../i18n/locale';
import { shown } from '../../../tests/setup/shown-text';

type Submit = (input: ContributorApplicationInput) => Promise<void>;

async function setup(options: { impl?: Submit; initialState?: unknown } = {}) {
  const user = userEvent.setup({ delay: null });
  const base = await createTestServices();
  const submit = vi.fn<Submit>(options.impl ?? ((input) => base.forms.submitContributorApplication(input)));
  const services: Services = { ...base, forms: { ...base.forms, submitContributorApplication: submit } };
  const view = await renderApp('/ContributorReg', { services, initialState: options.initialState });
  await screen.findByRole('heading', { level: 1, name: 'Welcome, contributor!' });
  return {
    user,
    submit,
    services,
    router: view.router,
    clickRegister: () => user.click(screen.getByRole('button', { name: 'Register' })),
  };
}

const field = (name: string) => screen.getByRole('textbox', { name });

async function fillValid(user: UserEvent) {
  await fill(user, field('Email'), 'Anne.Poirier@Example.com');
  await fill(user, screen.getByLabelText('Password'), 'Timber!2345');
  await fill(user, field('First name'), 'Anne');
  await fill(user, field('Last name'), 'Poirier');
  await fill(user, field('Town'), 'Shediac');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Province or territory' }), 'NB');
  await fill(user, field('Phone number'), '506 555 0111');
  await fill(user, field('Expertise'), 'Timber framing');
  await user.click(screen.getByRole('radio', { name: 'Self' }));
}

describe('/ContributorReg', () => {
  it('welcomes the visitor, links to the contributors and shows the fields in order', async () => {
    await setup();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Our Contributors' })).toHaveAttribute('href', '/contributors');
    const form = screen.getByRole('form', { name: 'Contributor registration' });
    const names = [...form.querySelectorAll('input, select, textarea')].map((element) => element.getAttribute('name'));
    expect([...new Set(names)]).toEqual([
      'email',
      'password',
      'firstName',
      'lastName',
      'town',
      'province',
      'phoneNumber',
      'expertise',
      'employer',
    ]);
    const province = screen.getByRole('combobox', { name: 'Province or territory' });
    const provinces = within(province).getAllByRole('option').map((option) => option.getAttribute('value'));
    expect(provinces).toEqual(['', 'NS', 'NB', 'PE', 'NL', 'QC', 'ON', 'MB', 'SK', 'AB', 'BC', 'YT', 'NT', 'NU']);
    expect(within(province).getByRole('option', { name: 'Select a province or territory' })).toHaveValue('');
    expect(screen.getByRole('group', { name: 'Who do you work for?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register' })).toBeInTheDocument();
  });

  it('shows the business name only when the employer is a business, and then requires it', async () => {
    const { user, submit, clickRegister } = await setup();
    expect(screen.queryByRole('textbox', { name: 'Business name' })).not.toBeInTheDocument();
    await fillValid(user);
    await user.click(screen.getByRole('radio', { name: 'Business' }));
    expect(field('Business name')).toBeVisible();
    await clickRegister();
    await waitFor(() => expect(field('Business name')).toHaveAccessibleDescription('Field is required'));
    expect(field('Business name')).toHaveFocus();
    await user.click(screen.getByRole('radio', { name: 'Self' }));
    expect(screen.queryByRole('textbox', { name: 'Business name' })).not.toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it('blocks an empty submit with "Field is required" on each field and focuses the first', async () => {
    const { submit, clickRegister } = await setup();
    await clickRegister();
    for (const name of ['Email', 'First name', 'Last name', 'Town', 'Phone number', 'Expertise']) {
      await waitFor(() => expect(field(name)).toHaveAttribute('aria-invalid', 'true'));
      expect(field(name)).toHaveAccessibleDescription(expect.stringContaining('Field is required'));
    }
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(expect.stringContaining('Field is required'));
    expect(screen.getByRole('combobox', { name: 'Province or territory' })).toHaveAccessibleDescription('Field is required');
    expect(screen.getByRole('group', { name: 'Who do you work for?' })).toHaveAccessibleDescription('Field is required');
    expect(field('Email')).toHaveFocus();
    expect(submit).not.toHaveBeenCalled();
  });

  it('applies the shared rules', async () => {
    const { user, submit, clickRegister } = await setup();
    await fill(user, field('Email'), 'anne@example');
    await fill(user, screen.getByLabelText('Password'), 'alllowercase');
    await fill(user, field('First name'), 'Anne- Marie');
    await fill(user, field('Last name'), "O'Neil");
    await fill(user, field('Phone number'), '555-0111');
    await fill(user, field('Expertise'), 'e'.repeat(501));
    await clickRegister();
    await waitFor(() => expect(field('Email')).toHaveAccessibleDescription('Not a valid email'));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Passed: Password must be at least 8 characters Failed: Password must contain an uppercase letter' +
        ' Passed: Password must contain a lowercase letter Failed: Password must contain a number' +
        ' Failed: Password must contain a special character',
    );
    expect(field('First name')).toHaveAccessibleDescription('Name cannot have consecutive spaces and/or dashes');
    expect(field('Last name')).toHaveAccessibleDescription('Name can only contain letters');
    expect(field('Phone number')).toHaveAccessibleDescription('Phone number must contain 10 digits');
    expect(field('Expertise')).toHaveAccessibleDescription(
      'What you know about and would like to talk about 1 characters over the 500 character limit Input cannot contain more than 500 characters',
    );
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends a self-employed application with businessName null, thanks the applicant and goes to /store on Close', async () => {
    const { user, submit, clickRegister, router, services } = await setup();
    await fillValid(user);
    // A business name typed and then abandoned is not sent.
    await user.click(screen.getByRole('radio', { name: 'Business' }));
    await fill(user, field('Business name'), 'Poirier Woodlot');
    await user.click(screen.getByRole('radio', { name: 'Self' }));
    await clickRegister();

    const dialog = await screen.findByRole('dialog', { name: 'Registration received' });
    expect(dialog).toHaveTextContent('Thank you for submitting your application!');
    expect(submit.mock.calls[0]?.[0]).toEqual({
      firstName: 'Anne',
      lastName: 'Poirier',
      email: 'anne.poirier@example.com',
      phoneNumber: '5065550111',
      expertise: 'Timber framing',
      province: 'NB',
      town: 'Shediac',
      password: 'Timber!2345',
      employer: 'self',
      businessName: null,
      language: 'en-CA',
    } satisfies ContributorApplicationInput);
    expect(field('Email')).toHaveValue('');
    expect(field('First name')).toHaveValue('');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/store'));
    await confirmMailedLink(services, 'anne.poirier@example.com');
    const stored = (await pendingAsAdmin(services, 'contributor')).find((item) => item.email === 'anne.poirier@example.com');
    expect(stored).toMatchObject({ employer: 'self', businessName: null, town: 'Shediac' });
  });

  it('sends the business name when the employer is a business', async () => {
    const { user, submit, clickRegister } = await setup();
    await fillValid(user);
    await user.click(screen.getByRole('radio', { name: 'Business' }));
    await fill(user, field('Business name'), 'Poirier   Woodlot ');
    await clickRegister();
    await screen.findByRole('dialog', { name: 'Registration received' });
    expect(submit.mock.calls[0]?.[0]).toMatchObject({ employer: 'business', businessName: 'Poirier Woodlot' });
  });

  it('reports a failure in a dialog: Try again keeps the values, Close goes to /store', async () => {
    const { user, submit, clickRegister, router } = await setup({ impl: () => Promise.reject(new Error('offline')) });
    await fillValid(user);
    await clickRegister();

    let dialog = await screen.findByRole('dialog', { name: 'Registration not sent' });
    expect(dialog).toHaveTextContent('There was an error submitting your application. Please try again.');
    expectConsole('error', /Submitting the contributor application failed/);
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field('Email')).toHaveValue('Anne.Poirier@Example.com');
    expect(field('Expertise')).toHaveValue('Timber framing');
    expect(screen.getByRole('radio', { name: 'Self' })).toBeChecked();

    // Escape dismisses like Try again.
    await clickRegister();
    dialog = await screen.findByRole('dialog', { name: 'Registration not sent' });
    expectConsole('error', /Submitting the contributor application failed/);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/ContributorReg');

    await clickRegister();
    dialog = await screen.findByRole('dialog', { name: 'Registration not sent' });
    expectConsole('error', /Submitting the contributor application failed/);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/store'));
    expect(submit).toHaveBeenCalledTimes(3);
  });

  it('prefills the first and last name from the navigation state', async () => {
    await setup({ initialState: { firstName: 'Anne', lastName: 'Poirier' } });
    expect(field('First name')).toHaveValue('Anne');
    expect(field('Last name')).toHaveValue('Poirier');
  });

  it('ignores a navigation state that is not an object', async () => {
    await setup({ initialState: '<script>alert(1)</script>' });
    expect(field('First name')).toHaveValue('');
  });
});

// The same checks in each language, with that language's texts from the catalogue.
describe.each(LOCALES)('%s', (locale) => {
  type Submit = (input: ContributorApplicationInput) => Promise<void>;

  const REQUIRED = m.shell_validation_required({}, { locale });

  async function setup(impl?: Submit) {
    const user = userEvent.setup({ delay: null });
    const base = await createTestServices();
    const submit = vi.fn<Submit>(impl ?? ((input) => base.forms.submitContributorApplication(input)));
    const services: Services = { ...base, forms: { ...base.forms, submitContributorApplication: submit } };
    const view = await renderApp(localizePath('/ContributorReg', locale), { services });
    await screen.findByRole('heading', { level: 1, name: m.forms_contributor_heading({}, { locale }) });
    return { user, submit, router: view.router, clickRegister: () => user.click(screen.getByRole('button', { name: m.forms_contributor_register({}, { locale }) })) };
  }

  const field = (name: string) => screen.getByRole('textbox', { name });

  async function fillValid(user: UserEvent) {
    await fill(user, field(m.forms_email({}, { locale })), 'anne.poirier@example.com');
    await fill(user, screen.getByLabelText(m.forms_password({}, { locale })), 'Charpente!2345');
    await fill(user, field(m.forms_first_name({}, { locale })), 'Anne');
    await fill(user, field(m.forms_last_name({}, { locale })), 'Poirier');
    await fill(user, field(m.forms_town({}, { locale })), 'Shediac');
    await user.selectOptions(screen.getByRole('combobox', { name: m.forms_province({}, { locale }) }), m.shell_province_nb({}, { locale }));
    await fill(user, field(m.forms_phone_number({}, { locale })), '506 555 0111');
    await fill(user, field(m.forms_expertise({}, { locale })), 'Charpente traditionnelle');
    await user.click(screen.getByRole('radio', { name: m.shell_employer_self({}, { locale }) }));
  }

  describe(localizePath('/ContributorReg', locale), () => {
    it('welcomes the visitor and links to the contributors', async () => {
      await setup();
      expect(document.title).toBe(`${m.forms_contributor_title({}, { locale })} | Atlantic Timber Consortium`);
      expect(screen.getByRole('link', { name: m.forms_contributor_lead_link({}, { locale }) })).toHaveAttribute('href', localizePath('/contributors', locale));
      const lead = screen.getByRole('link', { name: m.forms_contributor_lead_link({}, { locale }) }).parentElement;
      expect(lead).toHaveTextContent(`${m.forms_contributor_lead({}, { locale })} ${m.forms_contributor_lead_link({}, { locale })}.`);
      const form = screen.getByRole('form', { name: m.forms_contributor_form({}, { locale }) });
      expect(within(form).getByText(shown(m.forms_contributor_note({}, { locale })))).toBeInTheDocument();
      expect(field(m.forms_expertise({}, { locale }))).toHaveAccessibleDescription(
        `${m.forms_contributor_expertise_hint({}, { locale })} ${m.shell_counter_remaining({ count: 500 }, { locale })}`,
      );
      expect(screen.getByRole('group', { name: m.forms_contributor_employer({}, { locale }) })).toBeInTheDocument();
    });

    it('blocks an empty submit, and requires the business name for a business,', async () => {
      const { user, submit, clickRegister } = await setup();
      await clickRegister();
      for (const name of [m.forms_email({}, { locale }), m.forms_first_name({}, { locale }), m.forms_last_name({}, { locale }), m.forms_town({}, { locale }), m.forms_phone_number({}, { locale }), m.forms_expertise({}, { locale })]) {
        await waitFor(() => expect(field(name)).toHaveAccessibleDescription(expect.stringContaining(REQUIRED)));
      }
      expect(screen.getByRole('combobox', { name: m.forms_province({}, { locale }) })).toHaveAccessibleDescription(REQUIRED);
      expect(screen.getByRole('group', { name: m.forms_contributor_employer({}, { locale }) })).toHaveAccessibleDescription(REQUIRED);

      await fillValid(user);
      await user.click(screen.getByRole('radio', { name: m.shell_employer_business({}, { locale }) }));
      await clickRegister();
      await waitFor(() => expect(field(m.forms_business_name({}, { locale }))).toHaveAccessibleDescription(REQUIRED));
      await fill(user, field(m.forms_business_name({}, { locale })), 'b'.repeat(101));
      await waitFor(() =>
        expect(field(m.forms_business_name({}, { locale }))).toHaveAccessibleDescription(m.shell_validation_max_length({ max: 100 }, { locale })),
      );
      expect(submit).not.toHaveBeenCalled();
    });

    it('sends the registration with its language and thanks the applicant', async () => {
      const { user, submit, clickRegister, router } = await setup();
      await fillValid(user);
      await clickRegister();
      const dialog = await screen.findByRole('dialog', { name: m.forms_contributor_received({}, { locale }) });
      expect(dialog).toHaveTextContent(shown(m.forms_application_success({}, { locale })));
      // Beneath the spec's thank-you: the verification step (issue 22).
      expect(dialog).toHaveTextContent(shown(m.verify_check_inbox({}, { locale })));
      expect(submit.mock.calls[0]?.[0]).toMatchObject({ province: 'NB', employer: 'self', businessName: null, language: locale });
      await user.click(within(dialog).getByRole('button', { name: m.forms_close({}, { locale }) }));
      await waitFor(() => expect(router.state.location.pathname).toBe(localizePath('/store', locale)));
    });

    it('reports a failure with Try again', async () => {
      const { user, clickRegister } = await setup(() => Promise.reject(new Error('offline')));
      await fillValid(user);
      await clickRegister();
      const dialog = await screen.findByRole('dialog', { name: m.forms_contributor_not_sent({}, { locale }) });
      expect(dialog).toHaveTextContent(shown(m.forms_application_failure({}, { locale })));
      expectConsole('error', /Submitting the contributor application failed/);
      await user.click(within(dialog).getByRole('button', { name: m.forms_try_again({}, { locale }) }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(field(m.forms_email({}, { locale }))).toHaveValue('anne.poirier@example.com');
    });
  });
});
