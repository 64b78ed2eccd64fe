// /spfsample (spec §2): the five S-P-F species with short notes under
// historical, technical, ecological and cultural headings. The notes are
// messages referenced only here, so only this page's script carries them.
// Below them, the five species' clear-wood figures.
import { Link, m } from '../../i18n';
import { BackLink } from '../../components/ui/back-link';
import { Page } from '../../components/ui/page';
import { SpeciesFiguresTable } from '../../components/wood/species-figures';
import { paths } from '../../config/paths';
import { SPF_SAMPLE, findSpecies, type SpfSpeciesId } from './species-data';
import styles from './species-pages.module.css';

type NoteKey = 'historical' | 'technical' | 'ecological' | 'cultural';

const noteLabels: { key: NoteKey; label: () => string }[] = [
  { key: 'historical', label: m.store_spf_historical },
  { key: 'technical', label: m.store_spf_technical },
  { key: 'ecological', label: m.store_spf_ecological },
  { key: 'cultural', label: m.store_spf_cultural },
];

const notes: Record<SpfSpeciesId, Record<NoteKey, () => string>> = {
  'black-spruce': {
    historical: m.store_spf_black_spruce_historical,
    technical: m.store_spf_black_spruce_technical,
    ecological: m.store_spf_black_spruce_ecological,
    cultural: m.store_spf_black_spruce_cultural,
  },
  'white-spruce': {
    historical: m.store_spf_white_spruce_historical,
    technical: m.store_spf_white_spruce_technical,
    ecological: m.store_spf_white_spruce_ecological,
    cultural: m.store_spf_white_spruce_cultural,
  },
  'red-spruce': {
    historical: m.store_spf_red_spruce_historical,
    technical: m.store_spf_red_spruce_technical,
    ecological: m.store_spf_red_spruce_ecological,
    cultural: m.store_spf_red_spruce_cultural,
  },
  'balsam-fir': {
    historical: m.store_spf_balsam_fir_historical,
    technical: m.store_spf_balsam_fir_technical,
    ecological: m.store_spf_balsam_fir_ecological,
    cultural: m.store_spf_balsam_fir_cultural,
  },
  'jack-pine': {
    historical: m.store_spf_jack_pine_historical,
    technical: m.store_spf_jack_pine_technical,
    ecological: m.store_spf_jack_pine_ecological,
    cultural: m.store_spf_jack_pine_cultural,
  },
};

export function SpfSamplePage() {
  return (
    <Page title={m.store_spf_title()}>
      <BackLink to={paths.bySpecies}>{m.store_back_to_species()}</BackLink>
      <h1>{m.store_spf_title()}</h1>
      <p className="page__lead">{m.store_spf_lead()}</p>
      <nav aria-label={m.store_spf_nav()} className={styles.jump}>
        <ul>
          {SPF_SAMPLE.map((id) => (
            <li key={id}>
              <Link to={`#${id}`}>{findSpecies(id).name}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.spfList}>
        {SPF_SAMPLE.map((id) => {
          const species = findSpecies(id);
          return (
            <section key={id} id={id} className={styles.spf} aria-labelledby={`${id}-heading`}>
              <h2 id={`${id}-heading`}>{species.name}</h2>
              <p className={styles.botanical}>
                <i lang="la">{species.botanical}</i>
              </p>
              <dl className={styles.notes}>
                {noteLabels.map(({ key, label }) => (
                  <div key={key}>
                    <dt>{label()}</dt>
                    <dd>{notes[id][key]()}</dd>
                  </div>
                ))}
              </dl>
            </section>
          );
        })}
      </div>
      <SpeciesFiguresTable species={SPF_SAMPLE.map((id) => ({ id, name: findSpecies(id).name }))} headingId="spf-figures-heading" />
    </Page>
  );
}
