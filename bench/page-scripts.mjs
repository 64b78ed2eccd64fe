// Functions that run inside the page (Playwright serialises them): the
// interaction probe, the board watchers, the layout-shift and hydration probes
// and the IndexedDB read counter (the writes are in page-seeds.mjs). Each is
// self-contained: no closures.
/* global window, document, IDBObjectStore, IDBIndex, MutationObserver, requestAnimationFrame */

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

