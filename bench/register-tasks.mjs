// `npm run bench -- --only register-tasks` (issue 21): the longest task of the
// renderer's main thread from the first contentful paint of /register and
// /fr/register until the app has taken the page over and one more second has
// passed (the backend's first work included), over 10 loads, each in a fresh
// context (an empty database, as Lighthouse's first visit). No throttling: the
// task as observed, which Lighthouse's simulation multiplies by 4 (its mobile
// CPU slowdown) and counts in total blocking time beyond 50 ms.
import { median, round, traceTasks, waitForApp } from './lib.mjs';

export const REGISTER_ROUTES = ['/register', '/fr/register'];

export async function benchRegisterTasks({ browser, origin, runs = 10 }) {
  const results = {};
  for (const route of REGISTER_ROUTES) {
    const longest = [];
    const work = [];
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
      try {
        const page = await context.newPage();
        const { tasks } = await traceTasks(browser, page, async () => {
          await page.goto(`${origin}${route}`);
          await waitForApp(page);
          await page.waitForTimeout(1000);
          await page.evaluate(() => console.timeStamp('bench:end'));
        }, { from: 'firstContentfulPaint' });
        if (tasks.longest !== null) longest.push(tasks.longest);
        work.push(tasks.longestWork);
      } finally {
        await context.close();
      }
    }
    const figures = { runs: longest.length, min: round(Math.min(...longest)), median: round(median(longest)), max: round(Math.max(...longest)), longestWork: work };
    results[route] = figures;
    console.log(`register-tasks: ${route} longest task after first paint min ${figures.min} ms, median ${figures.median} ms, max ${figures.max} ms (${figures.runs} loads)`);
  }
  return results;
}
