// /spfsample (spec §2): the five S-P-F species with short notes under
// historical, technical, ecological and cultural headings.
import { Link } from 'react-router-dom';
import { BackLink } from '../../components/ui/back-link';
import { Page } from '../../components/ui/page';
import { paths } from '../../config/paths';
import { SPF_SAMPLE, findSpecies, type SpfNotes } from './species-data';
import styles from './species-pages.module.css';

const noteLabels: { key: keyof SpfNotes; label: string }[] = [
  { key: 'historical', label: 'Historical' },
  { key: 'technical', label: 'Technical' },
  { key: 'ecological', label: 'Ecological' },
  { key: 'cultural', label: 'Cultural' },
];

export function SpfSamplePage() {
  return (
    <Page title="Spruce-Pine-Fir (SPF)">
      <BackLink to={paths.bySpecies}>Back to Species</BackLink>
      <h1>Spruce-Pine-Fir (SPF)</h1>
      <p className="page__lead">
        SPF is the lumber trade’s name for spruces, pines and firs with similar strength that are graded and sold
        together. In Atlantic Canada it means these five species.
      </p>
      <nav aria-label="SPF species" className={styles.jump}>
        <ul>
          {SPF_SAMPLE.map(({ id }) => (
            <li key={id}>
              <Link to={`#${id}`}>{findSpecies(id).name}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.spfList}>
        {SPF_SAMPLE.map(({ id, notes }) => {
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
                    <dt>{label}</dt>
                    <dd>{notes[key]}</dd>
                  </div>
                ))}
              </dl>
            </section>
          );
        })}
      </div>
    </Page>
  );
}
