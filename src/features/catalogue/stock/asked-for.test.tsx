// What people ask for on /stock, in each language: a visitor's search that
// nothing fits is counted by the server, and a partner's Franchisee and an
// Admin find it in the table, by its pattern in inches first, its filters and
// its count; axe finds nothing to fault. A visitor sees no such table.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { coarseLength } from '../../../domain/catalogue/demand';
import { formatLength } from '../../../domain/catalogue/units';
import { paths } from '../../../config/paths';
import { DEMO_ACCOUNTS } from '../../../services/demo-data';
import { LOCALES, localizePath } from '../../../i18n/locale';
import { m } from '../../../paraglide/messages.js';
import { createTestServices, renderApp } from '../../../../tests/setup/render-app';
import { axeViolations } from '../../../../tests/setup/axe';

/** A text as the page reads it: the no-break spaces the units take are read as spaces. */
const read = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe.each(LOCALES)('/stock, what people ask for, in %s', (locale) => {
  const t = { locale };
  const to = (path: string) => localizePath(path, locale);
  // Each locale its own pattern: a page session reports a search once.
  const arm = locale === 'en-CA' ? 80 : 81;

  it('lists a search nothing fitted to a partner and an Admin, counted, its pattern in inches first', { timeout: 30_000 }, async () => {
    const services = await createTestServices();
    await renderApp(to(`${paths.knees}?armLength=${arm}&postal=E1A1A1&local=1&source=salvage&find=1`), { services });
    const none = m.store_results_none({ link: m.store_custom_request_link({}, t) }, t);
    const results = () => within(screen.getByRole('region', { name: m.store_results_heading({}, t) }));
    await waitFor(
      () =>
        expect(
          results()
            .getAllByRole('status')
            .some((node) => node.textContent === none),
        ).toBe(true),
      { timeout: 4000 },
    );
    cleanup();
    // The report is the page's own, sent once the list said nothing fits: wait for the server to have counted it.
    await services.auth.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    await waitFor(async () => expect(await services.catalogue.unmetPatterns()).toHaveLength(1));
    await services.auth.signOut();

    for (const role of ['franchisee', 'admin'] as const) {
      await renderApp(to(paths.stock), { services, as: role });
      const section = await screen.findByRole('region', {
        name: m.stock_asked_heading({}, t),
      });
      const table = within(
        await within(section).findByRole('table', {
          name: m.stock_asked_caption({}, t),
        }),
      );
      expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
        m.stock_kind({}, t),
        m.stock_asked_pattern({}, t),
        m.stock_asked_filters({}, t),
        m.stock_asked_count({}, t),
        m.stock_asked_last({}, t),
      ]);
      const row = within(table.getByRole('rowheader', { name: m.stock_kind_knee({}, t) }).closest('tr')!);
      const length = formatLength(coarseLength(arm * 25.4)!, locale, 'in');
      expect(read(length)).toMatch(/^\d+ (in|po) \(/);
      expect(row.getByText(read(m.stock_measure_row({ name: m.stock_knee_arm_length({}, t), value: length }, t)))).toBeInTheDocument();
      expect(
        row.getByText(read([m.stock_asked_province({ province: m.shell_province_nb({}, t) }, t), m.stock_asked_source({ source: m.stock_source_salvage({}, t) }, t)].join(' · '))),
      ).toBeInTheDocument();
      expect(row.getByRole('cell', { name: '1' })).toBeInTheDocument();
      expect(await axeViolations(section)).toEqual([]);
      cleanup();
      await services.auth.signOut();
    }
  });

  it('shows a visitor no such table', async () => {
    await renderApp(to(paths.stock));
    expect(await screen.findByRole('alert')).toHaveTextContent(m.stock_not_allowed({}, t));
    expect(screen.queryByRole('region', { name: m.stock_asked_heading({}, t) })).not.toBeInTheDocument();
  });
});
