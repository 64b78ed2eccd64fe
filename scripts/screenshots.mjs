#!/usr/bin/env node
// Takes screenshots of pages at 375 px and 1440 px for a person to look at.
// Usage: node scripts/screenshots.mjs [baseURL] [path ...]  (default: the preview server)
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const [base = 'http://127.0.0.1:4173', ...pagePaths] = process.argv.slice(2);
const targets = pagePaths.length > 0 ? pagePaths : ['/store'];
const outDir = 'artifacts/screenshots';
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
for (const width of [375, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const path of targets) {
    await page.goto(base + path);
    await page.waitForLoadState('networkidle');
    const file = `${outDir}/${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root'}-${width}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await page.close();
}
await browser.close();
