// "Tell me when one fits" under a knee search, in each language (ADR 036): a
// labelled form with the alert wording's tick, its errors announced, the
// search's pattern sent as typed with the page's language, nothing typed
// lost when the save fails, the confirmation request named when it works,
// and no axe violation. A straight sweep, which nothing can fit, gets no form.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CURRENT_WORDING, wordingText } from '../../../domain/consent';
import { ServiceError } from '../../../domain/errors';
import { paths } from '../../../config/paths';
import { LOCALES, localizePath } from '../../../i18n/locale';
import { m } from '../../../paraglide/messages.js';
import type { Services } from '../../../services/api';
import { axeViolations } from '../../../../tests/setup/axe';
import { createTestServices, renderApp } from '../../../../tests/setup/render-app';
import { shown } from '../../../../tests/setup/shown-text';

describe.each(LOCALES)('the pattern alert form in %s', (locale) => {
  const t = { locale };

  async function open(search: string, saveAlert: Services['subscriptions']['saveAlert']) {
    const user = userEvent.setup({ delay: null });
    const base = await createTestServices();
    await renderApp(localizePath(`${paths.knees}${search}`, locale), { services: { ...base, subscriptions: { ...base.subscriptions, saveAlert } } });
    const region = await screen.findByRole('region', { name: m.consent_alert_heading({}, t) }, { timeout: 4000 });
    return { user, region, form: within(region).getByRole('form', { name: m.consent_alert_heading({}, t) }) };
  }

  it('saves the search’s pattern for the address, announces what is wrong, and keeps what was typed when the save fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const saveAlert = vi.fn<Services['subscriptions']['saveAlert']>().mockRejectedValueOnce(new ServiceError('unknown', 'Down.')).mockResolvedValue(undefined);
    // No seeded knee has a 200-inch arm: the lead says nothing fits yet.
    const { user, region, form } = await open('?armLength=200&thickness=4&find=1', saveAlert);
    expect(await within(region).findByText(m.consent_alert_lead_none({}, t))).toBeInTheDocument();
    expect(await axeViolations(region)).toEqual([]);

    const submit = () => user.click(within(form).getByRole('button', { name: m.consent_alert_submit({}, t) }));
    const consent = within(form).getByRole('checkbox', { name: wordingText(CURRENT_WORDING.alerts, 'alerts', locale)! });
    expect(consent).not.toBeChecked();
    await submit();
    expect(await within(form).findByText(m.consent_tick_required({}, t))).toBeInTheDocument();
    expect(saveAlert).not.toHaveBeenCalled();

    const email = within(form).getByLabelText(m.forms_email({}, t));
    await user.type(email, 'gabarit@example.com');
    await user.click(consent);
    await submit();
    expect(await within(form).findByRole('alert')).toHaveTextContent(m.consent_alert_failure({}, t));
    expect(email).toHaveValue('gabarit@example.com');
    expect(consent).toBeChecked();

    await submit();
    expect(await within(form).findByText(shown(m.consent_alert_success({ email: 'gabarit@example.com' }, t)))).toHaveAttribute('role', 'status');
    expect(saveAlert).toHaveBeenLastCalledWith({ kind: 'knee', fields: { armLength: 200, thickness: 4 }, email: 'gabarit@example.com', language: locale, wording: CURRENT_WORDING.alerts });
    expect(email).toHaveValue('');
    expect(await axeViolations(region)).toEqual([]);
  });

  it('offers no alert for a pattern nothing can fit', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp(localizePath(`${paths.sweeps}?X=40&Y=0&find=1`, locale));
    expect(await screen.findByRole('region', { name: m.store_results_heading({}, t) })).toBeInTheDocument();
    await user.tab();
    expect(screen.queryByRole('region', { name: m.consent_alert_heading({}, t) })).not.toBeInTheDocument();
  });
});
