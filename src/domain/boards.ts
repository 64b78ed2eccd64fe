// How a board is found from the page it sits on: both backends store a
// board's pathKey and look it up by the visited path, and the layout compares
// paths the same way, so the rule is written once here.

/** Paths compare case-insensitively and without a trailing slash, as the router matches them. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed.toLowerCase() || '/';
}
