// The store landing's filters (spec §2 /store). They are not wired to any
// search yet: the page keeps their state while it is open and nothing else.
// The values stay English in both languages (they are what a search will
// send); the labels people read are messages, looked up in store-landing.tsx.

export const CARBON_OPTIONS = ['Any', 'Low', 'Medium', 'High'] as const;
export const SOURCE_OPTIONS = ['Salvage', 'Urban', 'Woodlot', 'Any'] as const;
export const URGENCY_OPTIONS = ['Shopping', 'Just Browsing'] as const;

export type Carbon = (typeof CARBON_OPTIONS)[number];
export type Source = (typeof SOURCE_OPTIONS)[number];
export type Urgency = (typeof URGENCY_OPTIONS)[number];

export interface StoreFilters {
  postalCode: string;
  local: boolean;
  carbon: Carbon;
  source: Source;
  urgency: Urgency;
}

export const DEFAULT_STORE_FILTERS: StoreFilters = {
  postalCode: '',
  local: false,
  carbon: 'Any',
  source: 'Any',
  urgency: 'Just Browsing',
};
