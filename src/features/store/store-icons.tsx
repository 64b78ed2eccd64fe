// Small decorative drawings for the store's search boxes and categories. The
// drawings are symbols of one static sprite (public/store-icons.svg), so they
// cost the pages' scripts nothing; <use> draws them in the icon's CSS color.

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

/** The sprite in public/: served as is, at the site's root. */
export const STORE_ICONS_SPRITE = '/store-icons.svg';

export function StoreIcon({ name, className }: { name: StoreIconName; className?: string }) {
  return (
    <svg className={className} width="48" height="48" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <use href={`${STORE_ICONS_SPRITE}#${name}`} />
    </svg>
  );
}
