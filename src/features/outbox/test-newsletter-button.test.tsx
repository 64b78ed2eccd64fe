// "Send a test newsletter" in each language: it announces how many mails the
// server's newsletter rule queued (confirmed subscribers only), or that it failed.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOCALES, LocaleProvider } from '../../i18n';
import { m } from '../../paraglide/messages.js';
import type { Services } from '../../services/api';
import { ServicesProvider } from '../../services/context';
import { createTestServices } from '../../../tests/setup/render-app';
import { expectConsole } from '../../../tests/setup/vitest.setup';
import { TestNewsletterButton } from './test-newsletter-button';

async function renderButton(locale: (typeof LOCALES)[number], sendTestNewsletter: () => Promise<number>) {
  const base = await createTestServices();
  const services: Services = { ...base, outbox: { ...base.outbox!, sendTestNewsletter } };
  render(
    <LocaleProvider locale={locale}>
      <ServicesProvider load={() => Promise.resolve(services)}>
        <TestNewsletterButton />
      </ServicesProvider>
    </LocaleProvider>,
  );
  return userEvent.setup({ delay: null });
}

describe.each(LOCALES)('Send a test newsletter (%s)', (locale) => {
  const t = { locale };

  it('announces how many confirmed subscribers it was sent to', async () => {
    const user = await renderButton(locale, () => Promise.resolve(2));
    await user.click(screen.getByRole('button', { name: m.consent_test_newsletter_button({}, t) }));
    expect(await screen.findByText(m.consent_test_newsletter_sent({ count: 2 }, t))).toHaveAttribute('role', 'status');
  });

  it('says so when it fails', async () => {
    const user = await renderButton(locale, () => Promise.reject(new Error('offline')));
    await user.click(screen.getByRole('button', { name: m.consent_test_newsletter_button({}, t) }));
    expect(await screen.findByText(m.consent_test_newsletter_failed({}, t))).toHaveAttribute('role', 'alert');
    expectConsole('error', /Sending the test newsletter failed/);
  });
});
