// Browser tests of the index pages, the 404 page and titles in the reader's language (built site).
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, test } from 'vitest';
import { STRINGS } from '../../src/i18n/ui.ts';
import { LANGS } from '../../src/lib/corpus/languages.ts';
import { useSite } from './site.ts';

const site = useSite();

interface ManifestSource {
  title: Record<string, string>;
  covers: Record<string, string>;
  documents: string[];
}
const manifest = parse(readFileSync('content/sources/manifest.yaml', 'utf8')) as ManifestSource[];
const sourceOf = (doc: string) => manifest.find((s) => s.documents.includes(doc))!;
const lawTitles = (parse(readFileSync('content/laws/titles.yaml', 'utf8')) as { titles: Record<string, Record<string, string>> }).titles;
const PROBLEMS = ['Q1', 'Q2', ...Array.from({ length: 16 }, (_, i) => String(i + 1))];
const CASE7 = {
  en: 'Case 7 – Played card from dummy',
  ru: 'Случай 7 – Сыгранная карта болвана',
  pl: 'Przypadek 7 – Karta zagrana przez dziadka',
  el: 'Περίπτωση 7 – Παιγμένο φύλλο από τον μορ',
} as const;

describe('index pages', () => {
  test.each(LANGS)('/%s/laws/ lists the 93 Laws with their titles in the reader’s language and what the corpus has', async (lang) => {
    const page = await site.browser.newPage();
    const res = await page.goto(`${site.base}/${lang}/laws/`);
    expect(res?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe(lang);
    expect(await page.locator('h1').innerText()).toBe(STRINGS[lang]['index.laws.title']);
    expect(await page.locator('.law-index tbody tr').count()).toBe(93);
    const row45 = page.locator('#law-45');
    expect(await row45.locator('.law-title').innerText()).toBe(lawTitles['45']![lang]);
    expect(await row45.locator('th a').getAttribute('href')).toBe(`/${lang}/laws/45/`);
    // The cases about Law 45, numbered as the booklet numbers them (the preliminary questions cite
    // 45C4(a) in their answers), each a link.
    expect(await row45.locator('td a').allInnerTexts()).toEqual(['Q1', 'Q2', '1', '2', '3', '4', '9', '11', '12', '13', '14', '15', '16']);
    expect(await row45.locator('td a').first().getAttribute('href')).toBe(`/${lang}/cases/hbf-played-card/q1/`);
    expect(await page.locator('#law-1 td').last().innerText()).toBe('—');
    await page.close();
  });

  test.each(LANGS)('/%s/commentary/ lists both commentaries by their title in the reader’s language, the printed title beside it', async (lang) => {
    const page = await site.browser.newPage();
    const res = await page.goto(`${site.base}/${lang}/commentary/`);
    expect(res?.status()).toBe(200);
    expect(await page.locator('h1').innerText()).toBe(STRINGS[lang]['index.commentary.title']);
    for (const doc of ['commentary/ru-67-74', 'commentary/pl-68-71']) {
      const s = sourceOf(doc);
      const entry = page.locator('.index-list > li', { has: page.locator(`a[href="/${lang}/${doc}/"]`) });
      expect(await entry.locator('h2 > a').innerText()).toBe(s.title[lang]);
      expect(await entry.innerText()).toContain(s.covers[lang]);
      const original = entry.locator('.title-original [lang]');
      if (s.title[lang] === s.title['original']) expect(await original.count()).toBe(0);
      else expect(await original.innerText()).toBe(s.title['original']);
    }
    await page.close();
  });

  test.each(LANGS)('/%s/cases/ lists the collection with its problems Q1, Q2, 1…16 and reader-language titles', async (lang) => {
    const page = await site.browser.newPage();
    const res = await page.goto(`${site.base}/${lang}/cases/`);
    expect(res?.status()).toBe(200);
    expect(await page.locator('h1').innerText()).toBe(STRINGS[lang]['index.cases.title']);
    expect(await page.locator('section h2 > a').first().innerText()).toBe(sourceOf('cases/hbf-played-card').title[lang]);
    // The booklet's list is the first; our own collections' lists follow it.
    expect(await page.locator('.problem-list').first().locator('.problem-no').allInnerTexts()).toEqual(PROBLEMS);
    expect(await page.locator('.problem-list li[data-case="7"] .problem-title > a').innerText()).toBe(CASE7[lang]);
    await page.close();
  });

  test('the header links the three index pages, and the breadcrumbs lead back to them', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.base}/pl/cases/hbf-played-card/7/`);
    const crumbs = await page.locator('nav.breadcrumbs a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(crumbs).toEqual(['/pl/', '/pl/cases/', '/pl/cases/hbf-played-card/', '/pl/cases/hbf-played-card/7/']);
    expect(await page.locator('nav.breadcrumbs [aria-current="page"]').innerText()).toBe('Przypadek 7');
    await page.click('header nav a[href="/pl/laws/"]');
    expect(await page.locator('h1').innerText()).toBe(STRINGS.pl['index.laws.title']);
    expect(await page.locator('header nav:not(.langs) a[aria-current="page"]').getAttribute('href')).toBe('/pl/laws/');
    await page.click('header nav a[href="/pl/commentary/"]');
    await page.click('.index-list a[href="/pl/commentary/pl-68-71/"]');
    expect(await page.locator('nav.breadcrumbs a').nth(1).getAttribute('href')).toBe('/pl/commentary/');
    await page.goto(`${site.base}/pl/laws/45/`);
    expect(await page.locator('nav.breadcrumbs a').nth(1).getAttribute('href')).toBe('/pl/laws/');
    await page.close();
  });
});

describe('the 404 page', () => {
  test.each(LANGS)('an address under /%s/ that does not exist answers 404 in that language, with its way out', async (lang) => {
    const page = await site.browser.newPage();
    const res = await page.goto(`${site.base}/${lang}/no-such-page/`);
    expect(res?.status()).toBe(404);
    expect(await page.getAttribute('html', 'lang')).toBe(lang);
    expect(await page.locator('h1').innerText()).toBe(STRINGS[lang]['notFound.title']);
    expect(await page.title()).toBe(`${STRINGS[lang]['notFound.title']} — Lex Ludi`);
    expect(await page.locator('a.brand').getAttribute('href')).toBe(`/${lang}/`);
    const visible = page.locator('section.nf-lang:visible');
    expect(await visible.count()).toBe(1);
    expect(await visible.getAttribute('lang')).toBe(lang);
    const links = await visible.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links).toEqual(
      expect.arrayContaining([`/${lang}/`, `/${lang}/laws/`, `/${lang}/commentary/`, `/${lang}/cases/`, `/${lang}/search/?q=no%20such%20page`]),
    );
    expect(await visible.locator('a[data-search]').innerText()).toBe(STRINGS[lang]['notFound.search'].replace('{q}', 'no such page'));
    // Its links work from any depth: they are absolute.
    await visible.locator(`a[href="/${lang}/cases/"]`).click();
    expect(await page.locator('h1').innerText()).toBe(STRINGS[lang]['index.cases.title']);
    await page.close();
  });

  test('without JavaScript it reads in all four languages, each marked with its language', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const res = await page.goto(`${site.base}/el/laws/999/`);
    expect(res?.status()).toBe(404);
    for (const lang of LANGS) {
      expect(await page.locator(`h1 [lang="${lang}"]`).innerText()).toBe(STRINGS[lang]['notFound.title']);
      const section = page.locator(`section.nf-lang[lang="${lang}"]`);
      expect(await section.isVisible()).toBe(true);
      expect(await section.innerText()).toContain(STRINGS[lang]['notFound.text']);
      expect(await section.locator(`a[href="/${lang}/laws/"]`).isVisible()).toBe(true);
    }
    await context.close();
  });
});

describe('titles in the reader’s language', () => {
  test.each(LANGS)('case 7’s heading on /%s/ is in the reader’s language, the Greek original beside it', async (lang) => {
    const page = await site.browser.newPage();
    await page.goto(`${site.base}/${lang}/cases/hbf-played-card/7/`);
    const h1 = page.locator('h1');
    expect(await h1.locator('> span').first().innerText()).toBe(CASE7[lang]);
    const original = h1.locator('.title-original [lang="el"]');
    if (lang === 'el') expect(await original.count()).toBe(0);
    else expect(await original.innerText()).toBe(CASE7.el);
    expect(await page.title()).toBe(`${CASE7[lang]} — Lex Ludi`);
    // Search results are titled the same way.
    expect(await page.locator('[data-pagefind-meta^="title"]').first().getAttribute('data-v')).toBe(CASE7[lang]);
    await page.close();
  });

  test('the collection lists its problems as the booklet numbers them: Q1, Q2, 1…16', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.base}/en/cases/hbf-played-card/`);
    // The collection's case index, in the booklet's order, each entry titled as the booklet numbers it.
    expect(await page.locator('.case-entry').evaluateAll((els) => els.map((e) => e.id.replace('index-hbf-played-card-', '').toUpperCase()))).toEqual(PROBLEMS);
    expect(await page.locator('.case-entry').first().locator('.case-entry-title a').first().innerText()).toContain('Question one');
    expect(await page.locator('h1 > span').first().innerText()).toBe('The Laws of Bridge in depth — 1: The played card');
    await page.close();
  });

  test('the home page and study mode name documents and problems in the reader’s language', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.base}/en/`);
    const docs = await page.locator('.doc-list > li > a').allInnerTexts();
    expect(docs).toEqual(
      expect.arrayContaining([
        sourceOf('commentary/ru-67-74').title['en'],
        sourceOf('commentary/pl-68-71').title['en'],
        sourceOf('cases/hbf-played-card').title['en'],
      ]),
    );
    expect(await page.locator('.doc-list .title-original [lang="ru"]').innerText()).toBe(sourceOf('commentary/ru-67-74').title['original']);
    await page.goto(`${site.base}/ru/study/hbf-played-card/`);
    expect(await page.locator('#h-7 > span').first().innerText()).toBe(CASE7.ru);
    expect(await page.locator('#h-7 .title-original [lang="el"]').innerText()).toBe(CASE7.el);
    await page.close();
  });
});

describe('interface text in the reader’s language', () => {
  test('“What it covers” and the editorial notes are in the reader’s language', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.base}/ru/commentary/pl-68-71/`);
    await page.locator('.source-info summary').click();
    expect(await page.locator('.source-info').innerText()).toContain(sourceOf('commentary/pl-68-71').covers['ru']);
    await page.goto(`${site.base}/ru/cases/hbf-played-card/7/`);
    const notes = page.locator('aside.editorial');
    expect(await notes.locator('h3').innerText()).toBe('Примечания редакции');
    expect(await notes.locator('li').first().textContent()).toContain('Комитет указывает только результат');
    expect(await notes.getAttribute('lang')).toBeNull();
    await page.close();
  });

  test('the preliminary question that points to “page 23” of the booklet points to the answers on the site', async () => {
    const page = await site.browser.newPage();
    for (const lang of LANGS) {
      await page.goto(`${site.base}/${lang}/cases/hbf-played-card/q2/`);
      const cell = page.locator(`#facts\\.3 .cell[data-lang="${lang}"]`);
      const hrefs = await cell.locator('a[href*="/cases/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(hrefs, lang).toEqual([`/${lang}/cases/hbf-played-card/q1/#ruling-heading`, `/${lang}/cases/hbf-played-card/q2/#ruling-heading`]);
    }
    await page.locator('#facts\\.3 .cell[data-lang="el"] a[href*="/cases/"]').first().click();
    await page.waitForURL((u) => u.pathname === '/el/cases/hbf-played-card/q1/' && u.hash === '#ruling-heading');
    expect(await page.evaluate(() => document.querySelector(':target')?.textContent)).toBe(STRINGS.el['cases.ruling']);
    await page.close();
  });
});

describe('narrow screens', () => {
  test.each([320, 390])('the index pages and the 404 page fit a %i px screen', async (width) => {
    const page = await site.browser.newPage({ viewport: { width, height: 800 } });
    for (const path of ['/el/laws/', '/ru/commentary/', '/pl/cases/', '/el/no-such-page/', '/en/cases/hbf-played-card/']) {
      await page.goto(`${site.base}${path}`);
      // The page's own content, "About this document" opened (the shared header is the layout's).
      const overflow = await page.evaluate(() => {
        document.querySelectorAll('main details').forEach((d) => ((d as HTMLDetailsElement).open = true));
        return Math.max(0, ...[...document.querySelectorAll('main *')].filter((e) => e.checkVisibility()).map((e) => e.getBoundingClientRect().right));
      });
      expect(overflow, path).toBeLessThanOrEqual(width);
      if (width >= 390) expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
    }
    await page.close();
  });
});
