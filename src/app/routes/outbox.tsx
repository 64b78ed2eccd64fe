import { Page } from '../../components/ui/page';
import { m } from '../../i18n';
import { OutboxPage } from '../../features/outbox/outbox-page';

export function Component() {
  return (
    <Page title={m.outbox_title()}>
      <OutboxPage />
    </Page>
  );
}
