// npm run bench:calculator: bundles the <ruling-calculator> island as the site does (esbuild,
// minified ESM, the dynamic import split into its own chunk) and prints the gzipped size of the
// shell a case page loads and of the engine chunk loaded on first use, failing above their
// budgets (2 KB and 40 KB); then measures the engine's throughput (rulings per second) over
// every recorded ruling of the booklet.
//   --first-edit  then also scripts/bench-first-edit.ts on the built site (npm run build first): the
//                 first edit's ruling in Chromium, failing when the median is over 150 ms.
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { decide } from '../src/lib/rulings/index.ts';
import { loadCollection } from '../src/content-io/case-files.ts';
import { caseRuns } from '../src/lib/rulings/case-runs.ts';

const SHELL_BUDGET = 2 * 1024;
const ENGINE_BUDGET = 40 * 1024;
const result = await build({ entryPoints: ['src/islands/ruling-calculator.ts'], bundle: true, splitting: true, outdir: 'out', minify: true, format: 'esm', target: 'es2022', write: false, metafile: true, logLevel: 'silent' });
const files = result.outputFiles.map((f) => ({ path: f.path, bytes: f.contents.length, gz: gzipSync(f.contents, { level: 9 }).length }));
const entry = files.find((f) => f.path.endsWith('ruling-calculator.js'));
const chunks = files.filter((f) => f !== entry);
const shell = entry?.gz ?? 0;
const engine = chunks.reduce((n, f) => n + f.gz, 0);
console.log(`island shell (loaded with the page): ${((entry?.bytes ?? 0) / 1024).toFixed(1)} KB minified, ${(shell / 1024).toFixed(2)} KB gzipped (budget ${SHELL_BUDGET / 1024} KB)`);
console.log(`engine chunk (loaded on first use): ${(chunks.reduce((n, f) => n + f.bytes, 0) / 1024).toFixed(1)} KB minified, ${(engine / 1024).toFixed(2)} KB gzipped (budget ${ENGINE_BUDGET / 1024} KB)`);
const top = Object.entries(result.metafile.outputs).flatMap(([, o]) => Object.entries(o.inputs)).sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput).slice(0, 8);
for (const [file, i] of top) console.log(`  ${(i.bytesInOutput / 1024).toFixed(1).padStart(5)} KB  ${file}`);

const runs = loadCollection('hbf-played-card').flatMap(caseRuns);
const quick = runs.filter((r) => !/^(7|10|11)\//.test(r.label));
const time = (set: typeof runs, ms: number) => {
  let n = 0;
  const start = performance.now();
  while (performance.now() - start < ms) for (const r of set) (decide(r.input), n++);
  return n / ((performance.now() - start) / 1000);
};
time(runs, 200); // warm-up
console.log(`engine: ${Math.round(time(quick, 1000)).toLocaleString('en')} rulings/s (${quick.length} booklet rulings without an end-position score)`);
console.log(`engine: ${Math.round(time(runs, 1500)).toLocaleString('en')} rulings/s (all ${runs.length} booklet rulings, double-dummy scores of cases 7, 10, 11 included)`);
if (shell > SHELL_BUDGET || engine > ENGINE_BUDGET || chunks.length === 0) {
  console.error(`bench:calculator: shell ${shell} bytes (budget ${SHELL_BUDGET}), engine chunk ${engine} bytes (budget ${ENGINE_BUDGET})${chunks.length === 0 ? ', and the engine is not a chunk of its own' : ''}`);
  process.exitCode = 1;
}

if (process.argv.includes('--first-edit')) {
  const r = spawnSync('node_modules/.bin/node', ['scripts/bench-first-edit.ts'], { stdio: 'inherit' });
  if (r.status !== 0) process.exitCode = 1;
}
