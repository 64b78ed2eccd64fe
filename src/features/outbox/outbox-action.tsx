// One of the outbox page's actions (issue 22): a button that has the local
// backend queue mail (the digest, a test newsletter), then says how many it
// queued (a polite status) or that it failed (an alert, and the log); the
// list above then shows the new mails.
import { useState } from 'react';
import type { OutboxService } from '../../services/api';
import { useServiceAction } from '../../services/use-service-action';

export interface OutboxActionProps {
  label: string;
  /** Queues the mails; resolves with how many. */
  send: (outbox: OutboxService) => Promise<number>;
  /** What the page says once `count` mails are queued. */
  said: (count: number) => string;
  failed: string;
  /** The log line of a failure. */
  log: string;
}

export function OutboxAction({ label, send, said, failed, log }: OutboxActionProps) {
  const { run, pending, error } = useServiceAction((services) => {
    if (!services.outbox) throw new Error('This backend has no outbox.');
    return send(services.outbox);
  });
  const [queued, setQueued] = useState<number | null>(null);
  const onClick = () => {
    setQueued(null);
    run().then(setQueued, (failure: unknown) => console.error(log, failure));
  };
  return (
    <div>
      <button type="button" className="button button--quiet" onClick={onClick} disabled={pending}>
        {label}
      </button>
      <p role="status">{queued === null ? null : said(queued)}</p>
      <p role="alert">{error ? failed : null}</p>
    </div>
  );
}
