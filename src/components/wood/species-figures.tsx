// A species' clear-wood figures (src/domain/catalogue/species-properties.ts)
// as the pages show them: SI first, imperial beside, numbers in the page's
// language (Intl), the source table named. Shared by the species pages
// (the table) and a piece's page and search results (the "Strength" line);
// both load it in their own chunks, never on the store's first page.
import { formatNumber } from '../../i18n/format';
import { m } from '../../i18n';
import type { SpeciesId } from '../../domain/catalogue/piece';
import { speciesProperties, type DecayClass, type MechanicalRow } from '../../domain/catalogue/species-properties';
import { ScrollTable } from '../ui/scroll-table';
import styles from './species-figures.module.css';

const PSI_PER_MPA = 145.037_738;
const LBF_PER_N = 0.224_808_943;
/** Water's density in kg/m³ and lb/ft³: specific gravity times it is the oven-dry mass per volume at 12 %. */
const WATER_KG_M3 = 1000;
const WATER_LB_FT3 = 62.428;

const round = (value: number, step: number) => Math.round(value / step) * step;
const number = (value: number, digits = 0) => formatNumber(value, { minimumFractionDigits: digits, maximumFractionDigits: digits });

export function densityText(row: MechanicalRow): string {
  return m.store_wood_density({ sg: number(row.specificGravity, 2), kg: number(row.specificGravity * WATER_KG_M3), lb: number(row.specificGravity * WATER_LB_FT3, 1) });
}

/** A strength in MPa, with psi to the nearest ten. */
export function mpaText(mpa: number): string {
  return m.store_wood_mpa({ si: number(mpa, Number.isInteger(mpa) ? 0 : 1), imperial: number(round(mpa * PSI_PER_MPA, 10)) });
}

/** A stiffness in GPa, with million psi to two places. */
export function gpaText(gpa: number): string {
  return m.store_wood_gpa({ si: number(gpa, 1), imperial: number((gpa * PSI_PER_MPA) / 1000, 2) });
}

export function hardnessText(newtons: number | null): string {
  return newtons === null ? m.store_wood_not_published() : m.store_wood_newtons({ si: number(newtons), imperial: number(round(newtons * LBF_PER_N, 10)) });
}

const DECAY_NAMES: Record<DecayClass, () => string> = {
  resistant: m.store_wood_decay_resistant,
  'moderately-resistant': m.store_wood_decay_moderate,
  slight: m.store_wood_decay_slight,
};

export function decayText(decay: DecayClass | null): string {
  return decay === null ? m.store_wood_decay_unknown() : DECAY_NAMES[decay]();
}

export function tableText(row: MechanicalRow): string {
  return row.grown === 'canada' ? m.store_wood_table_canada() : m.store_wood_table_us();
}

/** One row of a species: its name, then each figure, or a note across the figures when none is published. */
function FiguresRow({ id, name }: { id: SpeciesId; name: string }) {
  const { mechanical: row, decay } = speciesProperties(id);
  return (
    <tr>
      <th scope="row">{name}</th>
      {row === null ? (
        <td colSpan={5}>{m.store_wood_no_figures()}</td>
      ) : (
        <>
          <td>{densityText(row)}</td>
          <td>{mpaText(row.mor)}</td>
          <td>{gpaText(row.moe)}</td>
          <td>{mpaText(row.compression)}</td>
          <td>{hardnessText(row.hardness)}</td>
        </>
      )}
      <td>{decayText(decay)}</td>
      <td>{row === null ? '—' : tableText(row)}</td>
    </tr>
  );
}

/** The species pages' table: the species given, with the lead that says what the figures are and are not, and the sources. */
export function SpeciesFiguresTable({ species, headingId }: { species: readonly { id: SpeciesId; name: string }[]; headingId: string }) {
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{m.store_wood_heading()}</h2>
      <p>{m.store_wood_lead()}</p>
      <ScrollTable caption={m.store_wood_caption()} className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{m.store_wood_species()}</th>
            <th scope="col">{m.store_wood_specific_gravity()}</th>
            <th scope="col">{m.store_wood_mor()}</th>
            <th scope="col">{m.store_wood_moe()}</th>
            <th scope="col">{m.store_wood_compression()}</th>
            <th scope="col">{m.store_wood_hardness()}</th>
            <th scope="col">{m.store_wood_decay()}</th>
            <th scope="col">{m.store_wood_source()}</th>
          </tr>
        </thead>
        <tbody>
          {species.map((entry) => (
            <FiguresRow key={entry.id} id={entry.id} name={entry.name} />
          ))}
        </tbody>
      </ScrollTable>
      <p className={styles.sources}>{m.store_wood_sources()}</p>
    </section>
  );
}

/** A piece's "Strength": its grade, then its species' bending strength, stiffness and heartwood, and what those figures are. */
export function StrengthText({ species, grade }: { species: SpeciesId; grade: string }) {
  const { mechanical: row, decay } = speciesProperties(species);
  return (
    <>
      <span className={styles.line}>{m.store_wood_strength_grade({ grade })}</span>
      {row === null ? (
        <span className={styles.line}>{m.store_wood_no_figures()}</span>
      ) : (
        <>
          <span className={styles.line}>{m.store_wood_strength_summary({ mor: mpaText(row.mor), moe: gpaText(row.moe), decay: decayText(decay) })}</span>
          <small className={styles.line}>{m.store_wood_strength_source({ table: tableText(row) })}</small>
        </>
      )}
    </>
  );
}
