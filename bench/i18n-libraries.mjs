#!/usr/bin/env node
// Issue 17 (docs/decisions/010-i18n-library.md): what a message library costs
// the bundle. Builds one small sample with Vite's own bundler (React external,
// so only the i18n cost counts) and prints the gzip -9 size of the entry chunk
// (runtime + the messages it uses) for 1, 10, 50 and all used messages of a
// catalogue in two languages (en-CA, fr-CA): a generated one of 200 (some
// with parameters, one plural), or with `--messages project` the site's own
// messages/ as they stand (those in both languages):
//   - Paraglide JS 2, as this project uses it (scripts/paraglide.config.mjs:
//     the same strategy, getLocale overridden as src/i18n/current.ts does).
//     One chunk serves both languages: each message function holds both.
//   - FormatJS, when its packages are given (they are not the project's):
//     `@formatjs/intl` with catalogues precompiled by `formatjs compile --ast`,
//     with and without the parser aliased away (`no-parser`, FormatJS's advice
//     for precompiled catalogues), and react-intl (IntlProvider + useIntl).
//     One build per language: the page imports that language's catalogue.
// Always runs the Paraglide part (nothing to install); the FormatJS part is
// skipped, with a note, unless its directory is given:
//
//   node bench/i18n-libraries.mjs
//   npm install --prefix <alt-dir> @formatjs/intl @formatjs/cli react-intl   (once, outside the project)
//   node bench/i18n-libraries.mjs --alt <alt-dir>      (or I18N_ALT=<alt-dir>)
//   node bench/i18n-libraries.mjs --alt <alt-dir> --messages project
//   npm run bench -- --only i18n --i18n-alt <alt-dir>
//
// The generated catalogue (the default; 24 templates × 8 species + 8
// interface strings) has realistic lengths and typography, but repeats more
// than real texts do, so a whole catalogue compresses better than a real one.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { PARAGLIDE } from '../scripts/paraglide.config.mjs';
import { LOCALES, catalogue, pick, toIcu } from './i18n-catalogue.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Messages used by the samples: 1, 10, 50 and all. */
const usedCounts = (total) => [...new Set([1, 10, 50, total].filter((count) => count <= total))];
const VALUES = { name: 'Marie Arsenault', count: 3, branch: 'Moncton', price: '845 $', value: '450', reason: 'photo manquante', date: '2026-11-24' };
const gzip = (text) => gzipSync(Buffer.from(text), { level: 9 }).length;

// ---------------------------------------------------------------- the builds

async function bundle({ dir, entry, alias = [] }) {
  const { build } = await import('vite');
  const output = await build({
    root: dir,
    configFile: false,
    envFile: false,
    publicDir: false,
    logLevel: 'silent',
    resolve: { alias },
    build: {
      write: false,
      target: 'es2022', // as the app's build
      modulePreload: false,
      reportCompressedSize: false,
      rolldownOptions: { input: join(dir, entry), external: [/^react(-dom)?($|\/)/] },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output).filter((item) => item.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`Expected one chunk from ${entry}, got ${chunks.length}`);
  return chunks[0].code;
}

/** Runs a built sample (no React) and returns what its messages gave. */
async function run(dir, code, locale, values) {
  const file = join(dir, `run-${Math.random().toString(36).slice(2)}.mjs`);
  writeFileSync(file, code);
  await import(pathToFileURL(file).href);
  return globalThis.__i18nBench(locale, values);
}

const args = (message) => (message.params.length > 0 ? 'values' : '');

async function benchParaglide({ messages, counts, values }) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-i18n-paraglide-'));
  try {
    mkdirSync(join(dir, 'project.inlang'));
    mkdirSync(join(dir, 'messages'));
    writeFileSync(
      join(dir, 'project.inlang', 'settings.json'),
      JSON.stringify({
        baseLocale: 'en-CA',
        locales: LOCALES,
        // Loaded from the project's node_modules, as project.inlang does (no CDN).
        modules: [join(ROOT, 'node_modules/@inlang/plugin-message-format/dist/index.js')],
        'plugin.inlang.messageFormat': { pathPattern: './messages/{locale}.json' },
      }),
    );
    for (const locale of LOCALES) {
      const json = Object.fromEntries(messages.map((message) => [message.key, message[locale]]));
      writeFileSync(join(dir, 'messages', `${locale}.json`), JSON.stringify(json, null, 2));
    }
    const { compile } = await import('@inlang/paraglide-js');
    await compile({ ...PARAGLIDE, project: join(dir, 'project.inlang'), outdir: join(dir, 'paraglide'), strategy: [...PARAGLIDE.strategy] });

    const sizes = {};
    const samples = {};
    for (const count of counts) {
      const used = pick(messages, count);
      // As the app: `m.key()` through the namespace, getLocale overridden (src/i18n/current.ts).
      writeFileSync(
        join(dir, `entry-${count}.js`),
        [
          "import { m } from './paraglide/messages.js';",
          "import { overwriteGetLocale } from './paraglide/runtime.js';",
          "let current = 'en-CA';",
          'overwriteGetLocale(() => current);',
          'globalThis.__i18nBench = (locale, values) => {',
          '  current = locale;',
          `  return [${used.map((message) => `m.${message.key}(${args(message)})`).join(', ')}];`,
          '};',
          '',
        ].join('\n'),
      );
      const code = await bundle({ dir, entry: `entry-${count}.js` });
      sizes[count] = gzip(code);
      if (count === counts[0]) for (const locale of LOCALES) samples[locale] = (await run(dir, code, locale, values))[0];
    }
    return { name: 'Paraglide JS', version: packageVersion(ROOT, '@inlang/paraglide-js'), rows: [{ setup: 'compiled message functions', locale: 'en-CA + fr-CA', sizes }], samples };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function benchFormatjs({ messages, counts, values }, alt) {
  const modules = join(alt, 'node_modules');
  const dir = mkdtempSync(join(alt, '.bench-i18n-formatjs-'));
  try {
    const catalogues = {};
    for (const locale of LOCALES) {
      const source = join(dir, `${locale}.source.json`);
      const target = join(dir, `${locale}.json`);
      writeFileSync(source, JSON.stringify(Object.fromEntries(messages.map((message) => [message.key, toIcu(message[locale])]))));
      const cli = join(modules, '.bin/formatjs');
      if (existsSync(cli)) {
        const result = spawnSync(cli, ['compile', source, '--ast', '--format', 'simple', '--out-file', target], { encoding: 'utf8' });
        if (result.status !== 0) throw new Error(`formatjs compile failed: ${result.stderr}`);
      } else {
        // Without the CLI, the parser it uses gives the same AST.
        const { parse } = await import(pathToFileURL(join(modules, '@formatjs/icu-messageformat-parser/index.js')).href);
        writeFileSync(target, JSON.stringify(Object.fromEntries(messages.map((message) => [message.key, parse(toIcu(message[locale]))]))));
      }
      catalogues[locale] = { icu: gzip(readFileSync(source, 'utf8')), ast: gzip(readFileSync(target, 'utf8')) };
    }
    const noParser = [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: join(modules, '@formatjs/icu-messageformat-parser/no-parser.js') }];
    const setups = [
      { setup: '@formatjs/intl, AST catalogue, no parser', library: '@formatjs/intl', alias: noParser, runs: true },
      { setup: '@formatjs/intl, AST catalogue, with parser', library: '@formatjs/intl', alias: [], runs: true },
      { setup: 'react-intl (IntlProvider + useIntl), AST, no parser', library: 'react-intl', alias: noParser, runs: false },
    ].filter((setup) => existsSync(join(modules, setup.library, 'package.json')));

    writeFileSync(join(dir, 'none.json'), '{}');
    const sample = async (setup, locale, catalogueFile, used) => {
      const calls = used.map((message) => `intl.formatMessage({ id: '${message.key}' }${message.params.length > 0 ? ', values' : ''})`).join(', ');
      const entry = `entry-${Math.random().toString(36).slice(2)}.js`;
      const lines =
        setup.library === 'react-intl'
          ? [
              "import { createElement } from 'react';",
              "import { IntlProvider, useIntl } from 'react-intl';",
              `import messages from './${catalogueFile}';`,
              `globalThis.__i18nProvider = ({ children }) => createElement(IntlProvider, { locale: '${locale}', defaultLocale: 'en-CA', messages }, children);`,
              'globalThis.__i18nBench = (values) => {',
              '  const intl = useIntl();',
              `  return [${calls}];`,
              '};',
            ]
          : [
              "import { createIntl, createIntlCache } from '@formatjs/intl';",
              `import messages from './${catalogueFile}';`,
              `const intl = createIntl({ locale: '${locale}', defaultLocale: 'en-CA', messages }, createIntlCache());`,
              `globalThis.__i18nBench = (_locale, values) => [${calls}];`,
            ];
      writeFileSync(join(dir, entry), `${lines.join('\n')}\n`);
      return bundle({ dir, entry, alias: setup.alias });
    };

    const rows = [];
    const samples = {};
    const runtimes = {};
    for (const setup of setups) {
      // The runtime alone: what the page carries if the catalogue is fetched separately.
      runtimes[setup.setup] = gzip(await sample(setup, 'en-CA', 'none.json', pick(messages, 1)));
      for (const locale of LOCALES) {
        const sizes = {};
        for (const count of counts) {
          const code = await sample(setup, locale, `${locale}.json`, pick(messages, count));
          sizes[count] = gzip(code);
          if (setup.runs && count === counts[0]) samples[locale] ??= (await run(dir, code, locale, values))[0];
        }
        rows.push({ setup: setup.setup, locale, sizes });
      }
    }
    const versions = ['@formatjs/intl', 'react-intl', '@formatjs/cli'].filter((name) => existsSync(join(modules, name, 'package.json'))).map((name) => `${name} ${packageVersion(alt, name)}`);
    return { name: 'FormatJS', version: versions.join(', '), rows, samples, catalogues, runtimes };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function packageVersion(root, name) {
  return JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
}

/**
 * Both parts. `alt`: a directory whose node_modules hold FormatJS (else that
 * part is skipped); `messages`: 'generated' (200, stable) or 'project' (the
 * site's own catalogue as it stands).
 */
export async function benchI18n({ alt, messages: which = 'generated' } = {}) {
  const messages = catalogue(which);
  if (messages.length === 0) throw new Error('No message in both languages in messages/.');
  const counts = usedCounts(messages.length);
  const params = [...new Set(messages.flatMap((message) => message.params))];
  const values = Object.fromEntries(params.map((name) => [name, VALUES[name] ?? name]));
  const plurals = messages.filter((message) => typeof message['en-CA'] !== 'string').length;
  const withParameters = messages.filter((message) => message.params.length > 0).length;
  const results = { catalogue: which, messages: messages.length, withParameters, plurals, counts, libraries: [] };
  console.log(`Catalogue (${which}): ${messages.length} messages per language (${withParameters} with parameters, ${plurals} plural); samples use ${counts.join(', ')} of them…`);
  const input = { messages, counts, values };
  results.libraries.push(await benchParaglide(input));
  const altDir = alt ? resolve(alt) : null;
  if (!altDir || !existsSync(join(altDir, 'node_modules/@formatjs/intl/package.json'))) {
    results.skipped = altDir ? `no @formatjs/intl in ${altDir}/node_modules` : 'no --alt directory (or I18N_ALT) given';
    console.log(
      `\nFormatJS part skipped: ${results.skipped}. To compare, install it outside the project once:\n  npm install --prefix <alt-dir> @formatjs/intl @formatjs/cli react-intl\nthen: node bench/i18n-libraries.mjs --alt <alt-dir>`,
    );
  } else {
    results.libraries.push(await benchFormatjs(input, altDir));
  }
  return results;
}

/** One row per library setup and language: gzip bytes per used count, and the cost of each message from 10 to 50. */
export function i18nRows(results) {
  return results.libraries.flatMap((library) =>
    library.rows.map((row) => ({
      what: `${library.name} ${library.name === 'Paraglide JS' ? library.version : ''}`.trim() + `: ${row.setup} (${row.locale})`,
      sizes: row.sizes,
      perMessage: row.sizes[50] === undefined ? null : (row.sizes[50] - row.sizes[10]) / 40,
    })),
  );
}

export function printI18n(results) {
  const rows = i18nRows(results);
  const width = Math.max(...rows.map((row) => row.what.length));
  console.log(`\nEntry chunk, gzip -9 bytes (runtime + messages used; React external), by messages used out of ${results.messages}:`);
  console.log(`${'Library: setup (language)'.padEnd(width)}  ${results.counts.map((count) => `${count} used`.padStart(9)).join(' ')}  ${'10→50, per message'.padStart(18)}`);
  for (const row of rows) {
    const perMessage = row.perMessage === null ? '—' : `${row.perMessage.toFixed(1)} B`;
    console.log(`${row.what.padEnd(width)}  ${results.counts.map((count) => String(row.sizes[count]).padStart(9)).join(' ')}  ${perMessage.padStart(18)}`);
  }
  for (const library of results.libraries) {
    console.log(`\n${library.name}: ${library.version}`);
    if (library.catalogues) {
      for (const [locale, sizes] of Object.entries(library.catalogues)) console.log(`  whole ${locale} catalogue, gzip: ICU source ${sizes.icu} B, compiled AST ${sizes.ast} B`);
      for (const [setup, bytes] of Object.entries(library.runtimes)) console.log(`  runtime alone (empty catalogue, 1 call), ${setup}: ${bytes} B`);
    }
    for (const [locale, text] of Object.entries(library.samples)) console.log(`  check, first message of the built sample in ${locale}: ${JSON.stringify(text)}`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { alt: { type: 'string' }, messages: { type: 'string', default: 'generated' } } });
  if (!['generated', 'project'].includes(values.messages)) throw new Error(`Unknown --messages ${values.messages}; use generated or project`);
  process.chdir(ROOT);
  const results = await benchI18n({ alt: values.alt ?? process.env.I18N_ALT, messages: values.messages });
  printI18n(results);
  const { writeArtifact } = await import('./lib.mjs');
  console.log(`\nRaw results: ${writeArtifact('i18n-libraries.json', { date: new Date().toISOString(), node: process.version, ...results })}`);
  // Paraglide's compiler leaves a timer behind (as in scripts/i18n.mjs).
  process.exit(0);
}
