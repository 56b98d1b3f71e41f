// npm test: unit tests, typecheck, lint and format (Biome), the content check and the site build, the site gates over every page
// (links, html-validate, CSP), browser tests on the built site (parallel view, axe, CSP,
// print) with the performance budgets measured beside them. Prints one closing line `N passed, N failed` (CI reads
// it) and exits 1 on any failure. A step that is not a vitest run counts as one test. The site is
// built once: the gates, the browser tests and the budgets all read the same dist/. Each stage's
// time is printed at the end.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

const bin = (name: string) => resolve('node_modules/.bin', name);
mkdirSync('.cache', { recursive: true });
let passed = 0;
let failed = 0;
const stages: { label: string; ms: number; ok: boolean }[] = [];
const started = performance.now();

/** Runs `run`, records its time under `label`; `run` says whether it passed. */
function timed<T extends boolean>(label: string, run: () => T): T {
  const t = performance.now();
  const ok = run();
  stages.push({ label, ms: performance.now() - t, ok });
  return ok;
}

function vitest(label: string, config: string, out: string): boolean {
  return timed(label, () => vitestRun(label, config, out));
}

function vitestRun(label: string, config: string, out: string): boolean {
  rmSync(out, { force: true });
  const r = spawnSync(bin('vitest'), ['run', '--config', config, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], { stdio: 'inherit' });
  if (!existsSync(out)) {
    console.error(`${label}: vitest wrote no report (exit ${r.status})`);
    failed += 1;
    return false;
  }
  const report = JSON.parse(readFileSync(out, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numTotalTestSuites: number;
    testResults: { status: string }[];
  };
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  // A test file that fails to load has no failed test but a failed suite.
  const brokenFiles = report.testResults.filter((f) => f.status === 'failed').length;
  if (report.numFailedTests === 0 && brokenFiles > 0) failed += brokenFiles;
  console.log(`${label}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
  return report.numFailedTests === 0 && brokenFiles === 0;
}

/**
 * Starts `cmd` in the background with its output written to `log` (a file, not a pipe: the
 * synchronous stages that run meanwhile do not read pipes); resolves with its exit status and time.
 */
function background(cmd: string, args: string[], log: string): Promise<{ status: number | null; ms: number }> {
  const t = performance.now();
  const fd = openSync(log, 'w');
  const child = spawn(cmd, args, { stdio: ['ignore', fd, fd] });
  closeSync(fd);
  return new Promise((done) => {
    child.on('error', () => done({ status: null, ms: performance.now() - t }));
    child.on('exit', (status) => done({ status, ms: performance.now() - t }));
  });
}

function step(label: string, cmd: string, args: string[]): boolean {
  return timed(label, () => {
    const r = spawnSync(cmd, args, { stdio: 'inherit' });
    if (r.status === 0) {
      passed += 1;
      return true;
    }
    console.error(`${label} failed (exit ${r.status})`);
    failed += 1;
    return false;
  });
}

vitest('unit', 'vitest.config.ts', '.cache/unit.json');
step('typecheck', 'npm', ['run', 'typecheck']);
// Biome (biome.json): the lint rules and the formatter's layout, checked without writing (`npm run format` fixes the layout).
step('lint and format', bin('biome'), ['ci', '--max-diagnostics=50']);
// The ruling calculator: its shell under 2 KB and its engine chunk under 40 KB gzipped (fails when over).
step('calculator island size', 'npm', ['run', 'bench:calculator']);
if (step('build', 'npm', ['run', 'build'])) {
  // Gates over every page of the built site; each counts as one test.
  const node = bin('node');
  step('links and fragments (every page)', node, ['scripts/check-links.ts']);
  step('html-validate (every page)', node, ['scripts/check-html.ts']);
  step('content security policy (every page)', node, ['scripts/check-csp.ts']);
  // The budgets (Lighthouse, sizes, the calculator's first edit) run beside the browser tests:
  // Lighthouse spends most of a run waiting for the network and the CPU to go quiet. A budget
  // missed under that load is measured again once the browser tests are done, on a quiet
  // machine, and that second measurement decides.
  const budgetArgs = ['scripts/bench.ts', '--built', '--check', '--out', '.cache/bench.json'];
  const budgets = background(node, budgetArgs, '.cache/budgets.log');
  vitest('browser', 'vitest.e2e.config.ts', '.cache/e2e.json');
  const first = await budgets;
  const label = 'performance budgets (sizes of every page, Lighthouse per page type)';
  console.log(`\n${label}, measured beside the browser tests:\n${readFileSync('.cache/budgets.log', 'utf8')}`);
  stages.push({ label: `${label}, beside the browser tests`, ms: first.ms, ok: first.status === 0 });
  if (first.status === 0) passed += 1;
  else {
    console.log('A budget was missed under load: measured again on a quiet machine.');
    step(`${label}, again on a quiet machine`, node, budgetArgs);
  }
}
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
console.log('\nstage times:');
for (const s of stages) console.log(`  ${seconds(s.ms).padStart(8)}  ${s.ok ? 'ok  ' : 'FAIL'}  ${s.label}`);
console.log(`  ${seconds(performance.now() - started).padStart(8)}        total`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
