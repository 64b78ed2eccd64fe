// Functions that run inside the page (Playwright serialises them): the
// interaction probe and the raw IndexedDB writes that give the app a large
// board and long review lists, the hydration probe and the IndexedDB read counter. Each is
// self-contained: no closures.
/* global window, document, indexedDB, IDBObjectStore, IDBIndex, MutationObserver, requestAnimationFrame */

/**
 * In-page instrumentation, installed before the app loads. Armed before an
 * interaction, it notes the event's time, follows the DOM changes it causes and
 * waits until two frames pass without any; then marks bench:end. What the
 * interaction cost the main thread comes from the trace between the markers.
 */
export function installInteractionProbe() {
  const state = { pending: null, done: [], eventTimings: [] };
  window.__bench = state;
  window.__benchArm = (types) => {
    state.pending = { types, start: null, lastMutation: null, end: null, nextFrame: null, frameArmed: false };
    console.timeStamp('bench:start');
  };
  new MutationObserver(() => {
    if (state.pending?.start != null) state.pending.lastMutation = performance.now();
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });

  const settle = (pending) => {
    let quietFrames = 0;
    let seen = pending.lastMutation;
    const frame = () => {
      if (pending.lastMutation !== seen) {
        seen = pending.lastMutation;
        quietFrames = 0;
      } else {
        quietFrames += 1;
      }
      if (quietFrames < 2) {
        requestAnimationFrame(frame);
        return;
      }
      pending.end = performance.now();
      console.timeStamp('bench:end');
      state.done.push(pending);
      state.pending = null;
    };
    requestAnimationFrame(frame);
  };
  // The frame after the event that does the work (input for a keystroke, the click itself).
  const nextFrame = (pending) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        pending.nextFrame = performance.now();
      };
      channel.port2.postMessage(null);
    });
  const onEvent = (event) => {
    const pending = state.pending;
    if (!pending) return;
    if (pending.start === null && pending.types.includes(event.type)) {
      pending.start = event.timeStamp;
      pending.type = event.type;
      pending.nextFrame = null;
      if (event.type === 'click') nextFrame(pending);
      settle(pending);
    } else if (pending.start !== null && event.type === 'input' && pending.nextFrame === null && !pending.frameArmed) {
      pending.frameArmed = true;
      nextFrame(pending);
    }
  };
  for (const type of ['keydown', 'input', 'click']) window.addEventListener(type, onEvent, { capture: true });

  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        state.eventTimings.push({
          name: entry.name,
          duration: entry.duration,
          processing: entry.processingEnd - entry.processingStart,
          startTime: entry.startTime,
        });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch {
    // Event Timing is Chromium's; nothing to record elsewhere.
  }
}


/**
 * Fills the board `boardId` up to `total` messages in `threads` threads (the
 * seeded messages count): roots first spread over time, then replies to a root
 * or to an earlier reply of the same thread, so threads nest a few levels.
 * A deterministic generator keeps every run the same.
 */
export async function seedBoard({ boardId, total, threads, authors }) {
  const open = () =>
    new Promise((resolve, reject) => {
      const request = indexedDB.open('atlantic-timber');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  const db = await open();
  const existing = await new Promise((resolve, reject) => {
    const request = db.transaction('comments').objectStore('comments').getAll();
    request.onsuccess = () => resolve(request.result.filter((message) => message.boardId === boardId));
    request.onerror = () => reject(request.error);
  });
  let seed = 42;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const words =
    'spruce hemlock tamarack knees sweeps kiln drying grade moisture boat frame woodlot harvest sawmill order delivery price fir pine birch maple oak length width'.split(
      ' ',
    );
  const sentence = (length) => Array.from({ length }, () => words[Math.floor(random() * words.length)]).join(' ');
  const start = Date.now() - 30 * 24 * 60 * 60 * 1000;
  const step = (30 * 24 * 60 * 60 * 1000) / total;
  const records = [];
  const threadMembers = [];
  const existingRoots = existing.filter((message) => message.replyTo === null).length;
  const rootCount = threads - existingRoots;
  const count = total - existing.length;
  for (let index = 0; index < count; index += 1) {
    const id = `bench-${boardId}-${String(index).padStart(4, '0')}`;
    let replyTo = null;
    let threadId = id;
    if (index >= rootCount) {
      // Larger threads are likelier: pick a thread by the square of a uniform number.
      const thread = threadMembers[Math.floor(random() * random() * threadMembers.length)];
      replyTo = random() < 0.6 ? thread[0] : thread[Math.floor(random() * thread.length)];
      threadId = thread[0];
      thread.push(id);
    } else {
      threadMembers.push([id]);
    }
    const link = random() < 0.1 ? ' See https://example.com/timber/specs for the table.' : '';
    records.push({
      id,
      boardId,
      userId: authors[index % authors.length],
      content: `${sentence(8 + Math.floor(random() * 30))}.${link}`,
      attachments: [],
      timestamp: new Date(start + index * step).toISOString(),
      editTimestamp: null,
      replyTo,
      threadId,
      isApproved: true,
      isDeleted: false,
      // What the app's Dexie hooks derive on a write (src/services/local/db.ts LIST_KEY): a raw write sets it itself.
      listKey: replyTo === null ? 2 : 1,
    });
  }
  await new Promise((resolve, reject) => {
    const transaction = db.transaction('comments', 'readwrite');
    const store = transaction.objectStore('comments');
    for (const record of records) store.put(record);
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
  });
  db.close();
  return { added: records.length, existing: existing.length, roots: rootCount + existingRoots };
}

/**
 * Appends one approved message to a board the way another tab's Dexie would:
 * a raw IndexedDB write, then the change notice Dexie broadcasts to the tabs
 * of the origin (BroadcastChannel 'x-storagemutated-1'; this page's own Dexie
 * receives it too). Marks bench:start before writing.
 */
export async function appendMessage({ boardId, id, userId, content }) {
  const db = await new Promise((resolve, reject) => {
    const request = indexedDB.open('atlantic-timber');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const record = {
    id,
    boardId,
    userId,
    content,
    attachments: [],
    timestamp: new Date().toISOString(),
    editTimestamp: null,
    replyTo: null,
    threadId: id,
    isApproved: true,
    isDeleted: false,
    listKey: 2,
  };
  console.timeStamp('bench:start');
  const writeStart = performance.now();
  await new Promise((resolve, reject) => {
    const transaction = db.transaction('comments', 'readwrite');
    transaction.objectStore('comments').put(record);
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
  });
  db.close();
  // Dexie's own "everything changed" range, as it sends after creating a database.
  const everything = { d: 1, from: -Infinity, to: [[[]]] };
  const parts = {};
  for (const index of ['', 'timestamp', '[boardId+timestamp]', 'replyTo', 'threadId', '[boardId+listKey+timestamp]', '[boardId+userId+listKey]', ':dels']) {
    parts[`idb://atlantic-timber/comments/${index}`] = everything;
  }
  const channel = new BroadcastChannel('x-storagemutated-1');
  channel.postMessage(parts);
  channel.close();
  return { writeStart, written: performance.now() };
}

/**
 * Brings each admin review list to `count` pending items by copying the seeded
 * item of each table with new ids and dates (pending comments go on `boardId`).
 */
export async function seedPending({ count, boardId }) {
  const db = await new Promise((resolve, reject) => {
    const request = indexedDB.open('atlantic-timber');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const tables = ['franchiseeApplications', 'contributorApplications', 'pricingInquiries', 'contactSubmissions'];
  const templates = {};
  await new Promise((resolve, reject) => {
    const transaction = db.transaction([...tables, 'comments']);
    for (const table of tables) {
      const request = transaction.objectStore(table).getAll();
      request.onsuccess = () => (templates[table] = request.result[0]);
    }
    const comments = transaction.objectStore('comments').getAll();
    comments.onsuccess = () => (templates.comments = comments.result.find((message) => !message.isApproved));
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
  });
  const start = Date.now() - 90 * 24 * 60 * 60 * 1000;
  const at = (index) => new Date(start + index * 60_000);
  await new Promise((resolve, reject) => {
    const transaction = db.transaction([...tables, 'comments'], 'readwrite');
    for (let index = 0; index < count; index += 1) {
      const n = String(index).padStart(4, '0');
      const date = at(index);
      const iso = date.toISOString();
      const person = { firstName: `Bench${n}`, lastName: 'Applicant', email: `bench${n}@example.com` };
      transaction.objectStore('franchiseeApplications').put({ ...templates.franchiseeApplications, ...person, id: `bench-f-${n}`, submittedAt: iso });
      transaction.objectStore('contributorApplications').put({ ...templates.contributorApplications, ...person, id: `bench-c-${n}`, submittedAt: iso });
      transaction.objectStore('pricingInquiries').put({
        ...templates.pricingInquiries,
        ...person,
        id: `bench-p-${n}`,
        createdAt: iso,
        submissionDate: iso.slice(0, 10),
      });
      transaction.objectStore('contactSubmissions').put({
        ...templates.contactSubmissions,
        email: person.email,
        subject: `Bench question ${n}`,
        id: `bench-m-${n}`,
        timestamp: iso,
      });
      transaction.objectStore('comments').put({
        ...templates.comments,
        id: `bench-pending-${n}`,
        // A copy of a root is a root of its own (threadId: its id); of a reply, in the same thread.
        threadId: templates.comments.replyTo === null ? `bench-pending-${n}` : templates.comments.threadId,
        boardId: boardId ?? templates.comments.boardId,
        content: `Pending bench comment ${n}: could you list the moisture content of the spruce knees?`,
        timestamp: iso,
      });
    }
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
  });
  db.close();
  return { count, templates: Object.keys(templates).filter((key) => templates[key]) };
}

/**
 * Watches the footer's Comments click open the board: when the panel appears,
 * when its list holds `roots` threads (those shown at first), and when the next frame is done. Marks
 * bench:start at the click and bench:end after that frame.
 */
export function watchBoardOpen({ roots }) {
  const state = { click: null, panel: null, list: null, painted: null };
  window.__boardOpen = state;
  const afterNextFrame = (fn) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = fn;
      channel.port2.postMessage(null);
    });
  window.addEventListener(
    'click',
    (event) => {
      state.click = event.timeStamp;
      console.timeStamp('bench:start');
    },
    { capture: true, once: true },
  );
  const observer = new MutationObserver(() => {
    if (state.click === null) return;
    if (state.panel === null && document.getElementById('comments-panel')) state.panel = performance.now();
    const list = document.querySelector('#comments-panel ol[aria-label$="messages"]');
    if (state.list === null && list && list.children.length >= roots) {
      state.list = performance.now();
      observer.disconnect();
      afterNextFrame(() => {
        state.painted = performance.now();
        console.timeStamp('bench:end');
      });
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
}

/** Watches for the appended message `text` in the open board; marks bench:end after the frame that shows it. */
export function watchAppend({ text }) {
  const state = { inserted: null, painted: null };
  window.__append = state;
  const list = document.querySelector('#comments-panel ol[aria-label$="messages"]');
  const observer = new MutationObserver(() => {
    if (state.inserted !== null || !list.lastElementChild?.textContent.includes(text)) return;
    state.inserted = performance.now();
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
  observer.observe(list, { childList: true, subtree: true, characterData: true });
}

/** Sums the page's layout shifts not caused by input (at least the page's CLS), from the start of the load. */
export function installLayoutShiftProbe() {
  const state = { total: 0, shifts: [] };
  window.__layoutShift = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      state.total += entry.value;
      state.shifts.push({
        value: entry.value,
        time: entry.startTime,
        sources: (entry.sources ?? []).map((source) => source.node?.nodeName ?? '?'),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Runs before the page's own scripts: records when the inline script's __atcReady is first called. */
export function installReadyProbe() {
  let ready;
  Object.defineProperty(window, '__atcReady', {
    configurable: true,
    get: () => ready,
    set: (fn) => {
      ready = function (...args) {
        globalThis.__readyAt ??= performance.now();
        return fn.apply(this, args);
      };
    },
  });
}

/** In the page, before the app: counts the records every IndexedDB read returns (window.__reads). */
export function installReadProbe() {
  window.__reads = 0;
  const count = (request, records) => {
    request.addEventListener('success', () => {
      window.__reads += records(request.result);
    });
    return request;
  };
  for (const Source of [IDBObjectStore, IDBIndex]) {
    const { get, getAll, openCursor } = Source.prototype;
    Source.prototype.get = function (...args) {
      return count(get.apply(this, args), (result) => (result === undefined ? 0 : 1));
    };
    Source.prototype.getAll = function (...args) {
      return count(getAll.apply(this, args), (result) => result.length);
    };
    // A cursor's every step is a success of the same request: one record each.
    Source.prototype.openCursor = function (...args) {
      return count(openCursor.apply(this, args), (cursor) => (cursor ? 1 : 0));
    };
  }
}

