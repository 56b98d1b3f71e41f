// npm run bench:solver: the double-dummy solver (src/lib/solver) on random and hand-made
// 8-card end positions, random full deals and the hand-made awkward deal, seeded, in Node and
// then in Chromium (Debian's, through playwright-core; skipped with a note when it cannot
// start). Prints per set the median and worst milliseconds and cards searched, the previous
// run's figures in brackets (kept in .cache/bench-solver.json, per place the bench ran in).
// `--deals N` sets the number of random full deals (default 12); `--node-only` skips the browser.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { build } from 'esbuild';
import { runBench, type BenchRow } from '../src/lib/solver/bench.ts';
import { launch } from '../tests/e2e/browser.ts';

const arg = (name: string) => process.argv[process.argv.indexOf(name) + 1];
const deals = process.argv.includes('--deals') ? Number(arg('--deals')) : 12;
const out = '.cache/bench-solver.json';

interface Saved {
  date: string;
  /** Rows per place the bench ran in: 'Node', 'Chromium'. */
  runs: Record<string, BenchRow[]>;
}
const previous: Saved | undefined = existsSync(out) ? (JSON.parse(readFileSync(out, 'utf8')) as Saved) : undefined;
const saved: Saved = { date: new Date().toISOString(), runs: { ...previous?.runs } };

const ms = (x: number) => `${x.toLocaleString('en', { maximumFractionDigits: x < 100 ? 1 : 0, minimumFractionDigits: x < 100 ? 1 : 0 })} ms`;
const cards = (x: number) => `${x.toLocaleString('en')} cards`;
const print = (where: string, version: string, rows: BenchRow[]) => {
  console.log(`\n${where} ${version}`);
  const before = new Map((previous?.runs[where] ?? []).map((r) => [r.set, r]));
  for (const r of rows) {
    const b = before.get(r.set);
    const was = (now: string, then: string | undefined) => (then === undefined ? now : `${now} [${then}]`);
    console.log(
      `  ${r.set}: ${r.positions} positions${b && b.positions !== r.positions ? ` [${b.positions}]` : ''}, median ${was(ms(r.medianMs), b && ms(b.medianMs))} (${was(cards(r.medianNodes), b && cards(b.medianNodes))}), worst ${was(ms(r.worstMs), b && ms(b.worstMs))} (${was(cards(r.worstNodes), b && cards(b.worstNodes))})`,
    );
  }
  saved.runs[where] = rows;
};

console.log(
  `load average ${loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')} on this machine (timings grow with it; the card counts do not)`,
);
if (previous) console.log(`in brackets: the previous run's figures (${previous.date}, from ${out})`);
print(
  'Node',
  process.version,
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
    print('Chromium', browser.version(), rows);
    await browser.close();
  }
}

mkdirSync('.cache', { recursive: true });
writeFileSync(out, `${JSON.stringify(saved, null, 2)}\n`);
