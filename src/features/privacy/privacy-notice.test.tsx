// The privacy page (issue 22) in each language: what is kept, why and for how
// long, how to get a copy or delete it, how to reach the consortium; linked
// from every page's footer; and the confirmation after an account deletion.
import userEvent from '@testing-library/user-event';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_DELETED_STATE } from '../../config/paths';
import { CONTACT_EMAIL, MAILING_ADDRESS } from '../../domain/consortium';
import { renderApp } from '../../../tests/setup/render-app';
import { m } from '../../paraglide/messages.js';
import { LOCALES, localizePath } from '../../i18n/locale';

describe.each(LOCALES)('%s', (locale) => {
  const t = { locale };

  it('says what is kept, why, for how long, how to get it or delete it, and how to reach the consortium', async () => {
    await renderApp(localizePath('/privacy', locale));
    expect(await screen.findByRole('heading', { level: 1, name: m.account_privacy_heading({}, t) })).toBeInTheDocument();
    expect(document.title).toBe(`${m.account_privacy_title({}, t)} | Atlantic Timber Consortium`);
    const kept = screen.getByRole('region', { name: m.account_privacy_kept_heading({}, t) });
    expect(within(kept).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      m.account_privacy_kept_applications({}, t),
      m.account_privacy_kept_member({}, t),
      m.account_privacy_kept_subscriptions({}, t),
      m.account_privacy_kept_messages({}, t),
      m.account_privacy_kept_mail({}, t),
    ]);
    expect(screen.getByRole('region', { name: m.account_privacy_rights_heading({}, t) })).toHaveTextContent(m.account_download({}, t));
    const contact = screen.getByRole('region', { name: m.account_privacy_contact_heading({}, t) });
    expect(contact).toHaveTextContent(CONTACT_EMAIL);
    expect(contact).toHaveTextContent(MAILING_ADDRESS);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('is linked from the footer', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp(localizePath('/store', locale));
    const footer = await screen.findByRole('contentinfo');
    await user.click(within(footer).getByRole('link', { name: m.account_privacy_link({}, t) }));
    expect(router.state.location.pathname).toBe(localizePath('/privacy', locale));
    expect(await screen.findByRole('heading', { level: 1, name: m.account_privacy_heading({}, t) })).toBeInTheDocument();
  });

  it('confirms a deleted account when the profile sends the member here', async () => {
    await renderApp(localizePath('/privacy', locale), { initialState: ACCOUNT_DELETED_STATE });
    expect(await screen.findByText(m.account_deleted({}, t))).toHaveAttribute('role', 'status');
  });
});
