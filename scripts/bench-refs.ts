/**
 * Benchmarks the reference grammar (npm run bench:refs):
 * - throughput of find + resolve over each source, repeated to ~2 MB, in MB/s (UTF-8 bytes);
 * - latency of find + resolve on one reference string, and of parseRefQuery, in µs;
 * - time for 100 KB of adversarial text (digit runs, repeated law words, mixed scripts).
 * Each figure is the median of several timed runs after a warm-up.
 */
import { readFileSync } from 'node:fs';
import { adversarialText } from '../src/lib/refs/__fixtures__/adversarial.ts';
import { findRefs, formatRef, LANGS, parseRefQuery, resolveRefs, resolveText, type Lang } from '../src/lib/refs/index.ts';

const SOURCES: readonly [file: string, lang: Lang | Lang[], within?: number][] = [
  ['000_2747d81c6edd38d3.txt', 'ru'],
  ['001_d30b677bc8da554a.txt', 'pl'],
  ['002_17f925c7b52461e0.txt', ['ru', 'en']],
  ['003_436417375e333e0b.txt', 'el'],
  ['004_31c12fb5f6f25dde.txt', 'pl', 16],
];
const TARGET_BYTES = 2_000_000;
const RUNS = 7;

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
}

function time(fn: () => void, runs = RUNS): number {
  fn(); // warm-up: compile regexes, let the JIT settle
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    ms.push(performance.now() - t0);
  }
  return median(ms);
}

const utf8 = (s: string) => Buffer.byteLength(s, 'utf8');
const rows: string[][] = [];
let totalBytes = 0;
let totalMs = 0;
const surfaces: [string, Lang][] = [];

for (const [file, lang, within] of SOURCES) {
  const text = readFileSync(new URL(`../content/sources/${file}`, import.meta.url), 'utf8');
  const big = text.repeat(Math.ceil(TARGET_BYTES / utf8(text)));
  let refs = 0;
  const ms = time(() => {
    refs = resolveText(big, { lang, ...(within ? { withinLaw: within } : {}) }).length;
  });
  const mb = utf8(big) / 1e6;
  totalBytes += utf8(big);
  totalMs += ms;
  rows.push([file, mb.toFixed(2), String(refs), ms.toFixed(1), (mb / (ms / 1000)).toFixed(1)]);
  for (const r of resolveText(text, { lang })) surfaces.push([r.text, r.lang]);
}

console.log('Throughput: find + resolve (resolveText) over each source repeated to ~2 MB\n');
console.log(['source', 'MB', 'refs', 'ms', 'MB/s'].join('\t'));
for (const r of rows) console.log(r.join('\t'));
console.log(`all\t${(totalBytes / 1e6).toFixed(2)}\t\t${totalMs.toFixed(1)}\t${(totalBytes / 1e6 / (totalMs / 1000)).toFixed(1)}\n`);

const perRef = time(() => {
  for (const [s, lang] of surfaces) resolveRefs(findRefs(s, { lang }));
});
const queries = surfaces
  .map(([s]) => s)
  .concat(
    LANGS.map((l) => formatRef('45C4(a)', l)),
    ['45c4a', 'Law 16 A 2', '94', 'п. 69.5.(ii)'],
  );
const perQuery = time(() => {
  for (const q of queries) parseRefQuery(q);
});
console.log(
  `Latency: find + resolve on one reference string: ${((perRef * 1000) / surfaces.length).toFixed(1)} µs (${surfaces.length} surfaces from the sources)`,
);
console.log(`Latency: parseRefQuery: ${((perQuery * 1000) / queries.length).toFixed(1)} µs (${queries.length} queries)\n`);

const adversarial = adversarialText(100_000);
console.log(`Adversarial text: ${(adversarial.length / 1000).toFixed(0)} K chars (digit runs, repeated law words, endless lists, mixed scripts)`);
for (const lang of LANGS) {
  let n = 0;
  const ms = time(() => {
    n = resolveRefs(findRefs(adversarial, { lang })).length;
  });
  console.log(`  ${lang}: ${ms.toFixed(1)} ms, ${n} refs`);
}
