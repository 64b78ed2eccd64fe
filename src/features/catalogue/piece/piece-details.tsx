// A piece's details as a list of terms, the ones asked for: the search
// results show those the form's detail boxes chose (spec §2 /knees: species,
// grade, origin, ecology, strength; /sweeps: species, grading, heritage,
// ecology, availability), a piece's page shows them all. "Strength" is the
// grade with the species' clear-wood figures, so where it is asked
// the grade is not shown a second time.
import { StrengthText } from '../../../components/wood/species-figures';
import { provinceOf } from '../../../domain/catalogue/province';
import type { Piece } from '../../../domain/catalogue/piece';
import { provinceName } from '../../../config/options';
import { Link, m } from '../../../i18n';
import { AVAILABILITY_NAMES, carbonName, DRYING_NAMES, GRADE_NAMES, inlineName, PARTNER_NAMES, SOURCE_NAMES, type SpeciesLink } from '../piece-text';
import styles from '../catalogue.module.css';

/** Every detail a piece's page shows, in its order; the detail boxes' names pick among them. */
export const ALL_DETAILS = ['species', 'strength', 'origin', 'ecology', 'availability'] as const;

/** The boxes' names that ask for the same detail under another word. */
const SAME_AS: Readonly<Record<string, string>> = { grading: 'grade', heritage: 'origin' };

/** The yard's town and province as the language writes a place: "Montague, Prince Edward Island", « Montague (Île-du-Prince-Édouard) ». */
export function whereText(piece: Piece): string {
  const province = provinceOf(piece.postalCode);
  return province ? m.stock_where({ town: piece.town, province: provinceName(province) }) : piece.town;
}

export function PieceDetails({ piece, show, species }: { piece: Piece; show: readonly string[]; species: SpeciesLink }) {
  const asked = new Set(show.map((name) => SAME_AS[name] ?? name));
  if (asked.size === 0) return null;
  const link = species(piece.species);
  return (
    <dl className={styles.details}>
      {asked.has('species') && (
        <>
          <dt>{m.stock_detail_species()}</dt>
          <dd>
            <Link to={link.to}>{link.name}</Link>
          </dd>
        </>
      )}
      {asked.has('strength') && (
        <>
          <dt>{m.store_detail_strength()}</dt>
          <dd>
            <StrengthText species={piece.species} grade={GRADE_NAMES[piece.grade]()} />
          </dd>
        </>
      )}
      {asked.has('grade') && !asked.has('strength') && (
        <>
          <dt>{m.stock_detail_grade()}</dt>
          <dd>{GRADE_NAMES[piece.grade]()}</dd>
        </>
      )}
      {asked.has('origin') && (
        <>
          <dt>{m.stock_detail_origin()}</dt>
          <dd>{m.stock_origin_text({ source: SOURCE_NAMES[piece.source](), partner: PARTNER_NAMES[piece.partnerId](), where: whereText(piece) })}</dd>
        </>
      )}
      {asked.has('ecology') && (
        <>
          <dt>{m.stock_detail_ecology()}</dt>
          <dd>{m.stock_ecology_text({ carbon: carbonName(piece), drying: inlineName(DRYING_NAMES[piece.drying]()) })}</dd>
        </>
      )}
      {asked.has('availability') && (
        <>
          <dt>{m.stock_detail_availability()}</dt>
          <dd>{AVAILABILITY_NAMES[piece.availability]()}</dd>
        </>
      )}
    </dl>
  );
}
