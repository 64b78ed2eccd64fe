import { Page } from '../../components/ui/page';
import { BackToTypeAndSize } from '../../features/store/back-link';
import { KneeSelector } from '../../features/store/knee-selector';

export function Component() {
  return (
    <Page title="Knees">
      <BackToTypeAndSize />
      <h1>Knees</h1>
      <p className="page__lead">
        A knee is cut from where a root meets the trunk, so the grain follows the bend. Boat builders and timber framers use
        them for brackets and braces stronger than any sawn joint.
      </p>
      <KneeSelector />
    </Page>
  );
}
