// "Send digest now" (issue 22, item 8): the admin digest the scheduled
// function sends once a day, sent at once from the local outbox so it can be
// seen. Says how many, or that nothing is pending (no mail then, as the daily run).
import { m } from '../../i18n';
import { OutboxAction } from './outbox-action';

export function DigestButton() {
  return (
    <OutboxAction
      label={m.outbox_digest_send()}
      send={(outbox) => outbox.sendDigestNow()}
      said={(count) => (count === 0 ? m.outbox_digest_nothing_pending() : m.outbox_digest_queued({ count }))}
      failed={m.outbox_digest_failed()}
      log="Sending the digest failed."
    />
  );
}
