// "Send a test newsletter" on the local outbox page (issue 22): the server's
// newsletter rule queues one mail per confirmed subscriber, each with its own
// unsubscribe link, and the button announces how many it queued. An
// unconfirmed or withdrawn address gets none.
import { m } from '../../i18n';
import { OutboxAction } from './outbox-action';

export function TestNewsletterButton() {
  return (
    <OutboxAction
      label={m.consent_test_newsletter_button()}
      send={(outbox) => outbox.sendTestNewsletter()}
      said={(count) => m.consent_test_newsletter_sent({ count })}
      failed={m.consent_test_newsletter_failed()}
      log="Sending the test newsletter failed."
    />
  );
}
