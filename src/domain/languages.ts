// The two languages of the site (issue 17). A form's record keeps the one it
// was made in, so the consortium answers in it; option values, roles and
// statuses stay language-neutral.

export const LANGUAGES = ['en-CA', 'fr-CA'] as const;

export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en-CA';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
