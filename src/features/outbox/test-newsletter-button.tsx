// "Send a test newsletter" on the local outbox page (issue 22): the server's
// newsletter rule queues one mail per confirmed subscriber, each with its own
// unsubscribe link, and the button announces how many it queued. The page
// passes the local OutboxService's sendTestNewsletter.
import { useState, useTransition } from 'react';
import { m } from '../../i18n';

export function TestNewsletterButton({ send }: { send: () => Promise<number> }) {
  const [pending, startTransition] = useTransition();
  const [result, setResult] = useState<{ sent: number } | { failed: true } | null>(null);
  const onClick = () => {
    if (pending) return;
    startTransition(async () => {
      try {
        const sent = await send();
        setResult({ sent });
      } catch (error) {
        console.error('Sending the test newsletter failed.', error);
        setResult({ failed: true });
      }
    });
  };
  return (
    <div>
      <button type="button" className="button" onClick={onClick} aria-disabled={pending || undefined}>
        {m.consent_test_newsletter_button()}
      </button>
      <p role="status">{result && 'sent' in result ? m.consent_test_newsletter_sent({ count: result.sent }) : null}</p>
      <p role="alert">{result && 'failed' in result ? m.consent_test_newsletter_failed() : null}</p>
    </div>
  );
}
