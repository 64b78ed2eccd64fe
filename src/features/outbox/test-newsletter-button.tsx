// "Send a test newsletter" on the local outbox page (issue 22): the server's
// newsletter rule queues one mail per confirmed subscriber, each with its own
// unsubscribe link, and the button announces how many it queued; the list
// then shows them. An unconfirmed or withdrawn address gets none.
import { useState } from 'react';
import { m } from '../../i18n';
import { useServiceAction } from '../../services/use-service-action';

export function TestNewsletterButton() {
  const { run, pending, error } = useServiceAction((services) => {
    if (!services.outbox) throw new Error('This backend has no outbox.');
    return services.outbox.sendTestNewsletter();
  });
  const [sent, setSent] = useState<number | null>(null);
  const send = () => {
    setSent(null);
    run().then(setSent, (failure: unknown) => console.error('Sending the test newsletter failed.', failure));
  };
  return (
    <div>
      <button type="button" className="button button--quiet" onClick={send} disabled={pending}>
        {m.consent_test_newsletter_button()}
      </button>
      <p role="status">{sent === null ? null : m.consent_test_newsletter_sent({ count: sent })}</p>
      <p role="alert">{error ? m.consent_test_newsletter_failed() : null}</p>
    </div>
  );
}
