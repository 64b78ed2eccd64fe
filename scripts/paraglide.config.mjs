// How Paraglide compiles messages/ into src/paraglide (issue 17, docs/decisions/010-i18n-library.md and 011-bilingual-pages.md).
// The Vite plugin (build, dev server, Vitest) and `npm run i18n` (after
// install and before the type check) use the same options.
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from '@inlang/paraglide-js';

export const PARAGLIDE = /** @type {const} */ ({
  project: './project.inlang',
  outdir: './src/paraglide',
  // The page's language comes from its path: src/i18n/current.ts overrides
  // getLocale with it. These two strategies are the smallest runtime that
  // allows that (no cookie, URL or browser-language code is bundled).
  strategy: ['globalVariable', 'baseLocale'],
  // One module per message, so a route's code carries only the messages it
  // shows. Stated here because Vite's plugin and the compiler default
  // differently in dev, and a build that reuses the other layout ships every
  // message in the first route.
  outputStructure: 'message-modules',
});

/** The environment variable that makes a client build French (scripts/prerender-plugin.ts sets it for the second build). */
export const BUILD_LOCALE_ENV = 'ATC_BUILD_LOCALE';

/**
 * Where the dev server's messages are compiled (gitignored): one module per
 * language, see devMessages.
 */
const DEV_OUTDIR = './artifacts/paraglide-dev';

const MESSAGE_MODULE = /[\\/](src[\\/]paraglide|artifacts[\\/]paraglide-dev)[\\/]messages[\\/][^\\/]+\.js$/;
const LOCALE_EXPRESSION = 'experimentalStaticLocale ?? options.locale ?? getLocale()';
/**
 * The mails' messages (messages/mail, keys mail_…, and an area's own mail
 * texts, <area>_mail_…: verify_mail_…) keep both languages in every build: a
 * mail is written in its recipient's language, not the page's, and the local
 * backend renders mails in the browser (issue 22, ADR 013, ADR 014).
 */
const BOTH_LANGUAGES = /[\\/](?:[a-z]+_)?mail_[^\\/]+\.js$/;
/**
 * A compiled message's exported wrapper, which picks a language's function:
 * `((inputs = {}, options = {}) => { const locale = …; if (locale === "fr-CA")
 * return fr_ca2_x(inputs) return en_ca2_x(inputs) })`.
 */
const MESSAGE_WRAPPER = /\(\(inputs(?: = \{\})?, options = \{\}\) => \{\n\tconst locale = experimentalStaticLocale \?\? options\.locale \?\? getLocale\(\)\n\tif \(locale === "fr-CA"\) return (\w+)\(inputs\)\n\treturn (\w+)\(inputs\)\n\}\);/;

/**
 * A Vite plugin for Paraglide's compiled messages.
 * - They import getLocale from Paraglide's runtime; this points that import
 *   at src/i18n/message-runtime.ts, which reads the page's language and is
 *   all the messages need. Paraglide's own runtime (its locale strategies:
 *   cookie, URL, storage, redirects; about 1 KB gzip that tree-shaking cannot
 *   drop) never reaches the bundle.
 * - Given a `locale` (a production client build: one per language), each
 *   message reads that language as a constant, so the minifier drops the other
 *   language's text and the choice between them (Paraglide's
 *   experimentalStaticLocale, done per build instead of per compile, so one
 *   compiled output serves both builds, the dev server and the tests). The
 *   exported message is that language's function itself: the wrapper that
 *   defaulted the inputs and chose the language (about 25 bytes a message,
 *   38 of them in every first page) is gone, and a language's function reads
 *   its inputs as `i?.name`, so a call without inputs is still safe. A
 *   message of another shape (a new Paraglide) keeps its wrapper, with the
 *   language as a constant, and the build warns. The mails' messages
 *   (BOTH_LANGUAGES) are left whole.
 * @param {{ locale?: string | null }} [options]
 * @returns {import('vite').Plugin}
 */
export function messageRuntime({ locale = null } = {}) {
  const runtime = new URL('../src/i18n/message-runtime.ts', import.meta.url).pathname;
  return {
    name: 'atc:paraglide-message-runtime',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '../runtime.js' && importer && MESSAGE_MODULE.test(importer)) return runtime;
      return null;
    },
    transform(code, id) {
      if (!locale || !MESSAGE_MODULE.test(id) || BOTH_LANGUAGES.test(id) || !code.includes(LOCALE_EXPRESSION)) return null;
      const wrapper = MESSAGE_WRAPPER.exec(code);
      if (wrapper) return { code: code.replace(wrapper[0], `(${locale === 'fr-CA' ? wrapper[1] : wrapper[2]});`), map: null };
      this.warn(`${id}: not the message shape expected; it keeps its language wrapper.`);
      return { code: code.replace(LOCALE_EXPRESSION, JSON.stringify(locale)), map: null };
    },
  };
}

/**
 * The dev server's messages, one module per language (issue 21). With one
 * module per message a first page fetched all 824 of them, whatever it shows
 * (12–17 s on a 2-core machine); the dev server has no tree-shaking to gain
 * from them. Paraglide compiles the same catalogue a second time, laid out by
 * language (its `locale-modules`), into its own folder, again whenever a file
 * of messages/ changes (its Vite plugin keeps one state per process, so a
 * second instance of it would not follow the changes), and the app's imports
 * of src/paraglide/messages.js are pointed there. The build never sees that
 * folder: its per-message output in src/paraglide, which the type check reads
 * too, is untouched.
 * @returns {import('vite').Plugin}
 */
export function devMessages() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const messages = join(root, 'src/paraglide/messages.js');
  const devIndex = join(root, DEV_OUTDIR, 'messages.js');
  // Written after each compile: a compile takes seconds, so a start with nothing changed skips it.
  const stamp = join(root, DEV_OUTDIR, '.compiled');
  const inputs = () => [
    fileURLToPath(import.meta.url),
    join(root, 'project.inlang/settings.json'),
    ...readdirSync(join(root, 'messages'), { recursive: true, encoding: 'utf8' }).map((file) => join(root, 'messages', file)),
  ];
  const stale = () => !existsSync(stamp) || inputs().some((file) => statSync(file).mtimeMs > statSync(stamp).mtimeMs);
  const compileDev = async () => {
    await compile({ ...PARAGLIDE, strategy: [...PARAGLIDE.strategy], outdir: DEV_OUTDIR, outputStructure: 'locale-modules', cleanOutdir: false });
    writeFileSync(stamp, '');
  };
  return {
    name: 'atc:paraglide-dev-messages',
    apply: 'serve',
    enforce: 'pre',
    async buildStart() {
      if (stale()) await compileDev();
    },
    configureServer(server) {
      server.watcher.on('change', (file) => {
        if (/[\\/]messages[\\/][^\\/]+[\\/][^\\/]+\.json$/.test(file)) void compileDev();
      });
    },
    async resolveId(source, importer, options) {
      if (!source.endsWith('paraglide/messages.js')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === messages ? devIndex : null;
    },
  };
}
