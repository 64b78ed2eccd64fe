// The species the store sells, their ten numbered groups (spec §2
// /byspeciesfilter) and the regions of the species selector. Every species
// list on the site (the selector, /softwoods, /hardwoods, /nativeacadian,
// /exotics, /spfsample) is derived from this one module.
import { paths } from '../../config/paths';

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
  name: string;
  botanical: string;
  /** One line on the wood and its uses. */
  note: string;
  /** Also grows in the northern (boreal) forest, beyond the Acadian forest. */
  northern?: boolean;
}

export interface SpeciesGroup {
  /** The group's number in the simple view, 1 to 10. */
  number: number;
  name: string;
  kind: WoodKind;
  origin: Origin;
  species: Species[];
}

export const SPECIES_GROUPS: readonly SpeciesGroup[] = [
  {
    number: 1,
    name: 'S-P-F',
    kind: 'softwood',
    origin: 'native',
    species: [
      { id: 'black-spruce', name: 'Black Spruce', botanical: 'Picea mariana', northern: true, note: 'Slow-grown and tight-ringed; strong and stiff for its weight.' },
      { id: 'red-spruce', name: 'Red Spruce', botanical: 'Picea rubens', note: 'The signature conifer of the Acadian forest; straight-grained framing lumber.' },
      { id: 'white-spruce', name: 'White Spruce', botanical: 'Picea glauca', northern: true, note: 'Pale and even-textured; framing lumber and millwork.' },
      { id: 'balsam-fir', name: 'Balsam Fir', botanical: 'Abies balsamea', northern: true, note: 'Light, soft and abundant; sold with the spruces as SPF lumber.' },
      { id: 'jack-pine', name: 'Jack Pine', botanical: 'Pinus banksiana', northern: true, note: 'A fire-adapted pine of sandy ground; framing, posts and poles.' },
    ],
  },
  {
    number: 2,
    name: 'Industrial',
    kind: 'softwood',
    origin: 'native',
    species: [
      { id: 'hemlock', name: 'Hemlock', botanical: 'Tsuga canadensis', note: 'Heavy and stiff for a softwood; barn framing, decking and timbers.' },
      { id: 'larch', name: 'Larch', botanical: 'Larix laricina', northern: true, note: 'Tamarack: dense, resinous and durable; the traditional wood for ship knees.' },
      { id: 'red-pine', name: 'Red Pine', botanical: 'Pinus resinosa', note: 'Straight and widely planted; takes treatment well for poles and posts.' },
    ],
  },
  {
    number: 3,
    name: 'Other',
    kind: 'softwood',
    origin: 'native',
    species: [
      { id: 'white-pine', name: 'White Pine', botanical: 'Pinus strobus', note: 'Soft, stable and easy to work; the old mast pine, now panelling and trim.' },
      { id: 'white-cedar', name: 'White Cedar', botanical: 'Thuja occidentalis', note: 'Light and naturally rot-resistant; shingles, posts and boat strips.' },
    ],
  },
  {
    number: 4,
    name: 'Exotic Softwoods',
    kind: 'softwood',
    origin: 'exotic',
    species: [
      { id: 'scots-pine', name: 'Scots Pine', botanical: 'Pinus sylvestris', note: 'A European pine planted across the region; general-purpose lumber.' },
      { id: 'austrian-pine', name: 'Austrian Pine', botanical: 'Pinus nigra', note: 'Planted for windbreaks and on the coast; knotty and resinous.' },
      { id: 'norway-spruce', name: 'Norway Spruce', botanical: 'Picea abies', note: 'A European plantation spruce, used much like our native spruces.' },
      { id: 'colorado-spruce', name: 'Colorado Spruce', botanical: 'Picea pungens', note: 'The blue spruce of yards and parks; mostly salvaged urban trees.' },
    ],
  },
  {
    number: 5,
    name: 'Poplars',
    kind: 'softer-hardwood',
    origin: 'native',
    species: [
      { id: 'bigtooth-aspen', name: 'Bigtooth Aspen', botanical: 'Populus grandidentata', note: 'Fast-growing and pale; panelling, pallets and engineered wood.' },
      { id: 'trembling-aspen', name: 'Trembling Aspen', botanical: 'Populus tremuloides', northern: true, note: 'Light and even-textured; sauna benches, panelling and OSB.' },
      { id: 'balsam-poplar', name: 'Balsam Poplar', botanical: 'Populus balsamifera', northern: true, note: 'A poplar of wet ground; light, soft wood for crating and boxes.' },
    ],
  },
  {
    number: 6,
    name: 'Softer Acadian Hardwoods',
    kind: 'softer-hardwood',
    origin: 'native',
    species: [
      { id: 'red-maple', name: 'Red Maple', botanical: 'Acer rubrum', note: 'Soft maple: workable, often figured; furniture and flooring.' },
      { id: 'white-birch', name: 'White Birch', botanical: 'Betula papyrifera', northern: true, note: 'Paper birch: pale and fine-grained; turnings, dowels and firewood.' },
      { id: 'gray-birch', name: 'Gray Birch', botanical: 'Betula populifolia', note: 'A small birch of old fields; turnery and firewood.' },
      { id: 'speckled-alder', name: 'Speckled Alder', botanical: 'Alnus incana subsp. rugosa', note: 'A shrubby tree of stream banks; small stock for crafts and smoking.' },
    ],
  },
  {
    number: 7,
    name: 'Softer Exotic Hardwoods',
    kind: 'softer-hardwood',
    origin: 'exotic',
    species: [{ id: 'basswood', name: 'Basswood', botanical: 'Tilia americana', note: 'Very soft and even-grained; the carver’s wood.' }],
  },
  {
    number: 8,
    name: 'Common Acadian Hardwoods',
    kind: 'stronger-hardwood',
    origin: 'native',
    species: [
      { id: 'red-oak', name: 'Red Oak', botanical: 'Quercus rubra', note: 'Strong and open-grained; flooring, furniture and timber frames.' },
      { id: 'yellow-birch', name: 'Yellow Birch', botanical: 'Betula alleghaniensis', note: 'Hard, heavy and golden; furniture, cabinets and flooring.' },
      { id: 'sugar-maple', name: 'Sugar Maple', botanical: 'Acer saccharum', note: 'Hard maple: dense and wear-resistant; floors and butcher blocks.' },
    ],
  },
  {
    number: 9,
    name: 'Other Strong Acadian Hardwoods',
    kind: 'stronger-hardwood',
    origin: 'native',
    species: [
      { id: 'ironwood', name: 'Ironwood', botanical: 'Ostrya virginiana', note: 'Hophornbeam: among the hardest native woods; handles and mallets.' },
      { id: 'beech', name: 'Beech', botanical: 'Fagus grandifolia', note: 'Hard and heavy, bends well when steamed; furniture and floors.' },
      { id: 'burr-oak', name: 'Burr Oak', botanical: 'Quercus macrocarpa', note: 'A hardy oak of river valleys; heavy, durable heartwood.' },
    ],
  },
  {
    number: 10,
    name: 'Strong Exotic Hardwoods',
    kind: 'stronger-hardwood',
    origin: 'exotic',
    species: [
      { id: 'black-locust', name: 'Black Locust', botanical: 'Robinia pseudoacacia', note: 'Planted from the south; very durable heartwood for posts and decks.' },
    ],
  },
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
  label: string;
  description: string;
  /** Which species of a group belong to the region. */
  includes: (species: Species, group: SpeciesGroup) => boolean;
  /** The region's own page, where it has one. */
  page?: string;
}

/** The clickable regions of the selector's regular view, in diagram order. */
export const REGIONS: readonly Region[] = [
  {
    id: 'softwoods',
    label: 'Softwoods',
    description: 'Conifers: spruce, fir, pine, hemlock, larch and cedar.',
    includes: (_species, group) => group.kind === 'softwood',
    page: paths.softwoods,
  },
  {
    id: 'hardwoods',
    label: 'Hardwoods',
    description: 'Broadleaf trees, from light poplars to dense oak and maple.',
    includes: (_species, group) => group.kind !== 'softwood',
    page: paths.hardwoods,
  },
  {
    id: 'softer-hardwoods',
    label: 'Softer Hardwoods',
    description: 'Poplars, soft maple, birches, alder and basswood.',
    includes: (_species, group) => group.kind === 'softer-hardwood',
  },
  {
    id: 'stronger-hardwoods',
    label: 'Stronger Hardwoods',
    description: 'Oak, hard maple, yellow birch, beech, ironwood and locust.',
    includes: (_species, group) => group.kind === 'stronger-hardwood',
  },
  {
    id: 'native-acadian',
    label: 'Native Acadian',
    description: 'Trees native to the mixed Acadian forest of the Maritimes.',
    includes: (_species, group) => group.origin === 'native',
    page: paths.nativeAcadian,
  },
  {
    id: 'northern',
    label: 'Northern',
    description: 'Native trees whose range reaches north into the boreal forest.',
    includes: (species, group) => group.origin === 'native' && species.northern === true,
  },
  {
    id: 'exotics',
    label: 'Exotics',
    description: 'Trees planted here from elsewhere, often salvaged from towns.',
    includes: (_species, group) => group.origin === 'exotic',
    page: paths.exotics,
  },
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
  return SPECIES_GROUPS.map((group) => ({
    ...group,
    species: group.species.filter((species) => region.includes(species, group)),
  })).filter((group) => group.species.length > 0);
}

export function countSpecies(groups: readonly SpeciesGroup[]): number {
  return groups.reduce((total, group) => total + group.species.length, 0);
}

export type SpfSpeciesId = 'black-spruce' | 'white-spruce' | 'red-spruce' | 'balsam-fir' | 'jack-pine';

export interface SpfNotes {
  historical: string;
  technical: string;
  ecological: string;
  cultural: string;
}

/** The /spfsample entries, in the spec's order, with short notes under each heading. */
export const SPF_SAMPLE: readonly { id: SpfSpeciesId; notes: SpfNotes }[] = [
  {
    id: 'black-spruce',
    notes: {
      historical: 'A mainstay of the pulp and paper mills of New Brunswick and Newfoundland.',
      technical: 'Dense, narrow growth rings give high strength and stiffness for its weight.',
      ecological: 'Grows on bogs and cold, poor ground where few other trees can.',
      cultural: 'Spruce gum was chewed and spruce tips brewed into beer.',
    },
  },
  {
    id: 'white-spruce',
    notes: {
      historical: 'Took over abandoned farm fields across the Maritimes as farms were given up.',
      technical: 'Light-coloured and even-textured; machines and glues well.',
      ecological: 'Tolerates wind and salt spray; common on coasts and old pastures.',
      cultural: 'Its split roots were used to sew birchbark canoes together.',
    },
  },
  {
    id: 'red-spruce',
    notes: {
      historical: 'Became the main export lumber of the Maritimes in the later 1800s, as the great pines ran out.',
      technical: 'Straight-grained and stiff; the backbone of local SPF framing lumber.',
      ecological: 'Long-lived and shade-tolerant; the characteristic conifer of the Acadian forest.',
      cultural: 'Nova Scotia’s provincial tree, and prized by luthiers for guitar tops.',
    },
  },
  {
    id: 'balsam-fir',
    notes: {
      historical: 'Long treated as a lesser wood, now graded and sold with the spruces.',
      technical: 'Light and soft with little resin in the wood; easy to nail and work.',
      ecological: 'Regenerates densely under the canopy; the favourite host of spruce budworm.',
      cultural: 'The Christmas tree and wreath trade is built on it.',
    },
  },
  {
    id: 'jack-pine',
    notes: {
      historical: 'Used for railway ties and mine timbers as the railways pushed north.',
      technical: 'Moderately strong with more knots than the spruces; takes preservatives well.',
      ecological: 'Its cones open in the heat of fire, reseeding burned ground.',
      cultural: 'Tom Thomson’s famous painting of a lone jack pine made it an emblem of the Canadian north.',
    },
  },
];

export function findSpecies(id: SpeciesId): Species {
  for (const group of SPECIES_GROUPS) {
    const found = group.species.find((species) => species.id === id);
    if (found) return found;
  }
  throw new Error(`Unknown species: ${id}`);
}
