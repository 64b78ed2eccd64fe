import { PlaceholderPage } from '../../components/ui/page';

export function Component() {
  return <PlaceholderPage title="Search by Type and Size" />;
}
