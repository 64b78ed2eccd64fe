import { BackLink } from '../../components/ui/back-link';
import { paths } from '../../config/paths';
import { m } from '../../i18n';

/** The way back from a category to the /searchtypesize grid. */
export function BackToTypeAndSize() {
  return <BackLink to={paths.searchTypeSize}>{m.store_back_to_type_size()}</BackLink>;
}
