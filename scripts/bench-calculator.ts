// npm run bench:calculator: bundles the calculator islands (<ruling-calculator>, <claim-calculator>)
// as the site does (esbuild, minified ESM, the dynamic import split into its own chunk) and prints
// the gzipped size of the shell a case page loads and of the chunk loaded on first use (the engine
// and the controls), failing above their budgets (src/lib/site-check/budgets.ts); then measures
// each engine's throughput: rulings per second over every booklet ruling, and claim rulings (line
// search and the drawn ruling) over every claim case and variant.
//   --first-edit  then also scripts/bench-first-edit.ts on the built site (npm run build first): the
//                 first edit's ruling in Chromium, failing when the median is over 150 ms.
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { decide } from '../src/lib/rulings/index.ts';
import { checkIsland, type Exceeded } from '../src/lib/site-check/budgets.ts';
import { renderClaim } from '../src/lib/claim-view/render.ts';
import { claimCases } from '../src/data/cases.ts';
import { claimScenarios, renderContext } from '../src/data/claim-scenarios.ts';
import { largestCollection, loadCollection } from '../src/content-io/case-files.ts';
import { caseRuns } from '../src/lib/rulings/case-runs.ts';

const kb = (n: number) => (n / 1024).toFixed(2);
const exceeded: Exceeded[] = [];
for (const name of ['ruling-calculator', 'claim-calculator']) {
  const result = await build({
    entryPoints: [`src/islands/${name}.ts`],
    bundle: true,
    splitting: true,
    outdir: 'out',
    minify: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const files = result.outputFiles.map((f) => ({ path: f.path, bytes: f.contents.length, gz: gzipSync(f.contents, { level: 9 }).length }));
  const entry = files.find((f) => f.path.endsWith(`${name}.js`));
  const shell = entry?.gz ?? 0;
  // What a reader loads on first use: a module the shell imports (a variant) with every chunk it
  // imports, at once or later. The ruling calculator has two: the calculator, and the calculator
  // with the engine areas of Laws 65–67 for a case whose facts need them (areas.ts); the smaller is
  // every case's.
  const outputs = result.metafile.outputs;
  const fileOf = (key: string) => files.find((f) => f.path.endsWith(key.replace(/^out/, '')));
  const loads = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const i of outputs[key]?.imports ?? []) if (i.kind === 'import-statement' || i.kind === 'dynamic-import') loads(i.path, seen);
    return seen;
  };
  const shellKey = Object.keys(outputs).find((key) => fileOf(key) === entry) ?? '';
  const variants = (outputs[shellKey]?.imports ?? [])
    .filter((i) => i.kind === 'dynamic-import')
    .map(({ path: key }) => {
      const set = [...loads(key)].map(fileOf);
      return { module: outputs[key]?.entryPoint ?? key, gz: set.reduce((n, f) => n + (f?.gz ?? 0), 0), bytes: set.reduce((n, f) => n + (f?.bytes ?? 0), 0) };
    })
    .sort((a, b) => a.gz - b.gz);
  const [core, ...more] = variants;
  const chunk = core?.gz ?? 0;
  console.log(
    `${name}: shell (loaded with the page) ${((entry?.bytes ?? 0) / 1024).toFixed(1)} KB minified, ${kb(shell)} KB gzipped; chunk (loaded on first use) ${((core?.bytes ?? 0) / 1024).toFixed(1)} KB minified, ${kb(chunk)} KB gzipped`,
  );
  for (const v of more) console.log(`  with ${v.module}: ${(v.bytes / 1024).toFixed(1)} KB minified, ${kb(v.gz)} KB gzipped`);
  const top = Object.entries(result.metafile.outputs)
    .flatMap(([, o]) => Object.entries(o.inputs))
    .sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput)
    .slice(0, 6);
  for (const [file, i] of top) console.log(`  ${(i.bytesInOutput / 1024).toFixed(1).padStart(5)} KB  ${file}`);
  exceeded.push(...checkIsland(name, shell, chunk, undefined, Math.max(0, ...more.map((v) => v.gz))));
}

const per = (work: () => number, ms: number) => {
  let n = 0;
  const start = performance.now();
  while (performance.now() - start < ms) n += work();
  return n / ((performance.now() - start) / 1000);
};
const runs = loadCollection(largestCollection('played-card')).flatMap(caseRuns);
const quick = runs.filter((r) => !/^(7|10|11)\//.test(r.label));
const all = (set: typeof runs) => () => (set.forEach((r) => decide(r.input)), set.length);
per(all(runs), 200); // warm-up
console.log(
  `ruling engine: ${Math.round(per(all(quick), 1000)).toLocaleString('en')} rulings/s (${quick.length} booklet rulings without an end-position score)`,
);
console.log(
  `ruling engine: ${Math.round(per(all(runs), 1500)).toLocaleString('en')} rulings/s (all ${runs.length} booklet rulings, double-dummy scores of cases 7, 10, 11 included)`,
);

// Claims: each case's facts and variants, ruled and drawn as the calculator does after a change.
const ctx = renderContext('en', '/');
const claims = claimCases().flatMap((c) => claimScenarios(c, 'en').map((s) => ({ label: `${c.id}/${s.id}`, input: s.input })));
const times = claims.map((c) => {
  const start = performance.now();
  renderClaim(c.input, ctx);
  return { label: c.label, ms: performance.now() - start };
});
const sorted = [...times].sort((a, b) => a.ms - b.ms);
const median = sorted[Math.floor(sorted.length / 2)]?.ms ?? 0;
const worst = sorted.at(-1);
console.log(
  `claim calculator: ${claims.length} claim rulings (cases and variants), ruled and drawn: median ${median.toFixed(1)} ms, worst ${worst?.ms.toFixed(1)} ms (${worst?.label}); ${Math.round(per(() => (claims.forEach((c) => renderClaim(c.input, ctx)), claims.length), 1000)).toLocaleString('en')} rulings/s`,
);

for (const e of exceeded) console.error(`bench:calculator: ${e.what}: ${e.actual} (budget ${e.limit})`);
if (exceeded.length > 0) process.exitCode = 1;

if (process.argv.includes('--first-edit')) {
  const r = spawnSync('node_modules/.bin/node', ['scripts/bench-first-edit.ts'], { stdio: 'inherit' });
  if (r.status !== 0) process.exitCode = 1;
}
