import { Page } from '../../components/ui/page';
import { BackToTypeAndSize } from '../../features/store/back-link';
import { SweepSelector } from '../../features/store/sweep-selector';

export function Component() {
  return (
    <Page title="Sweeps">
      <BackToTypeAndSize />
      <h1>Sweeps</h1>
      <p className="page__lead">
        Sweeps are logs and timbers with a natural curve. Sawn along the bend, they make arches, ribs, rafters and
        boardwalk stringers without laminating or steaming.
      </p>
      <SweepSelector />
    </Page>
  );
}
