// Issue 16, board scale: what opening a board costs at 200, 2,000 and 20,000
// messages (about 15 threads per 100 messages, as bench/board.mjs). Each size
// gets a fresh browser context (its own IndexedDB): the app seeds its demo
// data, /store is filled through raw IndexedDB writes (threadId and the
// derived listKey included, as the app's Dexie hooks would write them), the
// page is loaded again, and the footer's Comments button opens the board.
// Prints, for tooling, one line per size:
//   board-scale: messages N, documents read R, first frame F ms, append longest task A ms
// R: the records IndexedDB handed the page from the Comments click until the
// board is shown and settled (a probe around IndexedDB's get, getAll and
// cursors, installed before the app loads: the board's query, its author
// names and the session check). F: from the click to the newest threads in
// the DOM. A: the longest main-thread task from another tab's write of one
// new thread to the frame that shows it (trace), the longest of a few appends.
/* global window */
import { max, round, traceTasks, waitForCommentsButton } from './lib.mjs';
import { appendMessage, seedBoard } from './page-seeds.mjs';
import { installReadProbe, watchAppend, watchBoardOpen } from './page-scripts.mjs';

const SIZES = [200, 2_000, 20_000];
const BOARD = 'store';
const AUTHORS = ['demo-admin', 'demo-franchisee', 'demo-contributor', 'demo-contributor-2', 'demo-contributor-3'];
const COMMENTS = 'footer button[aria-controls="comments-panel"]';
/** THREADS_PER_PAGE in src/domain/messages.ts: the threads the board opens on. */
const SHOWN_THREADS = 30;

async function measureSize(browser, origin, total, appends) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(installReadProbe);
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/store`);
    await waitForCommentsButton(page);
    const threads = Math.max(SHOWN_THREADS + 5, Math.round(total * 0.15));
    const seeded = await page.evaluate(seedBoard, { boardId: BOARD, total, threads, authors: AUTHORS });
    await page.goto(`${origin}/store`);
    await waitForCommentsButton(page);
    await page.waitForTimeout(500);

    const { result: open } = await traceTasks(browser, page, async () => {
      await page.evaluate(watchBoardOpen, { roots: Math.min(seeded.roots, SHOWN_THREADS) });
      await page.evaluate(() => (window.__reads = 0));
      await page.click(COMMENTS);
      await page.waitForFunction(() => window.__boardOpen.painted !== null, null, { timeout: 60_000 });
      return page.evaluate(() => window.__boardOpen);
    });
    // Author names and anything else the open asks for, then the count.
    await page.waitForTimeout(500);
    const reads = await page.evaluate(() => window.__reads);

    const longest = [];
    for (let index = 0; index < appends; index += 1) {
      await page.waitForTimeout(300);
      const text = `Scale append ${index} ${Date.now()}`;
      const { tasks } = await traceTasks(browser, page, async () => {
        await page.evaluate(watchAppend, { text });
        await page.evaluate(appendMessage, { boardId: BOARD, id: `scale-append-${index}-${Date.now()}`, userId: 'demo-franchisee', content: text });
        await page.waitForFunction(() => window.__append.painted !== null, null, { timeout: 30_000 });
      });
      longest.push(tasks.longest);
    }
    const messages = seeded.existing + seeded.added;
    const firstFrame = open.list - open.click;
    const append = max(longest);
    console.log(`board-scale: messages ${messages}, documents read ${reads}, first frame ${round(firstFrame)} ms, append longest task ${round(append)} ms`);
    return { messages, threads: seeded.roots, documentsRead: reads, firstFrame: round(firstFrame), appendLongestTask: round(append), raw: { open, appends: longest } };
  } finally {
    await context.close();
  }
}

/** One line per size; the figures also go to the results file. */
export async function scaleBoard({ browser, origin, sizes = SIZES, appends = 3 }) {
  const rows = [];
  for (const total of sizes) rows.push(await measureSize(browser, origin, total, appends));
  return rows;
}
