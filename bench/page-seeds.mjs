// Functions that run inside the page (Playwright serialises them): the raw
// IndexedDB writes that give the app a large board and long review lists, as
// another tab's Dexie would write them. Each is self-contained: no closures.
/* global indexedDB */

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

/** In the page: brings the pending comments to `total`, older than the demo data's, so they lead the list (oldest first). */
export async function seedPendingComments({ total, boards, authors, marker }) {
  const db = await new Promise((resolve, reject) => {
    const request = indexedDB.open('atlantic-timber');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const existing = await new Promise((resolve, reject) => {
    const request = db.transaction('comments').objectStore('comments').getAll();
    request.onsuccess = () => resolve(request.result.filter((message) => !message.isApproved).length);
    request.onerror = () => reject(request.error);
  });
  const start = Date.now() - 120 * 24 * 60 * 60 * 1000;
  await new Promise((resolve, reject) => {
    const transaction = db.transaction('comments', 'readwrite');
    const store = transaction.objectStore('comments');
    for (let index = 0; index < total - existing; index += 1) {
      const n = String(index).padStart(5, '0');
      const id = `bench-moderation-${n}`;
      // Stored as the local backend stores a pending root (src/services/local/db.ts): listKey 0 is pending.
      store.put({
        id,
        boardId: boards[index % boards.length],
        userId: authors[index % authors.length],
        content: `${marker} ${n}: what is the moisture content of the spruce knees?`,
        attachments: [],
        timestamp: new Date(start + index * 60_000).toISOString(),
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
}
