// Every form that collects personal information links to the privacy page
// beside its submit button (Québec's Law 25 and PIPEDA: a person is told at
// collection how their information is handled), in each language. A form is
// taken to collect personal information when it asks for an email address, a
// phone number or a name; a sign-in form (its Log In or Sign In button) collects nothing.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../tests/setup/render-app';
import { paths } from '../config/paths';
import { LOCALES, localizePath, type Locale } from '../i18n/locale';
import { m } from '../paraglide/messages.js';

const PAGES: readonly { path: string; as?: 'contributor' }[] = [
  { path: paths.register },
  { path: paths.newsletter },
  { path: paths.offers },
  { path: paths.franchisee },
  { path: paths.contributorReg },
  { path: paths.pricing },
  { path: paths.contact },
  { path: paths.custom },
  { path: paths.profile, as: 'contributor' },
];

/** Whether a form asks for an email address, a phone number or a name. */
const collectsPersonalInformation = (form: HTMLElement, locale: Locale) =>
  form.querySelector('input[type="email"], input[type="tel"], input[autocomplete*="name"], input[autocomplete="email"]') !== null &&
  [m.forms_login_button, m.forms_sign_in_button].every((signIn) => within(form).queryByRole('button', { name: signIn({}, { locale }) }) === null);

describe.each(LOCALES)('%s', (locale) => {
  it.each(PAGES)('$path: each form that collects personal information links to the privacy page beside its submit button', async ({ path, as }) => {
    await renderApp(localizePath(path, locale), as ? { as } : {});
    await screen.findByRole('heading', { level: 1 });
    const forms = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('form')].filter((form) => collectsPersonalInformation(form, locale));
      expect(found.length, path).toBeGreaterThan(0);
      return found;
      // A signed-in page shows its forms once the session has loaded, later than its heading.
    }, { timeout: 20_000 });
    for (const form of forms) {
      const link = within(form).getByRole('link', { name: m.account_privacy_note({}, { locale }) });
      expect(link).toHaveAttribute('href', localizePath(paths.privacy, locale));
      const submit = within(form).getAllByRole('button').find((button) => button.getAttribute('type') === 'submit');
      // Beside the submit button: the link comes right after it in the form.
      expect(submit!.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING, path).toBeTruthy();
    }
  });
});
