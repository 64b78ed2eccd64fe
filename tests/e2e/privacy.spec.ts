// The privacy page as a reader uses it, end to end in each language (Québec's
// Law 25, PIPEDA): it names the person in charge, states every retention
// period the purge keeps, gives each right, and each right's link opens the
// profile at the action it names, with the keyboard's focus there.
import { PROFILE_SECTIONS, paths } from '../../src/config/paths';
import { PRIVACY_OFFICER } from '../../src/domain/consortium';
import { CONSENT_PROOF_YEARS, LINK_LIFETIME, RETENTION_DAYS } from '../../src/domain/model/retention';
import { localizePath } from '../../src/i18n/locale';
import { m } from '../../src/paraglide/messages.js';
import { expect, signIn, test } from './fixtures';

// One language end to end: French here; the page's texts, periods and links are checked in
// both languages by src/features/privacy/privacy-notice.test.tsx.
for (const locale of ['fr-CA'] as const) {
  const t = { locale };
  const at = (path: string) => localizePath(path, locale);

  test(`${locale}: the privacy page names the person in charge, the periods and each right, and each right leads to its action`, async ({ page }) => {
    test.slow();
    await signIn(page, 'contributor');
    await page.goto(at(paths.privacy));
    await expect(page.getByRole('heading', { level: 1, name: m.account_privacy_heading({}, t) })).toBeVisible();

    const officer = page.getByRole('region', { name: m.account_privacy_officer_heading({}, t) });
    await expect(officer).toContainText(PRIVACY_OFFICER.title[locale]);
    await expect(officer.getByRole('link', { name: PRIVACY_OFFICER.email })).toBeVisible();

    const collected = page.getByRole('region', { name: m.account_privacy_collected_heading({}, t) });
    for (const period of [
      m.account_privacy_applications_kept({ days: RETENTION_DAYS.unverifiedApplication, undoDays: RETENTION_DAYS.rejectedArchive }, t),
      m.account_privacy_consent_kept({ years: CONSENT_PROOF_YEARS }, t),
      m.account_privacy_mail_kept(
        { days: RETENTION_DAYS.mail, linkHours: LINK_LIFETIME.verificationHours, unsubscribeDays: LINK_LIFETIME.unsubscribeDays, tokenDays: RETENTION_DAYS.deadToken },
        t,
      ),
      m.account_privacy_notifications_kept({ days: RETENTION_DAYS.readNotification }, t),
    ]) {
      await expect(collected.getByText(period, { exact: true })).toBeVisible();
    }

    const rights = page.getByRole('region', { name: m.account_privacy_rights_heading({}, t) });
    for (const right of [
      m.account_privacy_right_access,
      m.account_privacy_right_rectification,
      m.account_privacy_right_withdrawal,
      m.account_privacy_right_portability,
      m.account_privacy_right_erasure,
      m.account_privacy_right_complaint,
    ]) {
      await expect(rights.getByText(right({}, t), { exact: true })).toBeVisible();
    }
    await expect(rights.getByRole('link', { name: m.account_privacy_cai({}, t) })).toHaveAttribute('href', 'https://www.cai.gouv.qc.ca/');
    await expect(rights.getByRole('link', { name: m.account_privacy_opc({}, t) })).toHaveAttribute('href', 'https://www.priv.gc.ca/');

    // Each right's link opens the profile at its action.
    const actions = [
      { link: m.account_download({}, t), section: PROFILE_SECTIONS.data, action: m.account_download({}, t), index: 0 },
      { link: m.forms_profile_update_email({}, t), section: PROFILE_SECTIONS.email, action: m.forms_profile_update_email({}, t), index: 0 },
      { link: m.forms_profile_subscriptions({}, t), section: PROFILE_SECTIONS.subscriptions, action: m.forms_profile_save_subscriptions({}, t), index: 0 },
      { link: m.account_download({}, t), section: PROFILE_SECTIONS.data, action: m.account_download({}, t), index: 1 },
      { link: m.account_delete({}, t), section: PROFILE_SECTIONS.data, action: m.account_delete({}, t), index: 0 },
    ];
    for (const { link, section, action, index } of actions) {
      await page.goto(at(paths.privacy));
      await page.getByRole('region', { name: m.account_privacy_rights_heading({}, t) }).getByRole('link', { name: link, exact: true }).nth(index).click();
      await expect(page).toHaveURL(new RegExp(`${at(paths.profile)}#${section}$`));
      const target = page.locator(`#${section}`);
      await expect(target).toBeFocused();
      await expect(target.getByRole('button', { name: action, exact: true })).toBeVisible();
    }
  });
}
