// The pages of the four species regions that have their own route
// (/softwoods, /hardwoods, /nativeacadian, /exotics): the region's groups and
// species, from the same data as the selector, and their clear-wood figures
// with their sources.
import { Link, m } from '../../i18n';
import { BackLink } from '../../components/ui/back-link';
import { Page } from '../../components/ui/page';
import { SpeciesFiguresTable } from '../../components/wood/species-figures';
import { paths } from '../../config/paths';
import { RegionIcon } from './region-icon';
import { countSpecies, getRegion, groupsInRegion, type RegionId } from './species-data';
import { SpeciesGroups } from './species-groups';
import styles from './species-pages.module.css';

export type RegionPageId = 'softwoods' | 'hardwoods' | 'native-acadian' | 'exotics';

const leads: Record<RegionPageId, () => string> = {
  softwoods: m.store_region_softwoods_lead,
  hardwoods: m.store_region_hardwoods_lead,
  'native-acadian': m.store_region_native_acadian_lead,
  exotics: m.store_region_exotics_lead,
};

export function SpeciesRegionPage({ region: regionId }: { region: RegionPageId }) {
  const region = getRegion(regionId satisfies RegionId);
  const groups = groupsInRegion(region);
  return (
    <Page title={region.label}>
      <BackLink to={paths.bySpecies}>{m.store_back_to_species()}</BackLink>
      <h1 className={styles.title}>
        <RegionIcon region={region.id} className={styles.titleIcon} />
        {region.label}
      </h1>
      <p className="page__lead">{leads[regionId]()}</p>
      <section className={styles.section} aria-labelledby="region-species-heading">
        <h2 id="region-species-heading">
          {m.store_species_in_groups({ count: countSpecies(groups), groups: groups.length })}
        </h2>
        <SpeciesGroups groups={groups} detailed />
      </section>
      <SpeciesFiguresTable species={groups.flatMap((group) => group.species)} headingId="region-figures-heading" />
      <p className={styles.actions}>
        <Link to={paths.custom} className="button">
          {m.store_ask_custom_order()}
        </Link>
      </p>
    </Page>
  );
}
