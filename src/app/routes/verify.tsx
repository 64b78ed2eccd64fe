import { useSearchParams } from 'react-router-dom';
import { Page } from '../../components/ui/page';
import { m } from '../../i18n';
import { VerifyLink } from '../../features/verify/verify-link';

export function Component() {
  const [params] = useSearchParams();
  return (
    <Page title={m.verify_title()}>
      <h1>{m.verify_title()}</h1>
      <VerifyLink token={params.get('token')} />
    </Page>
  );
}
