// @vitest-environment node
// The message catalogue (issue 17): every key in both languages, none empty,
// the same placeholders in each, one area per key. And no message is called
// while a module loads, which would freeze it in English.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { load, root, settings, texts, type Catalogue, type Message } from './catalogue';

const locales = settings.locales;
const patterns = settings['plugin.inlang.messageFormat'].pathPattern;

const areaOf = (pattern: string) => /messages\/(\w+)\/\{locale\}\.json$/.exec(pattern)?.[1];

/** The placeholders a message takes ({name}), from its texts and its declared inputs. */
function placeholders(message: Message): string[] {
  const names = new Set<string>();
  for (const text of texts(message)) for (const match of text.matchAll(/\{(\w+)\}/g)) names.add(match[1]!);
  if (typeof message !== 'string') {
    for (const variant of message) for (const declaration of variant.declarations ?? []) {
      const input = /^input (\w+)$/.exec(declaration);
      if (input) names.add(input[1]!);
    }
  }
  return [...names].sort();
}

describe('the message catalogue', () => {
  it('has the two languages of the site, English first', () => {
    expect(settings.baseLocale).toBe('en-CA');
    expect(locales).toEqual(['en-CA', 'fr-CA']);
  });

  it('lists every area folder under messages/, and each area has a file per language', () => {
    const folders = readdirSync(join(root, 'messages'), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    expect(patterns.map(areaOf).sort()).toEqual(folders.sort());
    for (const folder of folders) expect(readdirSync(join(root, 'messages', folder)).sort()).toEqual(locales.map((locale) => `${locale}.json`));
  });

  it.each(patterns)('%s: every key in both languages, none empty, the same placeholders', (pattern) => {
    const area = areaOf(pattern)!;
    const [english, french] = locales.map((locale) => load(pattern, locale)) as [Catalogue, Catalogue];
    expect(Object.keys(french).sort()).toEqual(Object.keys(english).sort());
    for (const [key, message] of Object.entries(english)) {
      expect(key, `${key} belongs to area ${area}`).toMatch(new RegExp(`^${area}_[a-z0-9_]+$`));
      for (const [locale, catalogue] of [['en-CA', english], ['fr-CA', french]] as const) {
        for (const text of texts(catalogue[key]!)) expect(text.trim(), `${locale} ${key} is empty`).not.toBe('');
      }
      expect(placeholders(french[key]!), `${key}: placeholders`).toEqual(placeholders(message));
    }
  });

  it('has no key twice across areas', () => {
    const keys = patterns.flatMap((pattern) => Object.keys(load(pattern, 'en-CA')));
    expect(keys.length).toBeGreaterThan(0);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('messages are read when shown', () => {
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'paraglide' ? [] : sources(path);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
    });

  it('calls no message at the top level of a module (that would freeze the language it loaded in)', () => {
    const offenders = sources(join(root, 'src')).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ line, index }))
        // A top-level statement (no indentation) that calls m.x(…).
        .filter(({ line }) => /^(export )?(const|let|var) .*\bm\.\w+\(/.test(line))
        .map(({ index }) => `${relative(root, file)}:${index + 1}`),
    );
    expect(offenders).toEqual([]);
  });
});
