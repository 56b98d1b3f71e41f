// A worker thread of scripts/bench.ts: its own Chrome, Lighthouse (mobile preset, the default)
// on each page it is sent. Lighthouse keeps state per process and cannot run twice at once in
// one, and a run spends most of its time waiting for the network and the CPU to go quiet: two
// workers, each with its Chrome, halve the wall time on two cores. One Chrome serves all of a
// worker's runs; Lighthouse resets the origin's storage and the cache before each.
//
// `performance: false` (npm test's gate) runs the content categories and the content audits of
// BUDGETS.contentAudits only, no timing metric; `true` (the benchmark) adds the performance
// category with its score and metrics.
import { parentPort, workerData } from 'node:worker_threads';
import { launch } from 'chrome-launcher';
import audit from 'lighthouse';
import { BUDGETS, type LighthouseFigures } from '../src/lib/site-check/budgets.ts';

export interface LighthouseJob {
  readonly type: string;
  readonly url: string;
}
/** Category scores, content audits, the metrics measured (bench) and the audits that fail, as lines. */
export type LighthouseResult = LighthouseFigures & { failing: string[]; metrics: Record<string, number> };
export type WorkerMessage = { job: LighthouseJob; result: LighthouseResult } | { job: LighthouseJob; error: string } | { ready: true };

const { chromePath, performance } = workerData as { chromePath: string; performance: boolean };
const port = parentPort;
if (!port) throw new Error('scripts/lighthouse-worker.ts runs as a worker thread of scripts/bench.ts');

const startChrome = () => launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
let chrome = await startChrome();
/**
 * Lighthouse's runtime errors that say the machine was too busy to answer, not that the page is
 * wrong: on a fresh 2-core machine with the unit tests and the typecheck beside it, Chrome once
 * took longer than Lighthouse's 30 s protocol limit to hand over a response body. Such a run is
 * tried again in a fresh Chrome, up to ATTEMPTS in all, each retry logged; any other error, and
 * every failing audit, stands at once.
 */
const BUSY_MACHINE = new Set(['PROTOCOL_TIMEOUT', 'PAGE_HUNG', 'NO_FCP', 'NO_LCP', 'TARGET_CRASHED', 'CRI_TIMEOUT']);
const ATTEMPTS = 3;
class BusyMachine extends Error {}
const CATEGORIES = ['accessibility', 'best-practices', 'seo'];
/** The timing metrics the benchmark prints (milliseconds, layout shift unitless). */
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];

/** One run on `url`. */
async function runOnce(url: string): Promise<LighthouseResult> {
  const result = await audit(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: performance ? ['performance', ...CATEGORIES] : CATEGORIES,
    // Without the performance category, its content audits are asked for by name (Lighthouse runs the union).
    ...(performance ? {} : { onlyAudits: [...BUDGETS.contentAudits] }),
    // A picture of the whole page, which no category scores (a second of CPU on the exam page).
    disableFullPageScreenshot: true,
  });
  if (!result) throw new Error(`lighthouse gave no result on ${url}`);
  const lh = result.lhr;
  if (lh.runtimeError) {
    const message = `lighthouse failed on ${url}: ${lh.runtimeError.code} ${lh.runtimeError.message}`;
    throw BUSY_MACHINE.has(lh.runtimeError.code) ? new BusyMachine(message) : new Error(message);
  }
  const score = (c: string) => Math.round((lh.categories[c]?.score ?? 0) * 100);
  const failing = Object.entries(lh.categories).flatMap(([c, cat]) =>
    cat.auditRefs
      .filter((a) => a.weight > 0 && (lh.audits[a.id]?.score ?? 1) < 1)
      .map((a) => `${c}: ${a.id} (${lh.audits[a.id]?.title}${lh.audits[a.id]?.displayValue ? `, ${lh.audits[a.id]?.displayValue}` : ''})`),
  );
  const audits: Record<string, number | null> = {};
  for (const id of BUDGETS.contentAudits) {
    const a = lh.audits[id];
    if (a === undefined) continue;
    audits[id] = a.scoreDisplayMode === 'notApplicable' || a.scoreDisplayMode === 'informative' ? null : a.score;
    if (a.score !== null && a.score < 1) failing.push(`content audit: ${id} (${a.title}${a.displayValue ? `, ${a.displayValue}` : ''})`);
  }
  const metrics: Record<string, number> = {};
  if (performance) for (const id of METRICS) if (typeof lh.audits[id]?.numericValue === 'number') metrics[id] = lh.audits[id].numericValue;
  return {
    ...(performance ? { performance: score('performance') } : {}),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    audits,
    failing,
    metrics,
  };
}

/** `runOnce`, again in a fresh Chrome after a busy-machine error (see BUSY_MACHINE). */
async function runRetrying(url: string): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url);
    } catch (e) {
      // Lighthouse reports a busy machine in lhr.runtimeError or throws it with the same code.
      const busy = e instanceof BusyMachine || BUSY_MACHINE.has(String((e as { code?: unknown }).code));
      if (!busy || attempt >= ATTEMPTS) throw e;
      process.stderr.write(
        `${e instanceof Error ? e.message : String(e)}\n  (a busy machine, not the page: attempt ${attempt} of ${ATTEMPTS}; trying again in a fresh Chrome)\n`,
      );
      chrome.kill();
      chrome = await startChrome();
    }
  }
}

port.on('message', async (job: LighthouseJob | null) => {
  if (job === null) {
    await chrome.kill();
    port.close();
    return;
  }
  try {
    port.postMessage({ job, result: await runRetrying(job.url) } satisfies WorkerMessage);
  } catch (e) {
    port.postMessage({ job, error: e instanceof Error ? e.message : String(e) } satisfies WorkerMessage);
  }
});
port.postMessage({ ready: true } satisfies WorkerMessage);
