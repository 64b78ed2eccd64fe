import { PlaceholderPage } from '../../components/ui/page';

export function Component() {
  return <PlaceholderPage title="Exotics" />;
}
