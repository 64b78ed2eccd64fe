// The per-author drawer (issue 23), opened from a comment's Author's record
// button: how many of the author's messages were approved, rejected and are
// pending, and their last messages (as text). A dialog: labelled by its
// heading, Escape closes it and focus returns to the button.
import { Dialog } from '../../components/ui/dialog';
import { Loading } from '../../components/ui/loading';
import type { PendingComment } from '../../domain/types';
import { m, useLocale } from '../../i18n';
import { formatShortDateTime } from '../../lib/dates';
import { useServiceQuery } from '../../services/use-service-query';
import styles from './admin-console.module.css';

function Record({ uid }: { uid: string }) {
  const locale = useLocale();
  const record = useServiceQuery(`author:${uid}`, (services) => services.admin.getAuthorRecord(uid), {
    onError: (error) => console.error('Loading the author’s record failed.', error),
  });
  if (record.status === 'loading') return <Loading label={m.moderation_author_loading()} />;
  if (record.status === 'error') return <p role="alert">{m.moderation_author_failed()}</p>;
  const { approved, rejected, pending, recent } = record.data;
  return (
    <>
      <dl className={styles.counts}>
        <div>
          <dt>{m.moderation_author_approved()}</dt>
          <dd>{approved}</dd>
        </div>
        <div>
          <dt>{m.moderation_author_rejected()}</dt>
          <dd>{rejected}</dd>
        </div>
        <div>
          <dt>{m.moderation_author_pending()}</dt>
          <dd>{pending}</dd>
        </div>
      </dl>
      <h3>{m.moderation_author_recent()}</h3>
      {recent.length === 0 ? (
        <p>{m.moderation_author_none()}</p>
      ) : (
        <ul className={styles.recent}>
          {recent.map((message) => (
            <li key={message.id}>
              <p className={styles.recentMeta}>
                {message.path} · {formatShortDateTime(message.timestamp, { locale })} ·{' '}
                {message.isApproved ? m.moderation_author_message_approved() : m.moderation_author_message_pending()}
              </p>
              <p className={styles.recentText}>{message.content}</p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function AuthorDrawer({ comment, onClose }: { comment: PendingComment | null; onClose: () => void }) {
  return (
    <Dialog open={comment !== null} onClose={onClose} title={comment ? m.moderation_author_title({ name: comment.userName }) : ''} className={styles.drawer}>
      {comment?.authorId && <Record key={comment.authorId} uid={comment.authorId} />}
    </Dialog>
  );
}
