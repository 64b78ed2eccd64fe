// The privacy page in each language, as Québec's Law 25 and PIPEDA ask: the
// person in charge (title and contact), for each kind of information what,
// why, how and how long (every period from the retention constants the purge
// keeps), who processes it and where, each right with the way to use it, the
// complaint bodies, the date of the last change; linked from the footer; and
// the confirmation after an account deletion.
import userEvent from '@testing-library/user-event';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_DELETED_STATE, PROFILE_SECTIONS } from '../../config/paths';
import { CONTACT_EMAIL, DATA_REGION, FUNCTIONS_REGION, MAIL_PROCESSOR, POSTAL_ADDRESS, PRIVACY_OFFICER, PRIVACY_UPDATED } from '../../domain/consortium';
import { renderApp } from '../../../tests/setup/render-app';
import { m } from '../../paraglide/messages.js';
import { LOCALES, localizePath } from '../../i18n/locale';
import { CONSENT_PROOF_YEARS, LINK_LIFETIME, RETENTION_DAYS, type RetainedKind } from '../../domain/model/retention';

/** A kind's "how long" text: the constants it states, and its text with them (or with some changed). */
interface StatedPeriods {
  inputs: Readonly<Record<string, number>>;
  text(changed?: Readonly<Record<string, number>>): string;
}

function stated<I extends Record<string, number>>(inputs: I, message: (inputs: I) => string): StatedPeriods {
  return { inputs, text: (changed = {}) => message({ ...inputs, ...changed }) };
}

/** Every period the page states, from src/domain/model/retention.ts, in the locale's words. */
function periodsIn(locale: (typeof LOCALES)[number]): Record<string, StatedPeriods> {
  const t = { locale };
  return {
    applications: stated({ days: RETENTION_DAYS.unverifiedApplication, undoDays: RETENTION_DAYS.rejectedArchive }, (inputs) =>
      m.account_privacy_applications_kept(inputs, t),
    ),
    consent: stated({ years: CONSENT_PROOF_YEARS }, (inputs) => m.account_privacy_consent_kept(inputs, t)),
    mail: stated(
      { days: RETENTION_DAYS.mail, linkHours: LINK_LIFETIME.verificationHours, unsubscribeDays: LINK_LIFETIME.unsubscribeDays, tokenDays: RETENTION_DAYS.deadToken },
      (inputs) => m.account_privacy_mail_kept(inputs, t),
    ),
    notifications: stated({ days: RETENTION_DAYS.readNotification }, (inputs) => m.account_privacy_notifications_kept(inputs, t)),
    subscriptions: stated({ days: RETENTION_DAYS.unverifiedApplication }, (inputs) => m.account_privacy_subscriptions_kept(inputs, t)),
    alerts: stated({ days: RETENTION_DAYS.patternAlert, unconfirmedDays: RETENTION_DAYS.unverifiedApplication }, (inputs) => m.account_privacy_alerts_kept(inputs, t)),
    audit: stated({ days: RETENTION_DAYS.auditDetails }, (inputs) => m.account_privacy_audit_kept(inputs, t)),
    counters: stated({ days: RETENTION_DAYS.rateLimitWindow }, (inputs) => m.account_privacy_counters_kept(inputs, t)),
    demand: stated({ days: RETENTION_DAYS.unmetPattern }, (inputs) => m.account_privacy_demand_kept(inputs, t)),
  };
}

/** A text as Testing Library reads the page's: each run of spaces, no-break ones included, as one space. */
const spaced = (text: string) => text.replace(/\s+/g, ' ');
/** The retention constant each stated period is, by kind and input: together, every one of RETENTION_DAYS. */
const STATED_CONSTANTS: Readonly<Record<string, Readonly<Record<string, RetainedKind>>>> = {
  applications: { days: 'unverifiedApplication', undoDays: 'rejectedArchive' },
  subscriptions: { days: 'unverifiedApplication' },
  alerts: { days: 'patternAlert', unconfirmedDays: 'unverifiedApplication' },
  mail: { days: 'mail', tokenDays: 'deadToken' },
  notifications: { days: 'readNotification' },
  audit: { days: 'auditDetails' },
  counters: { days: 'rateLimitWindow' },
  demand: { days: 'unmetPattern' },
};

describe.each(LOCALES)('%s', (locale) => {
  const t = { locale };
  const periods = periodsIn(locale);
  const open = async () => {
    await renderApp(localizePath('/privacy', locale));
    expect(await screen.findByRole('heading', { level: 1, name: m.account_privacy_heading({}, t) })).toBeInTheDocument();
  };
  const region = (name: string) => screen.getByRole('region', { name });

  it('names the person in charge, with a title and contact details, and the date of its last change', async () => {
    await open();
    expect(document.title).toBe(`${m.account_privacy_title({}, t)} | Atlantic Timber Consortium`);
    const officer = region(m.account_privacy_officer_heading({}, t));
    expect(officer).toHaveTextContent(PRIVACY_OFFICER.title[locale]);
    expect(within(officer).getByRole('link', { name: PRIVACY_OFFICER.email })).toHaveAttribute('href', `mailto:${PRIVACY_OFFICER.email}`);
    expect(officer).toHaveTextContent(spaced(PRIVACY_OFFICER.address[locale]));
    expect(screen.getByText((_, element) => element?.tagName === 'TIME')).toHaveAttribute('dateTime', PRIVACY_UPDATED);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says, for each kind of information, what, why, how and for how long', async () => {
    await open();
    const collected = region(m.account_privacy_collected_heading({}, t));
    const kinds = within(collected).getAllByRole('region');
    expect(kinds.map((kind) => within(kind).getByRole('heading', { level: 3 }).textContent)).toEqual(
      [
        m.account_privacy_inquiries,
        m.account_privacy_applications,
        m.account_privacy_member,
        m.account_privacy_subscriptions,
        m.account_privacy_alerts,
        m.account_privacy_consent,
        m.account_privacy_messages,
        m.account_privacy_attachments,
        m.account_privacy_listings,
        m.account_privacy_demand,
        m.account_privacy_mail,
        m.account_privacy_notifications,
        m.account_privacy_audit,
        m.account_privacy_counters,
      ].map((message) => message({}, t)),
    );
    for (const kind of kinds) {
      const terms = within(kind).getAllByRole('term').map((term) => term.textContent);
      expect(terms).toEqual([m.account_privacy_what({}, t), m.account_privacy_why({}, t), m.account_privacy_how({}, t), m.account_privacy_kept({}, t)]);
      for (const definition of within(kind).getAllByRole('definition')) expect(definition.textContent).not.toBe('');
    }
  });

  it('states each period as the retention constants set it, and no other', async () => {
    await open();
    const definitions = within(region(m.account_privacy_collected_heading({}, t)))
      .getAllByRole('definition')
      .map((element) => element.textContent);
    for (const [kind, { inputs, text }] of Object.entries(periods)) {
      expect(definitions, kind).toContain(text());
      // The number is the constant's: the same text with any other value is not on the page.
      for (const [name, value] of Object.entries(inputs)) expect(definitions, `${kind}: ${name}`).not.toContain(text({ [name]: value + 1 }));
    }
  });

  it('states every period the purge keeps (each proven in tests/contract/purge.contract.ts)', () => {
    for (const [kind, inputs] of Object.entries(STATED_CONSTANTS)) {
      for (const [input, key] of Object.entries(inputs)) expect(periods[kind]?.inputs[input], `${kind}: ${input}`).toBe(RETENTION_DAYS[key]);
    }
    const stated = new Set(Object.values(STATED_CONSTANTS).flatMap((inputs) => Object.values(inputs)));
    expect([...stated].sort()).toEqual(Object.keys(RETENTION_DAYS).sort());
  });

  it('says who processes it, that an inquiry reaches the partner, where each part runs, and that it may leave Québec after an assessment', async () => {
    await open();
    const processors = region(m.account_privacy_processors_heading({}, t));
    expect(processors).toHaveTextContent('Google Firebase');
    // Law 25, s. 8: the partners who receive an inquiry are named beside the service providers.
    expect(processors).toHaveTextContent(m.account_privacy_processors_body({ region: DATA_REGION, mailer: MAIL_PROCESSOR[locale] }, t));
    expect(m.account_privacy_processors_body({ region: '', mailer: '' }, t)).toMatch({ 'en-CA': /partner who offers the piece/, 'fr-CA': /partenaire qui propose la pièce/ }[locale]);
    // Where each part runs: the functions' own region (the one they are deployed to, tests/functions/region.test.ts) for the data.
    expect(DATA_REGION).toContain(FUNCTIONS_REGION);
    const parts = within(processors).getAllByRole('term').map((term) => term.textContent);
    const places = within(processors).getAllByRole('definition').map((place) => place.textContent);
    expect(parts).toEqual(
      [m.account_privacy_part_data, m.account_privacy_part_mail, m.account_privacy_part_auth, m.account_privacy_part_robots, m.account_privacy_part_pages].map((message) => message({}, t)),
    );
    expect(places).toEqual([
      m.account_privacy_place_region({ region: DATA_REGION }, t),
      m.account_privacy_place_mail({ region: DATA_REGION, mailer: MAIL_PROCESSOR[locale] }, t),
      m.account_privacy_place_global({}, t),
      m.account_privacy_place_global({}, t),
      m.account_privacy_place_global({}, t),
    ]);
    expect(places[0]).toContain(FUNCTIONS_REGION);
    // Law 25, s. 17: the assessment is named by the law's own term.
    expect(processors).toHaveTextContent({ 'en-CA': 'privacy impact assessment', 'fr-CA': 'évaluation des facteurs relatifs à la vie privée' }[locale]);
  });

  it('names the technical information: robot checks, sign-in, the hashed network address and the audit log', async () => {
    await open();
    const technical = region(m.account_privacy_technical_heading({}, t));
    for (const name of ['App Check', 'reCAPTCHA Enterprise', 'Firebase Authentication']) expect(technical).toHaveTextContent(name);
    // The rate limits' counters: the period is the purge's.
    expect(within(technical).getByText(spaced(m.account_privacy_network({ days: RETENTION_DAYS.rateLimitWindow }, t)))).toBeInTheDocument();
    expect(within(technical).getByText(m.account_privacy_audit_log({}, t))).toBeInTheDocument();
    const governance = region(m.account_privacy_governance_heading({}, t));
    expect(within(governance).getByText(spaced(m.account_privacy_access_inside({}, t)))).toBeInTheDocument();
  });

  it('gives each right with the way to use it, and where to complain', async () => {
    await open();
    const rights = region(m.account_privacy_rights_heading({}, t));
    const items = within(rights).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual(
      [
        m.account_privacy_right_access,
        m.account_privacy_right_rectification,
        m.account_privacy_right_withdrawal,
        m.account_privacy_right_portability,
        m.account_privacy_right_erasure,
        m.account_privacy_right_complaint,
      ].map((message) => message({}, t)),
    );
    const profile = localizePath('/profile', locale);
    const hrefs = items.map((item) => within(item).getAllByRole('link').map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual([
      [`${profile}#${PROFILE_SECTIONS.data}`],
      [`${profile}#${PROFILE_SECTIONS.email}`],
      [`${profile}#${PROFILE_SECTIONS.subscriptions}`],
      [`${profile}#${PROFILE_SECTIONS.data}`],
      [`${profile}#${PROFILE_SECTIONS.data}`],
      ['https://www.cai.gouv.qc.ca/', 'https://www.priv.gc.ca/'],
    ]);
    expect(within(items[5]!).getByRole('link', { name: m.account_privacy_cai({}, t) })).toBeInTheDocument();
    expect(within(items[5]!).getByRole('link', { name: m.account_privacy_opc({}, t) })).toBeInTheDocument();
    const contact = region(m.account_privacy_contact_heading({}, t));
    expect(contact).toHaveTextContent(CONTACT_EMAIL);
    expect(contact).toHaveTextContent(spaced(POSTAL_ADDRESS[locale]));
  });

  it('is linked from the footer', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = await renderApp(localizePath('/store', locale));
    const footer = await screen.findByRole('contentinfo');
    await user.click(within(footer).getByRole('link', { name: m.account_privacy_link({}, t) }));
    // The router moves once the page's lazy module has loaded.
    expect(await screen.findByRole('heading', { level: 1, name: m.account_privacy_heading({}, t) })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(localizePath('/privacy', locale));
  });

  it('confirms a deleted account when the profile sends the member here', async () => {
    await renderApp(localizePath('/privacy', locale), { initialState: ACCOUNT_DELETED_STATE });
    expect(await screen.findByText(m.account_deleted({}, t))).toHaveAttribute('role', 'status');
  });
});
