// The store's Carbon filter (spec §2 /store: Any, Low, Medium, High): one
// declared rule that gives each piece a class from where its wood came from
// and how it was dried (docs/decisions/023). It ranks pieces against each
// other; it is not a measured footprint and claims no kilograms of CO₂.
//
// Why these two facts: a kiln is the largest energy use in turning a log into
// sawn wood, so a kiln-dried piece is High whatever its source; without a
// kiln, reclaimed (salvage) wood and city trees taken down anyway (urban)
// fell no new tree and are Low, while a fresh woodlot cut carries its harvest
// and haul and is Medium. Green and air-dried wood use no drying energy.
import type { Drying, PieceSource } from './piece';

export const CARBON_CLASSES = ['low', 'medium', 'high'] as const;
export type CarbonClass = (typeof CARBON_CLASSES)[number];

/** Every source and drying, each with its class: a new source or drying method fails the type check until it is placed here. */
export const CARBON_RULE: Readonly<Record<PieceSource, Readonly<Record<Drying, CarbonClass>>>> = {
  salvage: { 'air-dried': 'low', green: 'low', 'kiln-dried': 'high' },
  urban: { 'air-dried': 'low', green: 'low', 'kiln-dried': 'high' },
  woodlot: { 'air-dried': 'medium', green: 'medium', 'kiln-dried': 'high' },
};

export function carbonClass(piece: { source: PieceSource; drying: Drying }): CarbonClass {
  return CARBON_RULE[piece.source][piece.drying];
}

/** The store's Carbon filter: 'any' keeps every piece, a class keeps the pieces of that class. */
export function matchesCarbon(piece: { source: PieceSource; drying: Drying }, filter: CarbonClass | 'any'): boolean {
  return filter === 'any' || carbonClass(piece) === filter;
}
