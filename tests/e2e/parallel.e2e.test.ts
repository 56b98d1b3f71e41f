// Browser tests of the parallel view, on the built site (npm run build first).
import { describe, expect, test } from 'vitest';
import { useSite } from './site.ts';

const site = useSite();

const visibleCells = (sel: string) =>
  `Array.from(document.querySelectorAll(${JSON.stringify(sel)})).filter((e) => getComputedStyle(e).display !== 'none').map((e) => e.getAttribute('data-lang'))`;

describe('parallel text', () => {
  test('a law page shows the original and the second language side by side, segment by segment', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${site.base}/en/laws/6/`);
    expect(await page.evaluate(visibleCells('#A .cell'))).toEqual(['ru', 'en']);
    const [ru, en] = await page.$$eval('#A .cell', (cells) =>
      cells.filter((c) => getComputedStyle(c).display !== 'none').map((c) => c.getBoundingClientRect()),
    );
    expect(ru && en && Math.abs(ru.top - en.top) < 2 && en.left > ru.left + 100).toBe(true);
    expect(await page.locator('#A .cell[data-lang="ru"]').innerText()).toContain('Тасование');
    expect(await page.locator('#A .cell[data-lang="en"]').innerText()).toContain('The Shuffle');
    await page.close();
  });

  test('switching the second language works without reload and persists across pages', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${site.base}/en/commentary/pl-68-71/`);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.selectOption('select[name="with"]', 'ru');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1); // no reload
    expect(new URL(page.url()).searchParams.get('with')).toBe('ru');
    // A commentary fetches the Russian cells on the switch (a long document carries only its default pair).
    await expect.poll(() => page.evaluate(visibleCells('[data-segment="1"] .cell'))).toEqual(['pl', 'ru']);
    expect(await page.locator('[data-segment="1"] .cell[data-lang="ru"]').innerText()).toContain('Претензии и уступки');
    await page.goto(`${site.base}/en/laws/16/`);
    expect(await page.locator('parallel-text').getAttribute('data-with')).toBe('ru');
    await page.goto(`${site.base}/en/laws/16/?with=el`);
    expect(await page.locator('parallel-text').getAttribute('data-with')).toBe('el');
    await context.close();
  });

  test('a narrow viewport interleaves the two languages', async () => {
    const page = await site.browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${site.base}/ru/laws/7/`);
    const boxes = await page.$$eval('#B1 .cell', (cells) =>
      cells
        .filter((c) => getComputedStyle(c).display !== 'none')
        .map((c) => ({ lang: c.getAttribute('data-lang'), top: c.getBoundingClientRect().top, left: c.getBoundingClientRect().left })),
    );
    expect(boxes.map((b) => b.lang)).toEqual(['ru', 'en']);
    expect(boxes[1]!.top).toBeGreaterThan(boxes[0]!.top);
    expect(Math.abs(boxes[1]!.left - boxes[0]!.left)).toBeLessThan(2);
    await page.close();
  });

  test('every page type reads without JavaScript, in the reader’s language', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [path, lang, text] of [
      ['/el/laws/45/', 'el', 'Ένα φύλλο παίζεται υποχρεωτικά'],
      ['/pl/commentary/ru-67-74/', 'pl', 'Карта, которая берется назад'],
      ['/ru/cases/hbf-played-card/7/', 'ru', 'Ο Ν εκτελεί 6♥'],
      ['/en/cases/hbf-played-card/', 'en', 'Το τεύχος που κρατάτε'],
      ['/ru/', 'ru', 'Правило 16'],
    ] as const) {
      await page.goto(`${site.base}${path}`);
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      // Segments of long documents are `content-visibility: auto` (<Parallel lazy>, site.css):
      // Chromium leaves the ones still off-screen out of innerText, though they are in the page for readers, find-in-page
      // and assistive technology. Render them all, so innerText reads the whole page (the
      // test's own script, through the CSSOM; the page's scripts stay off).
      await page.evaluate(() => document.querySelectorAll<HTMLElement>('.seg').forEach((s) => (s.style.contentVisibility = 'visible')));
      expect(await page.locator('main').innerText()).toContain(text);
    }
    await context.close();
  });

  test('the language switcher keeps the reader on the same document', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.base}/en/cases/hbf-played-card/5/`);
    await page.click('nav.langs a[hreflang="el"]');
    expect(new URL(page.url()).pathname).toBe('/el/cases/hbf-played-card/5/');
    expect(await page.getAttribute('html', 'lang')).toBe('el');
    await page.close();
  });

  test("law text translated by the project says, in the reader's language, that it is not an official wording", async () => {
    const page = await site.browser.newPage();
    const expected: [string, string][] = [
      ['/pl/laws/6/', 'nie są to oficjalne teksty Przepisów'],
      ['/el/laws/16/', 'δεν είναι επίσημη διατύπωση'],
      ['/ru/laws/45/', 'это не официальные тексты Правил'],
      ['/en/laws/16/', 'not official wordings of the Laws'],
    ];
    for (const [path, text] of expected) {
      await page.goto(`${site.base}${path}`);
      expect(await page.locator('.parallel .unofficial').innerText()).toContain(text);
    }
    // A commentary is not law text: no such note.
    await page.goto(`${site.base}/en/commentary/pl-68-71/`);
    expect(await page.locator('.parallel .unofficial').count()).toBe(0);
    await page.close();
  });

  test('a long document carries only the default pair and fetches another language when the reader switches to it', async () => {
    const page = await site.browser.newPage();
    const fetched: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/data/text/')) fetched.push(new URL(r.url()).pathname);
    });
    await page.goto(`${site.base}/en/commentary/ru-67-74/`);
    // In the HTML: the Russian original and English; Polish and Greek cells are empty until asked for.
    // textContent: segments of a long document are content-visibility: auto, so innerText of one off-screen is empty.
    expect(await page.locator('[data-segment="68.7"] .cell[data-lang="pl"]').textContent()).toBe('');
    await page.locator('select[name="with"]').selectOption('pl');
    await expect.poll(() => page.locator('[data-segment="68.7"] .cell[data-lang="pl"]').textContent()).toContain('68.7');
    expect(fetched).toEqual(['/data/text/en/ru-67-74/pl.json']);
    // Its links point into this interface.
    expect(await page.locator('.cell[data-lang="pl"] a.ref').first().getAttribute('href')).toMatch(/^\/en\/laws\//);
    await page.close();
  });
});
