// A member whose record holds no proof of their address (approved before
// addresses were verified), in each language: the profile says the address
// is not verified, explains that a ticked box sends a link to it, and after
// saving says to follow that link. A member whose address is proven reads
// neither.
import userEvent from '@testing-library/user-event';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CURRENT_WORDING } from '../../domain/consent';
import type { Services } from '../../services/api';
import { m } from '../../paraglide/messages.js';
import { LOCALES, localizePath } from '../../i18n/locale';
import { DEMO_ACCOUNTS } from '../../services/demo-data';
import { createTestServices, renderApp } from '../../../tests/setup/render-app';
import { forgetAddressProof } from '../../../tests/setup/member-records';

const EMAIL = DEMO_ACCOUNTS.contributor.email;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe.each(LOCALES)('%s', (locale) => {
  async function openProfile(proven: boolean) {
    const base = await createTestServices();
    if (!proven) await forgetAddressProof(base, 'demo-contributor');
    // The rule itself is the backends' (tests/functions/member-address.test.ts, tests/contract/local.test.ts): here, what the page says.
    const setSubscriptions = vi.fn<Services['users']['setSubscriptions']>(() => Promise.resolve());
    const services: Services = { ...base, users: { ...base.users, setSubscriptions } };
    const user = userEvent.setup({ delay: null });
    const view = await renderApp(localizePath('/profile', locale), { as: 'contributor', services });
    await screen.findByRole('tablist', { name: m.forms_profile_sections({}, { locale }) });
    return { user, setSubscriptions, ...view };
  }
  const statusPanel = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(screen.getByRole('tab', { name: m.forms_profile_tab_status({}, { locale }) }));
    return screen.getByRole('tabpanel', { name: m.forms_profile_tab_status({}, { locale }) });
  };

  it('shows an unproven address as not verified, says a ticked box mails it a link, and after saving to follow it', async () => {
    const { user, setSubscriptions } = await openProfile(false);
    const details = screen.getByRole('region', { name: m.forms_profile_account_details({}, { locale }) });
    expect(within(details).getByText(new RegExp(m.consent_profile_unverified({}, { locale })))).toBeInTheDocument();

    const panel = await statusPanel(user);
    const note = m.consent_profile_note_unverified({ email: EMAIL }, { locale }).replace(/\s+/g, ' ');
    expect(within(panel).getByText((_content, element) => element?.tagName === 'P' && (element.textContent ?? '').replace(/\s+/g, ' ').includes(note))).toBeInTheDocument();
    await user.click(within(panel).getByRole('checkbox', { name: m.forms_profile_newsletter({}, { locale }) }));
    await user.click(within(panel).getByRole('button', { name: m.forms_profile_save_subscriptions({}, { locale }) }));
    expect(await within(panel).findByText(m.consent_profile_link_sent({ email: EMAIL }, { locale }))).toHaveAttribute('role', 'status');
    expect(setSubscriptions).toHaveBeenCalledWith({ newsletter: true, offers: false }, locale, CURRENT_WORDING);
  });

  it('tells a member whose address is proven that a ticked box takes effect at once', async () => {
    const { user } = await openProfile(true);
    const details = screen.getByRole('region', { name: m.forms_profile_account_details({}, { locale }) });
    expect(within(details).queryByText(new RegExp(m.consent_profile_unverified({}, { locale })))).not.toBeInTheDocument();
    const panel = await statusPanel(user);
    expect(within(panel).queryByText(new RegExp(escapeRegExp(EMAIL)))).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('checkbox', { name: m.forms_profile_newsletter({}, { locale }) }));
    await user.click(within(panel).getByRole('button', { name: m.forms_profile_save_subscriptions({}, { locale }) }));
    expect(await within(panel).findByText(m.forms_profile_subscriptions_saved({}, { locale }))).toHaveAttribute('role', 'status');
  });
});
