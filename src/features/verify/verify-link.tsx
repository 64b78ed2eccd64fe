// The /verify page's one action (issue 22, ADR 014): the link opens the page,
// and a click confirms. Nothing happens on load, so a mail scanner that opens
// links confirms nothing. The outcome is said in the page's language: done
// (per purpose), already confirmed (a second click is no error), expired or
// not valid, both with a way to get a new link. The view before the click is
// the same with or without a token, so the prerendered page hydrates as is.
import { useState } from 'react';
import { FormStatus, type FormResult } from '../../components/ui/form-status';
import { m } from '../../i18n';
import type { VerifyOutcome } from '../../services/api';
import { useServiceAction } from '../../services/use-service-action';
import { ResendForm } from './resend-form';

type Purpose = Extract<VerifyOutcome, { purpose: unknown }>['purpose'];

/** What a confirmed link did, per purpose; a purpose without its own text says the address is confirmed. */
const DONE: Partial<Record<Purpose, () => string>> = {
  'verify-application': () => m.verify_done_application(),
  'verify-email-change': () => m.account_email_changed(),
  'confirm-subscription': () => m.consent_confirmed(),
  'confirm-alert': () => m.consent_alert_confirmed(),
  'renew-alert': () => m.consent_alert_renewed(),
};

function resultOf(outcome: VerifyOutcome): FormResult {
  switch (outcome.status) {
    case 'done':
      return { kind: 'success', message: (DONE[outcome.purpose] ?? m.verify_done_generic)() };
    case 'already-used':
      return { kind: 'success', message: m.verify_already_used() };
    case 'expired':
      return { kind: 'error', message: m.verify_expired() };
    case 'invalid':
      return { kind: 'error', message: m.verify_invalid() };
  }
}

export function VerifyLink({ token }: { token: string | null }) {
  const [outcome, setOutcome] = useState<VerifyOutcome | null>(null);
  const confirm = useServiceAction((services, raw: string) => services.verification.verify(raw));

  const onConfirm = async () => {
    if (confirm.pending) return;
    try {
      setOutcome(await confirm.run(token ?? ''));
    } catch (error) {
      console.error('Confirming a link failed.', error);
    }
  };

  const result = outcome ? resultOf(outcome) : confirm.error ? { kind: 'error' as const, message: m.verify_error() } : null;
  return (
    <>
      {!outcome && (
        <>
          <p className="page__lead">{m.verify_lead()}</p>
          <button type="button" className="button" aria-disabled={confirm.pending} onClick={() => void onConfirm()}>
            {confirm.pending ? m.verify_working() : m.verify_button()}
          </button>
        </>
      )}
      <FormStatus result={result} />
      {(outcome?.status === 'expired' || outcome?.status === 'invalid') && <ResendForm />}
    </>
  );
}
