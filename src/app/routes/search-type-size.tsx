import { Page } from '../../components/ui/page';
import { CategoryGrid } from '../../features/store/category-grid';

export function Component() {
  return (
    <Page title="Search by Type and Size">
      <h1>Search by Type and Size</h1>
      <p className="page__lead">
        Choose a kind of piece. Knees and sweeps are open now; the other categories are on their way.
      </p>
      <CategoryGrid />
    </Page>
  );
}
