// Issue 16, console scale: the admin review console with 10,000 pending items
// of each kind. The lists are filled through raw IndexedDB writes after the
// app has seeded its database (as bench/board.mjs fills a board); the admin
// then opens the console from the header's Admin link and switches tabs.
// Prints, for tooling:
//   console-scale: pending N, documents read R, first frame F ms, tab switch longest task T ms
// R: the records IndexedDB handed the page from the click on Admin until the
// console is shown and every tab has been switched to (a probe around
// IndexedDB's get, getAll and cursors, installed before the app loads: what
// the local backend read, session checks included). F: from that click to the
// frame after the first tab shows its cards and every badge its count. T: the
// longest main-thread task of a tab switch (trace), over every switch.
/* global window, document, indexedDB, MutationObserver, requestAnimationFrame */
import { login, max, measureInteraction, median, round, traceTasks, waitForBackend } from './lib.mjs';
import { installInteractionProbe, installReadProbe } from './page-scripts.mjs';

const PENDING = 10_000;
const TABS = ['contributor', 'pricing', 'contact', 'comment', 'franchisee'];
const BOARDS = ['quality', 'store', 'heritage'];
const AUTHORS = ['demo-contributor', 'demo-contributor-2', 'demo-contributor-3'];

/** In the page: brings each review list to `total` pending items (raw writes, after the app's seed). */
async function seedConsole({ total, boards, authors }) {
  const db = await new Promise((resolve, reject) => {
    const request = indexedDB.open('atlantic-timber');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const tables = ['franchiseeApplications', 'contributorApplications', 'pricingInquiries', 'contactSubmissions'];
  const templates = {};
  const existing = {};
  await new Promise((resolve, reject) => {
    const transaction = db.transaction([...tables, 'comments']);
    for (const table of tables) {
      const request = transaction.objectStore(table).getAll();
      request.onsuccess = () => {
        templates[table] = request.result[0];
        existing[table] = request.result.length;
      };
    }
    const comments = transaction.objectStore('comments').getAll();
    comments.onsuccess = () => (existing.comments = comments.result.filter((message) => !message.isApproved).length);
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
  });
  const start = Date.now() - 120 * 24 * 60 * 60 * 1000;
  await new Promise((resolve, reject) => {
    const transaction = db.transaction([...tables, 'comments'], 'readwrite');
    // The demo data's items count: each list ends with `total`.
    const add = (table, index) => index < total - existing[table];
    for (let index = 0; index < total; index += 1) {
      const n = String(index).padStart(5, '0');
      const iso = new Date(start + index * 60_000).toISOString();
      const person = { firstName: `Scale${n}`, lastName: 'Applicant', email: `scale${n}@example.com` };
      if (add('franchiseeApplications', index)) {
        transaction.objectStore('franchiseeApplications').put({ ...templates.franchiseeApplications, ...person, id: `scale-f-${n}`, submittedAt: iso });
      }
      if (add('contributorApplications', index)) {
        transaction.objectStore('contributorApplications').put({ ...templates.contributorApplications, ...person, id: `scale-c-${n}`, submittedAt: iso });
      }
      if (add('pricingInquiries', index)) {
        transaction.objectStore('pricingInquiries').put({ ...templates.pricingInquiries, ...person, id: `scale-p-${n}`, createdAt: iso, submissionDate: iso.slice(0, 10) });
      }
      if (add('contactSubmissions', index)) transaction.objectStore('contactSubmissions').put({
        ...templates.contactSubmissions,
        email: person.email,
        subject: `Scale question ${n}`,
        id: `scale-m-${n}`,
        timestamp: iso,
      });
      // A pending root, stored as the local backend stores one (src/services/local/db.ts): listKey 0 is pending.
      const id = `scale-pending-${n}`;
      if (add('comments', index)) transaction.objectStore('comments').put({
        id,
        boardId: boards[index % boards.length],
        userId: authors[index % authors.length],
        content: `Pending scale comment ${n}: what is the moisture content of the spruce knees?`,
        attachments: [],
        timestamp: iso,
        editTimestamp: null,
        replyTo: null,
        threadId: id,
        isApproved: false,
        isDeleted: false,
        listKey: 0,
      });
    }
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
  });
  db.close();
  return { total };
}

/** In the page: notes when the console shows the selected tab's cards and every badge a count, then the next frame. */
function watchConsoleOpen({ tabs }) {
  const state = { click: null, shown: null, painted: null };
  window.__consoleOpen = state;
  const ready = () =>
    document.querySelector('[role="tabpanel"]:not([aria-hidden]):not([hidden]) li') !== null &&
    [...document.querySelectorAll('[role="tab"] [aria-label]')].filter((badge) => /^\d+ pending$/.test(badge.getAttribute('aria-label'))).length === tabs;
  document.addEventListener(
    'click',
    () => {
      state.click = performance.now();
      console.timeStamp('bench:start');
    },
    { capture: true, once: true },
  );
  const observer = new MutationObserver(() => {
    if (state.click === null || state.shown !== null || !ready()) return;
    state.shown = performance.now();
    observer.disconnect();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        state.painted = performance.now();
        console.timeStamp('bench:end');
      };
      channel.port2.postMessage(null);
    });
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
}

export async function scaleConsole({ browser, origin, cycles = 2 }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(installInteractionProbe);
  await context.addInitScript(installReadProbe);
  try {
    const page = await context.newPage();
    await login(page, origin, 'admin');
    await page.evaluate(seedConsole, { total: PENDING, boards: BOARDS, authors: AUTHORS });
    // A fresh page, then the console by the header's link: what it costs, not the app's start.
    await page.goto(`${origin}/store`);
    await waitForBackend(page);
    await page.waitForTimeout(500);
    const expected = PENDING;
    const { result: open, tasks: openTasks } = await traceTasks(browser, page, async () => {
      await page.evaluate(watchConsoleOpen, { tabs: TABS.length });
      await page.evaluate(() => (window.__reads = 0));
      await page.getByRole('link', { name: 'Admin', exact: true }).click();
      await page.waitForFunction(() => window.__consoleOpen.painted !== null, null, { timeout: 60_000 });
      return page.evaluate(() => window.__consoleOpen);
    });
    await page.waitForFunction(
      (count) => [...document.querySelectorAll('[role="tab"] [aria-label]')].filter((badge) => badge.getAttribute('aria-label') === `${count} pending`).length === 5,
      expected,
      { timeout: 60_000 },
    );
    // The other tabs' panels render when the browser is idle.
    await page.waitForTimeout(1000);
    const switches = [];
    for (let cycle = 0; cycle < cycles; cycle += 1) {
      for (const kind of TABS) {
        switches.push({ kind, ...(await measureInteraction(browser, page, ['click'], () => page.click(`[role="tab"][id$="tab-${kind}"]`))) });
        await page.waitForTimeout(200);
      }
    }
    const reads = await page.evaluate(() => window.__reads);
    const longest = max(switches.map((row) => row.longestTask));
    const firstFrame = open.painted - open.click;
    console.log(`console-scale: pending ${expected}, documents read ${reads}, first frame ${round(firstFrame)} ms, tab switch longest task ${round(longest)} ms`);
    return {
      pendingPerList: expected,
      documentsRead: reads,
      firstFrame: round(firstFrame),
      openLongestTask: round(openTasks.longest),
      tabSwitch: {
        longestTask: round(longest),
        medianLongestTask: round(median(switches.map((row) => row.longestTask))),
        toNextFrame: round(max(switches.map((row) => row.toNextFrame).filter((value) => value !== null))),
      },
      raw: { open, switches },
    };
  } finally {
    await context.close();
  }
}
