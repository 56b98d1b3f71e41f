// Narrow screens: no page type is wider than a 320 px or 390 px phone screen. Wide content (law
// index tables, score tables, deal diagrams) scrolls inside its own box instead of the page.
import { describe, expect, test } from 'vitest';
import { sampleByType } from './site-pages.ts';
import { useSite } from './site.ts';

const site = useSite();
const WIDTHS = [320, 390];
const pages = [...sampleByType(2)].flatMap(([type, paths]) => paths.map((p) => [type, p] as const));

describe('narrow screens', () => {
  test.each(WIDTHS)('at %i px no page overflows the screen (every page type, two pages each)', async (width) => {
    const context = await site.browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    const wide: string[] = [];
    for (const [type, path] of pages) {
      await page.goto(`${site.base}${path}`);
      // The root page sends the reader on to his language (a script; en-US here): measure where it lands.
      if (path === '/') await page.waitForURL(/\/en\/$/);
      await page.waitForLoadState('load');
      const measure = () =>
        page.evaluate(() => {
          const doc = document.documentElement;
          if (doc.scrollWidth <= doc.clientWidth) return null;
          // The widest element that sticks out, for the message.
          let worst = '';
          let right = doc.clientWidth;
          for (const e of document.body.querySelectorAll('*')) {
            const r = e.getBoundingClientRect();
            if (r.right > right + 0.5) {
              right = r.right;
              worst = `${e.tagName.toLowerCase()}${e.className && typeof e.className === 'string' ? `.${e.className.split(' ').join('.')}` : ''}`;
            }
          }
          return `${doc.scrollWidth}px wide (${worst} ends at ${Math.round(right)}px)`;
        });
      const over = await measure();
      if (over) wide.push(`${type} ${path}: ${over}`);
    }
    await context.close();
    expect(wide).toEqual([]);
  });
});
