// npm run bench:calculator: bundles the <ruling-calculator> island as the site does (esbuild,
// minified ESM) and prints its gzipped size, failing above the 15 KB budget; then measures the
// engine's throughput (rulings per second) over every recorded ruling of the booklet.
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { decide } from '../src/lib/rulings/index.ts';
import { allRuns } from './rulings/case-rulings.ts';

const BUDGET = 15 * 1024;
const result = await build({ entryPoints: ['src/islands/ruling-calculator.ts'], bundle: true, minify: true, format: 'esm', target: 'es2022', write: false, metafile: true, logLevel: 'silent' });
const code = result.outputFiles[0]?.contents ?? new Uint8Array();
const gz = gzipSync(code, { level: 9 }).length;
const top = Object.entries(result.metafile.outputs).flatMap(([, o]) => Object.entries(o.inputs)).sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput).slice(0, 8);
console.log(`island: ${(code.length / 1024).toFixed(1)} KB minified, ${(gz / 1024).toFixed(2)} KB gzipped (budget ${BUDGET / 1024} KB)`);
for (const [file, i] of top) console.log(`  ${(i.bytesInOutput / 1024).toFixed(1).padStart(5)} KB  ${file}`);

const runs = allRuns();
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
if (gz > BUDGET) {
  console.error(`bench:calculator: the island is ${gz} bytes gzipped, over the ${BUDGET}-byte budget`);
  process.exitCode = 1;
}
