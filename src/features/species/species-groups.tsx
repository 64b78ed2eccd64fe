// The numbered species groups as a list: used by the selector's simple and
// region views and by the region pages. S-P-F entries link to /spfsample.
import { Link } from '../../i18n';
import { paths } from '../../config/paths';
import { SPF_GROUP_NUMBER, type Species, type SpeciesGroup } from './species-data';
import styles from './species-groups.module.css';

export interface SpeciesGroupsProps {
  groups: readonly SpeciesGroup[];
  /** Show each species' botanical name and note, not just its name. */
  detailed?: boolean;
  /** Heading level of each group's title, under the heading of the list's section. */
  headingLevel?: 2 | 3;
}

function SpeciesName({ species, spf }: { species: Species; spf: boolean }) {
  if (!spf) return <span className={styles.name}>{species.name}</span>;
  return (
    <Link className={styles.name} to={`${paths.spfSample}#${species.id}`}>
      {species.name}
    </Link>
  );
}

export function SpeciesGroups({ groups, detailed = false, headingLevel = 3 }: SpeciesGroupsProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={[styles.groups, detailed ? styles.detailed : ''].join(' ')}>
      {groups.map((group) => {
        const headingId = `species-group-${group.number}`;
        const spf = group.number === SPF_GROUP_NUMBER;
        return (
          <section key={group.number} className={styles.group} aria-labelledby={headingId} data-kind={group.kind}>
            <Heading id={headingId} className={styles.heading}>
              <span className={styles.number}>{group.number}.</span> {group.name}
            </Heading>
            <ul className={styles.species}>
              {group.species.map((species) => (
                <li key={species.id}>
                  <SpeciesName species={species} spf={spf} />
                  {detailed && (
                    <>
                      {' '}
                      <i className={styles.botanical} lang="la">
                        {species.botanical}
                      </i>
                      <span className={styles.note}>{species.note}</span>
                    </>
                  )}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
