// The species selector of /byspeciesfilter (spec §2): a regular view with a
// diagram of clickable regions, a simple view of the ten numbered groups, and
// one view per region. The view lives in the URL (?view=…), so a view can be
// linked to and the browser's Back button steps out of it.
import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Link, m } from '../../i18n';
import { paths } from '../../config/paths';
import { RegionIcon } from './region-icon';
import {
  REGIONS,
  SPECIES_GROUPS,
  countSpecies,
  findRegion,
  groupsInRegion,
  type Region,
  type RegionId,
} from './species-data';
import { SpeciesGroups } from './species-groups';
import styles from './species-selector.module.css';

export const SIMPLE_VIEW = 'simple';
const VIEW_PARAM = 'view';

/** Navigation state that asks the selector to move focus to the new view's heading. */
interface ViewNavigationState {
  focusView: true;
}

function isViewNavigation(state: unknown): state is ViewNavigationState {
  return typeof state === 'object' && state !== null && 'focusView' in state;
}

const viewState: ViewNavigationState = { focusView: true };

function viewLink(view: string | null) {
  return { pathname: paths.bySpecies, search: view ? `?${VIEW_PARAM}=${view}` : '' };
}

function BackToSpecies() {
  return (
    <Link to={viewLink(null)} state={viewState} className={`button button--quiet ${styles.back}`}>
      <span aria-hidden="true">←</span> {m.store_back_to_species()}
    </Link>
  );
}

function ViewToggle({ simple }: { simple: boolean }) {
  const [, setSearchParams] = useSearchParams();
  const show = (view: string | null) => setSearchParams(view ? { [VIEW_PARAM]: view } : {}, { state: viewState });
  return (
    <div className={styles.toggle} role="group" aria-label={m.store_species_view()}>
      <button type="button" aria-pressed={!simple} onClick={() => show(null)}>
        {m.store_species_regular_view()}
      </button>
      <button type="button" aria-pressed={simple} onClick={() => show(SIMPLE_VIEW)}>
        {m.store_species_simple_view()}
      </button>
    </div>
  );
}

function RegionDiagram() {
  return (
    <ul className={styles.diagram} aria-label={m.store_species_regions()}>
      {REGIONS.map((region) => {
        const descriptionId = `region-${region.id}-description`;
        const groups = groupsInRegion(region);
        return (
          <li key={region.id} className={styles.tile} data-region={region.id}>
            <RegionIcon region={region.id} className={styles.icon} />
            <Link to={viewLink(region.id)} state={viewState} className={styles.tileLink} aria-describedby={descriptionId}>
              {region.label}
            </Link>
            <p id={descriptionId} className={styles.tileText}>
              {region.description} <span className={styles.count}>{m.store_species_count({ count: countSpecies(groups) })}</span>
            </p>
            <p className={styles.tileGroups}>{groups.map((group) => group.name).join(' · ')}</p>
          </li>
        );
      })}
    </ul>
  );
}

/** The link from a region's view to the region's own page. */
const moreAbout: Partial<Record<RegionId, () => string>> = {
  softwoods: m.store_region_softwoods_more,
  hardwoods: m.store_region_hardwoods_more,
  'native-acadian': m.store_region_native_acadian_more,
  exotics: m.store_region_exotics_more,
};

function RegionView({ region }: { region: Region }) {
  const groups = groupsInRegion(region);
  return (
    <>
      <p className={styles.intro}>
        {region.description} {m.store_species_in_groups({ count: countSpecies(groups), groups: groups.length })}.
      </p>
      <SpeciesGroups groups={groups} detailed />
      {region.page && (
        <p className={styles.more}>
          <Link to={region.page}>{moreAbout[region.id]?.()}</Link>
        </p>
      )}
    </>
  );
}

export function SpeciesSelector() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const view = searchParams.get(VIEW_PARAM);
  const region = findRegion(view);
  const simple = view === SIMPLE_VIEW;
  const headingRef = useRef<HTMLHeadingElement>(null);

  // After switching views in place, focus follows to the new view's heading,
  // so keyboard and screen-reader users are not left on a control that is gone.
  const focusView = isViewNavigation(location.state);
  useEffect(() => {
    if (focusView) headingRef.current?.focus();
  }, [location.key, focusView]);

  const heading = region ? region.label : simple ? m.store_species_all_groups() : m.store_species_choose_region();

  return (
    <div className={styles.selector}>
      <div className={styles.toolbar}>
        {(region || simple) && <BackToSpecies />}
        {!region && <ViewToggle simple={simple} />}
      </div>
      <section className={styles.view} aria-labelledby="species-view-heading">
        <h2 id="species-view-heading" ref={headingRef} tabIndex={-1} className={styles.viewHeading}>
          {region && <RegionIcon region={region.id} className={styles.headingIcon} />}
          {heading}
        </h2>
        {region ? (
          <RegionView region={region} />
        ) : simple ? (
          <>
            <p className={styles.intro}>{m.store_species_simple_intro()}</p>
            <SpeciesGroups groups={SPECIES_GROUPS} />
          </>
        ) : (
          <>
            <p className={styles.intro}>{m.store_species_regular_intro()}</p>
            <RegionDiagram />
          </>
        )}
      </section>
    </div>
  );
}
