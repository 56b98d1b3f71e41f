// Browser tests of site search on the built site (npm run build first: it writes dist/pagefind).
import { readFileSync } from 'node:fs';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { glossaryTerms } from '../../src/data/glossary.ts';
import { t, type UiKey } from '../../src/i18n/ui.ts';
import { useSite } from './site.ts';

const site = useSite();

const LANGS = ['en', 'ru', 'pl', 'el'] as const;
const STATUS = 'site-search[data-mode="page"] [role="status"]';

/** A result line as shown: its kind (`text`, `ref`, `glossary`), link, lines, and the excerpt with its language. */
interface Hit { kind: string; href: string; title: string; ids: string; marks: string[]; excerpt: string; lang: string; label: string }

/** The hits of the search page once its status has announced them. */
async function hitsOf(page: Page, list = '#search-hits', status = STATUS): Promise<Hit[]> {
  await page.waitForFunction((sel) => (document.querySelector(sel)?.textContent ?? '') !== '', status, { timeout: 15_000 });
  return page.$$eval(`${list} li a`, (as) => as.map((a) => ({
    kind: /search-hit-(\w+)/.exec(a.parentElement?.className ?? '')?.[1] ?? '',
    href: new URL((a as HTMLAnchorElement).href).pathname + new URL((a as HTMLAnchorElement).href).hash,
    title: a.querySelector('.hit-title')?.textContent ?? '',
    ids: a.querySelector('.hit-ids')?.textContent ?? '',
    marks: [...a.querySelectorAll('mark')].map((m) => m.textContent ?? ''),
    excerpt: a.querySelector('.hit-excerpt')?.textContent ?? '',
    lang: a.querySelector('.hit-excerpt')?.getAttribute('lang') ?? '',
    label: a.querySelector('.hit-lang')?.textContent ?? '',
  })));
}

/** The passages found, without the reference and glossary lines. */
const textOf = (hits: Hit[]) => hits.filter((h) => h.kind === 'text');

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
      const found = await freshSearch(c.lang, c.q);
      await found.close();
      const hits = textOf(found.hits);
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
    const hits = textOf(await hitsOf(page, '#site-search-box-hits', 'site-search[data-mode="box"] [role="status"]'));
    expect(pageOf(hits[0]?.href ?? '')).toBe('/ru/commentary/ru-67-74/');
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

type Node = DefaultTreeAdapterMap['node'];
const parsed = new Map<string, Node>();
const attr = (n: Node, name: string) => ('attrs' in n ? n.attrs.find((a) => a.name === name)?.value : undefined);
function findById(n: Node, id: string): Node | null {
  if (attr(n, 'id') === id) return n;
  for (const c of 'childNodes' in n ? n.childNodes : []) {
    const f = findById(c, id);
    if (f) return f;
  }
  return null;
}
function textIn(n: Node): string {
  if (n.nodeName === '#text') return 'value' in n ? n.value : '';
  if (attr(n, 'data-pagefind-ignore') !== undefined) return '';
  return ('childNodes' in n ? n.childNodes : []).map(textIn).join(' ');
}
/** The indexed text of one language's cell of the segment a hit links to (from the built page), or null. */
function cellText(href: string, lang: string): string | null {
  const [path = '', anchor = ''] = href.split('#');
  let doc = parsed.get(path);
  if (!doc) parsed.set(path, (doc = parse(readFileSync(`dist${path}index.html`, 'utf8'))));
  const seg = findById(doc, anchor);
  const cell = seg && 'childNodes' in seg ? seg.childNodes.find((c) => /\bcell\b/.test(attr(c, 'class') ?? '') && attr(c, 'data-lang') === lang && attr(c, 'data-pagefind-ignore') === undefined) : undefined;
  return cell ? textIn(cell) : null;
}
/** Words without case, accents or punctuation. */
const words = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/ς/g, 'σ').split(/[^\p{L}\p{N}]+/u).filter(Boolean);
const within = (part: string[], whole: string[]) => whole.some((_, i) => part.every((w, k) => whole[i + k] === w));

/** One page, reused: the search page with `q` and its hits. */
async function searchOn(page: Page, lang: string, q: string): Promise<Hit[]> {
  await page.goto(`${site.base}/${lang}/search/?q=${encodeURIComponent(q)}`);
  return hitsOf(page);
}

describe('a hit is one language\'s text of one segment', () => {
  // Queries in the interface language and in the originals' languages, in every interface.
  const QUERIES: [string, string][] = [['en', 'card'], ['en', 'φύλλο'], ['en', 'претензия'], ['ru', 'карта'], ['ru', 'φύλλο'], ['pl', 'karta'], ['pl', 'претензия'], ['el', 'φύλλο'], ['el', 'roszczenie']];
  test('each excerpt stands within one cell, says its language when it is not the interface\'s, and links to the segment', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    for (const [lang, q] of QUERIES) {
      const hits = textOf(await searchOn(page, lang, q));
      expect(hits.length, `${lang} ${q}`).toBeGreaterThan(0);
      for (const h of hits) {
        const where = `${lang} “${q}” ${h.href}`;
        const cell = cellText(h.href, h.lang);
        expect(cell, `${where}: no ${h.lang || '(unlabelled)'} cell`).not.toBeNull();
        expect(within(words(h.excerpt), words(cell ?? '')), `${where}: “${h.excerpt}” runs outside its ${h.lang} cell`).toBe(true);
        expect(h.label, where).toBe(h.lang === lang ? '' : t(lang as (typeof LANGS)[number], `search.original.${h.lang}` as UiKey));
      }
      if (q !== { en: 'card', ru: 'карта', pl: 'karta', el: 'φύλλο' }[lang]) expect(hits.some((h) => h.lang !== lang), `${lang} ${q}: no original-language hit`).toBe(true);
    }
    await context.close();
  });
});

describe('no duplicate hits', () => {
  const QUERIES: [string, string][] = [
    ['en', 'card'], ['en', 'declarer'], ['en', 'trick'], ['en', 'penalty card'],
    ['ru', 'карта'], ['ru', 'разыгрывающий'], ['ru', 'взятка'], ['ru', 'штрафная карта'],
    ['pl', 'karta'], ['pl', 'rozgrywający'], ['pl', 'lewa'], ['pl', 'karta przygwożdżona'],
    ['el', 'φύλλο'], ['el', 'εκτελεστής'], ['el', 'λεβέ'], ['el', 'τιμωρημένο φύλλο'],
  ];
  // The booklet prints Law 46B under cases 5–10 and Q2, and Law 56 under case 12; the law pages hold the same text.
  const LAW_46B = /^\/\w\w\/(laws\/46\/#B|cases\/hbf-played-card\/(\d+|q2)\/#(law-46B(\.\d)?|answer-ruling\.[45]))$/;
  const LAW_56 = /^\/\w\w\/(laws\/56\/#title|cases\/hbf-played-card\/12\/#law-56(\.1)?)$/;
  test('a segment, a text printed twice, or a law quoted in several cases is listed once', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    for (const [lang, q] of QUERIES) {
      const hits = textOf(await searchOn(page, lang, q));
      const where = `${lang} “${q}”`;
      expect(hits.length, where).toBeGreaterThan(0);
      expect(new Set(hits.map((h) => h.href)).size, `${where}: a segment listed twice`).toBe(hits.length);
      const texts = new Map<string, string>();
      for (const h of hits) {
        const text = words(cellText(h.href, h.lang || lang) ?? h.href).join(' ');
        expect(texts.get(text), `${where}: ${h.href} repeats the text of ${texts.get(text)}`).toBeUndefined();
        texts.set(text, h.href);
      }
      expect(hits.filter((h) => LAW_46B.test(h.href)).length, `${where}: Law 46B listed more than once`).toBeLessThanOrEqual(1);
      expect(hits.filter((h) => LAW_56.test(h.href)).length, `${where}: Law 56 listed more than once`).toBeLessThanOrEqual(1);
    }
    await context.close();
  });
});

describe('ranking of queries of several words', () => {
  // A cell has a query word when one of its words starts with the word's stem (all but three letters, four at least).
  const stem = (w: string) => w.slice(0, Math.max(4, w.length - 3));
  function fit(text: string, q: string): { all: boolean; phrase: boolean } {
    const ws = words(text);
    const qs = words(q).map(stem);
    const has = (w: string | undefined, k: number) => w !== undefined && w.startsWith(qs[k]!);
    return { all: qs.every((_, k) => ws.some((w) => has(w, k))), phrase: ws.some((_, i) => qs.every((_, k) => has(ws[i + k], k))) };
  }
  for (const [lang, q] of [['en', 'penalty card'], ['pl', 'karta przygwożdżona'], ['ru', 'штрафная карта'], ['el', 'τιμωρημένο φύλλο']] as const) {
    test(`${lang}: “${q}” lists the phrase first and every passage with all its words before any with one`, async () => {
      const { hits: all, close } = await freshSearch(lang, q);
      await close();
      const hits = textOf(all);
      const fits = hits.map((h) => ({ href: h.href, ...fit(cellText(h.href, h.lang || lang) ?? '', q) }));
      expect(fits.length).toBeGreaterThan(2);
      expect(fits[0]!.phrase, `first: ${fits[0]!.href}`).toBe(true);
      expect(fits[1]!.all, `second: ${fits[1]!.href} has not every word`).toBe(true);
      const firstPartial = fits.findIndex((f) => !f.all);
      if (firstPartial >= 0) expect(fits.slice(firstPartial).filter((f) => f.all).map((f) => f.href), 'all-word passages after a one-word passage').toEqual([]);
    });
  }
});

describe('glossary entries', () => {
  const penalty = glossaryTerms().find((g) => g.id === 'penalty-card')!;
  test('a form of a term in any of the four languages offers its entry first, in every interface', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    for (const ui of LANGS) {
      for (const l of LANGS) {
        const forms = l === ui ? [penalty[l].term, penalty[l].forms.at(-1)!] : [penalty[l].forms.at(-1)!];
        for (const q of forms) {
          const hits = await searchOn(page, ui, q);
          const where = `${ui}: “${q}”`;
          expect(hits[0]?.kind, where).toBe('glossary');
          expect(hits[0]?.href, where).toBe(`/${ui}/glossary/#penalty-card`);
          expect(hits[0]?.title, where).toBe(t(ui, 'search.glossary', { term: penalty[ui].term }));
          expect(hits[0]?.excerpt, where).toBe(penalty[ui].definition);
          expect(hits.filter((h) => h.kind === 'glossary').length, where).toBe(1);
        }
      }
    }
    // Words that are no form of any term offer no entry.
    const forms = new Set(glossaryTerms().flatMap((g) => LANGS.flatMap((l) => g[l].forms.map((f) => f.toLowerCase()))));
    const words = ['penalty', 'przygwożdżona', 'штрафная', 'τιμωρημένο', 'foul'].filter((q) => !forms.has(q));
    expect(words.length).toBeGreaterThan(2);
    for (const q of words) expect((await searchOn(page, 'en', q)).some((h) => h.kind === 'glossary'), q).toBe(false);
    await context.close();
  });

  test('the entry is reached with the arrow keys from the header box and Enter opens it', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${site.base}/el/laws/45/`);
    await page.locator('#site-search-box').fill(penalty.el.forms.at(-1)!);
    const hits = await hitsOf(page, '#site-search-box-hits', 'site-search[data-mode="box"] [role="status"]');
    expect(hits[0]?.kind).toBe('glossary');
    expect(await page.locator('site-search[data-mode="box"] [role="status"]').textContent()).toContain(t('el', 'search.glossary', { term: penalty.el.term }));
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('/el/glossary/#penalty-card');
    await Promise.all([page.waitForURL((u) => u.hash === '#penalty-card'), page.keyboard.press('Enter')]);
    expect(new URL(page.url()).pathname).toBe('/el/glossary/');
    expect(await page.evaluate(() => document.querySelector(':target')?.id)).toBe('penalty-card');
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
    expect(textOf(cases.hits).length).toBeGreaterThan(0);
    expect(textOf(cases.hits).every((h) => h.href.startsWith('/en/cases/'))).toBe(true);
    const ru = await freshSearch('en', 'claim', '&source=ru&edition=1997');
    await ru.close();
    expect(textOf(ru.hits).length).toBeGreaterThan(0);
    expect(textOf(ru.hits).every((h) => h.href.startsWith('/en/commentary/ru-67-74/'))).toBe(true);
    const law70 = await freshSearch('en', 'claim', '&law=70');
    await law70.close();
    expect(textOf(law70.hits).length).toBeGreaterThan(0);
    expect(textOf(law70.hits).length).toBeLessThan(textOf(all.hits).length);
    for (const h of textOf(law70.hits)) expect(h.ids, h.href).toMatch(/Laws: (.*, )?70/);
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
    // A query that is a glossary term has its entry announced before the count of passages.
    const expected: Record<string, RegExp> = { en: /^(Glossary: claim\. )?\d+ results?$/, ru: /^(Глоссарий: претензия\. )?\d+ результат(а|ов)?$/, pl: /^(Słownik: roszczenie\. )?\d+ wynik(i|ów)?$/, el: /^(Γλωσσάριο: [^.]+\. )?\d+ αποτελέσμα(τα)?$/ };
    for (const lang of LANGS) {
      const q = { en: 'claim', ru: 'претензия', pl: 'roszczenie', el: 'φύλλο' }[lang];
      const { status, hits, close } = await freshSearch(lang, q);
      await close();
      expect(status, lang).toMatch(expected[lang]!);
      expect(status).toContain(`${textOf(hits).length} `);
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
    const hits = textOf(await hitsOf(page));
    expect(pageOf(hits[0]?.href ?? '')).toBe('/ru/commentary/ru-67-74/');
    await page.locator('#site-search-box').fill('45Γ4α');
    await Promise.all([page.waitForURL((u) => u.hash === '#C4a'), page.locator('#site-search-box').press('Enter')]);
    expect(refused).toEqual([]);
    await context.close();
  });
});

describe('accessibility', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the search page with results (a glossary entry, labelled originals) and the header popup open have no axe violations (${colorScheme})`, async () => {
      const { default: AxeBuilder } = await import('@axe-core/playwright');
      const context = await site.browser.newContext({ colorScheme });
      const page = await context.newPage();
      // Polish interface, Russian query: the glossary entry and the Russian originals, labelled.
      await page.goto(`${site.base}/pl/search/?q=${encodeURIComponent('претензия')}`);
      const hits = await hitsOf(page);
      expect(hits[0]?.kind).toBe('glossary');
      expect(hits.some((h) => h.label !== '')).toBe(true);
      await page.locator('#site-search-box').fill('przepis');
      await hitsOf(page, '#site-search-box-hits', 'site-search[data-mode="box"] [role="status"]');
      const result = await new AxeBuilder({ page }).analyze();
      expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      await context.close();
    });
  }
});
