// "Ask about this piece" end to end, in each language, on the local build: a
// visitor opens a seeded piece's page, asks about it, and sends the pricing
// form with the piece shown above the fields; the Admin sees the inquiry in
// the Pricing? tab with the piece linked to its page, in the row and in the
// confirm dialog; the Franchisee of the piece's partner (the demo account is
// linked to the Sawyer) is told in the bell, with a link to the piece. axe
// on the form with its piece.
import { paths, piecePath } from '../../src/config/paths';
import { SEED_PIECES } from '../../src/domain/catalogue/seed-pieces';
import { pieceSummary } from '../../src/domain/catalogue/summary';
import { localizePath } from '../../src/i18n/locale';
import { DEMO_ACCOUNTS } from '../../src/services/demo-data';
import { m } from '../../src/paraglide/messages.js';
import { expect, signIn, test } from './fixtures';
import { scan } from './page-checks';

test.use({ viewport: { width: 1440, height: 900 } });

const PIECE = SEED_PIECES.find((piece) => piece.id === 'knee-14')!;
/** As the page's text reads: every run of white space (a no-break space too) as one space. */
const spaced = (text: string) => text.replace(/\s+/gu, ' ');

// One language end to end: French here; the English half runs on the firebase backend
// (tests/e2e-emulators: a piece listed, found and asked about, the partner told).
for (const locale of ['fr-CA'] as const) {
  const t = { locale };
  const at = (path: string) => localizePath(path, locale);
  const summary = spaced(pieceSummary(PIECE, locale));

  test(`${locale}: a visitor asks about a piece; the Admin sees it with the piece, the partner’s Franchisee in the bell`, async ({ page, context }) => {
    test.slow();
    // The visitor, from the piece's page.
    await page.goto(at(piecePath(PIECE.id)));
    await page.getByRole('link', { name: m.stock_ask({}, t) }).click();
    await expect(page).toHaveURL(new RegExp(`${at(paths.pricing)}\\?piece=${PIECE.id}$`));
    const form = page.getByRole('form', { name: m.forms_pricing_form({}, t) });
    const asked = form.getByRole('region', { name: m.forms_pricing_piece_heading({}, t) });
    await expect(asked).toContainText(summary);
    expect(await scan(page, 'pricing form with the piece', 'main')).toEqual([]);
    await form.getByRole('textbox', { name: m.forms_first_name({}, t) }).fill('Élise');
    await form.getByRole('textbox', { name: m.forms_last_name({}, t) }).fill('Cormier');
    await form.getByRole('textbox', { name: m.forms_email({}, t) }).fill('elise.cormier@example.com');
    await form.getByRole('textbox', { name: m.forms_phone_number({}, t) }).fill('(506) 555-0142');
    await form.getByRole('textbox', { name: m.forms_postal_code({}, t) }).fill('E1C 4M3');
    await form.getByRole('textbox', { name: m.forms_business_name({}, t) }).fill('Cormier Boatworks');
    await form.getByRole('radio', { name: m.forms_email({}, t) }).check();
    await form.getByRole('combobox', { name: m.forms_pricing_timezone({}, t) }).selectOption({ label: m.shell_time_zone_atlantic({}, t) });
    await form.getByRole('button', { name: m.forms_pricing_send({}, t) }).click();
    await expect(page.getByRole('dialog', { name: m.forms_pricing_sent({}, t) })).toBeVisible();

    // The Admin, in another tab: the row and the confirm dialog show the piece, linked to its page.
    const admin = await context.newPage();
    await signIn(admin, 'admin');
    await admin.goto(at(paths.admin));
    await admin.getByRole('tab', { name: new RegExp(`^${m.admin_tab_pricing({}, t).replace('?', '\\?')}`) }).click();
    const row = admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { level: 2, name: 'Élise Cormier' }) });
    await expect(row.getByRole('link', { name: summary })).toHaveAttribute('href', at(piecePath(PIECE.id)));
    await row.getByRole('button', { name: m.admin_approve_item({ title: 'Élise Cormier' }, t) }).click();
    const dialog = admin.getByRole('alertdialog');
    await expect(dialog.getByRole('link', { name: summary })).toHaveAttribute('href', at(piecePath(PIECE.id)));
    await dialog.getByRole('button', { name: m.admin_go_back({}, t) }).click();

    // The Franchisee of the piece's partner, in a third tab: the bell tells of it and links to the piece.
    const franchisee = await context.newPage();
    await signIn(franchisee, 'franchisee');
    await franchisee.goto(at(paths.store));
    await franchisee.getByRole('banner').getByRole('button', { name: new RegExp(`^${m.notify_bell({}, t)}`) }).click();
    const panel = franchisee.getByRole('region', { name: m.notify_panel_heading({}, t) });
    const item = panel.getByRole('listitem').filter({ hasText: m.notify_mail_piece_inquiry({}, t) });
    // The bell names the piece in the member's own language, as the mail would.
    await expect(item).toContainText(spaced(pieceSummary(PIECE, DEMO_ACCOUNTS.franchisee.language)));
    await expect(item.getByRole('link', { name: m.notify_mail_view_piece({}, t) })).toHaveAttribute('href', at(piecePath(PIECE.id)));
  });
}
