import { Page } from '../../components/ui/page';
import { m } from '../../i18n';

export function Component() {
  return (
    <Page title={m.shell_temp_title()}>
      <h1>{m.shell_temp_heading()}</h1>
    </Page>
  );
}
