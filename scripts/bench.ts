// npm run bench: builds the site, measures it, runs Lighthouse (mobile preset, local
// Chromium) on one page of every type, times the ruling calculator's first edit (scripts/bench-first-edit.ts),
// prints a table with the previous run's figures beside this run's, and writes bench/results.json.
//   --check        exit 1 when a gate (BUDGETS) is exceeded or a timing target (TARGETS) missed
//                  (src/lib/site-check/budgets.ts), listing each: npm run bench:budgets
//   --gate         npm test's gate: the dist/ already built, the gates only (sizes, Lighthouse's
//                  content categories and content audits), no timing measured; exit 1 on any
//                  gate exceeded. A slower or busier machine measures the same.
//   --out FILE     write the results elsewhere (npm test writes to .cache/, not bench/)
//   --no-lighthouse  sizes and build time only
//   --built        measure the dist/ already built; build times are not measured
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { Worker } from 'node:worker_threads';
import { BUDGETS, checkBudgets, checkFirstEdit, checkPerformance, TARGETS, type PageFigures } from '../src/lib/site-check/budgets.ts';
import { pageTypeOf } from '../src/lib/site-check/page-types.ts';
import { serve } from '../tests/e2e/server.ts';
import { readPages } from '../src/content-io/site-files.ts';
import { largestCollection } from '../src/content-io/case-files.ts';
import type { LighthouseJob, LighthouseResult, WorkerMessage } from './lighthouse-worker.ts';

const args = process.argv.slice(2);
const out = args.includes('--out') ? (args[args.indexOf('--out') + 1] ?? 'bench/results.json') : 'bench/results.json';
const gate = args.includes('--gate');
const check = gate || args.includes('--check');
const withLighthouse = !args.includes('--no-lighthouse');
const built = gate || args.includes('--built');
/** Timings (performance score, metrics, the first edit) are measured by the benchmark, never by the gate. */
const timings = !gate;
const previous = existsSync(out)
  ? (JSON.parse(readFileSync(out, 'utf8')) as Partial<{
      date: string;
      types: { type: string; lighthouse: LighthouseResult | null }[];
      calculator: { firstEditMs: number[] };
    }>)
  : {};
const CHROME = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const bin = (name: string) => join('node_modules/.bin', name);

// The largest played-card collection (the booklet today): its pages stand for their types.
const PLAYED = largestCollection('played-card');
// The page measured by Lighthouse for each type (the first page of a type not listed here).
const REPRESENTATIVE: Record<string, string> = {
  home: '/en/',
  law: '/en/laws/16/',
  commentary: '/en/commentary/ru-67-74/',
  collection: `/en/cases/${PLAYED}/`,
  case: `/en/cases/${PLAYED}/7/`,
};
// Types Lighthouse does not measure: the root page only redirects to /en/.
const NO_LIGHTHOUSE = new Set(['root']);
// Lighthouse runs at once (LIGHTHOUSE_WORKERS=1 for one at a time).
const LIGHTHOUSE_WORKERS = Number(process.env.LIGHTHOUSE_WORKERS ?? 2);

function timed(label: string, cmd: string, cmdArgs: string[]): number | null {
  if (built) return null;
  const t = performance.now();
  const r = spawnSync(cmd, cmdArgs, { stdio: ['ignore', 'ignore', 'inherit'] });
  if (r.status !== 0) throw new Error(`${label} failed (exit ${r.status})`);
  return Math.round(performance.now() - t);
}

// 1. Build: the content check, astro build, and Pagefind when the build script runs it.
const buildScript = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts.build ?? '';
const checkMs = timed('content check', bin('node'), ['scripts/check.ts']);
const astroMs = timed('astro build', bin('astro'), ['build', '--silent']);
// The search index step, as the build script runs it (`npm run index:search`, or pagefind itself).
const pagefindCmd = buildScript
  .split('&&')
  .map((s) => s.trim())
  .find((s) => /\b(pagefind|index:search)\b/.test(s));
const pagefindMs = pagefindCmd && !built ? timed('pagefind', 'sh', ['-c', `PATH="$PWD/node_modules/.bin:$PATH"; ${pagefindCmd.replace(/^npx /, '')}`]) : null;
// The offline step last (the service worker and its manifest cover the search index too): the
// pages register /sw.js, which must be there when Lighthouse loads them.
const offlineCmd = buildScript
  .split('&&')
  .map((s) => s.trim())
  .find((s) => /\bbuild:offline\b/.test(s));
const offlineMs = offlineCmd && !built ? timed('offline', 'sh', ['-c', `PATH="$PWD/node_modules/.bin:$PATH"; ${offlineCmd}`]) : null;

// 2. Sizes of every page: HTML, CSS and JS gzipped (inline and linked, JS with its static imports).
const { pages } = readPages('dist');
const gz = (s: string | Buffer) => gzipSync(s, { level: 9 }).length;
const fileOf = (url: string, page: string) => join('dist', decodeURIComponent(new URL(url, `http://x${page}`).pathname));
const jsClosure = (start: string[], page: string): number => {
  const seen = new Set<string>();
  let total = 0;
  const queue = start.map((u) => fileOf(u, page));
  while (queue.length) {
    const f = queue.pop() as string;
    if (seen.has(f) || !existsSync(f)) continue;
    seen.add(f);
    const text = readFileSync(f, 'utf8');
    total += gz(text);
    for (const m of text.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]*from\s*)?["']([^"']+\.m?js)["']/g)) queue.push(join(dirname(f), m[1] ?? ''));
  }
  return total;
};
const figures: PageFigures[] = [...pages].map(([path, { html, scan }]) => {
  const inline = (tag: 'script' | 'style') =>
    scan.inline.filter((c) => c.tag === tag && (tag === 'style' || ['', 'module', 'text/javascript'].includes(c.type)));
  const css =
    inline('style').reduce((n, c) => n + gz(c.text), 0) +
    scan.urls
      .filter((u) => u.where === 'link[href]' && u.rel === 'stylesheet')
      .reduce((n, u) => n + (existsSync(fileOf(u.url, path)) ? gz(readFileSync(fileOf(u.url, path))) : 0), 0);
  const jsUrls = scan.urls.filter((u) => u.where === 'script[src]' || (u.where === 'link[href]' && u.rel === 'modulepreload')).map((u) => u.url);
  const js = inline('script').reduce((n, c) => n + gz(c.text), 0) + jsClosure(jsUrls, path);
  return { path, type: pageTypeOf(path), html: gz(html), css, js };
});

/**
 * Lighthouse on each job, `workers` at a time (scripts/lighthouse-worker.ts: a thread and a
 * Chrome each); a run that fails is thrown here.
 */
async function lighthouseAll(jobs: LighthouseJob[], workers: number): Promise<Map<string, LighthouseResult>> {
  const queue = [...jobs];
  const results = new Map<string, LighthouseResult>();
  const errors: string[] = [];
  await Promise.all(
    Array.from({ length: Math.min(workers, jobs.length) }, () => {
      const worker = new Worker(new URL('./lighthouse-worker.ts', import.meta.url), {
        workerData: { chromePath: CHROME, performance: timings },
      });
      return new Promise<void>((done, fail) => {
        const next = () => worker.postMessage(queue.shift() ?? null);
        worker.on('message', (m: WorkerMessage) => {
          if ('result' in m) results.set(m.job.type, m.result);
          if ('error' in m) errors.push(m.error);
          next();
        });
        worker.on('error', fail);
        worker.on('exit', () => done());
      });
    }),
  );
  if (errors.length) throw new Error(errors.join('\n'));
  return results;
}

// 3. Lighthouse on one page per type.
const types = [...new Set(figures.map((f) => f.type))].sort();
const lighthouse: Record<string, LighthouseResult & { page: string }> = {};
if (withLighthouse) {
  const { url: base, server } = await serve('dist', { gzip: true });
  try {
    const jobs = types
      .filter((t) => !NO_LIGHTHOUSE.has(t))
      .map((type) => ({
        type,
        page:
          REPRESENTATIVE[type] && pages.has(REPRESENTATIVE[type])
            ? REPRESENTATIVE[type]
            : figures
                .filter((f) => f.type === type)
                .map((f) => f.path)
                .sort()[0],
      }))
      .filter((j): j is { type: string; page: string } => j.page !== undefined);
    const results = await lighthouseAll(
      jobs.map((j) => ({ type: j.type, url: `${base}${j.page}` })),
      LIGHTHOUSE_WORKERS,
    );
    for (const j of jobs) {
      const r = results.get(j.type);
      if (r) lighthouse[j.type] = { page: j.page, ...r };
    }
  } finally {
    server.close();
  }
}

// 4. Table, JSON, budgets.
const kb = (n: number) => (n / 1024).toFixed(1);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const byType = types.map((type) => {
  const fs = figures.filter((f) => f.type === type);
  const stat = (k: 'html' | 'css' | 'js') => ({ median: median(fs.map((f) => f[k])), max: Math.max(...fs.map((f) => f[k])) });
  return { type, pages: fs.length, html: stat('html'), css: stat('css'), js: stat('js'), lighthouse: lighthouse[type] ?? null };
});
// 4. The ruling calculator's first edit in Chromium (scripts/bench-first-edit.ts, which prints its runs): a timing, not in the gate.
const firstEditOut = '.cache/first-edit.json';
rmSync(firstEditOut, { force: true });
if (timings) spawnSync(bin('node'), ['scripts/bench-first-edit.ts', '--out', firstEditOut], { stdio: 'inherit' });
// No file (the script failed before measuring) leaves no runs, which the target check reports.
const measured = existsSync(firstEditOut)
  ? (JSON.parse(readFileSync(firstEditOut, 'utf8')) as { startMs: number[]; firstEditMs: number[] })
  : { startMs: [], firstEditMs: [] };
const firstEdit = { start: measured.startMs, edit: measured.firstEditMs };
const exceeded = checkBudgets(figures, lighthouse);
const missed = timings ? [...checkPerformance(lighthouse), ...checkFirstEdit(firstEdit.edit)] : [];
const results = {
  date: new Date().toISOString(),
  machine: { cpus: cpus().length, cpu: cpus()[0]?.model ?? '', node: process.version },
  build: { contentCheckMs: checkMs, astroMs, pagefindMs, offlineMs, pages: pages.size },
  budgets: BUDGETS,
  targets: TARGETS,
  types: byType,
  calculator: { startMs: firstEdit.start.map(Math.round), firstEditMs: firstEdit.edit.map(Math.round) },
  exceeded,
  missed,
};
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);

if (built) console.log(`build: the dist/ already built was measured (no build times); ${pages.size} pages`);
else
  console.log(
    `build: content check ${checkMs} ms, astro build ${astroMs} ms${pagefindMs === null ? '' : `, pagefind ${pagefindMs} ms`}${offlineMs === null ? '' : `, offline ${offlineMs} ms`}; ${pages.size} pages`,
  );
// This run's figures, and the previous run's (from the file this run replaces) in brackets.
const before = new Map((previous.types ?? []).map((t) => [t.type, t.lighthouse]));
const was = (now: number | undefined, then: number | undefined, unit = '') =>
  now === undefined ? '—' : `${Math.round(now)}${unit}${then === undefined ? '' : ` (${Math.round(then)}${unit})`}`;
if (previous.date && timings) console.log(`in brackets: the previous run's figures (${previous.date}, from ${out})`);
console.log(
  '| type | pages | HTML KB gz (median / max) | CSS KB gz | JS KB gz (max) | Lighthouse a11y / best / SEO | content audits | performance | FCP / LCP / TBT ms | page |',
);
console.log('|---|---:|---:|---:|---:|---|---|---|---|---|');
for (const t of byType) {
  const lh = t.lighthouse;
  const old = before.get(t.type);
  const cats = lh ? `${lh.accessibility} / ${lh['best-practices']} / ${lh.seo}` : '—';
  const audits = lh ? `${Object.values(lh.audits ?? {}).filter((v) => v === null || v >= 1).length} of ${BUDGETS.contentAudits.length} pass` : '—';
  const perf = lh && timings ? was(lh.performance, old?.performance) : '—';
  const m = (id: string) => was(lh?.metrics?.[id], old?.metrics?.[id]);
  const metrics = lh && timings ? `${m('first-contentful-paint')} / ${m('largest-contentful-paint')} / ${m('total-blocking-time')}` : '—';
  console.log(
    `| ${t.type} | ${t.pages} | ${kb(t.html.median)} / ${kb(t.html.max)} | ${kb(t.css.max)} | ${kb(t.js.max)} | ${cats} | ${audits} | ${perf} | ${metrics} | ${lh?.page ?? ''} |`,
  );
}
for (const [type, s] of Object.entries(lighthouse)) for (const f of s.failing) console.log(`  ${type} ${s.page}: ${f}`);
const ms = (xs: number[]) => xs.map((x) => Math.round(x)).join(', ');
if (timings) {
  const prevEdit = previous.calculator?.firstEditMs;
  console.log(
    `ruling calculator (case 5, fresh page each run): start ${ms(firstEdit.start)} ms; first edit ${ms(firstEdit.edit)} ms${prevEdit ? ` (previous run: ${ms(prevEdit)} ms)` : ''} (target: median ≤ ${TARGETS.calculatorFirstEditMs} ms)`,
  );
}
console.log(`written to ${out}`);
if (exceeded.length) {
  console.error(`\n${exceeded.length} gate(s) exceeded:`);
  for (const e of exceeded) console.error(`  ${e.what}: ${e.actual} (budget ${e.limit})`);
} else console.log(gate ? 'every gate is met (timings are not measured here: npm run bench)' : 'every gate is met');
if (missed.length) {
  console.error(`\n${missed.length} timing target(s) missed on this machine:`);
  for (const e of missed) console.error(`  ${e.what}: ${e.actual} (target ${e.limit})`);
} else if (timings) console.log('every timing target is met');
process.exit(check && exceeded.length + missed.length > 0 ? 1 : 0);
