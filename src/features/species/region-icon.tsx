// Small decorative drawings for the selector's region tiles.
import type { RegionId } from './species-data';

const drawings: Record<RegionId, React.ReactNode> = {
  softwoods: (
    <>
      <path d="M24 4 12 20h6L9 32h8L6 44h36L31 32h8l-9-12h6z" fill="currentColor" />
      <rect x="21.5" y="44" width="5" height="4" fill="currentColor" opacity="0.7" />
    </>
  ),
  hardwoods: (
    <>
      <circle cx="14" cy="24" r="10" fill="currentColor" />
      <circle cx="34" cy="24" r="10" fill="currentColor" />
      <circle cx="24" cy="14" r="12" fill="currentColor" />
      <circle cx="24" cy="27" r="9" fill="currentColor" />
      <path d="M22 32h4v16h-4z" fill="currentColor" opacity="0.7" />
    </>
  ),
  'softer-hardwoods': (
    <path
      d="M24 4c9 8 13 17 13 25 0 8-6 13-13 13S11 37 11 29c0-8 4-17 13-25zm0 6v40"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      strokeLinejoin="round"
    />
  ),
  'stronger-hardwoods': (
    <>
      <path d="M12 20c0-7 5-11 12-11s12 4 12 11z" fill="currentColor" />
      <path d="M14 22h20c0 12-4 20-10 22-6-2-10-10-10-22z" fill="currentColor" opacity="0.75" />
      <path d="M24 9V4" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  'native-acadian': (
    <>
      <path d="M15 8 6 22h4l-6 10h22l-6-10h4z" fill="currentColor" />
      <circle cx="33" cy="20" r="11" fill="currentColor" opacity="0.75" />
      <path d="M14 32v10M33 30v12M3 44h42" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  northern: (
    <>
      <circle cx="24" cy="24" r="19" fill="none" stroke="currentColor" strokeWidth="3" />
      <path d="M24 8l6 16h-12z" fill="currentColor" />
      <path d="M24 40l-6-16h12z" fill="currentColor" opacity="0.45" />
    </>
  ),
  exotics: (
    <>
      <circle cx="24" cy="24" r="19" fill="none" stroke="currentColor" strokeWidth="3" />
      <path
        d="M5 24h38M24 5c-6 6-8 12-8 19s2 13 8 19M24 5c6 6 8 12 8 19s-2 13-8 19"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
      />
    </>
  ),
};

export function RegionIcon({ region, className }: { region: RegionId; className?: string }) {
  return (
    <svg className={className} width="48" height="48" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      {drawings[region]}
    </svg>
  );
}
