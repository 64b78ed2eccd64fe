// Shared pieces of `npm run bench`: the production build and its preview
// server, Debian's Chromium under Playwright, statistics, main-thread task
// timings from a Chromium trace, and the JSON files under artifacts/bench/.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
export const ARTIFACTS = 'artifacts/bench';
export const BUILD_DIR = `${ARTIFACTS}/dist`;

export function writeArtifact(name, data) {
  mkdirSync(ARTIFACTS, { recursive: true });
  const path = join(ARTIFACTS, name);
  writeFileSync(path, typeof data === 'string' ? data : `${JSON.stringify(data, null, 2)}\n`);
  return path;
}

// ---------------------------------------------------------------- statistics

export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function max(values) {
  const finite = values.filter((value) => Number.isFinite(value));
  return finite.length === 0 ? null : Math.max(...finite);
}

export const round = (value, digits = 1) => (value === null || value === undefined ? null : Number(value.toFixed(digits)));

// ------------------------------------------------------ build and preview

/** The production build (local backend) into artifacts/bench/dist, so dist/ of a running `npm test` is left alone. */
export function buildApp() {
  console.log(`Building the production app (local backend) into ${BUILD_DIR}…`);
  const result = spawnSync('npx', ['vite', 'build', '--outDir', BUILD_DIR, '--emptyOutDir', '--logLevel', 'error'], {
    stdio: 'inherit',
    env: { ...process.env, VITE_BACKEND: 'local', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  });
  if (result.status !== 0) throw new Error('The production build failed.');
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** 4310 if free, else any free port; never 4173 (other people's test runs use it). */
export async function freePort(preferred = 4310) {
  if (await portIsFree(preferred)) return preferred;
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** `vite preview` of a build (the bench build by default) on a free port; stop() ends it (its whole process group). */
export function startPreview(dir = BUILD_DIR) {
  return startVite(['preview', '--outDir', dir], 'vite preview');
}

/** `vite` (the dev server, local backend) on a free port, as `npm start` runs it; stop() ends it. A cold start compiles the dev messages first. */
export function startDevServer() {
  return startVite([], 'the dev server', { VITE_BACKEND: 'local' }, 120_000);
}

async function startVite(command, label, env = {}, timeout = 30_000) {
  const port = await freePort();
  const child = spawn('npx', ['vite', ...command, '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, ...env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${label} exited: ${stderr}`);
    try {
      const response = await fetch(`${origin}/store`);
      if (response.ok) return { origin, port, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error(`${label} did not answer on ${origin}: ${stderr}`);
}

// ------------------------------------------------------------ the browser

export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true });
}

export const ACCOUNTS = {
  admin: { email: 'admin@example.com', password: 'Admin!2345', name: 'Morgan MacLeod' },
  franchisee: { email: 'franchisee@example.com', password: 'Franchisee!2345', name: 'Jacques Thibodeau' },
};

/** Logs this tab in through /login, as a person would (the local backend keeps the session per tab). */
export async function login(page, origin, role) {
  const account = ACCOUNTS[role];
  await page.goto(`${origin}/login`);
  await waitForApp(page);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  // Attached, not visible: on a phone-sized page the account menu sits in the collapsed header menu.
  await page.getByRole('button', { name: `Account: ${account.name}`, includeHidden: true }).waitFor({ state: 'attached', timeout: 20_000 });
}

/** Resolves once the app has taken over the page (a prerendered page shows its content before; src/app/app.tsx). */
export async function waitForApp(page, timeout = 30_000) {
  await page.locator('html[data-ready]').waitFor({ state: 'attached', timeout });
}

/** Resolves once the backend has loaded (and seeded the database): the header shows Join Us or the account menu. */
export async function waitForBackend(page) {
  await page.waitForFunction(
    () => globalThis.document.querySelector('#site-nav a[href="/register"], #site-nav button[aria-label^="Account:"]') !== null,
    null,
    { timeout: 30_000 },
  );
}

/**
 * Resolves once the backend has loaded (so its database exists) and the footer
 * offers the page's comment board. The prerendered page already shows the
 * button, so the button alone says nothing about the backend.
 */
export async function waitForCommentsButton(page) {
  await waitForBackend(page);
  await page.waitForSelector('footer button[aria-controls="comments-panel"]', { timeout: 30_000 });
}

// ------------------------------------------------------ main-thread tasks

const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel'];

/**
 * Runs `action` under a Chromium trace and returns the renderer main thread's
 * tasks between the page's console.timeStamp('bench:start') and
 * console.timeStamp('bench:end') markers (the action sets them; `from` names
 * another start, see mainThreadTasks): the longest task and the total busy
 * time, in ms.
 */
export async function traceTasks(browser, page, action, { from } = {}) {
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  let result;
  let buffer;
  try {
    result = await action();
  } finally {
    buffer = await browser.stopTracing();
  }
  const { traceEvents = [] } = JSON.parse(buffer.toString('utf8'));
  return { result, tasks: mainThreadTasks(traceEvents, { from }) };
}

/**
 * The main thread's top-level tasks between two console.timeStamp markers, or
 * from the page's first contentful paint when `from` is 'firstContentfulPaint'.
 */
export function mainThreadTasks(events, { from = 'bench:start' } = {}) {
  const marker = (message) =>
    events.filter((event) => event.name === 'TimeStamp' && event.args?.data?.message === message).at(-1);
  const end = marker('bench:end');
  const paint = end && events.find((event) => event.name === from && event.pid === end.pid && event.tid === end.tid);
  const start = from === 'firstContentfulPaint' ? paint : marker(from);
  if (!start || !end) return { longest: null, busy: null, count: 0, error: 'trace markers missing' };
  const onThread = (event) => event.pid === start.pid && event.tid === start.tid && event.ph === 'X' && typeof event.dur === 'number';
  const names = ['RunTask', 'ThreadControllerImpl::RunTask'];
  const name = names.find((candidate) => events.some((event) => event.name === candidate && onThread(event)));
  const tasks = events
    .filter((event) => event.name === name && onThread(event) && event.ts + event.dur >= start.ts && event.ts <= end.ts)
    .sort((a, b) => a.ts - b.ts);
  // Keep top-level tasks only: a task nested in another is already counted.
  const topLevel = [];
  for (const task of tasks) {
    const last = topLevel.at(-1);
    if (last && task.ts < last.ts + last.dur) continue;
    topLevel.push(task);
  }
  const durations = topLevel.map((task) => task.dur / 1000);
  return {
    longest: durations.length > 0 ? Math.max(...durations) : 0,
    longestWork: workOf(events, topLevel.find((task) => task.dur / 1000 === Math.max(...durations))),
    busy: durations.reduce((sum, value) => sum + value, 0),
    count: durations.length,
    window: (end.ts - start.ts) / 1000,
  };
}

/** What took most of a task: its longest inner event of the kinds a trace names (a script, a function, parsing, layout). */
function workOf(events, task) {
  if (!task) return null;
  const inner = events
    .filter((event) => event.pid === task.pid && event.tid === task.tid && event.ph === 'X' && event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur)
    .filter((event) => /^(v8\.evaluateModule|EvaluateScript|FunctionCall|TimerFire|ParseHTML|Layout|UpdateLayoutTree|MajorGC|MinorGC|RunMicrotasks)$/.test(event.name))
    .sort((a, b) => b.dur - a.dur)[0];
  if (!inner) return null;
  const { url, functionName } = inner.args?.data ?? {};
  return `${inner.name} ${Math.round(inner.dur / 1000)} ms${url ? ` ${url.replace(/^https?:\/\/[^/]+/, '')}` : ''}${functionName ? ` ${functionName}` : ''}`;
}

/**
 * Arms the probe, performs the action and waits for the page to settle.
 * Returns, in ms: the main thread's longest task and total busy time from the
 * event until two quiet frames (from the trace), the time from the event to
 * the frame after its work (a requestAnimationFrame callback, then a task),
 * to its last DOM change, and the longest Event Timing entry (the browser
 * reports only entries of 16 ms or more; null when none was).
 */
export async function measureInteraction(browser, page, types, action) {
  const { result, tasks } = await traceTasks(browser, page, async () => {
    const timingsBefore = await page.evaluate((eventTypes) => {
      globalThis.__benchArm(eventTypes);
      return globalThis.__bench.eventTimings.length;
    }, types);
    await action();
    await page.waitForFunction(() => globalThis.__bench.pending === null, null, { timeout: 15_000 });
    await page.waitForTimeout(50);
    return page.evaluate((from) => ({ run: globalThis.__bench.done.at(-1), timings: globalThis.__bench.eventTimings.slice(from) }), timingsBefore);
  });
  const { run, timings } = result;
  return {
    longestTask: tasks.longest,
    busy: tasks.busy,
    toLastDomChange: run.lastMutation === null ? null : run.lastMutation - run.start,
    toNextFrame: run.nextFrame === null ? null : run.nextFrame - run.start,
    eventTiming: timings.length > 0 ? Math.max(...timings.map((entry) => entry.duration)) : null,
    eventProcessing: timings.length > 0 ? Math.max(...timings.map((entry) => entry.processing)) : null,
  };
}
