// npm run bench:search — site search figures on the built site (run `npm run build` first), in
// one run, each measurement in a fresh browser context (empty cache) of headless Chromium:
// - the Pagefind index size of each language (indexed alone, so nothing is shared);
// - the first query on /{lang}/search/ and in the header box of /{lang}/: from the moment the
//   reader focuses the box and types one word until the results are announced, and the bytes
//   fetched meanwhile;
// - warm latency p50/p95 through our layer (the search page's form submitted, until the island
//   reports its results rendered; the next word once those are drawn) over 50 words per language;
// - beside them, plain Pagefind over the same index on a blank page of the same origin and
//   language (import pagefind.js, search, data of the top 5): first query and warm p95, and the
//   ratio ours / Pagefind — the fair measure on a shared machine (the load average is printed).
// `--verbose` lists each response of the first query with its time.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import * as pagefind from 'pagefind';
import { indexedPageCount, indexedPages } from '../src/content-io/site-files.ts';
import { maxFragmentsFor } from '../src/lib/search/index.ts';
import { launch } from '../tests/e2e/browser.ts';
import { serve } from '../tests/e2e/server.ts';
import { FIRST, firstQuery as ours, SEARCH_DONE as DONE } from '../tests/e2e/first-query.ts';

const SITE = process.argv.find((a, i) => i > 1 && !a.startsWith('--')) ?? 'dist';
const VERBOSE = process.argv.includes('--verbose');
const LANGS = ['en', 'ru', 'pl', 'el'] as const;
const QUERIES = 50;

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n: number) => `${Math.round(n)} ms`;
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? NaN;
};
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

function dirSize(dir: string, skip: (name: string) => boolean = () => false): number {
  let total = 0;
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    const st = statSync(p);
    if (st.isDirectory()) total += dirSize(p, skip);
    else if (!skip(name)) total += st.size;
  }
  return total;
}

/** Index one language's pages alone; the size of its search data and of its WebAssembly. */
async function indexSize(lang: string): Promise<{ data: number; wasm: number; pages: number }> {
  const out = mkdtempSync(join(tmpdir(), `pagefind-${lang}-`));
  const { index } = await pagefind.createIndex({ maxFragments: maxFragmentsFor(indexedPageCount(SITE, lang)) });
  if (!index) throw new Error('pagefind: no index');
  const added = await index.addDirectory({ path: SITE, glob: `${lang}/**/*.html` });
  await index.writeFiles({ outputPath: out });
  const data = dirSize(out, (n) => !/\.pf_(meta|index|filter|fragment)$/.test(n));
  const wasm = statSync(join(out, `wasm.${lang}.pagefind`)).size;
  const entry = JSON.parse(readFileSync(join(out, 'pagefind-entry.json'), 'utf8')) as { languages: Record<string, { page_count: number }> };
  rmSync(out, { recursive: true, force: true });
  if (added.errors.length) throw new Error(added.errors.join('\n'));
  return { data, wasm, pages: entry.languages[lang]?.page_count ?? 0 };
}

/** Words of `lang` text on the built pages: `n` spread over the frequency range. */
function queriesOf(lang: string, n: number): string[] {
  const paths = indexedPages(SITE, lang);
  const freq = new Map<string, number>();
  for (const path of paths) {
    const html = readFileSync(join(SITE, lang, path, 'index.html'), 'utf8');
    for (const m of html.matchAll(/<div class="cell[^"]*" data-lang="(\w+)"[^>]*>([\s\S]*?)<\/div>/g)) {
      if (m[1] !== lang) continue;
      for (const w of (m[2] ?? '')
        .replace(/<[^>]+>/g, ' ')
        .toLowerCase()
        .split(/[^\p{L}]+/u))
        if (w.length >= 5) freq.set(w, (freq.get(w) ?? 0) + 1);
    }
  }
  const words = [...freq.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([w]) => w);
  const step = Math.max(1, Math.floor(words.length / n));
  return words.filter((_, i) => i % step === 0).slice(0, n);
}

/**
 * Warm latency through the search page: each word submitted, until the island has rendered it;
 * the next word once the browser has drawn those results (a reader reads them before searching
 * again), so that no query is charged with drawing the one before it.
 */
function warm(page: Page, words: string[]): Promise<number[]> {
  return page.evaluate(
    async ([qs, done]) => {
      const el = document.querySelector('site-search[data-mode="page"]')!;
      const input = el.querySelector<HTMLInputElement>('input[name="q"]')!;
      const form = el.querySelector('form')!;
      const drawn = () => new Promise((ok) => requestAnimationFrame(() => setTimeout(ok, 0)));
      const out: number[] = [];
      for (const q of qs) {
        await drawn();
        const t0 = performance.now();
        const finished = new Promise((ok) => el.addEventListener(done, ok, { once: true }));
        input.value = q;
        form.requestSubmit();
        await finished;
        out.push(performance.now() - t0);
      }
      return out;
    },
    [words, DONE] as const,
  );
}

/**
 * Warm latency of the header box's search (no debounce): what its run() awaits — the reference
 * hit, then the search over the top 5 pages for 6 hits — through the engine module the page loaded.
 */
function warmBox(page: Page, lang: string, words: string[]): Promise<number[]> {
  return page.evaluate(
    async ([lang, qs]) => {
      const src = performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .find((n) => n.includes('/search-engine.'));
      if (!src) throw new Error('the search engine module was not loaded');
      const e = (await import(src)) as { refHit(q: string, l: string): Promise<unknown>; search(q: string, o: Record<string, unknown>): Promise<unknown> };
      const out: number[] = [];
      for (const q of qs) {
        const t0 = performance.now();
        await e.refHit(q, lang);
        await e.search(q, { lang, pages: 5, perPage: 2, limit: 6 });
        out.push(performance.now() - t0);
      }
      return out;
    },
    [lang, words] as const,
  );
}

/** Plain Pagefind on a blank page of the site's origin in `lang`: first query, then warm times. */
async function baseline(browser: Browser, base: string, lang: string, words: string[]): Promise<{ first: number; times: number[] }> {
  const context = await browser.newContext();
  await context.route(`${base}/__blank/`, (r) =>
    r.fulfill({ contentType: 'text/html', body: `<!doctype html><html lang="${lang}"><title>baseline</title></html>` }),
  );
  const page = await context.newPage();
  await page.goto(`${base}/__blank/`);
  const out = await page.evaluate(
    async ([first, qs]) => {
      type PF = { search(q: string): Promise<{ results: { data(): Promise<unknown> }[] }> };
      const run = async (pf: PF, q: string) => {
        const r = await pf.search(q);
        await Promise.all(r.results.slice(0, 5).map((x) => x.data()));
      };
      const t0 = performance.now();
      const bundle = '/pagefind/pagefind.js';
      const pf = (await import(bundle)) as PF;
      await run(pf, first);
      const firstMs = performance.now() - t0;
      const times: number[] = [];
      for (const q of qs) {
        const t = performance.now();
        await run(pf, q);
        times.push(performance.now() - t);
      }
      return { first: firstMs, times };
    },
    [FIRST[lang as keyof typeof FIRST], words] as const,
  );
  await context.close();
  return out;
}

const sizes: Record<string, Awaited<ReturnType<typeof indexSize>>> = {};
for (const lang of LANGS) sizes[lang] = await indexSize(lang);
await pagefind.close();

const loadBefore = load();
const { url, server } = await serve(SITE);
const browser = await launch();
const rows: string[][] = [];
const fetchedRows: string[][] = [];
try {
  for (const lang of LANGS) {
    const words = queriesOf(lang, QUERIES);
    const pf = await baseline(browser, url, lang, words);
    const box = await ours(browser, url, lang, 'box');
    const boxTimes = await warmBox(box.page, lang, words);
    await box.close();
    const pg = await ours(browser, url, lang, 'page');
    const times = await warm(pg.page, words);
    await pg.close();
    for (const [where, r] of [
      ['page', pg],
      ['box', box],
    ] as const) {
      if (VERBOSE) for (const f of r.files) console.log(`  ${lang} ${where} +${f.at} ms ${f.url.replace(url, '')} ${f.bytes} (${f.gz} gz)`);
      const bytes = r.files.reduce((a, f) => a + f.bytes, 0);
      const gz = r.files.reduce((a, f) => a + f.gz, 0);
      const idle = r.idle.reduce((a, f) => a + f.bytes, 0);
      const idleGz = r.idle.reduce((a, f) => a + f.gz, 0);
      fetchedRows.push([lang, where, `${r.idle.length}, ${kb(idle)} (${kb(idleGz)} gz)`, String(r.files.length), kb(bytes), kb(gz), kb(idle + bytes)]);
    }
    const p95 = pct(times, 95);
    const pf95 = pct(pf.times, 95);
    const s = sizes[lang]!;
    rows.push([
      lang,
      String(s.pages),
      kb(s.data),
      kb(s.wasm),
      ms(pg.ms),
      ms(box.ms),
      ms(pf.first),
      `${(pg.ms / pf.first).toFixed(2)}`,
      `${pct(times, 50).toFixed(1)} ms`,
      `${p95.toFixed(1)} ms`,
      `${pct(boxTimes, 95).toFixed(1)} ms`,
      `${pf95.toFixed(1)} ms`,
      `${(p95 / pf95).toFixed(2)}`,
      `${(pct(boxTimes, 95) / pf95).toFixed(2)}`,
    ]);
  }
} finally {
  await browser.close();
  server.close();
}

const table = (head: string[], body: string[][]) =>
  [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...body.map((r) => `| ${r.join(' | ')} |`)].join('\n');
console.log(
  table(
    [
      'lang',
      'pages',
      'index data',
      'wasm',
      'first: page',
      'first: box',
      'first: Pagefind',
      'ratio',
      'warm p50: page',
      'p95: page',
      'p95: box',
      'Pagefind p95',
      'ratio: page',
      'ratio: box',
    ],
    rows,
  ),
);
console.log();
console.log(table(['lang', 'where', 'loaded when idle: files, bytes', 'first query: files', 'bytes', 'gzipped', 'idle + query bytes'], fetchedRows));
console.log(`\nLoad average (1, 5, 15 min): ${loadBefore} before the browser runs, ${load()} after; ${navigator.hardwareConcurrency} cores.`);
console.log(
  `Index data: Pagefind's meta, index, filter and fragment files of the language's pages indexed alone (already gzip-compressed by Pagefind); wasm: its stemming WebAssembly.`,
);
console.log(
  `First query: a fresh browser context on /{lang}/search/ ("page") or /{lang}/ ("box": the header box), once the page has loaded; the box focused and one word typed (${Object.values(FIRST).join(', ')}), until the results are announced. Files: every response in that time, as served and gzipped; loaded when idle: what the page fetched after its load event before the typing (the search page loads the engine, Pagefind and its data then).`,
);
console.log(
  `Pagefind: plain Pagefind in a fresh context on a blank page in the language (import pagefind.js, search, data of the top 5); ratio = ours / Pagefind.`,
);
console.log(
  `Warm: ${QUERIES} words per language from the indexed text, each submitted on the search page until the island has rendered its results, the next once the browser has drawn them (page: a first screen of up to 20 passages from the top 5 pages, further pages only while one could rank before them); box: the header box's search of the same words on /{lang}/ after its first query (reference hit, then 6 hits from the top 5 pages), through the engine module, without rendering; Pagefind: search and the data of the top 5.`,
);
