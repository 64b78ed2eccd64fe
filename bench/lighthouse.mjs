// Lighthouse 12 (mobile, its default config) on the production build: each
// route several times in Debian's Chromium started by chrome-launcher, the
// median of each score and metric reported. /admin is measured signed in as the
// admin: Lighthouse runs in a tab that logged in first (the local backend keeps
// the session in that tab's sessionStorage), with storage reset off so the
// session survives Lighthouse's navigation; the HTTP cache is cleared first.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { ACCOUNTS, CHROMIUM_FLAGS, CHROMIUM_PATH, median, round, writeArtifact } from './lib.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
};

const flags = (port, throttling, extra = {}) => ({
  port,
  // 'simulate' is Lighthouse's default (Lantern); 'devtools' applies the same
  // network and CPU throttling to the real load instead.
  throttlingMethod: throttling,
  output: 'json',
  logLevel: 'error',
  onlyCategories: CATEGORIES,
  ...extra,
});

async function runPublic(port, url, throttling) {
  const result = await lighthouse(url, flags(port, throttling));
  return { lhr: result.lhr, signedIn: false };
}

/** Logs a fresh tab in as the admin, then runs Lighthouse on /admin in that tab. */
async function runAdmin(port, origin, throttling) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  const page = await browser.newPage();
  try {
    const account = ACCOUNTS.admin;
    await page.goto(`${origin}/login`, { waitUntil: 'load' });
    const form = 'form[aria-label="Member Login"]';
    await page.waitForSelector(`${form} input[type="email"]`, { timeout: 20_000 });
    await page.type(`${form} input[type="email"]`, account.email);
    await page.type(`${form} input[type="password"]`, account.password);
    await page.click(`${form} button[type="submit"]`);
    await page.waitForSelector(`button[aria-label="Account: ${account.name}"]`, { timeout: 20_000 });
    const session = await page.createCDPSession();
    await session.send('Network.clearBrowserCache');
    await session.detach();
    const result = await lighthouse(`${origin}/admin`, flags(port, throttling, { disableStorageReset: true }), undefined, page);
    const signedIn = (await page.$('[role="tablist"][aria-label="Review lists"]')) !== null;
    return { lhr: result.lhr, signedIn };
  } finally {
    await page.close().catch(() => {});
    await browser.disconnect();
  }
}

/** Audits of a category that lost points in a run: weighted, scored below 1. */
function failingAudits(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => ({ id: audit.id, title: audit.title, score: audit.score, displayValue: audit.displayValue ?? null }));
}

function summarize(route, runs) {
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, median(runs.map(({ lhr }) => Math.round((lhr.categories[category].score ?? 0) * 100)))]),
  );
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([key, id]) => [key, round(median(runs.map(({ lhr }) => lhr.audits[id]?.numericValue)), key === 'cls' ? 3 : 0)]),
  );
  const failing = {};
  for (const category of CATEGORIES) {
    const byId = new Map();
    for (const { lhr } of runs) for (const audit of failingAudits(lhr, category)) byId.set(audit.id, audit);
    if (byId.size > 0) failing[category] = [...byId.values()];
  }
  const errors = runs.map(({ lhr }) => lhr.runtimeError?.message).filter(Boolean);
  return {
    route,
    signedIn: runs.every((run) => run.signedIn),
    runs: runs.length,
    scores,
    perRun: runs.map(({ lhr }) => Object.fromEntries(CATEGORIES.map((category) => [category, Math.round((lhr.categories[category].score ?? 0) * 100)]))),
    metrics,
    failing,
    errors,
    lighthouseVersion: runs[0]?.lhr.lighthouseVersion,
    userAgent: runs[0]?.lhr.environment?.hostUserAgent,
  };
}

export async function benchLighthouse({ origin, routes, runs = 3, throttling = 'simulate', onCleanup }) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_FLAGS, '--headless=new'],
    logLevel: 'silent',
  });
  onCleanup(() => chrome.kill());
  try {
    const summaries = [];
    for (const route of routes) {
      const results = [];
      for (let run = 0; run < runs; run += 1) {
        const result = route === '/admin' ? await runAdmin(chrome.port, origin, throttling) : await runPublic(chrome.port, `${origin}${route}`, throttling);
        results.push(result);
        const s = result.lhr.categories;
        const audits = result.lhr.audits;
        console.log(
          `  lighthouse ${route} run ${run + 1}/${runs}: ${CATEGORIES.map((c) => Math.round((s[c].score ?? 0) * 100)).join(' / ')}` +
            ` (FCP ${audits[METRICS.fcp]?.displayValue}, LCP ${audits[METRICS.lcp]?.displayValue}, TBT ${audits[METRICS.tbt]?.displayValue})` +
            (route === '/admin' ? (result.signedIn ? ' signed in' : ' NOT signed in') : ''),
        );
      }
      const summary = summarize(route, results);
      summaries.push(summary);
      // Keep the run whose performance score is the median, for a closer look.
      const sorted = [...results].sort((a, b) => a.lhr.categories.performance.score - b.lhr.categories.performance.score);
      const middle = sorted[Math.floor(sorted.length / 2)];
      writeArtifact(`lighthouse${throttling === 'simulate' ? '' : `-${throttling}`}${route.replace(/\//g, '-')}.json`, middle.lhr);
    }
    return summaries;
  } finally {
    await chrome.kill();
  }
}
