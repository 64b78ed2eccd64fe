// /unsubscribe?token=… (issue 22): the link of every commercial mail, signed out.
import { useSearchParams } from 'react-router-dom';
import { Page } from '../../components/ui/page';
import { UnsubscribePanel } from '../../features/unsubscribe/unsubscribe-panel';
import { m } from '../../i18n';

export function Component() {
  const [params] = useSearchParams();
  return (
    <Page title={m.consent_unsubscribe_title()}>
      <h1>{m.consent_unsubscribe_title()}</h1>
      <UnsubscribePanel token={params.get('token') ?? ''} />
    </Page>
  );
}
