// npm test: unit tests, typecheck, lint and format (Biome), the content check and the site build, the site gates over every page
// (links, html-validate, CSP, no English left in the other interfaces), browser tests on the built site (parallel view, axe, CSP,
// print) with the budgets (bytes, Lighthouse's content audits; no timing) checked beside them. Prints one closing line `N passed, N failed` (CI reads
// it) and exits 1 on any failure. A step that is not a vitest run counts as one test. The site is
// built once: the gates, the browser tests and the budgets all read the same dist/. Each stage's
// time is printed at the end.
//
// Every stage is CPU-bound, so stages that do not depend on each other run side by side and
// keep both cores busy: first the unit tests (two workers), the build, Biome and the
// calculator's size; once the build is done (the unit tests may still run), the browser tests,
// the budgets, and the gates over every page followed by the typecheck (not beside the build:
// `astro check` and `astro build` both write `.astro/`).
// A stage's output goes to `.cache/<stage>.log` and is printed once it ends.
import { spawn } from 'node:child_process';
import { appendFileSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

const bin = (name: string) => resolve('node_modules/.bin', name);
const node = bin('node');
mkdirSync('.cache', { recursive: true });
let passed = 0;
let failed = 0;
const stages: { label: string; ms: number; ok: boolean }[] = [];
const started = performance.now();

const slug = (label: string) =>
  label
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

/**
 * Runs `cmd` with its output in `.cache/<label>.log` (a file: stages side by side would mix
 * their lines) and prints that output under `label` once it ends; resolves with its exit status
 * and time.
 */
function run(label: string, cmd: string, args: string[]): Promise<{ status: number | null; ms: number }> {
  const t = performance.now();
  const log = `.cache/${slug(label)}.log`;
  const fd = openSync(log, 'w');
  const child = spawn(cmd, args, { stdio: ['ignore', fd, fd] });
  closeSync(fd);
  return new Promise((done) => {
    const end = (status: number | null) => {
      console.log(`\n── ${label} ──\n${readFileSync(log, 'utf8').trimEnd()}`);
      done({ status, ms: performance.now() - t });
    };
    child.on('error', (e) => {
      appendFileSync(log, `could not start ${cmd}: ${e.message}\n`);
      end(null);
    });
    child.on('exit', end);
  });
}

/** A stage that counts as one test: passed when `cmd` exits 0. Its output is printed when it ends. */
async function step(label: string, cmd: string, args: string[]): Promise<boolean> {
  const r = await run(label, cmd, args);
  const ok = r.status === 0;
  if (ok) passed += 1;
  else {
    console.error(`${label} failed (exit ${r.status})`);
    failed += 1;
  }
  stages.push({ label, ms: r.ms, ok });
  return ok;
}

/** A vitest run: every test in it counts; a file that fails to load counts as a failure. */
async function vitest(label: string, config: string): Promise<boolean> {
  const out = `.cache/${slug(label)}.json`;
  rmSync(out, { force: true });
  const r = await run(label, bin('vitest'), ['run', '--config', config, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`]);
  let ok = false;
  if (!existsSync(out)) {
    console.error(`${label}: vitest wrote no report (exit ${r.status})`);
    failed += 1;
  } else {
    const report = JSON.parse(readFileSync(out, 'utf8')) as { numPassedTests: number; numFailedTests: number; testResults: { status: string }[] };
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    // A test file that fails to load has no failed test but a failed suite.
    const brokenFiles = report.testResults.filter((f) => f.status === 'failed').length;
    if (report.numFailedTests === 0 && brokenFiles > 0) failed += brokenFiles;
    console.log(`${label}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
    ok = report.numFailedTests === 0 && brokenFiles === 0;
  }
  stages.push({ label, ms: r.ms, ok });
  return ok;
}

/** Stages run one after the other (their results in order). */
async function inTurn(...parts: (() => Promise<boolean>)[]): Promise<boolean> {
  let ok = true;
  for (const part of parts) ok = (await part()) && ok;
  return ok;
}

// Biome (biome.json): the lint rules and the formatter's layout, checked without writing (`npm run format` fixes the layout).
const lint = () => step('lint and format', bin('biome'), ['ci', '--max-diagnostics=50']);
// The ruling calculator: its shell under 2 KB and its engine chunk under 40 KB gzipped (fails when over).
const calculatorSize = () => step('calculator island size', 'npm', ['run', 'bench:calculator']);
const typecheck = () => step('typecheck', 'npm', ['run', 'typecheck']);
// The browser tests, the longest stage, start as soon as the site is built, not once the unit
// tests (about twice the build's time) have ended too: the unit tests and Biome go on beside them.
const phaseOne = Promise.all([vitest('unit', 'vitest.config.ts'), inTurn(lint, calculatorSize)]);
const built = await step('build', 'npm', ['run', 'build']);
if (!built) await typecheck();
else {
  // The gates of scripts/bench.ts --gate (sizes of every page, Lighthouse's content categories and
  // content audits per page type) run beside the browser tests. None is a timing, so the load of
  // the browser tests cannot move them: timings (the performance score, paint times, the
  // calculator's first edit) are measured by `npm run bench`, not here.
  await Promise.all([
    vitest('browser', 'vitest.e2e.config.ts'),
    inTurn(
      // Gates over every page of the built site; each counts as one test.
      () => step('links and fragments (every page)', node, ['scripts/check-links.ts']),
      () => step('html-validate (every page)', node, ['scripts/check-html.ts']),
      () => step('content security policy (every page)', node, ['scripts/check-csp.ts']),
      () => step('no English sentence outside lang="en" (every ru, pl, el page)', node, ['scripts/check-language.ts']),
      typecheck,
    ),
    step('budgets (sizes of every page; Lighthouse content audits per page type)', node, ['scripts/bench.ts', '--gate', '--out', '.cache/gate.json']),
  ]);
}
await phaseOne;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
console.log('\nstage times (stages side by side overlap):');
for (const s of stages) console.log(`  ${seconds(s.ms).padStart(8)}  ${s.ok ? 'ok  ' : 'FAIL'}  ${s.label}`);
console.log(`  ${seconds(performance.now() - started).padStart(8)}        total`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
