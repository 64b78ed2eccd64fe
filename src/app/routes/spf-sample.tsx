import { SpfSamplePage } from '../../features/species/spf-sample';

export function Component() {
  return <SpfSamplePage />;
}
