// The Admin's download of the confirmed subscribers, in each language: the
// server's CSV handed to the browser as a file; a refusal says so.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { ServiceError } from '../../domain/errors';
import { LOCALES, LocaleProvider } from '../../i18n';
import { m } from '../../paraglide/messages.js';
import type { Services } from '../../services/api';
import { ServicesProvider } from '../../services/context';
import { createTestServices } from '../../../tests/setup/render-app';
import { expectConsole } from '../../../tests/setup/vitest.setup';
import { ConsentExportButton } from './consent-export-button';

/** A Blob's text (the test DOM's Blob may have no text()). */
function textOf(blob: Blob): Promise<unknown> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result);
    reader.readAsText(blob);
  });
}

const CSV = 'email,purpose,language,consented_at\r\nreader@example.com,newsletter,fr-CA,2026-11-26T10:00:00.000Z\r\n';

async function renderButton(locale: (typeof LOCALES)[number], exportConsentCsv: () => Promise<string>) {
  const base = await createTestServices();
  const services: Services = { ...base, subscriptions: { ...base.subscriptions, exportConsentCsv } };
  render(
    <LocaleProvider locale={locale}>
      <ServicesProvider load={() => Promise.resolve(services)}>
        <ConsentExportButton />
      </ServicesProvider>
    </LocaleProvider>,
  );
  return userEvent.setup({ delay: null });
}

describe.each(LOCALES)('Download confirmed subscribers (%s)', (locale) => {
  const t = { locale };

  it('downloads the server’s CSV as a .csv file', async () => {
    const blobs: Blob[] = [];
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:csv';
    });
    URL.revokeObjectURL = vi.fn();
    const user = await renderButton(locale, () => Promise.resolve(CSV));
    await user.click(screen.getByRole('button', { name: m.consent_csv_button({}, t) }));
    await waitFor(() => expect(clicked).toHaveBeenCalledOnce());
    expect(await textOf(blobs[0]!)).toBe(CSV);
    expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toMatch(/^confirmed-subscribers-\d{4}-\d\d-\d\d\.csv$/);
  });

  it('says so when the list cannot be downloaded', async () => {
    const user = await renderButton(locale, () => Promise.reject(new ServiceError('permission-denied')));
    await user.click(screen.getByRole('button', { name: m.consent_csv_button({}, t) }));
    expect(await screen.findByText(m.consent_csv_failed({}, t))).toHaveAttribute('role', 'alert');
    expectConsole('error', /Exporting the subscribers failed/);
  });
});
