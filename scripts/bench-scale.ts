// npm run bench:scale [-- 1 10 50] — how the build grows with the corpus. For each factor, a
// synthetic corpus of that many times today's documents (src/content-io/synthetic-corpus.ts) is
// written into a temporary project (today's src/, public/ and config copied beside it; content
// is found relative to the working directory, see src/content-io/README.md), and measured there:
// the content check, `astro build`, Pagefind indexing (each with its wall time and peak memory),
// the size of dist/, each language's search index, and the bytes a fresh browser fetches for
// its first query on /{lang}/search/ (what the page loads when idle for search included). Ends with each step's time per document relative to 1×
// (near 1.0 is linear growth). Nothing is written into content/; the project is removed unless
// --keep.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { launch } from '../tests/e2e/browser.ts';
import { firstQuery } from '../tests/e2e/first-query.ts';
import { serve } from '../tests/e2e/server.ts';
import { writeSyntheticCorpus } from '../src/content-io/synthetic-corpus.ts';

const HERE = resolve('.');
const LANGS = ['en', 'ru', 'pl', 'el'] as const;
const factors = process.argv
  .slice(2)
  .filter((a) => /^\d+$/.test(a))
  .map(Number);
if (!factors.length) factors.push(1, 10, 50);
const KEEP = process.argv.includes('--keep');
/** `npm run build:site`'s node arguments (`node --max-old-space-size=… node_modules/astro/bin/astro.mjs build`), paths from the project. */
const BUILD_SITE = (JSON.parse(readFileSync(join(HERE, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts['build:site']
  ?.split(/\s+/)
  .slice(1)
  .map((a) => (a.startsWith('node_modules/') ? join(HERE, a) : a)) ?? [join(HERE, 'node_modules/astro/bin/astro.mjs'), 'build'];
/**
 * The goals of issue #33, for a corpus of any size up to 50× today's: a reader's first query
 * loads at most FIRST_QUERY_BYTES and answers within FIRST_QUERY_MS in every language; the build
 * (astro build, the largest step) peaks under BUILD_PEAK_BYTES. Printed as met or missed, not
 * enforced (figures, not gates).
 */
const GOALS = { firstQueryBytes: 400 * 1024, firstQueryMs: 350, buildPeakBytes: 3 * 1024 ** 3 };

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function dirSize(dir: string, keep: (name: string) => boolean = () => true): number {
  let total = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) total += dirSize(p, keep);
    else if (keep(e.name)) total += statSync(p).size;
  }
  return total;
}

/** Runs `node args` in `cwd` under /usr/bin/time: wall time and peak resident memory; throws on failure. */
function step(cwd: string, args: string[]): { ms: number; peak: number } {
  const t0 = performance.now();
  const r = spawnSync('/usr/bin/time', ['-f', 'PEAK %M', process.execPath, ...args], { cwd, encoding: 'utf8', maxBuffer: 1 << 28 });
  const ms = performance.now() - t0;
  if (r.status !== 0) throw new Error(`${args.join(' ')} failed in ${cwd}:\n${(r.stdout ?? '').slice(-3000)}\n${(r.stderr ?? '').slice(-3000)}`);
  const peak = Number(/PEAK (\d+)/.exec(r.stderr ?? '')?.[1] ?? 0) * 1024;
  return { ms, peak };
}

/** A project folder running today's code over the corpus of `factor`. */
function project(factor: number): { dir: string; documents: number } {
  const dir = mkdtempSync(join(tmpdir(), `lexludi-scale-${factor}x-`));
  for (const f of ['src', 'public', 'docs', 'astro.config.mjs', 'tsconfig.json', 'package.json']) cpSync(join(HERE, f), join(dir, f), { recursive: true });
  symlinkSync(join(HERE, 'node_modules'), join(dir, 'node_modules'));
  const { documents } = writeSyntheticCorpus(join(HERE, 'content'), join(dir, 'content'), factor);
  return { dir, documents };
}

interface Row {
  factor: number;
  documents: number;
  check: { ms: number; peak: number };
  build: { ms: number; peak: number };
  index: { ms: number; peak: number };
  pages: number;
  dist: number;
  searchData: number;
  index_: Record<string, number>;
  first: Record<string, number>;
  firstMs: Record<string, number>;
}
const rows: Row[] = [];
const browser = await launch();
try {
  for (const factor of factors) {
    const { dir, documents } = project(factor);
    console.error(
      `${factor}×: ${documents} documents in ${dir} (load ${loadavg()
        .map((x) => x.toFixed(1))
        .join(' ')})`,
    );
    try {
      const check = step(dir, [join(HERE, 'scripts/check.ts')]);
      // The site's build as `npm run build:site` runs it (its heap cap included).
      const build = step(dir, BUILD_SITE);
      const index = step(dir, [join(HERE, 'scripts/index-search.ts')]);
      const dist = join(dir, 'dist');
      const pages = Number(
        execFileSync('find', [dist, '-name', 'index.html'], { encoding: 'utf8', maxBuffer: 1 << 28 })
          .split('\n')
          .filter(Boolean).length,
      );
      const index_: Record<string, number> = {};
      for (const l of LANGS)
        index_[l] = dirSize(join(dist, 'pagefind'), (n) => n.startsWith(`${l}_`) || n.startsWith(`pagefind.${l}_`) || n === `wasm.${l}.pagefind`);
      const first: Record<string, number> = {};
      const firstMs: Record<string, number> = {};
      const { url, server } = await serve(dist);
      try {
        for (const l of LANGS) {
          const r = await firstQuery(browser, url, l, 'page');
          await r.close();
          first[l] = [...r.idle, ...r.files].reduce((a, f) => a + f.bytes, 0);
          firstMs[l] = r.ms;
        }
      } finally {
        server.close();
      }
      rows.push({
        factor,
        documents,
        check,
        build,
        index,
        pages,
        dist: dirSize(dist),
        searchData: statSync(join(dist, 'search-data.json')).size,
        index_,
        first,
        firstMs,
      });
      console.error(`${factor}×: check ${s(check.ms)}, build ${s(build.ms)}, index ${s(index.ms)}`);
    } finally {
      if (!KEEP) rmSync(dir, { recursive: true, force: true });
    }
  }
} finally {
  await browser.close();
}

const table = (head: string[], body: string[][]) =>
  [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...body.map((r) => `| ${r.join(' | ')} |`)].join('\n');
console.log(
  table(
    [
      'corpus',
      'documents',
      'pages',
      'content check',
      'astro build',
      'Pagefind index',
      'peak memory (check / build / index)',
      'dist/',
      '/search-data.json',
      ...LANGS.map((l) => `index ${l}`),
      'first query bytes (en / ru / pl / el)',
      'first query time',
    ],
    rows.map((r) => [
      `${r.factor}×`,
      String(r.documents),
      String(r.pages),
      s(r.check.ms),
      s(r.build.ms),
      s(r.index.ms),
      `${mb(r.check.peak)} / ${mb(r.build.peak)} / ${mb(r.index.peak)}`,
      mb(r.dist),
      kb(r.searchData),
      ...LANGS.map((l) => kb(r.index_[l] ?? 0)),
      LANGS.map((l) => kb(r.first[l] ?? 0)).join(' / '),
      `${LANGS.map((l) => `${r.firstMs[l] ?? 0}`).join(' / ')} ms`,
    ]),
  ),
);
const met = (ok: boolean) => (ok ? 'met' : 'missed');
console.log();
console.log(
  table(
    [
      'corpus',
      `first query ≤ ${kb(GOALS.firstQueryBytes)} (worst language)`,
      `first query ≤ ${GOALS.firstQueryMs} ms (worst language)`,
      `astro build peak ≤ ${mb(GOALS.buildPeakBytes)}`,
    ],
    rows.map((r) => {
      const bytes = Math.max(...LANGS.map((l) => r.first[l] ?? 0));
      const ms = Math.max(...LANGS.map((l) => r.firstMs[l] ?? 0));
      return [
        `${r.factor}×`,
        `${kb(bytes)}: ${met(bytes <= GOALS.firstQueryBytes)}`,
        `${ms} ms: ${met(ms <= GOALS.firstQueryMs)}`,
        `${mb(r.build.peak)}: ${met(r.build.peak <= GOALS.buildPeakBytes)}`,
      ];
    }),
  ),
);
const base = rows.find((r) => r.factor === 1) ?? rows[0];
if (base) {
  const per = (r: Row, k: 'check' | 'build' | 'index') => r[k].ms / r.documents / (base[k].ms / base.documents);
  console.log();
  console.log(
    table(
      ['corpus', 'check time per document', 'build', 'index', `time of ${'×'}N / time of ${base.factor}× (build)`],
      rows.map((r) => [
        `${r.factor}×`,
        per(r, 'check').toFixed(2),
        per(r, 'build').toFixed(2),
        per(r, 'index').toFixed(2),
        (r.build.ms / base.build.ms).toFixed(1),
      ]),
    ),
  );
}
console.log(
  `\nLoad average at the end (1, 5, 15 min): ${loadavg()
    .map((x) => x.toFixed(2))
    .join(
      ' ',
    )}; ${navigator.hardwareConcurrency} cores. Per-document times relative to ${base?.factor ?? 1}× (1.00 = linear; 10× corpus ≤ 12× time means ≤ 1.20).`,
);
