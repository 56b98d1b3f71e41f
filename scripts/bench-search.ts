// npm run bench:search — site search figures on the built site (run `npm run build` first):
// the Pagefind index size of each language (indexed alone, so nothing is shared), the bytes a
// fresh browser fetches for its first query on /{lang}/search/, and query latency p50/p95 over
// 50 queries per language (Pagefind search + the data of the top 5 pages, as the search page
// needs them) in headless Chromium.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as pagefind from 'pagefind';
import { launch } from '../tests/e2e/browser.ts';
import { serve } from '../tests/e2e/server.ts';

const SITE = 'dist';
const LANGS = ['en', 'ru', 'pl', 'el'] as const;
const QUERIES = 50;
const FIRST: Record<(typeof LANGS)[number], string> = { en: 'claims', ru: 'претензии', pl: 'roszczenia', el: 'φύλλου' };

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? NaN;
};

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
  const { index } = await pagefind.createIndex({});
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

/** Words of `lang` text on the built pages: 50 spread over the frequency range. */
function queriesOf(lang: string): string[] {
  const paths = Object.keys((JSON.parse(readFileSync(join(SITE, 'search-data.json'), 'utf8')) as { pages: Record<string, unknown> }).pages);
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
  const step = Math.max(1, Math.floor(words.length / QUERIES));
  return words.filter((_, i) => i % step === 0).slice(0, QUERIES);
}

const sizes: Record<string, { data: number; wasm: number; pages: number }> = {};
for (const lang of LANGS) sizes[lang] = await indexSize(lang);
await pagefind.close();

const { url, server } = await serve(SITE);
const browser = await launch();
const rows: string[][] = [];
try {
  for (const lang of LANGS) {
    // First query on a fresh page: everything fetched until its results are announced.
    const context = await browser.newContext();
    const page = await context.newPage();
    const fetched: { url: string; bytes: number; gz: number }[] = [];
    page.on('response', async (r) => {
      try {
        const body = await r.body();
        fetched.push({ url: r.url(), bytes: body.length, gz: gzipSync(body).length });
      } catch {
        // Redirects and aborted requests have no body.
      }
    });
    await page.goto(`${url}/${lang}/search/`);
    await page.waitForLoadState('networkidle');
    const before = fetched.length;
    const started = Date.now();
    await page.locator('#search-q').fill(FIRST[lang]);
    await page.waitForFunction(() => /\d/.test(document.querySelector('site-search[data-mode="page"] [role="status"]')?.textContent ?? ''), null, {
      timeout: 30_000,
    });
    const firstMs = Date.now() - started;
    await page.waitForLoadState('networkidle');
    const first = fetched.slice(before);
    const firstBytes = first.reduce((a, f) => a + f.bytes, 0);
    const firstGz = first.reduce((a, f) => a + Math.min(f.bytes, f.gz), 0);
    if (process.argv.includes('--verbose')) for (const f of first) console.log(`  ${lang} ${f.url.replace(url, '')} ${f.bytes} (${f.gz} gz)`);

    const queries = queriesOf(lang);
    const times = await page.evaluate(async (qs) => {
      const bundle = '/pagefind/pagefind.js';
      const pf = (await import(bundle)) as { search(q: string): Promise<{ results: { data(): Promise<unknown> }[] }> };
      const out: number[] = [];
      for (const q of qs) {
        const t0 = performance.now();
        const r = await pf.search(q);
        await Promise.all(r.results.slice(0, 5).map((x) => x.data()));
        out.push(performance.now() - t0);
      }
      return out;
    }, queries);
    await context.close();
    const s = sizes[lang]!;
    rows.push([
      lang,
      String(s.pages),
      kb(s.data),
      kb(s.wasm),
      `${first.length} files, ${kb(firstBytes)} (${kb(firstGz)} gzipped)`,
      `${firstMs} ms`,
      `${pct(times, 50).toFixed(1)} ms`,
      `${pct(times, 95).toFixed(1)} ms`,
      String(times.length),
    ]);
  }
} finally {
  await browser.close();
  server.close();
}

const head = ['lang', 'pages', 'index data', 'wasm', 'first query fetched', 'first query', 'p50', 'p95', 'queries'];
console.log(`| ${head.join(' | ')} |`);
console.log(`|${head.map(() => '---').join('|')}|`);
for (const r of rows) console.log(`| ${r.join(' | ')} |`);
console.log(
  `\nIndex data: Pagefind's meta, index, filter and fragment files of the language's pages indexed alone (already gzip-compressed by Pagefind); wasm: its stemming WebAssembly.`,
);
console.log(
  `First query: a fresh browser on /{lang}/search/ types one word (${Object.values(FIRST).join(', ')}); bytes of every response until the results are announced (pagefind.js, worker, wasm, meta, chunks, fragments, /search-data.json, island code), as served and gzipped.`,
);
console.log(`Latency: ${QUERIES} words per language from the indexed text, Pagefind search + data of the top 5 pages, warm, in headless Chromium.`);
