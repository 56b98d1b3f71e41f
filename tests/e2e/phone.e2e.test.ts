// Phones and paper (issue #29): on a 320–390 px screen the score table keeps its words whole and
// the header leaves the first screen to the content; on a page 320 px wide, on screen or on paper,
// no part of a deal diagram is wider than the page. Every test runs in the four interfaces.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { LANGS } from '../../src/lib/base/languages.ts';
import { axeViolations, WCAG_TAGS } from './axe.ts';
import { pageTypeOf } from '../../src/lib/site-check/page-types.ts';
import { ALL_PAGES } from './site-pages.ts';
import { useSite } from './site.ts';

const site = useSite();

/**
 * Every word (a run of non-space characters) under `selector` that is laid out on more than one
 * line, with `|` where it breaks. The browser here has no hyphenation dictionaries (Chromium
 * downloads them as a component; the tests' shell has none), so `hyphens: auto` breaks nothing and
 * any split word is a break in the middle of a word.
 */
const splitWords = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const out: string[] = [];
    for (const root of document.querySelectorAll(sel)) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const m of text.matchAll(/\S+/g)) {
          const line = (from: number, to: number) => {
            const r = document.createRange();
            r.setStart(node, from);
            r.setEnd(node, to);
            const rect = r.getBoundingClientRect();
            return rect.width === 0 ? null : Math.round(rect.top + rect.height / 2);
          };
          let shown = '';
          let last: number | null = null;
          let split = false;
          for (let i = m.index; i < m.index + m[0].length; i++) {
            const top = line(i, i + 1);
            if (top !== null && last !== null && Math.abs(top - last) > 2) {
              shown += '|';
              split = true;
            }
            shown += text[i];
            if (top !== null) last = top;
          }
          if (split) out.push(shown);
        }
      }
    }
    return out;
  }, selector);

describe('the score table on a phone', () => {
  test.each(LANGS)('%s: at 320 and 390 px no word of the score table is broken, and the table fits its box', async (lang) => {
    for (const width of [320, 390]) {
      const page = await site.browser.newPage({ viewport: { width, height: 800 } });
      await page.goto(`${site.base}/${lang}/cases/hbf-played-card/7/`);
      await page.locator('think-first button[data-reveal]').click();
      const table = page.locator('.calc-score').first();
      await table.waitFor();
      expect(await splitWords(page, '.calc-score'), `${lang} at ${width} px`).toEqual([]);
      // Whole words and no scrolling: the headers are short enough (the full word in `title`).
      const fits = await page.$$eval('.calc-scroll', (boxes) => boxes.map((b) => b.scrollWidth <= b.clientWidth));
      expect(fits, `${lang} at ${width} px`).not.toContain(false);
      await page.close();
    }
  });
});

const PHONES = [
  { width: 320, height: 568 },
  { width: 360, height: 740 },
  { width: 390, height: 844 },
];

describe('the header on a phone', () => {
  test.each(LANGS)('%s: the header takes at most a quarter of the first screen, the h1 shows, every link is a menu away', async (lang) => {
    // Each page loaded once and turned from one phone size to the next (as a phone turned or a
    // window resized: the layout follows the viewport, not the load).
    for (const path of [`/${lang}/`, `/${lang}/cases/hbf-played-card/7/`, `/${lang}/laws/`]) {
      const page = await site.browser.newPage({ viewport: PHONES[0] });
      await page.goto(`${site.base}${path}`);
      for (const viewport of PHONES) {
        await page.setViewportSize(viewport);
        await page.evaluate(() => window.scrollTo(0, 0));
        const where = `${path} at ${viewport.width}×${viewport.height}`;
        const header = (await page.locator('header.site-header').boundingBox())!;
        expect(header.y + header.height, where).toBeLessThanOrEqual(viewport.height / 4);
        const h1 = (await page.locator('h1').first().boundingBox())!;
        expect(h1.y + h1.height, where).toBeLessThanOrEqual(viewport.height);
        // The search box is there without opening anything.
        expect(await page.locator('header input[type="search"]').isVisible(), where).toBe(true);
        // Every section and language link: behind the menu button, opened by keyboard.
        const links = page.locator('header nav a');
        expect(await links.count(), where).toBe(14);
        const menu = page.locator('header details summary');
        expect(await menu.count(), `${where}: a menu button`).toBe(1);
        await menu.focus();
        await page.keyboard.press('Enter');
        // Every link's visibility in one call (a call a link cost 14 round trips to the page at
        // each size), as Playwright's isVisible() judges it: checkVisibility(), `visibility:
        // visible` and a box that is not empty.
        const hidden = await links.evaluateAll((as) =>
          as
            .filter((a) => {
              const r = a.getBoundingClientRect();
              return !a.checkVisibility() || getComputedStyle(a).visibility !== 'visible' || r.width === 0 || r.height === 0;
            })
            .map((a) => a.getAttribute('href')),
        );
        expect(hidden, `${where}: links not shown`).toEqual([]);
        // And from the button the Tab key walks into the links.
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.activeElement?.closest('nav') !== null), where).toBe(true);
        expect(await axeViolations(page, { tags: WCAG_TAGS, include: 'header' }), where).toEqual([]);
        await page.keyboard.press('Shift+Tab');
        await page.keyboard.press('Enter');
        expect(await links.first().isVisible(), `${where}: closed again`).toBe(false);
      }
      await page.close();
    }
  });

  test.each(LANGS)('%s: without JavaScript the menu opens too', async (lang) => {
    const context = await site.browser.newContext({ viewport: PHONES[0], javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.base}/${lang}/laws/`);
    expect(await page.locator('header details summary').count()).toBe(1);
    await page.locator('header details summary').click();
    expect(await page.locator(`header nav a[href="/${lang}/glossary/"]`).isVisible()).toBe(true);
    await context.close();
  });

  test.each(LANGS)('%s: on a wide screen the links show without a menu button', async (lang) => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.base}/${lang}/laws/`);
    expect(await page.locator('header details summary').isVisible()).toBe(false);
    for (const link of await page.locator('header nav a').all()) expect(await link.isVisible()).toBe(true);
    await page.close();
  });
});

const CASE_PAGES = ALL_PAGES.filter((p) => pageTypeOf(p) === 'case');

describe('diagrams on a narrow page', () => {
  // Each diagram of a case is drawn (.deal) and, behind "The diagram as printed in the source",
  // shown as the booklet printed it (pre.diagram); both must fit a 320 px page opened, on screen
  // and on paper. A wide pre scrolls in its own box on screen instead of widening the page.
  test.each(LANGS)('%s: at 320 px, on screen and printed, no element of any case page’s diagrams is wider than the page', async (lang) => {
    const pages = CASE_PAGES.filter((p) => p.startsWith(`/${lang}/`));
    expect(pages.length).toBeGreaterThanOrEqual(18);
    const page = await site.browser.newPage({ viewport: { width: 320, height: 800 } });
    const over: string[] = [];
    let diagrams = 0;
    // Each page loaded once, measured on screen and then on paper (the media emulated in turn).
    for (const path of pages) {
      await page.emulateMedia({ media: 'screen' });
      await page.goto(`${site.base}${path}`);
      for (const media of ['screen', 'print'] as const) {
        await page.emulateMedia({ media });
        const found = await page.evaluate(() => {
          for (const d of document.querySelectorAll<HTMLDetailsElement>('details.printed-diagram')) d.open = true;
          const width = document.documentElement.clientWidth;
          const roots = [...document.querySelectorAll<HTMLElement>('main .deal, main pre.diagram')].filter((e) => e.getClientRects().length > 0);
          const bad: string[] = [];
          if (document.documentElement.scrollWidth > width) bad.push(`the page is ${document.documentElement.scrollWidth}px wide`);
          for (const root of roots) {
            // On paper nothing scrolls: a diagram's content must fit its box.
            if (getComputedStyle(root).overflowX === 'visible' && root.scrollWidth > root.clientWidth + 1)
              bad.push(`${root.className} overflows by ${root.scrollWidth - root.clientWidth}px`);
            for (const e of [root, ...root.querySelectorAll('*')]) {
              const r = e.getBoundingClientRect();
              if (r.width > 0 && (r.right > width + 0.5 || r.left < -0.5))
                bad.push(`${e.tagName.toLowerCase()}.${e.className} spans ${Math.round(r.left)}–${Math.round(r.right)} of ${width}px`);
            }
          }
          return { count: roots.length, bad };
        });
        diagrams += found.count;
        over.push(...found.bad.map((b) => `${media} ${path}: ${b}`));
      }
    }
    await page.close();
    expect(over).toEqual([]);
    // The pages have diagrams to measure (the cases' drawn ones and the booklet's, in both media).
    expect(diagrams).toBeGreaterThan(pages.length * 2);
  });
});
