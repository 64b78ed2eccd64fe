#!/usr/bin/env node
// `npm run bench`: performance figures of the production build (issues 5 and
// 8), printed as a table; never part of `npm test` (only the size budget is).
// Builds the app into artifacts/bench/dist, serves it with `vite preview` on a
// free port (4310 when free), then measures: first-route JavaScript size,
// Lighthouse (mobile, median of 3) on /store /quality /byspeciesfilter
// /register and /admin signed in as the admin, layout shift on load, a board of
// 2,000 messages in 300 threads, keystroke validation and admin tab switches
// with 1,000 more pending items per list, and first paint and hydration on a
// throttled real load. Raw results go to artifacts/bench/.
// The whole run is bounded (--time-limit, minutes) and stops its server and
// browsers however it ends.
//
//   npm run bench
//   npm run bench -- --only board,interactions --runs 3
//   npm run bench -- --lighthouse-runs 1 --with-firebase --skip-build
//   npm run bench -- --dist some/other/dist     (measure another local-backend build as is)
//   npm run bench -- --only lighthouse --routes /register,/admin
//   npm run bench -- --only lighthouse --lighthouse-throttling devtools   (applied, not simulated, throttling: a cross-check)
//   npm run bench -- --only hydration --routes /register --runs 15
//   npm run bench -- --only i18n --i18n-alt <alt-dir>   (message libraries' bundle cost, no app build: bench/i18n-libraries.mjs)
//   npm run bench -- --only dev                          (the dev server: requests and load of /store, /fr/store)
//   npm run bench -- --only register-tasks               (the longest task after first paint on /register, /fr/register)
//   npm run bench -- --only moderation                   (issue 23: the console's decisions and a bulk of 100 with 10,000 pending)
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { LANGUAGE_BUILDS, measure as measureSize } from '../scripts/check-size.mjs';
import { benchAlerts } from './alerts.mjs';
import { benchBoard } from './board.mjs';
import { benchCatalogue } from './catalogue.mjs';
import { benchCls } from './cls.mjs';
import { benchDevLoad } from './dev-load.mjs';
import { benchHydration } from './hydration.mjs';
import { benchI18n, i18nRows, printI18n } from './i18n-libraries.mjs';
import { benchInteractions } from './interactions.mjs';
import { BUILD_DIR, buildApp, launchChromium, startPreview, writeArtifact } from './lib.mjs';
import { benchLighthouse } from './lighthouse.mjs';
import { benchRegisterTasks } from './register-tasks.mjs';
import { machineNote, printTable, round1 } from './report.mjs';

const PARTS = ['size', 'lighthouse', 'cls', 'board', 'interactions', 'hydration'];
/**
 * Parts run only when asked for: `--only scale` (issue 16's scale lines, for
 * tooling), `--only i18n` (issue 17: Paraglide against FormatJS, which
 * `--i18n-alt <dir>` or I18N_ALT provides), `--only dev` (issue 21: the dev
 * server's requests and load of /store) and `--only register-tasks` (issue 21:
 * the longest task after first paint on /register, 2 × --runs loads) and
 * `--only moderation`, `--only catalogue`, `--only alerts` (bench/catalogue.mjs, alerts.mjs); i18n, dev, catalogue and alerts neither build nor serve the app.
 */
const ON_REQUEST = ['scale', 'i18n', 'dev', 'register-tasks', 'moderation', 'catalogue', 'alerts'];
const NO_BUILD = ['i18n', 'dev', 'catalogue', 'alerts'];
const ROUTES = ['/store', '/quality', '/byspeciesfilter', '/register', '/admin', '/fr/store', '/fr/register', '/knees'];

const { values: args } = parseArgs({
  options: {
    only: { type: 'string' },
    runs: { type: 'string', default: '5' },
    'lighthouse-runs': { type: 'string', default: '3' },
    'time-limit': { type: 'string', default: '25' },
    'skip-build': { type: 'boolean', default: false },
    'with-firebase': { type: 'boolean', default: false },
    dist: { type: 'string' },
    routes: { type: 'string' },
    'lighthouse-throttling': { type: 'string', default: 'simulate' },
    'i18n-alt': { type: 'string' },
  },
});
const parts = args.only ? args.only.split(',') : PARTS;
const routes = args.routes ? args.routes.split(',') : ROUTES;
for (const route of routes) if (!ROUTES.includes(route)) throw new Error(`Unknown route ${route}; routes: ${ROUTES.join(', ')}`);
for (const part of parts) if (![...PARTS, ...ON_REQUEST].includes(part)) throw new Error(`Unknown part ${part}; parts: ${[...PARTS, ...ON_REQUEST].join(', ')}`);
const throttling = args['lighthouse-throttling'];
if (!['simulate', 'devtools'].includes(throttling)) throw new Error(`Unknown throttling ${throttling}; use simulate (Lighthouse's default) or devtools`);

const cleanups = [];
const onCleanup = (fn) => cleanups.push(fn);
let cleaned = false;
async function cleanup() {
  if (cleaned) return;
  cleaned = true;
  for (const fn of cleanups.reverse()) {
    try {
      await fn();
    } catch {
      // Best effort: everything else still gets stopped.
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`\nbench: ${signal}, stopping.`);
    void cleanup().then(() => process.exit(130));
  });
}
const limitMs = Number(args['time-limit']) * 60_000;
const timer = setTimeout(() => {
  console.error(`\nbench: time limit of ${args['time-limit']} min reached, stopping.`);
  void cleanup().then(() => process.exit(1));
}, limitMs);
timer.unref();

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => (value === null || value === undefined ? '—' : `${value} ms`);
const rows = [];
const row = (what, target, measured, ok) => rows.push({ what, target, measured, ok });
const results = { startedAt: new Date().toISOString(), machine: machineNote(), parts };

async function main() {
  for (const [part, run] of Object.entries(NODE_PARTS)) if (parts.includes(part)) await run();
  if (parts.every((part) => NO_BUILD.includes(part))) return;

  const dist = args.dist ?? BUILD_DIR;
  if (!args['skip-build'] && !args.dist) buildApp();
  results.dist = dist;
  if (parts.includes('size')) sizePart(dist);

  if (!parts.some((part) => part !== 'size' && !NO_BUILD.includes(part))) return;
  const server = await startPreview(dist);
  onCleanup(() => server.stop());
  console.log(`Serving ${dist} at ${server.origin}`);
  if (parts.includes('lighthouse')) await lighthousePart(server.origin);

  const browser = parts.some((part) => part in BROWSER_PARTS) ? await launchChromium() : null;
  if (browser) onCleanup(() => browser.close());
  for (const [part, run] of Object.entries(BROWSER_PARTS)) if (parts.includes(part)) await run({ browser, origin: server.origin });
}

async function benchI18nPart() {
  console.log('\n▶ Message libraries: entry chunk of a sample, gzip (bench/i18n-libraries.mjs)');
  const i18n = await benchI18n({ alt: args['i18n-alt'] ?? process.env.I18N_ALT });
  results.i18n = i18n;
  printI18n(i18n);
  for (const r of i18nRows(i18n)) {
    row(`i18n sample, gzip, ${r.what}`, '—', `${i18n.counts.map((count) => `${r.sizes[count]}`).join(' / ')} B with ${i18n.counts.join(' / ')} of ${i18n.messages} messages used`, null);
  }
  if (i18n.skipped) row('i18n sample, FormatJS', '—', `skipped: ${i18n.skipped}`, null);
}

async function benchDevPart() {
  console.log('\n▶ The dev server: requests and load of a first page (bench/dev-load.mjs)');
  const browser = await launchChromium();
  onCleanup(() => browser.close());
  results.dev = await benchDevLoad({ browser, onCleanup });
  for (const [route, dev] of Object.entries(results.dev)) {
    row(`Dev server ${route}: requests / message modules / load`, '≤ 200 requests', `${dev.requests} / ${dev.messages} / ${ms(dev.load)}`, dev.requests <= 200);
  }
}

function sizePart(dist) {
  const size = measureSize(dist);
  results.size = { local: size };
  row('First-route JS, gzip (local build)', '≤ 105 KB (fails > 110.25)', kb(size.totalGzip), size.totalGzip <= size.budget);
  // The French pages' build (issue 17: each language's build carries its own texts only).
  const french = LANGUAGE_BUILDS.find((language) => language.locale === 'fr-CA');
  if (french && existsSync(`${dist}/${french.manifest}`)) {
    const frenchSize = measureSize(dist, french);
    results.size.localFrench = frenchSize;
    row('First-route JS, gzip (local build, /fr/store)', '≤ 105 KB (fails > 110.25)', kb(frenchSize.totalGzip), frenchSize.totalGzip <= frenchSize.budget);
  }
  if (args['with-firebase']) {
    // check-size exits 1 when over budget; the figures are still wanted here.
    rmSync('artifacts/size/dist-firebase', { recursive: true, force: true });
    spawnSync('node', ['scripts/check-size.mjs', '--build', 'firebase'], { stdio: 'inherit' });
    if (existsSync('artifacts/size/dist-firebase/.vite/manifest.json')) {
      const firebase = measureSize('artifacts/size/dist-firebase');
      results.size.firebase = firebase;
      row('First-route JS, gzip (firebase build)', '≤ 105 KB (fails > 110.25)', kb(firebase.totalGzip), firebase.totalGzip <= firebase.budget);
    }
  }
}

async function lighthousePart(origin) {
  console.log('\n▶ Lighthouse');
  const lighthouse = await benchLighthouse({ origin, routes, runs: Number(args['lighthouse-runs']), throttling, onCleanup });
  results.lighthouse = lighthouse;
  for (const summary of lighthouse) {
    const s = summary.scores;
    const label = summary.route === '/admin' ? `/admin (${summary.signedIn ? 'signed in as admin' : 'NOT signed in'})` : summary.route;
    // The SEO target is for the public routes only (an admin page is not indexed).
    const publicRoute = summary.route !== '/admin';
    const ok = s.performance >= 98 && s.accessibility === 100 && s['best-practices'] === 100 && (!publicRoute || s.seo >= 95);
    row(
      `Lighthouse ${label}${throttling === 'simulate' ? '' : ` (${throttling} throttling)`}: perf / a11y / best pr. / SEO`,
      publicRoute ? '≥ 98 / 100 / 100 / ≥ 95' : '≥ 98 / 100 / 100 / —',
      `${s.performance} / ${s.accessibility} / ${s['best-practices']} / ${s.seo}`,
      ok && (publicRoute || summary.signedIn),
    );
  }
}

async function clsPart({ browser, origin }) {
  console.log('\n▶ Layout shift on load (1440 × 900)');
  const cls = await benchCls({ browser, origin: origin, routes });
  results.cls = cls;
  for (const route of routes) {
    const mobile = results.lighthouse?.find((summary) => summary.route === route)?.metrics.cls;
    const desktop = cls[route].median;
    const worst = Math.max(desktop ?? 0, mobile ?? 0);
    row(`CLS on load ${route} (mobile LH / desktop)`, '≤ 0.01', `${mobile ?? '—'} / ${desktop}`, worst <= 0.01);
  }
}

async function hydrationPart({ browser, origin }) {
  console.log('\n▶ First paint and hydration, throttled real load (Lighthouse mobile devtools settings)');
  const hydration = await benchHydration({ browser, origin: origin, routes, runs: Number(args.runs) });
  results.hydration = hydration;
  for (const route of routes) {
    const { fcp, ready } = hydration[route];
    row(`Throttled load ${route}: first paint / app ready`, '—', `${ms(fcp.median)} / ${ms(ready.median)} (max ${ms(fcp.max)} / ${ms(ready.max)})`, null);
  }
}

async function boardPart({ browser, origin }) {
  console.log('\n▶ Board of 2,000 messages in 300 threads');
  const board = await benchBoard({ browser, origin: origin, runs: Number(args.runs) });
  results.board = board;
  row('Board: first render (Comments click → newest 30 of 300 threads in DOM)', '≤ 200 ms', `${ms(board.open.firstRender.median)} (max ${ms(board.open.firstRender.max)})`, board.open.firstRender.median <= 200);
  row('Board: first open, click → next frame', '(≤ 200 ms)', `${ms(board.open.nextFrame.median)} (max ${ms(board.open.nextFrame.max)})`, null);
  row('Board: first open, longest main-thread task', '—', `${ms(board.open.longestTask.median)} (max ${ms(board.open.longestTask.max)})`, null);
  row('Board: re-open in the same page → threads in DOM', '≤ 200 ms', `${ms(board.reopen.firstRender.median)} (max ${ms(board.reopen.firstRender.max)})`, board.reopen.firstRender.median <= 200);
  row('Board: append, longest main-thread task', '≤ 16 ms', `${ms(board.append.longestTask.median)} (max ${ms(board.append.longestTask.max)})`, board.append.longestTask.median <= 16);
  // Busy time adds up every task from the other tab's write to the painted
  // frame; the target is that none of them holds a frame (the longest task).
  row('Board: append, main-thread busy in all tasks (write → next frame)', '—', `${ms(board.append.busy.median)} (max ${ms(board.append.busy.max)})`, null);
  row('Board: append, write → message in DOM', '—', `${ms(board.append.toDom.median)} (max ${ms(board.append.toDom.max)})`, null);
}

async function scalePart({ browser, origin }) {
  // Issue 16: the board at 200, 2,000 and 20,000 messages, then (bench/scale-console.mjs, when present) the review console.
  console.log('\n▶ Scale: boards by size, the review console at 10,000 pending per kind');
  const { scaleBoard } = await import('./scale-board.mjs');
  results.scaleBoard = await scaleBoard({ browser, origin: origin });
  if (existsSync(new URL('./scale-console.mjs', import.meta.url))) {
    const { scaleConsole } = await import('./scale-console.mjs');
    results.scaleConsole = await scaleConsole({ browser, origin: origin });
  }
}

async function interactionsPart({ browser, origin }) {
  console.log('\n▶ Keystroke validation and admin tab switches');
  const interactions = await benchInteractions({ browser, origin: origin });
  results.interactions = interactions;
  const floor = interactions.baseline;
  row('Keystroke in a bare <input>, no app (floor of the method): key → next frame / busy', '—', `${ms(floor.toNextFrame.median)} / ${ms(floor.busy.median)}; Event Timing ≥ 16 ms: ${floor.eventTiming.samples} of ${floor.keystrokes}`, null);
  for (const [route, form] of Object.entries(interactions.forms)) {
    row(`Keystroke in ${route} ${form.field} (validating), longest task`, '≤ 16 ms', `${ms(form.longestTask.median)} (max ${ms(form.longestTask.max)})`, form.longestTask.max <= 16);
    row(`Keystroke in ${route} ${form.field}, key → next frame`, '≤ 16 ms', `${ms(form.toNextFrame.median)} (max ${ms(form.toNextFrame.max)})`, form.toNextFrame.median <= 16);
    row(`Keystroke in ${route} ${form.field}, main-thread busy to settled`, '—', `${ms(form.busy.median)} (max ${ms(form.busy.max)})`, null);
    row(`Keystroke in ${route}, Event Timing entries ≥ 16 ms (bare input: ${floor.eventTiming.samples} of ${floor.keystrokes})`, '—', form.eventTiming.samples === 0 ? 'none' : `${form.eventTiming.samples} of ${form.keystrokes} (max ${ms(form.eventTiming.max)})`, null);
  }
  const tabs = interactions.adminTabs.all;
  row(`Admin tab switch (${interactions.adminTabs.pendingPerList} per list), longest task`, '≤ 16 ms', `${ms(tabs.longestTask.median)} (max ${ms(tabs.longestTask.max)})`, tabs.longestTask.max <= 16);
  row('Admin tab switch, click → next frame', '≤ 16 ms', `${ms(tabs.toNextFrame.median)} (max ${ms(tabs.toNextFrame.max)})`, tabs.toNextFrame.median <= 16);
  row('Admin tab switch, main-thread busy to settled', '—', `${ms(tabs.busy.median)} (max ${ms(tabs.busy.max)})`, null);
  row('Admin tab switch, Event Timing duration (click → paint)', '—', tabs.eventTiming.samples === 0 ? '< 16 ms' : `${ms(tabs.eventTiming.median)} (max ${ms(tabs.eventTiming.max)})`, null);
}

async function registerTasksPart({ browser, origin }) {
  console.log('\n▶ The longest task after first paint on /register (bench/register-tasks.mjs)');
  results.registerTasks = await benchRegisterTasks({ browser, origin, runs: Number(args.runs) * 2 });
  for (const [route, task] of Object.entries(results.registerTasks)) {
    row(`Longest main-thread task after first paint, ${route} (${task.runs} loads)`, '—', `${ms(task.median)} (min ${ms(task.min)}, max ${ms(task.max)})`, null);
  }
}

async function moderationPart({ browser, origin }) {
  const { benchModeration } = await import('./moderation.mjs');
  const moderation = await benchModeration({ browser, origin });
  results.moderation = moderation;
  row(`Moderation, ${moderation.pending} pending: decide-to-next-row longest task (${moderation.mode})`, '< 50 ms', ms(moderation.longestTask), moderation.longestTask < 50);
  row(`Moderation: bulk ${moderation.bulk.decided} decisions (decideMany, local backend under Node)`, '< 10 s', ms(moderation.bulk.ms), moderation.bulk.ms < 10_000);
  row('Moderation: documents read, console open to last decision', 'bounded by the page', String(moderation.documentsRead), null);
}

const NODE_PARTS = { i18n: benchI18nPart, dev: benchDevPart, catalogue: () => benchCatalogue({ row, results, ms }), alerts: () => benchAlerts({ row, results }) };
/** The parts that measure in a browser on the served build, in the order they run. */
const BROWSER_PARTS = { cls: clsPart, hydration: hydrationPart, 'register-tasks': registerTasksPart, board: boardPart, scale: scalePart, moderation: moderationPart, interactions: interactionsPart };

let exitCode = 0;
try {
  await main();
} catch (error) {
  console.error('\nbench failed:', error);
  results.error = String(error?.stack ?? error);
  exitCode = 1;
} finally {
  await cleanup();
  clearTimeout(timer);
  results.finishedAt = new Date().toISOString();
  results.machine.loadAtEnd = loadavg().map((value) => round1(value));
  results.rows = rows;
  const stamp = results.startedAt.replace(/[:.]/g, '-');
  writeArtifact(`bench-${stamp}.json`, results);
  writeArtifact('latest.json', results);
  printTable(rows, results);
  console.log(`\nRaw results: artifacts/bench/latest.json, bench-${stamp}.json; README table rows: artifacts/bench/figures.md`);
}
process.exit(exitCode);
