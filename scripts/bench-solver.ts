// npm run bench:solver: the double-dummy solver (src/lib/solver) on random and hand-made
// 8-card end positions and random full deals, seeded, in Node and then in Chromium (Debian's,
// through playwright-core; skipped with a note when it cannot start). Prints per set the
// median and worst milliseconds and cards searched. `--deals N` sets the number of full deals
// (default 12); `--node-only` skips the browser.
import { loadavg } from 'node:os';
import { build } from 'esbuild';
import { runBench, type BenchRow } from '../src/lib/solver/bench.ts';
import { launch } from '../tests/e2e/browser.ts';

const arg = (name: string) => process.argv[process.argv.indexOf(name) + 1];
const deals = process.argv.includes('--deals') ? Number(arg('--deals')) : 12;
const print = (where: string, rows: BenchRow[]) => {
  console.log(`\n${where}`);
  for (const r of rows) {
    console.log(
      `  ${r.set}: ${r.positions} positions, median ${r.medianMs.toFixed(1)} ms (${r.medianNodes.toLocaleString('en')} cards), worst ${r.worstMs.toFixed(1)} ms (${r.worstNodes.toLocaleString('en')} cards)`,
    );
  }
};

console.log(
  `load average ${loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')} on this machine (timings grow with it; the card counts do not)`,
);
print(
  `Node ${process.version}`,
  runBench(() => performance.now(), deals),
);

if (!process.argv.includes('--node-only')) {
  const bundle = await build({
    stdin: {
      contents: `import { runBench } from './src/lib/solver/bench.ts'; globalThis.runSolverBench = (deals) => runBench(() => performance.now(), deals);`,
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  const browser = await launch().catch((e: Error) => (console.log(`\nChromium: not run (${e.message.split('\n')[0]})`), undefined));
  if (browser) {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>bench</title>');
    await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
    const rows = await page.evaluate((n) => (globalThis as unknown as { runSolverBench: (n: number) => BenchRow[] }).runSolverBench(n), deals);
    print(`Chromium ${browser.version()}`, rows);
    await browser.close();
  }
}
