// A species' name and the page that tells about it, for the pages that show a
// piece of wood (a listed knee or sweep): the S-P-F species have their own
// entry on /spfsample, the others are on their region's page (/softwoods,
// /exotics or /hardwoods).
import { paths } from '../../config/paths';
import { findSpecies, SPECIES_GROUPS, SPF_GROUP_NUMBER, type SpeciesId } from './species-data';

export function speciesLink(id: SpeciesId): { name: string; to: string } {
  const group = SPECIES_GROUPS.find((candidate) => candidate.species.some((species) => species.id === id));
  const name = findSpecies(id).name;
  if (!group || group.number === SPF_GROUP_NUMBER) return { name, to: `${paths.spfSample}#${id}` };
  if (group.kind === 'softwood') return { name, to: paths.softwoods };
  return { name, to: group.origin === 'exotic' ? paths.exotics : paths.hardwoods };
}
