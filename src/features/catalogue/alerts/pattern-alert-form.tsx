// "Tell me when one fits" (ADR 036): under a knee or sweep
// search, a visitor leaves an address to hear when a partner lists a piece
// that fits the pattern. Consent as the newsletter's: the wording's tick,
// required, never pre-ticked; a confirmation request to the address, and
// nothing else until its link is followed. A chunk of its own, loaded with
// the results (results/catalogue-results.tsx), never with the store's entry.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConsentField } from '../../../components/ui/consent-field';
import { EmailField } from '../../../components/ui/field';
import { FormStatus } from '../../../components/ui/form-status';
import { PrivacyNote } from '../../../components/ui/privacy-note';
import { isSavable, typedFields, type AlertPattern } from '../../../domain/catalogue/pattern-alert';
import { CURRENT_WORDING } from '../../../domain/consent';
import { isServiceError } from '../../../domain/errors';
import { m, useLocale } from '../../../i18n';
import { retiredWording } from '../../../lib/forms/consent';
import { EMPTY_PATTERN_ALERT, patternAlertSchema, type PatternAlertInput, type PatternAlertValues } from '../../../lib/forms/pattern-alert';
import { useServiceForm } from '../../../lib/forms/use-service-form';
import styles from './pattern-alert.module.css';

export interface PatternAlertFormProps {
  kind: AlertPattern['kind'];
  /** The search's URL: its pattern fields as typed. */
  params: URLSearchParams;
  /** The search found nothing: the lead says so. */
  nothingFits: boolean;
}

/** The search's pattern as typed, read from its URL (inches; degrees for A and sA). */
export function alertPatternOf(kind: AlertPattern['kind'], params: URLSearchParams): AlertPattern {
  const fields: Record<string, number> = {};
  for (const [name, value] of params) {
    const number = value.trim() === '' ? Number.NaN : Number(value);
    if (Number.isFinite(number) && number >= 0) fields[name] = number;
  }
  return { kind, fields: Object.fromEntries(typedFields({ kind, fields })) };
}

export function PatternAlertForm({ kind, params, nothingFits }: PatternAlertFormProps) {
  const headingId = useId();
  const language = useLocale();
  const alert = alertPatternOf(kind, params);
  const [requested, setRequested] = useState<string | null>(null);
  const form = useForm<PatternAlertInput, unknown, PatternAlertValues>({ resolver: zodResolver(patternAlertSchema), defaultValues: EMPTY_PATTERN_ALERT });
  const { onSubmit, submitting, result } = useServiceForm(form, {
    send: async (services, { email }) => {
      setRequested(null);
      await services.subscriptions.saveAlert({ ...alert, email, language, wording: CURRENT_WORDING.alerts });
      setRequested(email);
    },
    failure: m.consent_alert_failure(),
    log: 'Saving a pattern alert failed.',
    expected: (error) => {
      if (isServiceError(error) && error.reason === 'alert-unsavable') return m.consent_alert_unavailable();
      if (isServiceError(error) && error.reason === 'alert-full') return m.consent_alert_full();
      return retiredWording(error);
    },
    resetTo: 'defaults',
  });
  if (!isSavable(alert)) return null;
  const shown = result?.kind === 'success' && requested !== null ? { kind: 'success' as const, message: m.consent_alert_success({ email: requested }) } : result;

  return (
    <section className={`card ${styles.alert}`} aria-labelledby={headingId}>
      <h2 id={headingId}>{m.consent_alert_heading()}</h2>
      <p>{nothingFits ? m.consent_alert_lead_none() : m.consent_alert_lead()}</p>
      <form method="post" onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
        <EmailField control={form.control} name="email" label={m.forms_email()} />
        <ConsentField control={form.control} name="consent" purpose="alerts" />
        <FormStatus result={shown} />
        <button type="submit" className="button" aria-disabled={submitting || undefined}>
          {m.consent_alert_submit()}
        </button>
        <PrivacyNote />
      </form>
    </section>
  );
}
