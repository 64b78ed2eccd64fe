// The privacy page's text, as Québec's Law 25 and PIPEDA ask: the person in
// charge of the protection of personal information (title and contact, from
// src/domain/consortium.ts), what is collected, why, how and for how long
// (privacy-collected.tsx), who processes it (the partners who receive an
// inquiry among them, s. 8) and where each part of the site runs (the
// functions' region is FUNCTIONS_REGION, the one they are deployed to), the
// technical information (App Check and reCAPTCHA Enterprise, Firebase
// Authentication, the hashed network address, the audit log; s. 8.1), who
// has access and how it is governed (s. 3.2), each right with the way to use
// it (a link to the profile's action where there is one) and the complaint
// bodies, and the date of the last change. A member whose account was just
// deleted lands here with the confirmation on top.
import { Fragment, useId, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ACCOUNT_DELETED_STATE, PROFILE_SECTIONS, paths, type ProfileSection } from '../../config/paths';
import { CONTACT_EMAIL, DATA_REGION, MAIL_PROCESSOR, POSTAL_ADDRESS, PRIVACY_OFFICER, PRIVACY_UPDATED } from '../../domain/consortium';
import { RETENTION_DAYS } from '../../domain/model/retention';
import { Link, m, useLocale } from '../../i18n';
import { fillText, placeholders } from '../../i18n/fill-text';
import { formatLongDate } from '../../lib/dates';
import { PrivacyCollected } from './privacy-collected';
import styles from './privacy.module.css';

/** The complaint bodies' own pages. */
const CAI_URL = 'https://www.cai.gouv.qc.ca/';
const OPC_URL = 'https://www.priv.gc.ca/';

function deletedAccount(state: unknown): boolean {
  return typeof state === 'object' && state !== null && Reflect.get(state, 'accountDeleted') === ACCOUNT_DELETED_STATE.accountDeleted;
}

function Section({ heading, children }: { heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {children}
    </section>
  );
}

function PrivacyOfficer() {
  const locale = useLocale();
  return (
    <Section heading={m.account_privacy_officer_heading()}>
      <p>{m.account_privacy_officer_lead()}</p>
      <dl className={styles.facts}>
        <dt>{m.account_privacy_officer_title()}</dt>
        <dd>{PRIVACY_OFFICER.title[locale]}</dd>
        <dt>{m.account_privacy_officer_email()}</dt>
        <dd>
          <a href={`mailto:${PRIVACY_OFFICER.email}`}>{PRIVACY_OFFICER.email}</a>
        </dd>
        <dt>{m.account_privacy_officer_address()}</dt>
        <dd>{PRIVACY_OFFICER.address[locale]}</dd>
      </dl>
    </Section>
  );
}

const profileLink = (section: ProfileSection, text: string) => <Link to={`${paths.profile}#${section}`}>{text}</Link>;

function Right({ term, body }: { term: string; body: ReactNode }) {
  return (
    <li>
      <strong>{term}</strong> — {body}
    </li>
  );
}

function PrivacyRights() {
  const link = placeholders('link');
  return (
    <Section heading={m.account_privacy_rights_heading()}>
      <ul>
        <Right term={m.account_privacy_right_access()} body={fillText(m.account_privacy_right_access_body(link), { link: profileLink(PROFILE_SECTIONS.data, m.account_download()) })} />
        <Right
          term={m.account_privacy_right_rectification()}
          body={fillText(m.account_privacy_right_rectification_body(link), { link: profileLink(PROFILE_SECTIONS.email, m.forms_profile_update_email()) })}
        />
        <Right
          term={m.account_privacy_right_withdrawal()}
          body={fillText(m.account_privacy_right_withdrawal_body(link), { link: profileLink(PROFILE_SECTIONS.subscriptions, m.forms_profile_subscriptions()) })}
        />
        <Right
          term={m.account_privacy_right_portability()}
          body={fillText(m.account_privacy_right_portability_body(link), { link: profileLink(PROFILE_SECTIONS.data, m.account_download()) })}
        />
        <Right term={m.account_privacy_right_erasure()} body={fillText(m.account_privacy_right_erasure_body(link), { link: profileLink(PROFILE_SECTIONS.data, m.account_delete()) })} />
        <Right
          term={m.account_privacy_right_complaint()}
          body={fillText(m.account_privacy_right_complaint_body(placeholders('cai', 'opc')), {
            cai: <a href={CAI_URL}>{m.account_privacy_cai()}</a>,
            opc: <a href={OPC_URL}>{m.account_privacy_opc()}</a>,
          })}
        />
      </ul>
    </Section>
  );
}

/** Each part of the site and where it runs: Montréal for what holds the data, Google's worldwide services for the rest. */
function PrivacyProcessors() {
  const locale = useLocale();
  const mailer = MAIL_PROCESSOR[locale];
  const parts: readonly (readonly [string, string])[] = [
    [m.account_privacy_part_data(), m.account_privacy_place_region({ region: DATA_REGION })],
    [m.account_privacy_part_mail(), m.account_privacy_place_mail({ region: DATA_REGION, mailer })],
    [m.account_privacy_part_auth(), m.account_privacy_place_global()],
    [m.account_privacy_part_robots(), m.account_privacy_place_global()],
    [m.account_privacy_part_pages(), m.account_privacy_place_global()],
  ];
  return (
    <Section heading={m.account_privacy_processors_heading()}>
      <p>{m.account_privacy_processors_body({ region: DATA_REGION, mailer })}</p>
      <p>{m.account_privacy_where_lead()}</p>
      <dl className={styles.facts}>
        {parts.map(([part, place]) => (
          <Fragment key={part}>
            <dt>{part}</dt>
            <dd>{place}</dd>
          </Fragment>
        ))}
      </dl>
      <p>{m.account_privacy_processors_outside()}</p>
    </Section>
  );
}

export function PrivacyNotice() {
  const { state } = useLocation();
  const locale = useLocale();
  return (
    <>
      <p role="status">{deletedAccount(state) ? m.account_deleted() : null}</p>
      <p className="page__lead">{m.account_privacy_intro()}</p>
      <p>
        {fillText(m.account_privacy_updated(placeholders('date')), {
          date: <time dateTime={PRIVACY_UPDATED}>{formatLongDate(PRIVACY_UPDATED, { locale })}</time>,
        })}
      </p>
      <PrivacyOfficer />
      <PrivacyCollected />
      <PrivacyProcessors />
      <Section heading={m.account_privacy_technical_heading()}>
        <p>{m.account_privacy_technology()}</p>
        <p>{m.account_privacy_network({ days: RETENTION_DAYS.rateLimitWindow })}</p>
        <p>{m.account_privacy_audit_log()}</p>
      </Section>
      <Section heading={m.account_privacy_governance_heading()}>
        <p>{m.account_privacy_access_inside()}</p>
        <p>{m.account_privacy_governance()}</p>
      </Section>
      <PrivacyRights />
      <Section heading={m.account_privacy_contact_heading()}>
        <p>{m.account_privacy_contact_body({ email: CONTACT_EMAIL, address: POSTAL_ADDRESS[locale] })}</p>
      </Section>
    </>
  );
}
