// The /unsubscribe page's body (issue 22, CASL): signed out, the link's token
// is the only credential. The GET shows what will stop (the purpose, the
// address partly masked) and one button; pressing it withdraws at once and
// says so in the page's language. An address already unsubscribed, or a
// link that is broken or too old, gets a clear answer and nothing changes.
import { useState, type FormEvent } from 'react';
import type { ConsentPurpose, UnsubscribeResult, UnsubscribeView } from '../../domain/consent';
import { m } from '../../i18n';
import { useServiceAction } from '../../services/use-service-action';
import { useServiceQuery } from '../../services/use-service-query';

type Shown = UnsubscribeView | UnsubscribeResult;

/** Each purpose's texts: what the button stops, that it stopped, that it was already stopped. */
const TEXTS: Readonly<Record<ConsentPurpose, Record<'what' | 'done' | 'already', (inputs: { email: string }) => string>>> = {
  newsletter: { what: m.consent_unsubscribe_what_newsletter, done: m.consent_unsubscribe_done_newsletter, already: m.consent_unsubscribe_already_newsletter },
  offers: { what: m.consent_unsubscribe_what_offers, done: m.consent_unsubscribe_done_offers, already: m.consent_unsubscribe_already_offers },
  alerts: { what: m.consent_unsubscribe_what_alerts, done: m.consent_unsubscribe_done_alerts, already: m.consent_unsubscribe_already_alerts },
};

function what(purpose: ConsentPurpose, email: string): string {
  return TEXTS[purpose].what({ email });
}

/** A finished or broken link: what the page says of it, and whether it is a fault. */
function answer(shown: Shown): { text: string; fault: boolean } {
  if (shown.status === 'invalid') return { text: m.consent_unsubscribe_invalid(), fault: true };
  if (shown.status === 'expired') return { text: m.consent_unsubscribe_expired(), fault: true };
  const email = shown.maskedEmail;
  return { text: TEXTS[shown.purpose][shown.status === 'unsubscribed' ? 'done' : 'already']({ email }), fault: false };
}

export function UnsubscribePanel({ token }: { token: string }) {
  const link = useServiceQuery(`unsubscribe:${token}`, (services) => services.unsubscribe.describe(token), {
    onError: (error) => console.error('Reading the unsubscribe link failed.', error),
  });
  const [done, setDone] = useState<UnsubscribeResult | null>(null);
  const action = useServiceAction((services) => services.unsubscribe.unsubscribe(token));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (action.pending) return;
    action.run().then(setDone, (error: unknown) => console.error('Unsubscribing failed.', error));
  };

  if (link.status === 'loading') return <p role="status">{m.shell_loading()}</p>;
  if (link.status === 'error') return <p role="alert">{m.consent_unsubscribe_failed()}</p>;
  const shown: Shown = done ?? link.data;
  if (shown.status !== 'active') {
    const { text, fault } = answer(shown);
    return <p role={fault ? 'alert' : 'status'}>{text}</p>;
  }
  return (
    <form method="post" onSubmit={onSubmit} aria-label={m.consent_unsubscribe_title()}>
      <p>{what(shown.purpose, shown.maskedEmail)}</p>
      <p role="alert">{action.error ? m.consent_unsubscribe_failed() : null}</p>
      <button type="submit" className="button" aria-disabled={action.pending || undefined}>
        {m.consent_unsubscribe_button()}
      </button>
    </form>
  );
}
