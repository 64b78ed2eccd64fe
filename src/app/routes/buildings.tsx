import { CategoryPage } from '../../features/store/category-page';

export function Component() {
  return <CategoryPage category="buildings" />;
}
