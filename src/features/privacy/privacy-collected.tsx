// What the site collects, kind by kind, as Québec's Law 25 (s. 8) asks it to
// be told: what, why, by what means, and for how long. Every period comes
// from src/domain/model/retention.ts, the constants the daily purge keeps
// (ADR 022, ADR 029), so the page cannot promise what the code does not do:
// every one of RETENTION_DAYS is stated here (privacy-notice.test.tsx), and
// the purge is proven at each (tests/contract/purge.contract.ts).
import { useId } from 'react';
import { CONSENT_PROOF_YEARS, LINK_LIFETIME, RETENTION_DAYS } from '../../domain/model/retention';
import { m } from '../../i18n';
import styles from './privacy.module.css';

interface Kind {
  name: () => string;
  what: () => string;
  why: () => string;
  how: () => string;
  kept: () => string;
}

// Looked up as the page renders, so each text is in the page's language.
const KINDS: readonly Kind[] = [
  {
    name: m.account_privacy_inquiries,
    what: m.account_privacy_inquiries_what,
    why: m.account_privacy_inquiries_why,
    how: m.account_privacy_inquiries_how,
    kept: m.account_privacy_inquiries_kept,
  },
  {
    name: m.account_privacy_applications,
    what: m.account_privacy_applications_what,
    why: m.account_privacy_applications_why,
    how: m.account_privacy_applications_how,
    kept: () => m.account_privacy_applications_kept({ days: RETENTION_DAYS.unverifiedApplication, undoDays: RETENTION_DAYS.rejectedArchive }),
  },
  {
    name: m.account_privacy_member,
    what: m.account_privacy_member_what,
    why: m.account_privacy_member_why,
    how: m.account_privacy_member_how,
    kept: m.account_privacy_member_kept,
  },
  {
    name: m.account_privacy_subscriptions,
    what: m.account_privacy_subscriptions_what,
    why: m.account_privacy_subscriptions_why,
    how: m.account_privacy_subscriptions_how,
    kept: () => m.account_privacy_subscriptions_kept({ days: RETENTION_DAYS.unverifiedApplication }),
  },
  {
    name: m.account_privacy_alerts,
    what: m.account_privacy_alerts_what,
    why: m.account_privacy_alerts_why,
    how: m.account_privacy_alerts_how,
    kept: () => m.account_privacy_alerts_kept({ days: RETENTION_DAYS.patternAlert, unconfirmedDays: RETENTION_DAYS.unverifiedApplication }),
  },
  {
    name: m.account_privacy_consent,
    what: m.account_privacy_consent_what,
    why: m.account_privacy_consent_why,
    how: m.account_privacy_consent_how,
    kept: () => m.account_privacy_consent_kept({ years: CONSENT_PROOF_YEARS }),
  },
  {
    name: m.account_privacy_messages,
    what: m.account_privacy_messages_what,
    why: m.account_privacy_messages_why,
    how: m.account_privacy_messages_how,
    kept: m.account_privacy_messages_kept,
  },
  {
    name: m.account_privacy_attachments,
    what: m.account_privacy_attachments_what,
    why: m.account_privacy_attachments_why,
    how: m.account_privacy_attachments_how,
    kept: m.account_privacy_attachments_kept,
  },
  {
    name: m.account_privacy_listings,
    what: m.account_privacy_listings_what,
    why: m.account_privacy_listings_why,
    how: m.account_privacy_listings_how,
    kept: m.account_privacy_listings_kept,
  },
  {
    name: m.account_privacy_demand,
    what: m.account_privacy_demand_what,
    why: m.account_privacy_demand_why,
    how: m.account_privacy_demand_how,
    kept: () => m.account_privacy_demand_kept({ days: RETENTION_DAYS.unmetPattern }),
  },
  {
    name: m.account_privacy_mail,
    what: m.account_privacy_mail_what,
    why: m.account_privacy_mail_why,
    how: m.account_privacy_mail_how,
    kept: () =>
      m.account_privacy_mail_kept({
        days: RETENTION_DAYS.mail,
        linkHours: LINK_LIFETIME.verificationHours,
        unsubscribeDays: LINK_LIFETIME.unsubscribeDays,
        tokenDays: RETENTION_DAYS.deadToken,
      }),
  },
  {
    name: m.account_privacy_notifications,
    what: m.account_privacy_notifications_what,
    why: m.account_privacy_notifications_why,
    how: m.account_privacy_notifications_how,
    kept: () => m.account_privacy_notifications_kept({ days: RETENTION_DAYS.readNotification }),
  },
  {
    name: m.account_privacy_audit,
    what: m.account_privacy_audit_what,
    why: m.account_privacy_audit_why,
    how: m.account_privacy_audit_how,
    kept: () => m.account_privacy_audit_kept({ days: RETENTION_DAYS.auditDetails }),
  },
  {
    name: m.account_privacy_counters,
    what: m.account_privacy_counters_what,
    why: m.account_privacy_counters_why,
    how: m.account_privacy_counters_how,
    kept: () => m.account_privacy_counters_kept({ days: RETENTION_DAYS.rateLimitWindow }),
  },
];

function CollectedKind({ kind }: { kind: Kind }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{kind.name()}</h3>
      <dl className={styles.facts}>
        <dt>{m.account_privacy_what()}</dt>
        <dd>{kind.what()}</dd>
        <dt>{m.account_privacy_why()}</dt>
        <dd>{kind.why()}</dd>
        <dt>{m.account_privacy_how()}</dt>
        <dd>{kind.how()}</dd>
        <dt>{m.account_privacy_kept()}</dt>
        <dd>{kind.kept()}</dd>
      </dl>
    </section>
  );
}

export function PrivacyCollected() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{m.account_privacy_collected_heading()}</h2>
      <p>{m.account_privacy_collected_lead()}</p>
      {KINDS.map((kind) => (
        <CollectedKind key={kind.name()} kind={kind} />
      ))}
    </section>
  );
}
