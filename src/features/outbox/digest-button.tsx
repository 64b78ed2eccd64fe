// "Send digest now" (issue 22, item 8): the admin digest the scheduled
// function sends once a day, sent at once from the local outbox so it can be
// seen; the page then lists the mails it queued. Says how many, or that
// nothing is pending (no mail then, as the daily run).
import { useState } from 'react';
import { m } from '../../i18n';
import { useServiceAction } from '../../services/use-service-action';

export function DigestButton() {
  const { run, pending, error } = useServiceAction((services) => {
    if (!services.outbox) throw new Error('This backend has no outbox.');
    return services.outbox.sendDigestNow();
  });
  const [queued, setQueued] = useState<number | null>(null);
  const send = () => {
    setQueued(null);
    run().then(setQueued, () => {});
  };
  return (
    <div>
      <button type="button" className="button button--quiet" onClick={send} disabled={pending}>
        {m.outbox_digest_send()}
      </button>
      <p role="status">
        {queued === null ? null : queued === 0 ? m.outbox_digest_nothing_pending() : m.outbox_digest_queued({ count: queued })}
        {error ? m.outbox_digest_failed() : null}
      </p>
    </div>
  );
}
