// The demo stock the local backend seeds: 40 knees and sweeps across the six
// partners' yards, in the sizes boat builders and timber framers ask for.
// Hackmatack (tamarack, 'larch') knees for boats have arms of 300–900 mm;
// spruce and oak knee braces for frames are heavier; sweeps for frames and
// stems have radii of 1.5–6 m, their rise the sagitta of that radius over the
// span (to the tenth). Yards, towns and prices are realistic, not real; the
// photos are left empty because the demo has no files to show.
import type { Availability, Drying, Grade, PartnerId, Piece, PieceSource, SpeciesId } from './piece';

/** Each partner's yard: a town of the Atlantic provinces and a postal code of that town's area. */
export const SEED_YARDS: Readonly<Record<PartnerId, { town: string; postalCode: string }>> = {
  originator: { town: 'Lunenburg', postalCode: 'B0J 2C0' },
  woodlot: { town: 'Sussex', postalCode: 'E4E 2N9' },
  harvester: { town: 'Doaktown', postalCode: 'E9C 1G6' },
  sawyer: { town: 'Montague', postalCode: 'C0A 1R0' },
  remanufacturer: { town: 'Truro', postalCode: 'B2N 5A9' },
  architect: { town: "St. John's", postalCode: 'A1C 5M2' },
};

interface Details {
  source: PieceSource;
  drying: Drying;
  /** Dollars, for reading; stored in cents. null: price on request. */
  price: number | null;
  grade?: Grade;
  note?: string;
  availability?: Availability;
}

function listed(id: string, partnerId: PartnerId, species: SpeciesId, details: Details) {
  return {
    id,
    partnerId,
    species,
    grade: details.grade ?? 'ungraded',
    source: details.source,
    drying: details.drying,
    ...SEED_YARDS[partnerId],
    photos: [],
    priceCents: details.price === null ? null : details.price * 100,
    note: details.note ?? '',
    availability: details.availability ?? 'available',
  };
}

/** A knee: arm length, arm depth, leg length, leg depth, thickness, in mm. */
function knee(id: string, partnerId: PartnerId, species: SpeciesId, size: [number, number, number, number, number], details: Details): Piece {
  const [armLength, armDepth, legLength, legDepth, thickness] = size;
  return { ...listed(id, partnerId, species, details), kind: 'knee', measures: { armLength, armDepth, legLength, legDepth, thickness } };
}

/** A sweep: span, rise, thickness, and the radius where the partner measured it, in mm. */
function sweep(id: string, partnerId: PartnerId, species: SpeciesId, size: [number, number, number, number?], details: Details): Piece {
  const [span, rise, thickness, radius] = size;
  return { ...listed(id, partnerId, species, details), kind: 'sweep', measures: { span, rise, thickness, ...(radius === undefined ? {} : { radius }) } };
}

const greenWoodlot = { source: 'woodlot', drying: 'green' } as const;
const airWoodlot = { source: 'woodlot', drying: 'air-dried' } as const;

export const SEED_PIECES: readonly Piece[] = [
  // Lunenburg: the originator gathers hackmatack knees for the boat shops along the South Shore.
  knee('knee-01', 'originator', 'larch', [310, 90, 280, 85, 50], { ...greenWoodlot, price: 95, note: 'Small hanging knee for a dory or a skiff.' }),
  knee('knee-02', 'originator', 'larch', [450, 110, 400, 105, 65], { ...greenWoodlot, price: 160, note: 'Tight grain round the crook, no shake.' }),
  knee('knee-03', 'originator', 'larch', [620, 140, 540, 130, 75], { ...greenWoodlot, price: 240 }),
  knee('knee-04', 'originator', 'larch', [880, 175, 760, 165, 100], { ...greenWoodlot, price: 420, note: 'Lodging knee size; root flare on the leg.', availability: 'reserved' }),
  knee('knee-05', 'originator', 'larch', [520, 120, 470, 115, 60], { ...airWoodlot, price: 190, note: 'Air-dried two summers under cover.' }),
  sweep('sweep-01', 'originator', 'larch', [900, 69.1, 75], { ...greenWoodlot, price: 180, note: 'Frame futtock stock.' }),
  sweep('sweep-02', 'originator', 'larch', [1200, 102.9, 90, 1800], { ...greenWoodlot, price: 260 }),
  // Sussex: a family woodlot with tamarack swamps and spruce on the ridges.
  knee('knee-06', 'woodlot', 'larch', [380, 100, 350, 95, 55], { ...greenWoodlot, price: 120 }),
  knee('knee-07', 'woodlot', 'larch', [700, 150, 600, 140, 90], { ...greenWoodlot, price: 300 }),
  knee('knee-08', 'woodlot', 'black-spruce', [420, 100, 390, 95, 60], { ...greenWoodlot, price: 110, note: 'Spruce root knee, light and stiff.' }),
  knee('knee-09', 'woodlot', 'red-spruce', [900, 180, 850, 175, 150], { ...airWoodlot, price: 380, note: 'Knee brace for a post-and-beam frame.' }),
  sweep('sweep-03', 'woodlot', 'red-spruce', [1800, 138.2, 150], { ...airWoodlot, price: 340, note: 'Curved collar tie.' }),
  sweep('sweep-04', 'woodlot', 'larch', [1000, 80.1, 70], { ...greenWoodlot, price: 170 }),
  sweep('sweep-05', 'woodlot', 'white-spruce', [2400, 163, 175, 4500], { ...airWoodlot, price: 520, grade: 'no-1' }),
  // Doaktown: the harvester sets aside crooks and root knees at the landing.
  knee('knee-10', 'harvester', 'larch', [560, 130, 500, 125, 70], { ...greenWoodlot, price: 210, note: 'Courbe de mélèze, coupée cet automne.' }),
  knee('knee-11', 'harvester', 'larch', [760, 160, 700, 150, 95], { ...greenWoodlot, price: 340 }),
  knee('knee-12', 'harvester', 'yellow-birch', [480, 120, 430, 115, 65], { ...greenWoodlot, price: 180, note: 'Hard and heavy; for a workboat.' }),
  knee('knee-13', 'harvester', 'red-maple', [350, 95, 320, 90, 55], { ...greenWoodlot, price: 85 }),
  sweep('sweep-06', 'harvester', 'yellow-birch', [1400, 126.5, 100], { ...greenWoodlot, price: 290 }),
  sweep('sweep-07', 'harvester', 'larch', [1500, 120.2, 110, 2400], { ...greenWoodlot, price: 310, availability: 'sold' }),
  sweep('sweep-08', 'harvester', 'sugar-maple', [800, 54.3, 65], { ...airWoodlot, price: 150 }),
  // Montague: the sawyer saws sweeps for frames and keeps the knees that come off the logs.
  knee('knee-14', 'sawyer', 'red-oak', [650, 160, 600, 150, 100], { ...airWoodlot, price: 320, note: 'Quartersawn face on the arm.' }),
  knee('knee-15', 'sawyer', 'red-oak', [1100, 220, 1000, 210, 175], { ...airWoodlot, price: null, grade: 'no-1', note: 'Timber-frame knee brace; ask for a matching pair.' }),
  knee('knee-16', 'sawyer', 'white-spruce', [600, 150, 560, 145, 140], { ...airWoodlot, price: 190 }),
  knee('knee-17', 'sawyer', 'white-birch', [400, 105, 360, 100, 60], { ...greenWoodlot, price: 100 }),
  sweep('sweep-09', 'sawyer', 'red-oak', [2200, 172.2, 150, 3600], { ...airWoodlot, price: 680, grade: 'select-structural' }),
  sweep('sweep-10', 'sawyer', 'red-oak', [1600, 64.4, 125], { ...airWoodlot, price: 450, note: 'Gentle sweep for a deck beam.' }),
  sweep('sweep-11', 'sawyer', 'sugar-maple', [1100, 61.3, 90], { ...greenWoodlot, price: 240 }),
  // Truro: the remanufacturer mills town trees taken down for streets and storms, and kiln-dries to order.
  knee('knee-18', 'remanufacturer', 'red-oak', [500, 130, 460, 125, 80], { source: 'urban', drying: 'air-dried', price: 230, note: 'From a street oak taken down after a storm.' }),
  knee('knee-19', 'remanufacturer', 'sugar-maple', [450, 120, 410, 115, 75], { source: 'urban', drying: 'kiln-dried', price: 210 }),
  knee('knee-20', 'remanufacturer', 'burr-oak', [720, 170, 680, 165, 110], { source: 'urban', drying: 'air-dried', price: 360, availability: 'reserved' }),
  sweep('sweep-12', 'remanufacturer', 'red-maple', [1300, 66.7, 80], { source: 'urban', drying: 'kiln-dried', price: 260, grade: 'no-2' }),
  sweep('sweep-13', 'remanufacturer', 'white-birch', [1700, 132.1, 90, 2800], { source: 'urban', drying: 'air-dried', price: 300 }),
  // St. John's: the architect salvages timbers from outbuildings and stages taken down.
  knee('knee-21', 'architect', 'larch', [820, 170, 740, 160, 120], { source: 'salvage', drying: 'air-dried', price: 390, note: 'From a fishing stage; old bolt holes on the leg.' }),
  knee('knee-22', 'architect', 'black-spruce', [600, 140, 560, 135, 90], { source: 'salvage', drying: 'air-dried', price: 170, availability: 'sold' }),
  knee('knee-23', 'architect', 'white-spruce', [1000, 200, 950, 200, 200], { source: 'salvage', drying: 'air-dried', price: null, grade: 'no-2', note: 'Barn knee brace, 8 × 8 in.' }),
  knee('knee-24', 'architect', 'balsam-fir', [400, 100, 380, 100, 75], { source: 'salvage', drying: 'kiln-dried', price: 90 }),
  sweep('sweep-14', 'architect', 'black-spruce', [2000, 83.9, 150, 6000], { source: 'salvage', drying: 'air-dried', price: 420, note: 'Cambered rafter from a net loft.' }),
  sweep('sweep-15', 'architect', 'larch', [2600, 155.8, 200], { source: 'salvage', drying: 'air-dried', price: null, availability: 'reserved' }),
  sweep('sweep-16', 'architect', 'white-spruce', [2100, 133.4, 175, 4200], { source: 'salvage', drying: 'kiln-dried', price: 480, grade: 'no-1' }),
];
