// The categories of /searchtypesize (spec §2): Knees and Sweeps are open;
// Burls, Boardwalk and Buildings have pages but their search buttons are
// disabled; Spars, Timber, Live Edge and Furniture are disabled.
import { paths } from '../../config/paths';
import type { StoreIconName } from './store-icons';

export type CategoryState = 'active' | 'linked-disabled' | 'disabled';

export interface Category {
  id: StoreIconName;
  name: string;
  description: string;
  state: CategoryState;
  /** The category's page, for active and linked-but-disabled categories. */
  to?: string;
}

export const CATEGORIES: readonly Category[] = [
  {
    id: 'knees',
    name: 'Knees',
    description: 'Naturally curved root-and-trunk crooks for boat frames and timber-frame braces.',
    state: 'active',
    to: paths.knees,
  },
  {
    id: 'sweeps',
    name: 'Sweeps',
    description: 'Curved logs and timbers for arches, ribs, rafters and bent work.',
    state: 'active',
    to: paths.sweeps,
  },
  {
    id: 'burls',
    name: 'Burls',
    description: 'Swirling, figured outgrowths for turning, inlay and carving.',
    state: 'linked-disabled',
    to: paths.burls,
  },
  {
    id: 'boardwalk',
    name: 'Boardwalk',
    description: 'Durable decking, stringers and puncheons for trails and docks.',
    state: 'linked-disabled',
    to: paths.boardwalk,
  },
  {
    id: 'buildings',
    name: 'Buildings',
    description: 'Timber frames and building packages from regional wood.',
    state: 'linked-disabled',
    to: paths.buildings,
  },
  { id: 'spars', name: 'Spars', description: 'Long, straight poles for masts, booms and flagpoles.', state: 'disabled' },
  { id: 'timber', name: 'Timber', description: 'Sawn beams, posts and planks in structural grades.', state: 'disabled' },
  { id: 'live-edge', name: 'Live Edge', description: 'Slabs with the natural edge left on, for tables and counters.', state: 'disabled' },
  { id: 'furniture', name: 'Furniture', description: 'Furniture stock and pieces from regional makers.', state: 'disabled' },
];

export type CategoryPageId = 'burls' | 'boardwalk' | 'buildings';

export function getCategory(id: CategoryPageId): Category {
  const category = CATEGORIES.find((candidate) => candidate.id === id);
  if (!category) throw new Error(`Unknown category: ${id}`);
  return category;
}
