// The pages of the four species regions that have their own route
// (/softwoods, /hardwoods, /nativeacadian, /exotics): the region's groups and
// species, from the same data as the selector.
import { Link } from 'react-router-dom';
import { BackLink } from '../../components/ui/back-link';
import { Page } from '../../components/ui/page';
import { paths } from '../../config/paths';
import { RegionIcon } from './region-icon';
import { countSpecies, getRegion, groupsInRegion, type RegionId } from './species-data';
import { SpeciesGroups } from './species-groups';
import styles from './species-pages.module.css';

export type RegionPageId = 'softwoods' | 'hardwoods' | 'native-acadian' | 'exotics';

const leads: Record<RegionPageId, string> = {
  softwoods:
    'Spruce, fir and pine make up most of the Atlantic forest and most of the lumber sawn here. Light, straight and strong for their weight, softwoods frame our houses, barns and boats.',
  hardwoods:
    'From light, quick-growing poplars to dense oak, maple and ironwood, our hardwoods give flooring, furniture, handles and timbers with colour and figure softwoods cannot match.',
  'native-acadian':
    'The Acadian forest is a mixed forest of red spruce, hemlock, pine, yellow birch, maple and beech, where northern and southern trees meet. These are the species that grow here naturally.',
  exotics:
    'Trees brought here from Europe and elsewhere in North America, planted in windbreaks, plantations, yards and streets. Many of ours are salvaged when town trees come down.',
};

export function SpeciesRegionPage({ region: regionId }: { region: RegionPageId }) {
  const region = getRegion(regionId satisfies RegionId);
  const groups = groupsInRegion(region);
  return (
    <Page title={region.label}>
      <BackLink to={paths.bySpecies}>Back to Species</BackLink>
      <h1 className={styles.title}>
        <RegionIcon region={region.id} className={styles.titleIcon} />
        {region.label}
      </h1>
      <p className="page__lead">{leads[regionId]}</p>
      <section className={styles.section} aria-labelledby="region-species-heading">
        <h2 id="region-species-heading">
          {countSpecies(groups)} species in {groups.length} {groups.length === 1 ? 'group' : 'groups'}
        </h2>
        <SpeciesGroups groups={groups} detailed />
      </section>
      <p className={styles.actions}>
        <Link to={paths.custom} className="button">
          Ask for a custom order
        </Link>
      </p>
    </Page>
  );
}
