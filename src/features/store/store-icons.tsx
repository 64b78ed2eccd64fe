// Small decorative drawings for the store's search boxes and categories.
import type { ReactNode } from 'react';

export type StoreIconName =
  | 'type-size'
  | 'species'
  | 'performance'
  | 'knees'
  | 'sweeps'
  | 'burls'
  | 'boardwalk'
  | 'buildings'
  | 'spars'
  | 'timber'
  | 'live-edge'
  | 'furniture'
  | 'custom';

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 3, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

const drawings: Record<StoreIconName, ReactNode> = {
  'type-size': (
    <>
      <rect x="6" y="22" width="36" height="12" rx="2" {...stroke} />
      <path d="M6 14h36M6 10v8M42 10v8" {...stroke} />
    </>
  ),
  species: (
    <>
      <path d="M18 6 8 22h5L6 34h24l-7-12h5z" fill="currentColor" opacity="0.85" />
      <circle cx="34" cy="22" r="9" fill="currentColor" opacity="0.6" />
      <path d="M18 34v8M34 31v11M4 42h40" {...stroke} />
    </>
  ),
  performance: (
    <>
      <path d="M8 34a16 16 0 0 1 32 0" {...stroke} />
      <path d="M24 34l8-10" {...stroke} />
      <circle cx="24" cy="34" r="3" fill="currentColor" />
    </>
  ),
  knees: <path d="M10 6v30a6 6 0 0 0 6 6h26v-9H22a3 3 0 0 1-3-3V6z" fill="currentColor" opacity="0.85" />,
  sweeps: <path d="M4 38C10 18 22 10 44 8v9C27 19 17 25 13 40z" fill="currentColor" opacity="0.85" />,
  burls: (
    <>
      <path d="M20 4v40M28 4v40" {...stroke} />
      <circle cx="24" cy="24" r="12" fill="currentColor" opacity="0.85" />
      <path d="M19 22c2-4 8-4 10 0s-3 7-5 4" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
    </>
  ),
  boardwalk: (
    <>
      <path d="M4 30h40M4 36h40" {...stroke} />
      <path d="M8 30v12M40 30v12M14 24h20" {...stroke} />
    </>
  ),
  buildings: (
    <>
      <path d="M6 22 24 8l18 14" {...stroke} />
      <path d="M11 19v23h26V19M20 42V30h8v12" {...stroke} />
    </>
  ),
  spars: <path d="M8 40 40 8M14 40l-6 0 0-6" {...stroke} />,
  timber: (
    <>
      <rect x="10" y="10" width="28" height="28" rx="2" {...stroke} />
      <circle cx="24" cy="24" r="6" {...stroke} />
    </>
  ),
  'live-edge': <path d="M6 16c6-6 10 2 16-3s12 1 20-3v26H6z" fill="currentColor" opacity="0.85" />,
  furniture: <path d="M14 6v36M14 24h20v18M14 24V6M34 24V14" {...stroke} />,
  custom: (
    <>
      <circle cx="21" cy="21" r="12" {...stroke} />
      <path d="M30 30l12 12" {...stroke} />
    </>
  ),
};

export function StoreIcon({ name, className }: { name: StoreIconName; className?: string }) {
  return (
    <svg className={className} width="48" height="48" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      {drawings[name]}
    </svg>
  );
}
