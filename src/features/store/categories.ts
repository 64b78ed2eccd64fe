// The categories of /searchtypesize (spec §2): Knees and Sweeps are open;
// Burls, Boardwalk and Buildings have pages but their search buttons are
// disabled; Spars, Timber, Live Edge and Furniture are disabled. The texts
// are messages, called where they are shown, so they read the page's language.
import { paths } from '../../config/paths';
import { m } from '../../i18n';
import type { StoreIconName } from './store-icons';

export type CategoryState = 'active' | 'linked-disabled' | 'disabled';

type Text = () => string;

export interface Category {
  id: StoreIconName;
  name: Text;
  description: Text;
  /** The name of its (enabled or disabled) search button: "Browse knees". */
  browse: Text;
  state: CategoryState;
  /** The category's page, for active and linked-but-disabled categories. */
  to?: string;
  /** The link to the page of a linked-but-disabled category, and that page's heading: "About burls". */
  about?: Text;
}

export const CATEGORIES: readonly Category[] = [
  {
    id: 'knees',
    name: m.store_category_knees,
    description: m.store_category_knees_text,
    browse: m.store_category_knees_browse,
    state: 'active',
    to: paths.knees,
  },
  {
    id: 'sweeps',
    name: m.store_category_sweeps,
    description: m.store_category_sweeps_text,
    browse: m.store_category_sweeps_browse,
    state: 'active',
    to: paths.sweeps,
  },
  {
    id: 'burls',
    name: m.store_category_burls,
    description: m.store_category_burls_text,
    browse: m.store_category_burls_browse,
    state: 'linked-disabled',
    to: paths.burls,
    about: m.store_category_burls_about,
  },
  {
    id: 'boardwalk',
    name: m.store_category_boardwalk,
    description: m.store_category_boardwalk_text,
    browse: m.store_category_boardwalk_browse,
    state: 'linked-disabled',
    to: paths.boardwalk,
    about: m.store_category_boardwalk_about,
  },
  {
    id: 'buildings',
    name: m.store_category_buildings,
    description: m.store_category_buildings_text,
    browse: m.store_category_buildings_browse,
    state: 'linked-disabled',
    to: paths.buildings,
    about: m.store_category_buildings_about,
  },
  {
    id: 'spars',
    name: m.store_category_spars,
    description: m.store_category_spars_text,
    browse: m.store_category_spars_browse,
    state: 'disabled',
  },
  {
    id: 'timber',
    name: m.store_category_timber,
    description: m.store_category_timber_text,
    browse: m.store_category_timber_browse,
    state: 'disabled',
  },
  {
    id: 'live-edge',
    name: m.store_category_live_edge,
    description: m.store_category_live_edge_text,
    browse: m.store_category_live_edge_browse,
    state: 'disabled',
  },
  {
    id: 'furniture',
    name: m.store_category_furniture,
    description: m.store_category_furniture_text,
    browse: m.store_category_furniture_browse,
    state: 'disabled',
  },
];

export type CategoryPageId = 'burls' | 'boardwalk' | 'buildings';

export function getCategory(id: CategoryPageId): Category {
  const category = CATEGORIES.find((candidate) => candidate.id === id);
  if (!category) throw new Error(`Unknown category: ${id}`);
  return category;
}
