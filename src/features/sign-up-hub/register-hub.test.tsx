import userEvent from '@testing-library/user-event';
import { shown } from '../../../tests/setup/shown-text';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Services } from '../../services/api';
import { ServiceError } from '../../domain/errors';
import { CONSENT_WORDING, CURRENT_WORDING, wordingText } from '../../domain/consent';
import { createTestServices, renderApp } from '../../../tests/setup/render-app';
import { expectConsole } from '../../../tests/setup/vitest.setup';
import { m } from '../../paraglide/messages.js';
import { LOCALES, localizePath } from '../../i18n/locale';

const region = (name: string) => screen.getByRole('region', { name });

async function renderHub(services?: Services) {
  const user = userEvent.setup({ delay: null });
  const view = await renderApp('/register', { services });
  await screen.findByRole('heading', { level: 1, name: 'Join Us' });
  return { user, ...view };
}

async function withSubscribe(subscribe: Services['subscriptions']['subscribe']): Promise<Services> {
  const services = await createTestServices();
  return { ...services, subscriptions: { ...services.subscriptions, subscribe } };
}

/** The express-consent wording each box shows, as spec English (issue 22). */
const CONSENT = { newsletter: CONSENT_WORDING[CURRENT_WORDING.newsletter]!.text['en-CA'], offers: CONSENT_WORDING[CURRENT_WORDING.offers]!.text['en-CA'] };

describe('/register hub', () => {
  it('shows Join Us and six labelled cards, each with its heading', async () => {
    await renderHub();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const name of ['News and Updates', 'Special Offers', 'Contribute to Discussions', 'Join the Consortium', "I'm just browsing", 'Sign In']) {
      expect(within(region(name)).getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(document.title).toBe('Join Us | Atlantic Timber Consortium');
  });
});

describe('News and Updates', () => {
  const card = () => region('News and Updates');
  const email = () => within(card()).getByLabelText('Email');
  const consent = () => within(card()).getByRole('checkbox', { name: CONSENT.newsletter });
  const subscribe = () => within(card()).getByRole('button', { name: 'Subscribe' });

  it('requires an email and the consent tick, never pre-ticked, and focuses the email', async () => {
    const { user } = await renderHub();
    expect(consent()).not.toBeChecked();
    await user.click(subscribe());
    expect(await within(card()).findByText('Field is required')).toBeInTheDocument();
    expect(within(card()).getByText('Tick the box to agree before you subscribe.')).toBeInTheDocument();
    expect(consent()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveFocus();
  });

  it.each([
    ['jo e@example.com', 'Email can only consist of letters, numbers, periods(.), underscores(_), hyphens(-), and an @ symbol'],
    ['a@b@example.com', 'Email must only contain one @ symbol'],
    ['jo..e@example.com', 'Not a valid email'],
  ])('refuses %s with the email rule', async (value, message) => {
    const { user } = await renderHub();
    await user.type(email(), value);
    await user.click(consent());
    await user.click(subscribe());
    expect(await within(card()).findByText(message)).toBeInTheDocument();
    for (const status of within(card()).getAllByRole('status')) expect(status).toBeEmptyDOMElement();
  });

  it('subscribes unconfirmed, congratulates with the confirmation request beneath, and clears the form', async () => {
    const { user } = await renderHub();
    await user.type(email(), 'new.reader@example.com');
    await user.click(consent());
    await user.click(subscribe());
    // Found inside the wait: under load the card can render its live regions anew before the answer.
    await waitFor(() => expect(within(card()).getAllByRole('status')[0]).toHaveTextContent('Congratulations! You have successfully registered for the newsletter.'));
    expect(within(card()).getAllByRole('status')[1]).toHaveTextContent('We sent a confirmation request to new.reader@example.com. Open the link in it within 48 hours to start receiving the newsletter.');
    expect(email()).toHaveValue('');
    expect(consent()).not.toBeChecked();
  });

  it('asks an unconfirmed address again on a second sign-up', async () => {
    const { user } = await renderHub();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await user.type(email(), 'twice@example.com');
      await user.click(consent());
      await user.click(subscribe());
      expect(await within(card()).findByText('Congratulations! You have successfully registered for the newsletter.')).toBeInTheDocument();
      expect(within(card()).getByText(/We sent a confirmation request to twice@example.com/)).toBeInTheDocument();
    }
  });

  it('says a confirmed address is already registered, without a confirmation request, and keeps it', async () => {
    const services = await withSubscribe(() => Promise.reject(new ServiceError('already-registered')));
    const { user } = await renderHub(services);
    await user.type(email(), 'confirmed@example.com');
    await user.click(consent());
    await user.click(subscribe());
    expect(await within(card()).findByText('Email is already registered for the newsletter.')).toHaveAttribute('role', 'alert');
    for (const status of within(card()).getAllByRole('status')) expect(status).toBeEmptyDOMElement();
    expect(email()).toHaveValue('confirmed@example.com');
  });

  it('reports any other failure and keeps the email', async () => {
    const services = await withSubscribe(() => Promise.reject(new ServiceError('unavailable')));
    const { user } = await renderHub(services);
    await user.type(email(), 'offline@example.com');
    await user.click(consent());
    await user.click(subscribe());
    expect(await within(card()).findByText('There was an error subscribing to the newsletter.')).toHaveAttribute('role', 'alert');
    expectConsole('error', /Newsletter subscription failed/);
    expect(email()).toHaveValue('offline@example.com');
  });

  it('refuses a 10,000-character paste with the length message', async () => {
    const { user } = await renderHub();
    await user.click(email());
    await user.paste('a'.repeat(10_000));
    await user.click(subscribe());
    expect(await within(card()).findByText('Input cannot contain more than 254 characters')).toBeInTheDocument();
  });
});

describe('Special Offers', () => {
  const card = () => region('Special Offers');
  const email = () => within(card()).getByLabelText('Email');
  const postalCode = () => within(card()).getByLabelText('Postal code');
  const consent = () => within(card()).getByRole('checkbox', { name: CONSENT.offers });
  const register = () => within(card()).getByRole('button', { name: 'Register' });

  it('requires both fields and the consent tick, and focuses the first', async () => {
    const { user } = await renderHub();
    expect(consent()).not.toBeChecked();
    await user.click(register());
    expect(await within(card()).findAllByText('Field is required')).toHaveLength(2);
    expect(within(card()).getByText('Tick the box to agree before you subscribe.')).toBeInTheDocument();
    expect(email()).toHaveFocus();
    expect(postalCode()).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks the email and the Canadian postal code, upper-casing as typed', async () => {
    const { user } = await renderHub();
    await user.type(email(), 'no-at-sign');
    await user.type(postalCode(), 'z1a 1a1');
    expect(postalCode()).toHaveValue('Z1A 1A1');
    await user.click(register());
    expect(await within(card()).findByText('Not a valid email')).toBeInTheDocument();
    expect(within(card()).getByText('Please enter a valid Canadian postal code (e.g., A1A 1A1)')).toBeInTheDocument();
  });

  it('registers, congratulates with the confirmation request and clears; a confirmed address is already registered and keeps the input', async () => {
    const { user } = await renderHub();
    await user.type(email(), 'offers@example.com');
    await user.type(postalCode(), 'b3h 1a1');
    await user.click(consent());
    await user.click(register());
    expect(await within(card()).findByText('Congratulations! You have successfully registered for special offers.')).toHaveAttribute('role', 'status');
    expect(within(card()).getByText(/We sent a confirmation request to offers@example.com\..*special offers\./)).toHaveAttribute('role', 'status');
    expect(email()).toHaveValue('');
    expect(postalCode()).toHaveValue('');
  });

  it('says a confirmed address is already registered and keeps the input', async () => {
    const { user } = await renderHub(await withSubscribe(() => Promise.reject(new ServiceError('already-registered'))));
    await user.type(email(), 'offers@example.com');
    await user.type(postalCode(), 'B3H-1A1');
    await user.click(consent());
    await user.click(register());
    expect(await within(card()).findByText('Email is already registered for special offers.')).toHaveAttribute('role', 'alert');
    expect(email()).toHaveValue('offers@example.com');
    expect(postalCode()).toHaveValue('B3H-1A1');
  });

  it('sends the postal code in the A1A 1A1 form, with the wording version shown', async () => {
    const subscribe = vi.fn(() => Promise.resolve());
    const { user } = await renderHub(await withSubscribe(subscribe));
    await user.type(email(), 'offers@example.com');
    await user.type(postalCode(), 'b3h1a1');
    await user.click(consent());
    await user.click(register());
    await within(card()).findByText('Congratulations! You have successfully registered for special offers.');
    expect(subscribe).toHaveBeenCalledWith({ purpose: 'offers', email: 'offers@example.com', postalCode: 'B3H 1A1', language: 'en-CA', wording: CURRENT_WORDING.offers, source: 'hub' });
  });

  it('reports any other failure and keeps the input', async () => {
    const { user } = await renderHub(await withSubscribe(() => Promise.reject(new Error('offline'))));
    await user.type(email(), 'offers@example.com');
    await user.type(postalCode(), 'B3H 1A1');
    await user.click(consent());
    await user.click(register());
    expect(await within(card()).findByText('There was an error registering for special offers.')).toHaveAttribute('role', 'alert');
    expectConsole('error', /Special offers registration failed/);
    expect(email()).toHaveValue('offers@example.com');
  });
});

describe.each([
  ['Contribute to Discussions', '/ContributorReg'],
  ['Join the Consortium', '/Franchisee'],
])('%s', (cardName, destination) => {
  const card = () => region(cardName);
  const first = () => within(card()).getByLabelText('First name');
  const last = () => within(card()).getByLabelText('Last name');
  const next = () => within(card()).getByRole('button', { name: 'Next' });

  it('requires first and last name and stays on the hub', async () => {
    const { user, router } = await renderHub();
    await user.click(next());
    expect(await within(card()).findAllByText('Field is required')).toHaveLength(2);
    expect(first()).toHaveFocus();
    expect(router.state.location.pathname).toBe('/register');
  });

  it('applies the name rules', async () => {
    const { user } = await renderHub();
    await user.type(first(), 'Jo3');
    await user.type(last(), 'Mac--Neil');
    await user.click(next());
    expect(await within(card()).findByText('Name can only contain letters')).toBeInTheDocument();
    expect(within(card()).getByText('Name cannot have consecutive spaces and/or dashes')).toBeInTheDocument();
  });

  it('shows pasted HTML and emoji as text and refuses them', async () => {
    const { user } = await renderHub();
    await user.click(first());
    await user.paste('<img src=x onerror=alert(1)> 🌲');
    await user.click(last());
    await user.paste('x'.repeat(10_000));
    await user.click(next());
    expect(await within(card()).findByText('Name can only contain letters')).toBeInTheDocument();
    expect(within(card()).getByText('Input cannot contain more than 100 characters')).toBeInTheDocument();
    expect(first()).toHaveValue('<img src=x onerror=alert(1)> 🌲');
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it(`goes to ${destination} with the names in the navigation state`, async () => {
    const { user, router } = await renderHub();
    await user.type(first(), '  Élise ');
    await user.type(last(), 'Cormier-Doucet');
    await user.click(next());
    await waitFor(() => expect(router.state.location.pathname).toBe(destination));
    expect(router.state.location.state).toEqual({ firstName: 'Élise', lastName: 'Cormier-Doucet' });
  });
});

describe("I'm just browsing", () => {
  it('goes to the store', async () => {
    const { user, router } = await renderHub();
    const link = within(region("I'm just browsing")).getByRole('link', { name: 'Go to the store' });
    expect(link).toHaveAttribute('href', '/store');
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/store'));
  });
});

describe('Sign In', () => {
  const card = () => region('Sign In');
  const email = () => within(card()).getByLabelText('Email');
  const password = () => within(card()).getByLabelText('Password');
  const signIn = () => within(card()).getByRole('button', { name: 'Sign In' });

  it('requires both fields', async () => {
    const { user } = await renderHub();
    await user.click(signIn());
    expect(await within(card()).findAllByText('Field is required')).toHaveLength(2);
    expect(email()).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("has no format rule: a wrong sign-in says 'Incorrect email or password!' in a dialog and keeps the input", async () => {
    const { user, router } = await renderHub();
    await user.type(email(), 'not an email');
    await user.type(password(), 'x');
    await user.click(signIn());
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Incorrect email or password!');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
    expect(email()).toHaveValue('not an email');
    expect(password()).toHaveValue('x');
  });

  it("says 'Successfully signed in!', clears the form, and closing goes to /store", async () => {
    const { user, router } = await renderHub();
    await user.type(email(), 'franchisee@example.com');
    await user.type(password(), 'Franchisee!2345');
    await user.click(signIn());
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Successfully signed in!');
    expect(email()).toHaveValue('');
    expect(password()).toHaveValue('');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/store'));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('button', { name: 'Account: Jacques Thibodeau' })).toBeInTheDocument();
  });
});

// The same checks in each language, with that language's texts from the catalogue.
describe.each(LOCALES)('%s', (locale) => {
  const REQUIRED = m.shell_validation_required({}, { locale });
  const region = (name: string) => screen.getByRole('region', { name });

  async function renderHub(services?: Services) {
    const user = userEvent.setup({ delay: null });
    const view = await renderApp(localizePath('/register', locale), { services });
    await screen.findByRole('heading', { level: 1, name: m.forms_hub_title({}, { locale }) });
    return { user, ...view };
  }

  describe(localizePath('/register hub', locale), () => {
    it('shows its title, lead and six cards', async () => {
      await renderHub();
      expect(document.title).toBe(`${m.forms_hub_title({}, { locale })} | Atlantic Timber Consortium`);
      expect(
        screen.getByText(m.forms_hub_lead({}, { locale })),
      ).toBeInTheDocument();
      const cards: [string, string][] = [
        [m.forms_hub_news_title({}, { locale }), m.forms_hub_news_lead({}, { locale })],
        [m.forms_hub_offers_title({}, { locale }), m.forms_hub_offers_lead({}, { locale })],
        [m.forms_hub_contribute_title({}, { locale }), m.forms_hub_contribute_lead({}, { locale })],
        [m.forms_hub_join_title({}, { locale }), m.forms_hub_join_lead({}, { locale })],
        [m.forms_hub_browse_title({}, { locale }), m.forms_hub_browse_lead({}, { locale })],
        [m.forms_hub_sign_in_title({}, { locale }), m.forms_hub_sign_in_lead({}, { locale })],
      ];
      for (const [title, lead] of cards) {
        expect(within(region(title)).getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
        expect(within(region(title)).getByText(lead)).toBeInTheDocument();
      }
      const browse = within(region(m.forms_hub_browse_title({}, { locale }))).getByRole('link', { name: m.forms_hub_browse_link({}, { locale }) });
      expect(browse).toHaveAttribute('href', localizePath('/store', locale));
    });
  });

  describe(m.forms_hub_news_title({}, { locale }), () => {
    const card = () => region(m.forms_hub_news_title({}, { locale }));
    const email = () => within(card()).getByLabelText(m.forms_email({}, { locale }));
    const subscribe = () => within(card()).getByRole('button', { name: m.forms_newsletter_subscribe({}, { locale }) });
    const consent = () => within(card()).getByRole('checkbox', { name: wordingText(CURRENT_WORDING.newsletter, 'newsletter', locale)! });

    it('requires an email and checks it with the messages', async () => {
      const { user } = await renderHub();
      await user.click(subscribe());
      expect(await within(card()).findByText(REQUIRED)).toBeInTheDocument();
      expect(email()).toHaveFocus();
      await user.type(email(), 'jo e@example.com');
      await user.click(subscribe());
      expect(
        await within(card()).findByText(
          m.shell_validation_email_characters({}, { locale }),
        ),
      ).toBeInTheDocument();
      await user.clear(email());
      await user.type(email(), 'a@b@example.com');
      await user.click(subscribe());
      expect(await within(card()).findByText(m.shell_validation_email_one_at({}, { locale }))).toBeInTheDocument();
      await user.clear(email());
      await user.type(email(), 'jo..e@example.com');
      await user.click(subscribe());
      expect(await within(card()).findByText(m.shell_validation_email_invalid({}, { locale }))).toBeInTheDocument();
    });

    it('subscribes in the page’s language with the confirmation request beneath; a confirmed address is already registered', async () => {
      const base = await createTestServices();
      const subscribe_ = vi.fn<Services['subscriptions']['subscribe']>((input) => base.subscriptions.subscribe(input));
      const { user } = await renderHub({ ...base, subscriptions: { ...base.subscriptions, subscribe: subscribe_ } });
      expect(consent()).not.toBeChecked();
      await user.type(email(), 'lectrice@example.com');
      await user.click(subscribe());
      expect(await within(card()).findByText(m.consent_tick_required({}, { locale }))).toBeInTheDocument();
      await user.click(consent());
      await user.click(subscribe());
      expect(await within(card()).findByText(m.forms_hub_newsletter_success({}, { locale }))).toHaveAttribute('role', 'status');
      expect(within(card()).getByText(shown(m.consent_check_inbox_newsletter({ email: 'lectrice@example.com' }, { locale })))).toHaveAttribute('role', 'status');
      expect(subscribe_).toHaveBeenCalledWith(expect.objectContaining({ email: 'lectrice@example.com', language: locale, wording: CURRENT_WORDING.newsletter }));
      expect(email()).toHaveValue('');

      subscribe_.mockRejectedValue(new ServiceError('already-registered'));
      await user.type(email(), 'lectrice@example.com');
      await user.click(consent());
      await user.click(subscribe());
      expect(await within(card()).findByText(m.forms_hub_newsletter_already({}, { locale }))).toHaveAttribute('role', 'alert');
      expect(email()).toHaveValue('lectrice@example.com');
    });

    it('reports any other failure', async () => {
      const { user } = await renderHub(await withSubscribe(() => Promise.reject(new ServiceError('unavailable'))));
      await user.type(email(), 'hors-ligne@example.com');
      await user.click(consent());
      await user.click(subscribe());
      expect(await within(card()).findByText(m.forms_hub_newsletter_failure({}, { locale }))).toHaveAttribute(
        'role',
        'alert',
      );
      expectConsole('error', /Newsletter subscription failed/);
    });
  });

  describe(m.forms_hub_offers_title({}, { locale }), () => {
    const card = () => region(m.forms_hub_offers_title({}, { locale }));
    const email = () => within(card()).getByLabelText(m.forms_email({}, { locale }));
    const postalCode = () => within(card()).getByLabelText(m.forms_postal_code({}, { locale }));
    const register = () => within(card()).getByRole('button', { name: m.forms_contributor_register({}, { locale }) });
    const consent = () => within(card()).getByRole('checkbox', { name: wordingText(CURRENT_WORDING.offers, 'offers', locale)! });

    it('requires both fields, then checks the email and the postal code', async () => {
      const { user } = await renderHub();
      await user.click(register());
      expect(await within(card()).findAllByText(REQUIRED)).toHaveLength(2);
      await user.type(email(), 'sans-arobase');
      await user.type(postalCode(), 'z1a 1a1');
      await user.click(register());
      expect(await within(card()).findByText(m.shell_validation_email_invalid({}, { locale }))).toBeInTheDocument();
      expect(within(card()).getByText(m.shell_validation_postal_code({}, { locale }))).toBeInTheDocument();
    });

    it('registers in the page’s language with the confirmation request beneath', async () => {
      const base = await createTestServices();
      const subscribe_ = vi.fn<Services['subscriptions']['subscribe']>((input) => base.subscriptions.subscribe(input));
      const { user } = await renderHub({ ...base, subscriptions: { ...base.subscriptions, subscribe: subscribe_ } });
      await user.type(email(), 'offres@example.com');
      await user.type(postalCode(), 'e1c4h9');
      await user.click(consent());
      await user.click(register());
      expect(await within(card()).findByText(m.forms_hub_offers_success({}, { locale }))).toHaveAttribute('role', 'status');
      expect(within(card()).getByText(shown(m.consent_check_inbox_offers({ email: 'offres@example.com' }, { locale })))).toBeInTheDocument();
      expect(subscribe_).toHaveBeenCalledWith(expect.objectContaining({ purpose: 'offers', email: 'offres@example.com', postalCode: 'E1C 4H9', language: locale }));
    });

    it('reports any other failure', async () => {
      const { user } = await renderHub(await withSubscribe(() => Promise.reject(new Error('offline'))));
      await user.type(email(), 'offres@example.com');
      await user.type(postalCode(), 'E1C 4H9');
      await user.click(consent());
      await user.click(register());
      expect(await within(card()).findByText(m.forms_hub_offers_failure({}, { locale }))).toHaveAttribute(
        'role',
        'alert',
      );
      expectConsole('error', /Special offers registration failed/);
    });
  });

  describe.each([
    [m.forms_hub_contribute_title({}, { locale }), localizePath('/ContributorReg', locale)],
    [m.forms_hub_join_title({}, { locale }), localizePath('/Franchisee', locale)],
  ])('%s', (cardName, destination) => {
    const card = () => region(cardName);
    const first = () => within(card()).getByLabelText(m.forms_first_name({}, { locale }));
    const last = () => within(card()).getByLabelText(m.forms_last_name({}, { locale }));
    const next = () => within(card()).getByRole('button', { name: m.forms_hub_next({}, { locale }) });

    it('requires the names and applies the name rules', async () => {
      const { user, router } = await renderHub();
      await user.click(next());
      expect(await within(card()).findAllByText(REQUIRED)).toHaveLength(2);
      expect(router.state.location.pathname).toBe(localizePath('/register', locale));
      await user.type(first(), 'Jo3');
      await user.click(last());
      await user.paste('x'.repeat(101));
      await user.click(next());
      expect(await within(card()).findByText(m.shell_validation_name_letters({}, { locale }))).toBeInTheDocument();
      expect(within(card()).getByText(shown(m.shell_validation_max_length({ max: 100 }, { locale })))).toBeInTheDocument();
      await user.clear(last());
      await user.type(last(), 'Mac--Neil');
      await user.click(next());
      expect(
        await within(card()).findByText(m.shell_validation_name_consecutive({}, { locale })),
      ).toBeInTheDocument();
    });

    it(`goes on to ${destination}, staying`, async () => {
      const { user, router } = await renderHub();
      await user.type(first(), 'Élise');
      await user.type(last(), 'Cormier-Doucet');
      await user.click(next());
      await waitFor(() => expect(router.state.location.pathname).toBe(destination));
      expect(router.state.location.state).toEqual({ firstName: 'Élise', lastName: 'Cormier-Doucet' });
    });
  });

  describe(m.forms_hub_sign_in_title({}, { locale }), () => {
    const card = () => region(m.forms_hub_sign_in_title({}, { locale }));
    const email = () => within(card()).getByLabelText(m.forms_email({}, { locale }));
    const password = () => within(card()).getByLabelText(m.forms_password({}, { locale }));
    const signIn = () => within(card()).getByRole('button', { name: m.forms_sign_in_button({}, { locale }) });

    it('requires both fields, and a wrong sign-in says so', async () => {
      const { user } = await renderHub();
      await user.click(signIn());
      expect(await within(card()).findAllByText(REQUIRED)).toHaveLength(2);
      await user.type(email(), 'personne@example.com');
      await user.type(password(), 'x');
      await user.click(signIn());
      const dialog = await screen.findByRole('dialog', { name: m.forms_sign_in_dialog_failure({}, { locale }) });
      expect(dialog).toHaveTextContent(m.forms_sign_in_failed({}, { locale }));
      await user.click(within(dialog).getByRole('button', { name: m.forms_close({}, { locale }) }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('signs in, says so, and closing goes to /fr/store', async () => {
      const { user, router } = await renderHub();
      await user.type(email(), 'franchisee@example.com');
      await user.type(password(), 'Franchisee!2345');
      await user.click(signIn());
      const dialog = await screen.findByRole('dialog', { name: m.forms_sign_in_dialog_success({}, { locale }) });
      expect(dialog).toHaveTextContent(m.forms_sign_in_succeeded({}, { locale }));
      await user.click(within(dialog).getByRole('button', { name: m.forms_close({}, { locale }) }));
      await waitFor(() => expect(router.state.location.pathname).toBe(localizePath('/store', locale)));
    });
  });
});
