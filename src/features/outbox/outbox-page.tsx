// The local backend's outbox (issue 22, local build only): every mail the
// site sent, newest first, live, with the one opened beside the list. Nothing
// leaves the browser in the local version; this page is where its mail is read.
import { useState } from 'react';
import { Loading } from '../../components/ui/loading';
import { formatShortDateTime } from '../../lib/dates';
import { m, useLocale } from '../../i18n';
import type { OutboxMail } from '../../services/api';
import { useLiveQuery } from '../../services/use-live-query';
import { DigestButton } from './digest-button';
import { TestNewsletterButton } from './test-newsletter-button';
import { languageName, OpenedMail } from './opened-mail';
import styles from './outbox.module.css';

function useOutbox() {
  return useLiveQuery<OutboxMail[]>('outbox', (services, next, fail) => {
    if (services.outbox) return services.outbox.watchOutbox(next, fail);
    fail(new Error('This backend has no outbox.'));
    return () => {};
  });
}

function MailList({ mails, openId, onOpen }: { mails: OutboxMail[]; openId: string | null; onOpen: (id: string) => void }) {
  const locale = useLocale();
  if (mails.length === 0) return <p>{m.outbox_empty()}</p>;
  return (
    <table className={styles.table} aria-labelledby="outbox-list">
      <thead>
        <tr>
          <th scope="col">{m.outbox_to()}</th>
          <th scope="col">{m.outbox_subject()}</th>
          <th scope="col">{m.outbox_language()}</th>
          <th scope="col">{m.outbox_sent()}</th>
        </tr>
      </thead>
      <tbody>
        {mails.map((mail) => (
          <tr key={mail.id} aria-current={mail.id === openId ? 'true' : undefined}>
            <td>{mail.to}</td>
            <td>
              <button type="button" className={styles.open} aria-pressed={mail.id === openId} onClick={() => onOpen(mail.id)}>
                {mail.subject}
              </button>
            </td>
            <td>{languageName(mail.language, locale)}</td>
            <td>{formatShortDateTime(mail.sentAt, { locale })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function OutboxPage() {
  const state = useOutbox();
  const [openId, setOpenId] = useState<string | null>(null);
  const opened = state.status === 'ready' ? state.data.find((mail) => mail.id === openId) : undefined;
  return (
    <>
      <h1>{m.outbox_title()}</h1>
      <p className="page__lead">{m.outbox_lead()}</p>
      <div className={styles.actions}>
        <DigestButton />
        <TestNewsletterButton />
      </div>
      <div className={styles.layout}>
        <section aria-labelledby="outbox-list">
          <h2 id="outbox-list">{m.outbox_list()}</h2>
          {state.status === 'loading' && <Loading />}
          {state.status === 'error' && <p role="alert">{m.outbox_load_failed()}</p>}
          {state.status === 'ready' && <MailList mails={state.data} openId={openId} onOpen={setOpenId} />}
        </section>
        {opened && <OpenedMail mail={opened} onClose={() => setOpenId(null)} />}
      </div>
    </>
  );
}
