import { Page } from '../../components/ui/page';
import { m } from '../../i18n';
import { PrivacyNotice } from '../../features/privacy/privacy-notice';

export function Component() {
  return (
    <Page title={m.account_privacy_title()}>
      <h1>{m.account_privacy_heading()}</h1>
      <PrivacyNotice />
    </Page>
  );
}
