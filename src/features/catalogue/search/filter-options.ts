// The store's filter options (spec §2 /store). The values are the spec's, in
// English in both languages; the labels people read are messages, looked up
// in filters-panel.tsx. In the URL and for the search they are the domain's
// lower-case ids ('Low' is the carbon class 'low', 'Salvage' the source
// 'salvage'), the same words.
import type { CarbonClass } from '../../../domain/catalogue/carbon';
import type { PieceSource } from '../../../domain/catalogue/piece';

export const CARBON_OPTIONS = ['Any', 'Low', 'Medium', 'High'] as const;
export const SOURCE_OPTIONS = ['Salvage', 'Urban', 'Woodlot', 'Any'] as const;
export const URGENCY_OPTIONS = ['Shopping', 'Just Browsing'] as const;

export type Carbon = (typeof CARBON_OPTIONS)[number];
export type Source = (typeof SOURCE_OPTIONS)[number];
export type Urgency = (typeof URGENCY_OPTIONS)[number];

type Lower<T extends string> = Lowercase<T>;

/** A spec option as the search's value. */
export function fromOption<T extends Carbon | Source>(option: T): Lower<T> {
  return option.toLowerCase() as Lower<T>;
}

/** The spec option shown for a search value. */
export function toOption<T extends Carbon | Source>(options: readonly T[], value: CarbonClass | PieceSource | 'any'): T {
  return options.find((option) => option.toLowerCase() === value) ?? options.find((option) => option === 'Any')!;
}
