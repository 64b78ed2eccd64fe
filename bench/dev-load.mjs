// `npm run bench -- --only dev` (issue 21): what the dev server (`npm start`)
// makes a browser fetch for a first page, and how long that page takes to be
// ready. The server starts cold (its transform cache empty, as for a newcomer),
// then /store and /fr/store load once each in a fresh context; every request to
// the server is counted, the Paraglide message modules apart.
import { startDevServer, waitForApp } from './lib.mjs';

export const DEV_ROUTES = ['/store', '/fr/store'];
// The message modules, from src/paraglide or the dev server's own copy (scripts/paraglide.config.mjs).
const MESSAGE_MODULE = /\/paraglide(?:-dev)?\/messages\//;

export async function benchDevLoad({ browser, onCleanup }) {
  const server = await startDevServer();
  onCleanup(() => server.stop());
  const results = {};
  try {
    for (const route of DEV_ROUTES) {
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        const urls = [];
        page.on('request', (request) => {
          if (request.url().startsWith(server.origin)) urls.push(new URL(request.url()).pathname);
        });
        const start = Date.now();
        await page.goto(`${server.origin}${route}`, { timeout: 120_000 });
        await waitForApp(page, 120_000);
        const load = Date.now() - start;
        // The route's lazy modules and the backend are fetched after the app is ready.
        await page.waitForLoadState('networkidle', { timeout: 120_000 });
        const messages = urls.filter((url) => MESSAGE_MODULE.test(url)).length;
        results[route] = { requests: urls.length, messages, load };
        console.log(`dev-load: ${route} requests ${urls.length}, message modules ${messages}, load ${load} ms`);
      } finally {
        await context.close();
      }
    }
  } finally {
    server.stop();
  }
  return results;
}
