// Browser tests of the glossary page and of glossary terms in document text (built site).
import { describe, expect, test } from 'vitest';
import { useSite } from './site.ts';

const site = useSite();

describe('glossary', () => {
  test.each([
    ['en', 'dummy', 'dummy', 'Defined in'],
    ['ru', 'dummy', 'болван', 'Определение'],
    ['pl', 'penalty-card', 'karta przygwożdżona', 'Definicja'],
    ['el', 'revoke', 'ρενόνς', 'Ορισμός'],
  ])('the %s page lists %s under its own headword, with the four languages and its law', async (lang, id, headword, definedIn) => {
    const page = await site.browser.newPage();
    await page.goto(`${site.base}/${lang}/glossary/#${id}`);
    const entry = page.locator(`#${id}`);
    expect(await entry.locator('dt').innerText()).toBe(headword);
    expect(await entry.locator('dt').getAttribute('lang')).toBe(lang);
    expect(await entry.locator('.glossary-equivalent [lang]').evaluateAll((els) => els.map((e) => e.getAttribute('lang')).sort())).toEqual([
      'el',
      'en',
      'pl',
      'ru',
    ]);
    expect(await entry.locator('.glossary-law').innerText()).toContain(definedIn);
    await page.close();
  });

  test('terms are in the interface language’s alphabetical order and the nav links the page', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.base}/ru/`);
    await page.click('header nav a[href="/ru/glossary/"]');
    const words = await page.locator('.glossary-entry dt').allInnerTexts();
    const cyrillic = words.filter((w) => /^\p{Script=Cyrillic}/u.test(w));
    expect(cyrillic).toEqual([...cyrillic].sort(new Intl.Collator('ru').compare));
    expect(words.length).toBeGreaterThanOrEqual(80);
    await page.close();
  });

  test('the penalty-card law link goes to the law page', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.base}/en/glossary/`);
    expect(await page.locator('#penalty-card .glossary-law a').getAttribute('href')).toBe('/en/laws/50/');
    await page.close();
  });
});

describe('glossary terms in text', () => {
  test('the first occurrence per segment shows its definition on keyboard focus, once in the accessibility tree', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${site.base}/en/cases/hbf-played-card/5/?with=en`);
    const cell = page.locator('[data-segment="facts.6"] .cell[data-lang="en"]');
    // "dummy" occurs three times in the segment; only the first is marked.
    expect(await cell.locator('.gloss-term').evaluateAll((els) => els.map((e) => e.textContent))).toContain('dummy');
    expect(await cell.locator('.gloss-term', { hasText: /^dummy$/ }).count()).toBe(1);
    const term = cell.locator('.gloss-term', { hasText: /^dummy$/ });
    const tip = cell.locator('.gloss-tip').filter({ hasText: "Declarer's partner" });
    expect(await tip.isVisible()).toBe(false);
    await term.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    expect(await tip.isVisible()).toBe(true);
    expect(await tip.getAttribute('data-pagefind-ignore')).not.toBeNull();
    const snapshot = await page.locator('[data-segment="facts.6"] .cell[data-lang="en"]').ariaSnapshot();
    // The definition is the link's description, not text in the reading flow.
    expect(snapshot).not.toContain("Declarer's partner");
    const description = await term.evaluate((el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent);
    expect(description).toContain("Declarer's partner");
    await page.close();
  });

  test('inflected Russian forms are marked', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${site.base}/ru/commentary/ru-67-74/`);
    const terms = await page.locator('[data-segment="68.3"] .cell[data-lang="ru"] .gloss-term').allInnerTexts();
    expect(terms).toEqual(expect.arrayContaining(['защитник', 'штрафной', 'нелегальной информации']));
    await page.close();
  });
});
