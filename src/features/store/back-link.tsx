import { BackLink } from '../../components/ui/back-link';
import { paths } from '../../config/paths';

/** The way back from a category to the /searchtypesize grid. */
export function BackToTypeAndSize() {
  return <BackLink to={paths.searchTypeSize}>Back to Type and Size</BackLink>;
}
