// Issue 8, interaction cost: form validation on a keystroke, and switching the
// admin console's tabs with 1,000 more pending items in every list, must each
// stay under one frame (16 ms). Each interaction is a real Chromium input
// event (Playwright); its cost is the renderer main thread's work from the
// event until two frames pass without DOM changes, read from a trace.
import { login, max, measureInteraction, median, round, waitForBackend } from './lib.mjs';
import { installInteractionProbe } from './page-scripts.mjs';
import { seedPending } from './page-seeds.mjs';

const FORMS = [
  { route: '/contact', form: 'Contact Us', submit: 'Send message', field: 'Email' },
  { route: '/login', form: 'Member Login', submit: 'Log In', field: 'Email' },
];
// Crosses the email check's invalid and valid states several times.
const TYPED = 'jo.smith@example.ca';
const TABS = ['contributor', 'pricing', 'contact', 'comment', 'franchisee'];
const PENDING = 1000;

function summarize(rows) {
  const keys = ['longestTask', 'busy', 'toNextFrame', 'toLastDomChange', 'eventTiming'];
  return Object.fromEntries(
    keys.map((key) => {
      const values = rows.map((row) => row[key]).filter((value) => value !== null);
      return [key, { median: round(median(values)), max: round(max(values)), samples: values.length }];
    }),
  );
}

async function typeIntoForm(browser, page, origin, { route, form, submit, field }) {
  await page.goto(`${origin}${route}`);
  await waitForBackend(page);
  const scope = page.getByRole('form', { name: form });
  // An empty submit first: from then on every change is validated again.
  await scope.getByRole('button', { name: submit }).click();
  const input = scope.getByLabel(field, { exact: true });
  await input.click();
  await page.waitForTimeout(300);
  const rows = [];
  for (const character of TYPED) {
    rows.push(await measureInteraction(browser, page, ['keydown'], () => page.keyboard.type(character)));
  }
  return rows;
}

export async function benchInteractions({ browser, origin, cycles = 3 }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(installInteractionProbe);
  try {
    const page = await context.newPage();
    // The floor of this method: the same keystrokes into a bare input, no app.
    await page.goto('about:blank');
    await page.setContent('<label>Plain <input id="plain"></label>');
    await page.evaluate(installInteractionProbe);
    await page.click('#plain');
    const baseline = [];
    for (const character of TYPED) {
      baseline.push(await measureInteraction(browser, page, ['keydown'], () => page.keyboard.type(character)));
    }
    const forms = {};
    for (const form of FORMS) {
      const rows = await typeIntoForm(browser, page, origin, form);
      forms[form.route] = { field: form.field, keystrokes: rows.length, ...summarize(rows), raw: rows };
    }

    await login(page, origin, 'admin');
    await page.evaluate(seedPending, { count: PENDING, boardId: 'quality' });
    await page.goto(`${origin}/admin`);
    const expected = PENDING + 1;
    await page.waitForFunction(
      (count) => [...globalThis.document.querySelectorAll('[role="tab"] [aria-label]')].filter((badge) => badge.getAttribute('aria-label') === `${count} pending`).length === 5,
      expected,
      { timeout: 60_000 },
    );
    await page.waitForTimeout(500);
    const tabs = {};
    const all = [];
    for (let cycle = 0; cycle < cycles; cycle += 1) {
      for (const kind of TABS) {
        const row = await measureInteraction(browser, page, ['click'], () => page.click(`[role="tab"][id$="tab-${kind}"]`));
        (tabs[kind] ??= []).push(row);
        all.push(row);
        await page.waitForTimeout(200);
      }
    }
    return {
      baseline: { keystrokes: baseline.length, ...summarize(baseline), raw: baseline },
      forms,
      adminTabs: {
        pendingPerList: expected,
        all: summarize(all),
        byTab: Object.fromEntries(Object.entries(tabs).map(([kind, rows]) => [kind, summarize(rows)])),
        raw: tabs,
      },
    };
  } finally {
    await context.close();
  }
}
