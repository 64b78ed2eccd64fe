// What every page is checked for, shared by the sweep over every route
// (every-route.spec.ts) and the specs that look at member pages and open
// states: axe-core's WCAG 2.2 A and AA rules, the layout at a width (sideways
// scrolling, squeezed icons, pointer targets under 24 px without an
// exception of SC 2.5.8), and the other language's texts on a page.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type Axe from 'axe-core';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe-core's own build, put into a page once (Playwright's evaluate is not held by the page's Content-Security-Policy). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe on the page as it is (or on `include` only, for a state whose
 * page around it was scanned already) and returns one line per violating node.
 * axe-core is put into the page once and stays for every state scanned until
 * the next page load; only violations are collected. (@axe-core/playwright put
 * its 550 KB into the page twice a scan and collected every pass: a scan took
 * about 1.3 s of a route's 3 s on our machines, against 0.4 s this way.)
 */
export async function scan(page: Page, state: string, include?: string): Promise<string[]> {
  // The page at rest: a dialog fading in shows its text half-blended with the
  // background, which axe would report as low contrast; a page still scrolling
  // to the first field in error has the sticky header over a field, which axe
  // reports as a target too small. Endless animations (a spinner) are not
  // waited for, nor anything past two seconds.
  await page.evaluate(() => {
    const animations = Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
    // Three frames in a row at the same scroll position.
    const scrolled = new Promise<void>((resolve) => {
      let last = -1;
      let still = 0;
      const frame = () => {
        still = window.scrollY === last ? still + 1 : 0;
        last = window.scrollY;
        if (still >= 3) resolve();
        else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    return Promise.race([Promise.all([animations, scrolled]), new Promise((resolve) => setTimeout(resolve, 2_000))]);
  });
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async ({ tags, include }) => {
      const { axe } = window as unknown as { axe: typeof Axe };
      const results = await axe.run(include ? { include: [include] } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        nodes: violation.nodes.map((node) => ({ target: node.target.map(String), failureSummary: node.failureSummary })),
      }));
    },
    { tags: TAGS, include },
  );
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${state}: ${violation.id} (${violation.impact ?? 'n/a'}) ${node.target.join(' ')} — ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
    ),
  );
}

/** The widths every page is looked at: a phone, a tablet, a desktop. */
export const WIDTHS = [375, 768, 1440] as const;

/** Resizes the window and waits until the header has laid its row out anew (src/app/layout/use-row-layout.ts). */
export async function resize(page: Page, width: number, height = 900): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Finds what fails on the page as shown: sideways overflow and targets under 24 px without an exception. */
export function findProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    if (overflow > 0) {
      const wide = Array.from(document.querySelectorAll<HTMLElement>('body *'))
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5 && element.checkVisibility())
        .slice(0, 3)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
      problems.push(`scrolls sideways by ${overflow}px (${wide.join(', ')})`);
    }

    // An icon whose box lost its proportions has been squeezed by a row too full for it.
    for (const icon of Array.from(document.querySelectorAll<SVGSVGElement>('svg[width][height]'))) {
      const { width, height } = icon.getBoundingClientRect();
      const ratio = Number(icon.getAttribute('width')) / Number(icon.getAttribute('height'));
      if (icon.checkVisibility() && height > 0 && Math.abs(width / height - ratio) > 0.05 * ratio) {
        const owner = icon.parentElement;
        problems.push(`an icon in ${owner?.tagName.toLowerCase()} "${squash(owner?.textContent ?? '').slice(0, 40)}" is squeezed to ${Math.round(width)}×${Math.round(height)} px`);
      }
    }

    const SELECTOR =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="checkbox"], [role="radio"]';
    /** A link within a line of text (the "inline" exception). */
    const inText = (element: HTMLElement) => {
      if (getComputedStyle(element).display !== 'inline') return false;
      let block = element.parentElement;
      while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
      return squash(block?.textContent ?? null).length > squash(element.textContent).length;
    };
    /** The area that takes the pointer: a checkbox or radio with its label. */
    const area = (element: HTMLElement): DOMRect => {
      const rect = element.getBoundingClientRect();
      const label = element instanceof HTMLInputElement ? element.labels?.[0] : undefined;
      if (!label) return rect;
      const other = label.getBoundingClientRect();
      const left = Math.min(rect.left, other.left);
      const top = Math.min(rect.top, other.top);
      return new DOMRect(left, top, Math.max(rect.right, other.right) - left, Math.max(rect.bottom, other.bottom) - top);
    };

    const targets = Array.from(document.querySelectorAll<HTMLElement>(SELECTOR))
      .filter((element) => element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) && !element.closest('[inert]'))
      .map((element) => ({ element, rect: area(element) }))
      // Visually hidden controls (a file input behind its button, the skip link off screen) are no pointer targets.
      .filter(({ rect }) => rect.width > 2 && rect.height > 2 && rect.bottom + window.scrollY > 0);

    const small = targets.filter(({ rect }) => rect.width < 24 - 0.01 || rect.height < 24 - 0.01);
    for (const target of small) {
      if (inText(target.element)) continue;
      // The spacing exception: a 24 px circle on the target's centre meets no other target nor its circle.
      const cx = target.rect.left + target.rect.width / 2;
      const cy = target.rect.top + target.rect.height / 2;
      const crowded = targets.some((other) => {
        if (other === target) return false;
        if (other.element.contains(target.element) || target.element.contains(other.element)) return false;
        const { rect } = other;
        if (small.includes(other)) {
          return Math.hypot(rect.left + rect.width / 2 - cx, rect.top + rect.height / 2 - cy) < 24;
        }
        const dx = Math.max(rect.left - cx, 0, cx - rect.right);
        const dy = Math.max(rect.top - cy, 0, cy - rect.bottom);
        return Math.hypot(dx, dy) < 12;
      });
      if (!crowded) continue;
      const name = squash(target.element.getAttribute('aria-label') ?? target.element.textContent).slice(0, 40);
      problems.push(
        `${target.element.tagName.toLowerCase()} "${name}" is ${Math.round(target.rect.width)}×${Math.round(target.rect.height)} px`,
      );
    }
    return problems;
  });
}


/** Where a screenshot of a page at a width goes, when E2E_SCREENSHOTS=1 asks for them (route-width.png, e.g. store-375.png). */
export function screenshotName(route: string, width: number, role?: string): string {
  const name = route.slice(1).replace(/[^A-Za-z0-9-]+/g, '-');
  return `test-results/screenshots/${name}${role ? `-as-${role}` : ''}-${width}.png`;
}

/** Full-page screenshots for a reviewer cost a second or more each on our machines, so they are taken on request. */
export const SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

type Message = string | { match?: Record<string, string> }[];

const settings = JSON.parse(readFileSync('project.inlang/settings.json', 'utf8')) as {
  'plugin.inlang.messageFormat': { pathPattern: string[] };
};
const catalogue = (locale: string): Map<string, string[]> => {
  const texts = new Map<string, string[]>();
  for (const pattern of settings['plugin.inlang.messageFormat'].pathPattern) {
    const messages = JSON.parse(readFileSync(pattern.replace('{locale}', locale), 'utf8')) as Record<string, Message>;
    for (const [key, message] of Object.entries(messages)) {
      texts.set(key, typeof message === 'string' ? [message] : message.flatMap((variant) => Object.values(variant.match ?? {})));
    }
  }
  return texts;
};
const english = catalogue('en-CA');
const french = catalogue('fr-CA');

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The texts only one language has: a key's text where the other language's
 * differs, and which is no text of the other language anywhere (Message, Page,
 * Province… are words of both). Placeholders match anything; texts of fewer
 * than four letters are left out (FR, EN, h).
 */
function onlyIn(own: Map<string, string[]>, other: Map<string, string[]>): { key: string; text: string; pattern: RegExp }[] {
  const otherTexts = new Set([...other.values()].flat().map(normalize));
  const found: { key: string; text: string; pattern: RegExp }[] = [];
  for (const [key, texts] of own) {
    const theirs = new Set((other.get(key) ?? []).map(normalize));
    for (const raw of texts) {
      const text = normalize(raw);
      if (theirs.has(text) || otherTexts.has(text)) continue;
      const words = text.replace(/\{\w+\}/g, '');
      if ((words.match(/\p{L}/gu) ?? []).length < 4) continue;
      const source = text
        .split(/(\{\w+\})/)
        .map((part) => (/^\{\w+\}$/.test(part) ? '.+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('');
      found.push({ key, text, pattern: new RegExp(`^${source}$`, 'su') });
    }
  }
  return found;
}


/** The texts of the catalogue of the language a page should not show: English on a French page, and French on an English one. */
export const foreignTexts = { 'fr-CA': onlyIn(english, french), 'en-CA': onlyIn(french, english) } as const;

/** Every text a person meets on the page: each element's text, and the names and descriptions the page gives. */
export async function textsOn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = new Set<string>([document.title]);
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content');
    if (description) texts.add(description);
    const pageLanguage = document.documentElement.lang;
    for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      if (element.closest('script, style, svg')) continue;
      // Text marked as another language is that language on purpose (the toggle: "English" on a French page).
      if (element.closest(`[lang]:not([lang="${pageLanguage}"])`)) continue;
      // What a member wrote is shown as written, in whatever language they wrote it.
      if (element.closest('[data-stored]')) continue;
      const text = element.innerText;
      if (text) texts.add(text);
      for (const name of ['aria-label', 'alt', 'title', 'placeholder']) {
        const value = element.getAttribute(name);
        if (value) texts.add(value);
      }
    }
    return [...texts].map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean);
  });
}

/** The other language's texts the page shows, one line each (`lang` is the page's language). */
export async function otherLanguageIn(page: Page, where: string, lang: keyof typeof foreignTexts): Promise<string[]> {
  const texts = await textsOn(page);
  return foreignTexts[lang].flatMap(({ key, text, pattern }) => (texts.some((shown) => pattern.test(shown)) ? [`${where}: ${key} “${text}”`] : []));
}
