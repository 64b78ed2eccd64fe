// The message catalogue as the Node-side tests read it (issues 17 and 21): the
// inlang settings, one area's messages in one language, and a message's texts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const root = join(import.meta.dirname, '../..');

export const settings = JSON.parse(readFileSync(join(root, 'project.inlang/settings.json'), 'utf8')) as {
  baseLocale: string;
  locales: string[];
  'plugin.inlang.messageFormat': { pathPattern: string[] };
};

/** A message: plain text, or the variants of a plural. */
export type Message = string | { declarations?: string[]; match?: Record<string, string> }[];
export type Catalogue = Record<string, Message>;

/** One area's catalogue (a settings path pattern) in one language. */
export const load = (pattern: string, locale: string): Catalogue =>
  JSON.parse(readFileSync(join(root, pattern.replace('{locale}', locale)), 'utf8')) as Catalogue;

/** The texts of a message: itself, or each variant of a plural. */
export function texts(message: Message): string[] {
  return typeof message === 'string' ? [message] : message.flatMap((variant) => Object.values(variant.match ?? {}));
}
