// Issue 23, `npm run bench -- --only moderation`: the review console with
// 10,000 pending comments across several boards, on the local backend of the
// built app. Prints exactly one line:
//   moderation: pending 10000, decide-to-next-row longest task T ms, bulk 100 decisions D ms, documents read R
// T: the longest main-thread task (trace) from confirming an Approve of the
// focused row (the `a` key, then Enter, where the console takes keys; else
// the row's Approve button and the dialog's) until the frame after the next
// row is shown (the decided row gone, or focus on another row), the worst of
// DECISIONS decisions. D: wall time of one decideMany of the 100 oldest, the
// local backend's own code under Node (bench/moderation-bulk.mjs). R: the
// records IndexedDB handed the page (bench/page-scripts.mjs installReadProbe)
// from the click on the header's Admin link, through opening the Comments tab,
// to the last decision: bounded by the page the console shows, not the queue.
// The comments are written into IndexedDB by the bench itself, after the app
// has seeded its database (raw writes, as bench/scale-console.mjs does).
/* global window, document, MutationObserver, requestAnimationFrame */
import { spawnSync } from 'node:child_process';
import { login, round, traceTasks, waitForBackend } from './lib.mjs';
import { installReadProbe } from './page-scripts.mjs';
import { seedPendingComments } from './page-seeds.mjs';

const PENDING = 10_000;
const DECISIONS = 5;
const BOARDS = ['quality', 'store', 'heritage'];
const AUTHORS = ['demo-contributor', 'demo-contributor-2', 'demo-contributor-3'];
const MARKER = 'Pending moderation comment';
const ACTIVE_PANEL = '[role="tabpanel"]:not([aria-hidden]):not([hidden])';

/**
 * In the page: marks bench:start when the decision is confirmed (Enter, or a
 * click in the dialog), then bench:end at the frame after the next row is
 * shown: `decided` (the row's marker text) is no longer in the active panel,
 * or focus is on another of its rows.
 */
function watchNextRow({ decided, panel }) {
  const state = { start: null, shown: null, painted: null };
  window.__nextRow = state;
  const begin = () => {
    if (state.start !== null) return;
    state.start = performance.now();
    console.timeStamp('bench:start');
  };
  document.addEventListener('keydown', (event) => event.key === 'Enter' && begin(), { capture: true, once: true });
  document.addEventListener('click', (event) => event.target.closest?.('[role="alertdialog"]') && begin(), { capture: true });
  const shown = () => {
    const list = document.querySelector(panel);
    if (!list) return false;
    const rows = [...list.querySelectorAll('li')];
    const focused = rows.find((row) => row.contains(document.activeElement));
    return !rows.some((row) => row.textContent.includes(decided)) || (focused !== undefined && !focused.textContent.includes(decided));
  };
  const check = () => {
    if (state.start === null || state.shown !== null || !shown()) return;
    state.shown = performance.now();
    observer.disconnect();
    document.removeEventListener('focusin', check);
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        state.painted = performance.now();
        console.timeStamp('bench:end');
      };
      channel.port2.postMessage(null);
    });
  };
  // A row going, or focus moving to the next one (which need not change the DOM).
  const observer = new MutationObserver(check);
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  document.addEventListener('focusin', check);
}

/** Approves the panel's first row: by keys where the console takes them (`a`, then Enter), else by its buttons. Returns the mode used. */
async function decideFirstRow(browser, page, mode) {
  const row = page.locator(`${ACTIVE_PANEL} li`).filter({ hasText: MARKER }).first();
  const decided = (await row.textContent()).match(new RegExp(`${MARKER} \\d+`))[0];
  const dialog = page.getByRole('alertdialog');
  let used = mode;
  if (used !== 'buttons') {
    await row.locator('h2, [tabindex]').first().focus();
    await page.keyboard.press('a');
    used = (await dialog.waitFor({ timeout: 1_500 }).then(() => true, () => false)) ? 'keyboard' : 'buttons';
  }
  if (used === 'buttons') {
    await row.getByRole('button', { name: /^Approve/ }).click();
    await dialog.waitFor();
  }
  await page.evaluate(watchNextRow, { decided, panel: ACTIVE_PANEL });
  const { tasks } = await traceTasks(browser, page, async () => {
    if (used === 'keyboard') await page.keyboard.press('Enter');
    else await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.waitForFunction(() => window.__nextRow.painted !== null, null, { timeout: 30_000 });
  });
  const { start, painted } = await page.evaluate(() => window.__nextRow);
  return { mode: used, decided, longestTask: tasks.longest, longestWork: tasks.longestWork, toNextRow: painted - start };
}

/** D: one decideMany of 100 on the local backend's code under Node (bench/moderation-bulk.mjs). */
function bulkDecisions() {
  const child = spawnSync('npx', ['tsx', 'bench/moderation-bulk.mjs'], { encoding: 'utf8', env: { ...process.env, BENCH_PENDING: String(PENDING) } });
  const line = child.stdout.trim().split('\n').at(-1);
  if (child.status !== 0 || !line?.startsWith('{')) throw new Error(`bench/moderation-bulk.mjs failed:\n${child.stderr}`);
  return JSON.parse(line);
}

export async function benchModeration({ browser, origin }) {
  const bulk = bulkDecisions();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(installReadProbe);
  try {
    const page = await context.newPage();
    await login(page, origin, 'admin');
    await page.evaluate(seedPendingComments, { total: PENDING, boards: BOARDS, authors: AUTHORS, marker: MARKER });
    // A fresh page, then the console by the header's link: what the console reads, not the app's start.
    await page.goto(`${origin}/store`);
    await waitForBackend(page);
    await page.waitForTimeout(500);
    await page.evaluate(() => (window.__reads = 0));
    await page.getByRole('link', { name: 'Admin', exact: true }).click();
    await page.getByRole('tab', { name: /^Comments Approval/ }).click();
    await page.locator(`${ACTIVE_PANEL} li`).filter({ hasText: MARKER }).first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(1_000);
    const decisions = [];
    let mode = null;
    for (let index = 0; index < DECISIONS; index += 1) {
      const decision = await decideFirstRow(browser, page, mode);
      mode = decision.mode;
      decisions.push(decision);
      await page.waitForTimeout(300);
    }
    const reads = await page.evaluate(() => window.__reads);
    const longest = Math.max(...decisions.map((decision) => decision.longestTask));
    console.log(`moderation: pending ${PENDING}, decide-to-next-row longest task ${round(longest)} ms, bulk ${bulk.decided} decisions ${bulk.ms} ms, documents read ${reads}`);
    return { pending: PENDING, mode, longestTask: round(longest), bulk, documentsRead: reads, decisions };
  } finally {
    await context.close();
  }
}
