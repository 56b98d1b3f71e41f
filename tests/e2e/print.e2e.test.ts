// Print: law, commentary and case pages print without UI chrome, the parallel columns side
// by side on A4 landscape and stacked on A4 portrait, diagrams whole, law links with their id.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { useSite } from './site.ts';

const site = useSite();

// A4 at 96 CSS px per inch.
const LANDSCAPE = { width: 1123, height: 794 };
const PORTRAIT = { width: 794, height: 1123 };

async function printed(path: string, viewport: { width: number; height: number }): Promise<Page> {
  const page = await site.browser.newPage({ viewport });
  await page.goto(`${site.base}${path}`);
  await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
  return page;
}

/** Visible cells of a segment row, with their boxes. */
const cells = (page: Page, row: string) =>
  page.$$eval(`${row} .cell`, (els) =>
    els
      .filter((e) => getComputedStyle(e).display !== 'none')
      .map((e) => ({ lang: e.getAttribute('data-lang'), ...(e.getBoundingClientRect().toJSON() as DOMRect) })),
  );

describe('print stylesheet', () => {
  test.each(['/en/laws/6/', '/ru/commentary/ru-67-74/', '/pl/cases/hbf-played-card/7/'])(
    '%s prints without navigation, switchers, forms or footer',
    async (path) => {
      const page = await printed(path, PORTRAIT);
      const shown = await page.$$eval('header, nav, footer, .skip, .pair-switch, select, button, form', (els) =>
        els.filter((e) => getComputedStyle(e).display !== 'none').map((e) => e.outerHTML.slice(0, 60)),
      );
      expect(shown).toEqual([]);
      expect(await page.locator('main').isVisible()).toBe(true);
      // Black on white even when the screen is in dark mode.
      expect(await page.evaluate(() => [getComputedStyle(document.body).color, getComputedStyle(document.body).backgroundColor])).toEqual([
        'rgb(0, 0, 0)',
        'rgb(255, 255, 255)',
      ]);
      await page.close();
    },
  );

  test('parallel columns sit side by side on A4 landscape', async () => {
    const page = await printed('/en/laws/6/', LANDSCAPE);
    const [ru, en] = await cells(page, '#A');
    expect([ru?.lang, en?.lang]).toEqual(['ru', 'en']);
    expect(Math.abs((ru?.top ?? 0) - (en?.top ?? 1))).toBeLessThan(2);
    expect(en!.left).toBeGreaterThan(ru!.right);
    await page.close();
  });

  test('parallel columns are stacked on A4 portrait, original first', async () => {
    const page = await printed('/en/laws/6/', PORTRAIT);
    const [ru, en] = await cells(page, '#A');
    expect([ru?.lang, en?.lang]).toEqual(['ru', 'en']);
    expect(en!.top).toBeGreaterThanOrEqual(ru!.bottom - 1);
    expect(Math.abs(en!.left - ru!.left)).toBeLessThan(2);
    await page.close();
  });

  test('a diagram is printed whole: not clipped, not split across pages', async () => {
    const page = await printed('/en/cases/hbf-played-card/7/', PORTRAIT);
    const d = await page.$eval('pre.diagram', (e) => ({
      overflow: getComputedStyle(e).overflowX,
      breakInside: getComputedStyle(e).breakInside,
      clipped: e.scrollWidth > e.clientWidth + 1,
    }));
    expect(d).toEqual({ overflow: 'visible', breakInside: 'avoid', clipped: false });
    await page.close();
  });

  test('a link to a law prints its canonical id, a link to another site its address', async () => {
    const page = await printed('/en/laws/6/', PORTRAIT);
    const after = await page.evaluate(() => {
      const main = document.querySelector('main')!;
      const law = Object.assign(document.createElement('a'), { href: '/en/laws/45/#C4a', textContent: 'Law 45C4(a)' });
      law.dataset.refs = '45C4(a)';
      const ext = Object.assign(document.createElement('a'), { href: 'https://example.org/x', textContent: 'elsewhere' });
      main.append(law, ext);
      return [getComputedStyle(law, '::after').content, getComputedStyle(ext, '::after').content];
    });
    expect(after).toEqual(['" [45C4(a)]"', '" <https://example.org/x>"']);
    await page.close();
  });

  test('a case page renders to a PDF on A4', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.base}/en/cases/hbf-played-card/1/`);
    const pdf = await page.pdf({ format: 'A4', landscape: true });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await page.close();
  });
});
