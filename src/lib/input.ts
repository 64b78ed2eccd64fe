// Input behaviour shared by every form field (spec §5 "Generic input
// behaviour"): what a value becomes while it is typed and when the field is
// left. Pure string functions (the counter's words in the page's language), so
// the field components, the schemas and the tests all agree on one definition.
import { m } from '../i18n';

/** Characters as a person counts them: code points, so an emoji or an accented letter counts once. */
export function characterCount(value: string): number {
  let count = 0;
  // Iterating a string walks code points, not UTF-16 units.
  for (const _ of value) count += 1;
  return count;
}

/** While typing a one-line field: leading whitespace goes, any run of whitespace becomes one space. */
export function collapseWhitespace(value: string): string {
  return value.replace(/^\s+/, '').replace(/\s+/g, ' ');
}

/** When a field is left: no whitespace at either end. */
export function trimOnBlur(value: string): string {
  return value.trim();
}

/** Any run of line breaks (with blank or space-only lines between them) becomes a single newline. */
export function foldLineBreaks(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(/[^\S\n]*\n\s*/g, '\n');
}

/**
 * While typing in a textarea: leading whitespace goes, line breaks fold to one
 * newline and other runs of whitespace become one space.
 */
export function normalizeTextarea(value: string): string {
  return foldLineBreaks(value)
    .replace(/[^\S\n]+/g, ' ')
    .replace(/^\s+/, '');
}

/** The number a textarea counter shows: extra whitespace is not counted. */
export function textareaLength(value: string): number {
  return characterCount(normalizeTextarea(value).trim());
}

/**
 * 'N characters remaining' or 'N characters over the M character limit' (spec
 * §5, word for word), in the page's language.
 */
export function counterText(value: string, max: number): string {
  const remaining = max - textareaLength(value);
  return remaining >= 0 ? m.shell_counter_remaining({ count: remaining }) : m.shell_counter_over({ count: -remaining, max });
}

/** Postal codes are upper case as typed (locale-independent, so 'i' never becomes a dotted 'İ'). */
export function toPostalCodeCase(value: string): string {
  return collapseWhitespace(value).toUpperCase();
}

/**
 * Adds files to a list; a file with the same name as one already listed
 * replaces it in place (spec §5 "Files").
 */
export function mergeFilesByName<F extends { name: string }>(current: readonly F[], added: readonly F[]): F[] {
  const merged = [...current];
  for (const file of added) {
    const index = merged.findIndex((existing) => existing.name === file.name);
    if (index === -1) merged.push(file);
    else merged[index] = file;
  }
  return merged;
}
