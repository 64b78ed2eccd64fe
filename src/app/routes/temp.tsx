import { Page } from '../../components/ui/page';

export function Component() {
  return (
    <Page title="Temporary page">
      <h1>This is a temporary page</h1>
    </Page>
  );
}
