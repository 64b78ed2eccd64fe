// The species the store sells, their ten numbered groups (spec §2
// /byspeciesfilter) and the regions of the species selector. Every species
// list on the site (the selector, /softwoods, /hardwoods, /nativeacadian,
// /exotics, /spfsample) is derived from this one module.
//
// Ids, numbers and the filtering data are the same in both languages (ids are
// the URL's ?view= and #anchors). The shown texts (names, notes, labels) are
// getters over messages: each read gives the page's language, and code and
// tests that read `species.name` as text keep working.
import { paths } from '../../config/paths';
import { m } from '../../i18n';

export type SpeciesId =
  | 'black-spruce'
  | 'red-spruce'
  | 'white-spruce'
  | 'balsam-fir'
  | 'jack-pine'
  | 'hemlock'
  | 'larch'
  | 'red-pine'
  | 'white-pine'
  | 'white-cedar'
  | 'scots-pine'
  | 'austrian-pine'
  | 'norway-spruce'
  | 'colorado-spruce'
  | 'bigtooth-aspen'
  | 'trembling-aspen'
  | 'balsam-poplar'
  | 'red-maple'
  | 'white-birch'
  | 'gray-birch'
  | 'speckled-alder'
  | 'basswood'
  | 'red-oak'
  | 'yellow-birch'
  | 'sugar-maple'
  | 'ironwood'
  | 'beech'
  | 'burr-oak'
  | 'black-locust';

export type WoodKind = 'softwood' | 'softer-hardwood' | 'stronger-hardwood';
export type Origin = 'native' | 'exotic';

export interface Species {
  id: SpeciesId;
  readonly name: string;
  /** The Latin name, the same in both languages. */
  botanical: string;
  /** One line on the wood and its uses. */
  readonly note: string;
  /** Also grows in the northern (boreal) forest, beyond the Acadian forest. */
  northern?: boolean;
}

export interface SpeciesGroup {
  /** The group's number in the simple view, 1 to 10. */
  number: number;
  readonly name: string;
  kind: WoodKind;
  origin: Origin;
  species: Species[];
}

type Text = () => string;

/**
 * `record` with each of `texts` as an enumerable getter that reads its message,
 * so the text is in the page's language whenever it is read.
 */
function withTexts<T extends object, K extends string>(record: T, texts: Record<K, Text>): T & { readonly [P in K]: string } {
  const properties: PropertyDescriptorMap = {};
  for (const [key, text] of Object.entries<Text>(texts)) properties[key] = { get: text, enumerable: true };
  return Object.defineProperties({ ...record }, properties) as T & { readonly [P in K]: string };
}

function species(record: Omit<Species, 'name' | 'note'>, name: Text, note: Text): Species {
  return withTexts(record, { name, note });
}

function group(record: Omit<SpeciesGroup, 'name'>, name: Text): SpeciesGroup {
  return withTexts(record, { name });
}

export const SPECIES_GROUPS: readonly SpeciesGroup[] = [
  group(
    {
      number: 1,
      kind: 'softwood',
      origin: 'native',
      species: [
        species({ id: 'black-spruce', botanical: 'Picea mariana', northern: true }, m.store_species_black_spruce, m.store_species_black_spruce_note),
        species({ id: 'red-spruce', botanical: 'Picea rubens' }, m.store_species_red_spruce, m.store_species_red_spruce_note),
        species({ id: 'white-spruce', botanical: 'Picea glauca', northern: true }, m.store_species_white_spruce, m.store_species_white_spruce_note),
        species({ id: 'balsam-fir', botanical: 'Abies balsamea', northern: true }, m.store_species_balsam_fir, m.store_species_balsam_fir_note),
        species({ id: 'jack-pine', botanical: 'Pinus banksiana', northern: true }, m.store_species_jack_pine, m.store_species_jack_pine_note),
      ],
    },
    m.store_group_1,
  ),
  group(
    {
      number: 2,
      kind: 'softwood',
      origin: 'native',
      species: [
        species({ id: 'hemlock', botanical: 'Tsuga canadensis' }, m.store_species_hemlock, m.store_species_hemlock_note),
        species({ id: 'larch', botanical: 'Larix laricina', northern: true }, m.store_species_larch, m.store_species_larch_note),
        species({ id: 'red-pine', botanical: 'Pinus resinosa' }, m.store_species_red_pine, m.store_species_red_pine_note),
      ],
    },
    m.store_group_2,
  ),
  group(
    {
      number: 3,
      kind: 'softwood',
      origin: 'native',
      species: [
        species({ id: 'white-pine', botanical: 'Pinus strobus' }, m.store_species_white_pine, m.store_species_white_pine_note),
        species({ id: 'white-cedar', botanical: 'Thuja occidentalis' }, m.store_species_white_cedar, m.store_species_white_cedar_note),
      ],
    },
    m.store_group_3,
  ),
  group(
    {
      number: 4,
      kind: 'softwood',
      origin: 'exotic',
      species: [
        species({ id: 'scots-pine', botanical: 'Pinus sylvestris' }, m.store_species_scots_pine, m.store_species_scots_pine_note),
        species({ id: 'austrian-pine', botanical: 'Pinus nigra' }, m.store_species_austrian_pine, m.store_species_austrian_pine_note),
        species({ id: 'norway-spruce', botanical: 'Picea abies' }, m.store_species_norway_spruce, m.store_species_norway_spruce_note),
        species({ id: 'colorado-spruce', botanical: 'Picea pungens' }, m.store_species_colorado_spruce, m.store_species_colorado_spruce_note),
      ],
    },
    m.store_group_4,
  ),
  group(
    {
      number: 5,
      kind: 'softer-hardwood',
      origin: 'native',
      species: [
        species({ id: 'bigtooth-aspen', botanical: 'Populus grandidentata' }, m.store_species_bigtooth_aspen, m.store_species_bigtooth_aspen_note),
        species({ id: 'trembling-aspen', botanical: 'Populus tremuloides', northern: true }, m.store_species_trembling_aspen, m.store_species_trembling_aspen_note),
        species({ id: 'balsam-poplar', botanical: 'Populus balsamifera', northern: true }, m.store_species_balsam_poplar, m.store_species_balsam_poplar_note),
      ],
    },
    m.store_group_5,
  ),
  group(
    {
      number: 6,
      kind: 'softer-hardwood',
      origin: 'native',
      species: [
        species({ id: 'red-maple', botanical: 'Acer rubrum' }, m.store_species_red_maple, m.store_species_red_maple_note),
        species({ id: 'white-birch', botanical: 'Betula papyrifera', northern: true }, m.store_species_white_birch, m.store_species_white_birch_note),
        species({ id: 'gray-birch', botanical: 'Betula populifolia' }, m.store_species_gray_birch, m.store_species_gray_birch_note),
        species({ id: 'speckled-alder', botanical: 'Alnus incana subsp. rugosa' }, m.store_species_speckled_alder, m.store_species_speckled_alder_note),
      ],
    },
    m.store_group_6,
  ),
  group(
    {
      number: 7,
      kind: 'softer-hardwood',
      origin: 'exotic',
      species: [species({ id: 'basswood', botanical: 'Tilia americana' }, m.store_species_basswood, m.store_species_basswood_note)],
    },
    m.store_group_7,
  ),
  group(
    {
      number: 8,
      kind: 'stronger-hardwood',
      origin: 'native',
      species: [
        species({ id: 'red-oak', botanical: 'Quercus rubra' }, m.store_species_red_oak, m.store_species_red_oak_note),
        species({ id: 'yellow-birch', botanical: 'Betula alleghaniensis' }, m.store_species_yellow_birch, m.store_species_yellow_birch_note),
        species({ id: 'sugar-maple', botanical: 'Acer saccharum' }, m.store_species_sugar_maple, m.store_species_sugar_maple_note),
      ],
    },
    m.store_group_8,
  ),
  group(
    {
      number: 9,
      kind: 'stronger-hardwood',
      origin: 'native',
      species: [
        species({ id: 'ironwood', botanical: 'Ostrya virginiana' }, m.store_species_ironwood, m.store_species_ironwood_note),
        species({ id: 'beech', botanical: 'Fagus grandifolia' }, m.store_species_beech, m.store_species_beech_note),
        species({ id: 'burr-oak', botanical: 'Quercus macrocarpa' }, m.store_species_burr_oak, m.store_species_burr_oak_note),
      ],
    },
    m.store_group_9,
  ),
  group(
    {
      number: 10,
      kind: 'stronger-hardwood',
      origin: 'exotic',
      species: [
        species({ id: 'black-locust', botanical: 'Robinia pseudoacacia' }, m.store_species_black_locust, m.store_species_black_locust_note),
      ],
    },
    m.store_group_10,
  ),
];

/** The S-P-F species: their entries link to /spfsample. */
export const SPF_GROUP_NUMBER = 1;

export type RegionId =
  | 'softwoods'
  | 'native-acadian'
  | 'northern'
  | 'hardwoods'
  | 'softer-hardwoods'
  | 'stronger-hardwoods'
  | 'exotics';

export interface Region {
  id: RegionId;
  readonly label: string;
  readonly description: string;
  /** Which species of a group belong to the region. */
  includes: (species: Species, group: SpeciesGroup) => boolean;
  /** The region's own page, where it has one. */
  page?: string;
}

function region(record: Omit<Region, 'label' | 'description'>, label: Text, description: Text): Region {
  return withTexts(record, { label, description });
}

/** The clickable regions of the selector's regular view, in diagram order. */
export const REGIONS: readonly Region[] = [
  region(
    {
      id: 'softwoods',
      includes: (_species, group) => group.kind === 'softwood',
      page: paths.softwoods,
    },
    m.store_region_softwoods,
    m.store_region_softwoods_text,
  ),
  region(
    {
      id: 'hardwoods',
      includes: (_species, group) => group.kind !== 'softwood',
      page: paths.hardwoods,
    },
    m.store_region_hardwoods,
    m.store_region_hardwoods_text,
  ),
  region(
    {
      id: 'softer-hardwoods',
      includes: (_species, group) => group.kind === 'softer-hardwood',
    },
    m.store_region_softer_hardwoods,
    m.store_region_softer_hardwoods_text,
  ),
  region(
    {
      id: 'stronger-hardwoods',
      includes: (_species, group) => group.kind === 'stronger-hardwood',
    },
    m.store_region_stronger_hardwoods,
    m.store_region_stronger_hardwoods_text,
  ),
  region(
    {
      id: 'native-acadian',
      includes: (_species, group) => group.origin === 'native',
      page: paths.nativeAcadian,
    },
    m.store_region_native_acadian,
    m.store_region_native_acadian_text,
  ),
  region(
    {
      id: 'northern',
      includes: (species, group) => group.origin === 'native' && species.northern === true,
    },
    m.store_region_northern,
    m.store_region_northern_text,
  ),
  region(
    {
      id: 'exotics',
      includes: (_species, group) => group.origin === 'exotic',
      page: paths.exotics,
    },
    m.store_region_exotics,
    m.store_region_exotics_text,
  ),
];

export function findRegion(id: string | null): Region | undefined {
  return REGIONS.find((region) => region.id === id);
}

export function getRegion(id: RegionId): Region {
  const region = findRegion(id);
  if (!region) throw new Error(`Unknown species region: ${id}`);
  return region;
}

/** The groups of a region, each with only the region's species; empty groups are left out. Numbers are kept. */
export function groupsInRegion(region: Region): SpeciesGroup[] {
  return SPECIES_GROUPS.map((group) =>
    // A copy that keeps the group's name a getter (a spread would freeze it in the language of the moment).
    Object.defineProperties(
      {},
      {
        ...Object.getOwnPropertyDescriptors(group),
        species: { value: group.species.filter((species) => region.includes(species, group)), enumerable: true },
      },
    ) as SpeciesGroup,
  ).filter((group) => group.species.length > 0);
}

export function countSpecies(groups: readonly SpeciesGroup[]): number {
  return groups.reduce((total, group) => total + group.species.length, 0);
}

export type SpfSpeciesId = 'black-spruce' | 'white-spruce' | 'red-spruce' | 'balsam-fir' | 'jack-pine';

/** The /spfsample entries, in the spec's order (their notes are on that page, src/features/species/spf-sample.tsx). */
export const SPF_SAMPLE: readonly SpfSpeciesId[] = ['black-spruce', 'white-spruce', 'red-spruce', 'balsam-fir', 'jack-pine'];

export function findSpecies(id: SpeciesId): Species {
  for (const group of SPECIES_GROUPS) {
    const found = group.species.find((species) => species.id === id);
    if (found) return found;
  }
  throw new Error(`Unknown species: ${id}`);
}
