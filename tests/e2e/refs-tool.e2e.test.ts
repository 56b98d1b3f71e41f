// The reference tool: a director pastes any text and gets every law reference linked, with a
// list, previews, HTML and Markdown; by keyboard; in four interface languages; nothing sent
// anywhere; without JS the page says what it does and shows it on an example.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations, WCAG_TAGS } from './axe.ts';
import { HANG_MS } from './hang.ts';
import { useSite } from './site.ts';

const site = useSite();
const tool = (page: Page) => page.locator('refs-tool');

const APPEAL =
  'Appeal 7. West hesitated; East bid 4H. Relevant laws: 16B1, 73C.\n\nThe director applied Law 12C1(e), not the 1997 Law 12C3, and Law 16C (2017). Law 94 is a typo.';

describe('reference tool', () => {
  test('a pasted appeal, linked by keyboard alone: each reference to its section, read in the code it cites, and nothing sent', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'GET' || r.postData() || r.url().includes('hesitated') || !r.url().startsWith(site.base)) sent.push(`${r.method()} ${r.url()}`);
    });
    await page.goto(`${site.base}/en/tools/refs/`);
    const t = tool(page);
    expect(await t.locator('[data-static]').isVisible()).toBe(false);
    await t.locator('textarea[name="text"]').focus();
    await page.keyboard.insertText(APPEAL);
    await page.keyboard.press('Control+Enter');
    expect(await t.locator('[data-status]').innerText()).toBe('References linked: 5.');
    const links = t.locator('[data-linked] a.ref');
    expect(
      await links.evaluateAll((as) =>
        as.map((a) => `${a.textContent} ${a.getAttribute('href')} ${a.getAttribute('data-ref')} ${a.getAttribute('data-edition')}`),
      ),
    ).toEqual([
      '16B1 /en/laws/16/?edition=2017#B1 16B1 2017',
      '73C /en/laws/73/?edition=2017#C 73C 2017',
      // 2017 12C1(e) is 2007 12C1(b), the site's canonical number (concordance), as 2017 16C is 16D.
      'Law 12C1(e) /en/laws/12/?edition=2017#C1 12C1(b) 2017',
      'Law 12C3 /en/laws/12/?edition=1997#C1c 12C1(c) 1997',
      'Law 16C /en/laws/16/?edition=2017#D 16D 2017',
    ]);
    // A section whose page has no anchor of its own (Law 12 has no text here) lands on the nearest enclosing one (12C1, cited elsewhere).
    // The text stays as written around the links; the bid 4H is not a law.
    expect(await t.locator('[data-linked]').innerText()).toBe(APPEAL);
    const list = await t.locator('[data-list] li').allInnerTexts();
    expect(list[3]).toContain('Law 12C3 — “Law 12C3” (cites the 1997 Laws; shown as 12C1(c) of the 2007 text)');
    expect(list[4]).toContain('(cites the 2017 Laws; shown as 16D of the 2007 text)');
    // Summaries from the site's previews: Law 16's sections have text in the corpus.
    await expect.poll(async () => t.locator('[data-list] li .summary').count()).toBeGreaterThan(0);
    expect(await t.locator('[data-unlinked] li').allInnerTexts()).toEqual(['“Law 94”: there is no such law; the Laws run from 1 to 93.']);
    // HTML and Markdown with absolute links.
    expect(await t.locator('textarea[data-html]').inputValue()).toContain(`Relevant laws: <a href="${site.base}/en/laws/16/?edition=2017#B1">16B1</a>`);
    expect(await t.locator('textarea[data-md]').inputValue()).toContain(`[Law 16C](${site.base}/en/laws/16/?edition=2017#D) (2017)`);
    await t.locator('button[data-copy="md"]').focus();
    await page.keyboard.press('Enter');
    // The copy is asynchronous (the clipboard's promise): read the status once it has changed, not
    // at once — on a busy machine "References linked" was still there when read straight away.
    await t.locator('[data-status]').filter({ hasNotText: 'References linked' }).waitFor({ timeout: HANG_MS });
    expect(await t.locator('[data-status]').innerText()).toBe('Copied.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('[73C](');
    // Keyboard focus on a linked reference previews its section, with the code it cites.
    await links.first().focus();
    const tip = page.locator('#ref-preview');
    await expect.poll(() => tip.isVisible()).toBe(true);
    const preview = await tip.innerText();
    expect(preview).toContain('16B1');
    expect(preview).toContain('2017');
    expect(sent).toEqual([]);
    await page.keyboard.press('Escape');
    expect((await axeViolations(page, { tags: WCAG_TAGS })).map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await context.close();
  });

  test('a Polish text in the Russian interface: relative points from the heading, the list in Russian notation', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.base}/ru/tools/refs/`);
    const t = tool(page);
    await t.locator('select[name="lang"]').selectOption('pl');
    await t.locator('select[name="edition"]').selectOption('2007');
    await t.locator('textarea[name="text"]').fill('PRZEPIS 16\n\nSędzia stosuje punkt C, a w razie wątpliwości P 70C.');
    await t.locator('button[type="submit"]').click();
    expect(await t.locator('[data-status]').innerText()).toBe('Связано ссылок: 3.');
    expect(await t.locator('[data-linked] a.ref').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
      '/ru/laws/16/',
      '/ru/laws/16/#C',
      '/ru/laws/70/#C',
    ]);
    const list = await t.locator('[data-list] li > a').allInnerTexts();
    expect(list).toEqual(['Правило 16', 'Правило 16С', 'Правило 70С']);
    expect(await t.locator('[data-list] li').first().innerText()).toContain('(ссылка на Правила 2007 года)');
    await page.close();
  });

  test('Greek and Polish interfaces, and no reference at all said so', async () => {
    for (const [lang, none] of [
      ['el', 'Δεν βρέθηκε παραπομπή στους Νόμους.'],
      ['pl', 'Nie znaleziono odwołań do Przepisów.'],
    ] as const) {
      const page = await site.browser.newPage();
      await page.goto(`${site.base}/${lang}/tools/refs/`);
      await tool(page).locator('textarea[name="text"]').fill('1C - 1H - 4H, 62%.');
      await tool(page).locator('button[type="submit"]').click();
      expect(await tool(page).locator('[data-status]').innerText()).toBe(none);
      expect(await tool(page).locator('[data-linked] a').count()).toBe(0);
      await page.close();
    }
  });

  test('without JavaScript the page says what the tool does and shows the example linked', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.base}/el/tools/refs/`);
    expect(await tool(page).locator('[data-static]').innerText()).toContain('Το εργαλείο χρειάζεται JavaScript');
    expect(await tool(page).locator('form').isVisible()).toBe(false);
    const example = page.locator('.refs-example a.ref');
    expect(await example.evaluateAll((as) => as.map((a) => `${a.textContent} ${a.getAttribute('href')}`))).toEqual([
      '16Β1 /el/laws/16/?edition=2017#B1',
      '73Γ /el/laws/73/?edition=2017#C',
      'Νόμο 12Γ1ε /el/laws/12/?edition=2017#C1',
      'Νόμος 12Γ3 /el/laws/12/?edition=1997#C1c',
    ]);
    await context.close();
  });
});
