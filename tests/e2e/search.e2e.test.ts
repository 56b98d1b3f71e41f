// Browser tests of site search on the built site (npm run build first: it writes dist/pagefind).
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { useSite } from './site.ts';

const site = useSite();

const LANGS = ['en', 'ru', 'pl', 'el'] as const;
const STATUS = 'site-search[data-mode="page"] [role="status"]';

interface Hit { href: string; title: string; ids: string; marks: string[] }

/** The hits of the search page once its status has announced them. */
async function hitsOf(page: Page, list = '#search-hits', status = STATUS): Promise<Hit[]> {
  await page.waitForFunction((sel) => (document.querySelector(sel)?.textContent ?? '') !== '', status, { timeout: 15_000 });
  return page.$$eval(`${list} li a`, (as) => as.map((a) => ({
    href: new URL((a as HTMLAnchorElement).href).pathname + new URL((a as HTMLAnchorElement).href).hash,
    title: a.querySelector('.hit-title')?.textContent ?? '',
    ids: a.querySelector('.hit-ids')?.textContent ?? '',
    marks: [...a.querySelectorAll('mark')].map((m) => m.textContent ?? ''),
  })));
}

/** A fresh browser (empty cache, nothing loaded) on the search page with `q`. */
async function freshSearch(lang: string, q: string, extra = ''): Promise<{ hits: Hit[]; status: string; close: () => Promise<void> }> {
  const context = await site.browser.newContext();
  const page = await context.newPage();
  await page.goto(`${site.base}/${lang}/search/?q=${encodeURIComponent(q)}${extra}`);
  const hits = await hitsOf(page);
  const status = (await page.locator(STATUS).textContent()) ?? '';
  return { hits, status, close: () => context.close() };
}

const pageOf = (href: string) => href.split('#')[0] ?? '';
const word = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

// Inflected forms: each query is typed as the first query of a fresh page. `first` is the page
// its first hit must be on (null: any page whose text has the lemma, checked against the
// content files); `other` a different form of the word that some highlighted excerpt must show
// (proof that the match went through the stem, not the typed form).
// The Polish commentary on claims, titled in Russian "Правила 68–71 (претензии и уступки)" (its
// search title is the reader's language's), comes first for claims and concessions in Russian.
const INFLECTIONS: { lang: (typeof LANGS)[number]; q: string; first: string | null; stem: string; other: boolean }[] = [
  { lang: 'ru', q: 'претензии', first: '/ru/commentary/pl-68-71/', stem: 'претенз', other: true },
  { lang: 'ru', q: 'претензию', first: '/ru/commentary/pl-68-71/', stem: 'претенз', other: true },
  // Pagefind reads й as и + breve and strips the breve before stemming: see src/lib/search/query.ts.
  { lang: 'ru', q: 'уступкой', first: '/ru/commentary/pl-68-71/', stem: 'уступ', other: true },
  { lang: 'ru', q: 'тасованием', first: '/ru/laws/6/', stem: 'тасов', other: true },
  { lang: 'pl', q: 'roszczenia', first: '/pl/commentary/pl-68-71/', stem: 'roszcz', other: true },
  { lang: 'pl', q: 'roszczeniu', first: '/pl/commentary/pl-68-71/', stem: 'roszcz', other: true },
  { lang: 'pl', q: 'roszczeniami', first: '/pl/commentary/pl-68-71/', stem: 'roszcz', other: true },
  { lang: 'pl', q: 'nielegalnych', first: '/pl/laws/16/', stem: 'nielegal', other: true },
  { lang: 'el', q: 'φύλλου', first: null, stem: 'φύλλ', other: true },
  { lang: 'el', q: 'φύλλα', first: null, stem: 'φύλλ', other: true },
  // Only case 11 has an appeal (Επιτροπή Εφέσεων); the corpus never writes this form.
  { lang: 'el', q: 'εφέσεις', first: '/el/cases/hbf-played-card/11/', stem: 'έφεσ', other: true },
  { lang: 'en', q: 'claims', first: null, stem: 'claim', other: true },
  { lang: 'en', q: 'claimed', first: null, stem: 'claim', other: true },
  { lang: 'en', q: 'shuffling', first: '/en/laws/6/', stem: 'shuffl', other: true },
];

/** Pages (as /{lang}/… paths) whose `lang` text contains a word starting with `stem`. */
function pagesWithStem(lang: string, stem: string): Set<string> {
  const out = new Set<string>();
  const data = JSON.parse(readFileSync('dist/search-data.json', 'utf8')) as { pages: Record<string, unknown> };
  for (const path of Object.keys(data.pages)) {
    const html = readFileSync(`dist/${lang}/${path}index.html`, 'utf8');
    const cells = [...html.matchAll(/<div class="cell[^"]*" data-lang="(\w+)" lang="\w+"[^>]*>([\s\S]*?)<\/div>/g)].filter((m) => m[1] === lang);
    const text = cells.map((m) => m[2]).join(' ').replace(/<[^>]+>/g, ' ').toLowerCase().normalize('NFC');
    if (text.split(/[^\p{L}\p{N}]+/u).some((w) => w.startsWith(stem.normalize('NFC')))) out.add(`/${lang}/${path}`);
  }
  return out;
}

describe('search by words, in each language with its inflections', () => {
  for (const c of INFLECTIONS) {
    test(`${c.lang}: “${c.q}” as the first query of a fresh page finds ${c.first ?? `a page with ${c.stem}…`}`, async () => {
      const { hits, close } = await freshSearch(c.lang, c.q);
      await close();
      expect(hits.length, `no hits for ${c.q}`).toBeGreaterThan(0);
      const first = pageOf(hits[0]!.href);
      if (c.first) expect(first).toBe(c.first);
      else expect(pagesWithStem(c.lang, c.stem).has(first), `${first} has no ${c.stem}…`).toBe(true);
      // Every hit deep-links to a segment anchor that exists on its page.
      expect(hits.every((h) => h.href.includes('#'))).toBe(true);
      const marks = hits.flatMap((h) => h.marks).map(word);
      expect(marks.length).toBeGreaterThan(0);
      expect(marks.every((m) => m.startsWith(word(c.stem)) || m.startsWith(word(c.q).slice(0, 4)))).toBe(true);
      if (c.other) expect(marks.some((m) => m !== word(c.q)), `only “${c.q}” itself was highlighted`).toBe(true);
    });
  }

  test('a Russian first query typed into the header box of a fresh page finds the commentary', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${site.base}/ru/laws/7/`);
    await page.locator('#site-search-box').fill('претензию');
    const hits = await hitsOf(page, '#site-search-box-hits', 'site-search[data-mode="box"] [role="status"]');
    expect(pageOf(hits[0]?.href ?? '')).toBe('/ru/commentary/pl-68-71/');
    expect(await page.locator('.search-popup').isVisible()).toBe(true);
    await context.close();
  });

  test('hits show the document, the segment and its law ids; the link lands on that segment', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${site.base}/ru/search/?q=${encodeURIComponent('претензия')}`);
    const hits = await hitsOf(page);
    const h = hits.find((x) => /#68\.\d+$/.test(x.href));
    expect(h, 'a paragraph of Law 68').toBeDefined();
    const segment = h!.href.split('#')[1]!;
    expect(h!.title).toBe('Комментарий к Правилам 67–74');
    expect(h!.ids).toMatch(new RegExp(`^§ ${segment.replace('.', '\\.')} · Правила: (.*, )?68(,|$)`));
    await page.locator(`#search-hits a[href$="#${segment}"]`).click();
    await page.waitForURL((u) => u.hash === `#${segment}`);
    expect(await page.evaluate(() => document.querySelector(':target')?.getAttribute('data-segment'))).toBe(segment);
    await context.close();
  });
});

describe('what is indexed', () => {
  test('interface text, diagrams and reference notations are not searchable text', async () => {
    // Exact phrases of the parallel view's controls, column heads, notes and the footer; a diagram's holding.
    const ui = [['en', '"Read beside"'], ['en', '"Not yet translated"'], ['ru', '"Источник начинается с середины"'], ['pl', '"Czytaj obok"'], ['en', '"quoted from the sources listed"'], ['el', 'QJ1065']] as const;
    for (const [lang, q] of ui) {
      const { hits, close } = await freshSearch(lang, q);
      await close();
      expect(hits, `${lang} ${q}`).toEqual([]);
    }
    // The same exact-phrase search does find document text.
    const control = await freshSearch('ru', '"предъявляет претензию"');
    await control.close();
    expect(control.hits.length).toBeGreaterThan(0);
    // A notation is found (metadata) but never shown in an excerpt.
    const { hits, close } = await freshSearch('el', '45Γ4α');
    await close();
    expect(hits[0]?.href).toBe('/el/laws/45/#C4a');
    expect(hits.some((h) => h.href.startsWith('/el/laws/45/') && !h.href.endsWith('#C4a'))).toBe(true);
    expect(hits.flatMap((h) => h.marks).filter((m) => /45С4а|45C4a/.test(m))).toEqual([]);
  });
});

// The notations of the issue, with the section each must reach.
const REFS: [string, string][] = [
  ['45C4a', '/laws/45/#C4a'],
  ['45c4(a)', '/laws/45/#C4a'],
  ['45Γ4α', '/laws/45/#C4a'],
  ['45С4а', '/laws/45/#C4a'],
  ['Law 16A2', '/laws/16/#A2'],
  ['Правило 16А2', '/laws/16/#A2'],
  ['P 70C', '/laws/70/#C'],
  ['Νόμος 46Β', '/laws/46/#B'],
];

describe('reference queries', () => {
  for (const lang of LANGS) {
    test(`in the ${lang} interface every notation comes first and Enter lands on its section`, async () => {
      const context = await site.browser.newContext();
      const page = await context.newPage();
      for (const [q, target] of REFS) {
        await page.goto(`${site.base}/${lang}/search/?q=${encodeURIComponent(q)}`);
        const hits = await hitsOf(page);
        expect(hits[0]?.href, q).toBe(`/${lang}${target}`);
        // Enter in the header box of another page jumps straight there.
        await page.goto(`${site.base}/${lang}/`);
        await page.locator('#site-search-box').fill(q);
        await Promise.all([page.waitForURL((u) => u.pathname.startsWith(`/${lang}/laws/`)), page.locator('#site-search-box').press('Enter')]);
        const url = new URL(page.url());
        expect(url.pathname + url.hash, q).toBe(`/${lang}${target}`);
        const hash = url.hash.slice(1);
        if (hash) expect(await page.evaluate((id) => document.getElementById(id) !== null, hash), `${q}: #${hash} missing`).toBe(true);
      }
      await context.close();
    });
  }
});

describe('filters', () => {
  test('kind, law, source language and edition narrow the hits', async () => {
    const all = await freshSearch('en', 'claim');
    await all.close();
    const pages = new Set(all.hits.map((h) => pageOf(h.href)));
    expect(pages.has('/en/commentary/ru-67-74/') && pages.has('/en/commentary/pl-68-71/')).toBe(true);
    const cases = await freshSearch('en', 'claim', '&kind=case');
    await cases.close();
    expect(cases.hits.length).toBeGreaterThan(0);
    expect(cases.hits.every((h) => h.href.startsWith('/en/cases/'))).toBe(true);
    const ru = await freshSearch('en', 'claim', '&source=ru&edition=1997');
    await ru.close();
    expect(ru.hits.length).toBeGreaterThan(0);
    expect(ru.hits.every((h) => h.href.startsWith('/en/commentary/ru-67-74/'))).toBe(true);
    const law70 = await freshSearch('en', 'claim', '&law=70');
    await law70.close();
    expect(law70.hits.length).toBeGreaterThan(0);
    expect(law70.hits.length).toBeLessThan(all.hits.length);
    for (const h of law70.hits) expect(h.ids, h.href).toMatch(/Laws: (.*, )?70/);
  });

  test('the filters are in the URL and restored from it', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${site.base}/pl/search/?q=roszczenie`);
    await hitsOf(page);
    await page.selectOption('select[name="kind"]', 'law');
    await page.waitForFunction(() => new URL(location.href).searchParams.get('kind') === 'law');
    await page.reload();
    expect(await page.locator('select[name="kind"]').inputValue()).toBe('law');
    expect(await page.locator('#search-q').inputValue()).toBe('roszczenie');
    await context.close();
  });
});

describe('keyboard and announcements', () => {
  test('arrows move through the results, Escape returns to the box and clears it, Enter opens', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${site.base}/en/search/?q=claim`);
    const hits = await hitsOf(page);
    expect(hits.length).toBeGreaterThan(2);
    const focused = () => page.evaluate(() => (document.activeElement as HTMLAnchorElement | null)?.getAttribute('href') ?? document.activeElement?.id ?? '');
    await page.locator('#search-q').focus();
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe(hits[0]!.href);
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe(hits[1]!.href);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await focused()).toBe('search-q');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    expect(await focused()).toBe('search-q');
    await page.keyboard.press('Escape');
    expect(await page.locator('#search-q').inputValue()).toBe('');
    expect(await page.locator('#search-hits li').count()).toBe(0);
    await page.locator('#search-q').fill('claim');
    await hitsOf(page);
    await page.keyboard.press('ArrowDown');
    await Promise.all([page.waitForURL((u) => u.hash !== ''), page.keyboard.press('Enter')]);
    expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe(hits[0]!.href);
    await context.close();
  });

  test('/ focuses the header box unless one is typing; Escape closes the popup, then clears', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${site.base}/el/laws/45/`);
    await page.keyboard.press('/');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('site-search-box');
    await page.keyboard.type('φύλλα');
    await hitsOf(page, '#site-search-box-hits', 'site-search[data-mode="box"] [role="status"]');
    expect(await page.locator('#site-search-box').inputValue()).toBe('φύλλα');
    expect(await page.locator('.search-popup').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await page.locator('.search-popup').isVisible()).toBe(false);
    await page.keyboard.press('Escape');
    expect(await page.locator('#site-search-box').inputValue()).toBe('');
    // Typing "/" in a field types it.
    await page.locator('select[name="with"]').first().focus();
    await page.locator('#site-search-box').fill('a/b');
    expect(await page.locator('#site-search-box').inputValue()).toBe('a/b');
    await context.close();
  });

  test('result counts are announced politely in each interface language', async () => {
    const expected: Record<string, RegExp> = { en: /^\d+ results?$/, ru: /^\d+ результат(а|ов)?$/, pl: /^\d+ wynik(i|ów)?$/, el: /^\d+ αποτελέσμα(τα)?$/ };
    for (const lang of LANGS) {
      const q = { en: 'claim', ru: 'претензия', pl: 'roszczenie', el: 'φύλλο' }[lang];
      const { status, hits, close } = await freshSearch(lang, q);
      await close();
      expect(status, lang).toMatch(expected[lang]!);
      expect(status).toContain(String(hits.length));
      const none = await freshSearch(lang, 'zzzqqq');
      await none.close();
      expect(none.status.length).toBeGreaterThan(5);
      expect(none.status).toContain('zzzqqq');
    }
  });
});

describe('without JavaScript', () => {
  test('the search page says search needs JavaScript and offers the jump form to /go/', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.base}/ru/search/?q=45C4a`);
    expect(await page.locator('.search-nojs').isVisible()).toBe(true);
    expect(await page.locator('.search-nojs').innerText()).toContain('JavaScript');
    expect(await page.locator('.search-nojs form').getAttribute('action')).toBe('/ru/go/');
    expect(await page.locator('.search-nojs input[name="ref"]').isVisible()).toBe(true);
    expect(await page.locator('site-search.search-page').isVisible()).toBe(false);
    // The header box is a plain form to the search page.
    expect(await page.locator('site-search[data-mode="box"] form').getAttribute('action')).toBe('/ru/search/');
    await context.close();
  });
});

describe('under a strict Content Security Policy', () => {
  test('search runs with no inline script, needing only wasm-unsafe-eval for Pagefind', async () => {
    const csp = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; connect-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:";
    const context = await site.browser.newContext();
    await context.route('**/*', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': csp } });
    });
    const page = await context.newPage();
    const refused: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) refused.push(m.text());
    });
    await page.goto(`${site.base}/ru/search/?q=${encodeURIComponent('претензию')}`);
    const hits = await hitsOf(page);
    expect(pageOf(hits[0]?.href ?? '')).toBe('/ru/commentary/pl-68-71/');
    await page.locator('#site-search-box').fill('45Γ4α');
    await Promise.all([page.waitForURL((u) => u.hash === '#C4a'), page.locator('#site-search-box').press('Enter')]);
    expect(refused).toEqual([]);
    await context.close();
  });
});

describe('accessibility', () => {
  test('the search page with results and the header popup open have no axe violations', async () => {
    const { default: AxeBuilder } = await import('@axe-core/playwright');
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${site.base}/pl/search/?q=roszczenie`);
    await hitsOf(page);
    await page.locator('#site-search-box').fill('przepis');
    await hitsOf(page, '#site-search-box-hits', 'site-search[data-mode="box"] [role="status"]');
    const result = await new AxeBuilder({ page }).analyze();
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await context.close();
  });
});
