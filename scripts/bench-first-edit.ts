// npm run bench:first-edit [-- --out FILE]: the ruling calculator's first edit, timed in Chromium
// on the built site (npm run build first). Each of five runs is a fresh page of case 5 with a cold
// cache, where the reader reveals the answer, presses "change the facts" (the engine chunk is
// fetched) and changes declarer's intention. Both times are taken inside the page
// (performance.now()), up to the frame after the change is in the DOM. Prints them, writes them as
// JSON with --out, and exits 1 when the median first edit misses its timing target (150 ms, TARGETS in
// src/lib/site-check/budgets.ts). bench:calculator --first-edit and bench:budgets run it.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { checkFirstEdit, TARGETS } from '../src/lib/site-check/budgets.ts';
import { launch } from '../tests/e2e/browser.ts';
import { serve } from '../tests/e2e/server.ts';
import { largestCollection } from '../src/content-io/case-files.ts';

const PLAYED = largestCollection('played-card');
const PAGE = `/en/cases/${PLAYED}/5/`;

/** Milliseconds per run: `start` (press to controls shown), `edit` (control change to updated ruling). */
async function firstEditTimes(runs: number): Promise<{ start: number[]; edit: number[] }> {
  if (!existsSync(`dist${PAGE}index.html`)) throw new Error('dist/ has no case 5: run npm run build first');
  const { url, server } = await serve('dist');
  const browser = await launch();
  const start: number[] = [];
  const edit: number[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext(); // a cold cache each run: the engine chunk is fetched
      const page = await context.newPage();
      await page.goto(`${url}${PAGE}`);
      await page.locator('think-first button[data-reveal]').click();
      start.push(
        await page.evaluate(
          () =>
            new Promise<number>((done, fail) => {
              const host = document.querySelector('ruling-calculator');
              const button = host?.querySelector<HTMLButtonElement>('button[data-calc-start]');
              if (!host || !button) return fail(new Error('no calculator start button'));
              const t = performance.now();
              const seen = new MutationObserver(() => {
                if (!host.querySelector('.calc-out h3')) return;
                seen.disconnect();
                requestAnimationFrame(() => done(performance.now() - t));
              });
              seen.observe(host, { childList: true, subtree: true });
              setTimeout(() => fail(new Error('the calculator did not start within 10 s')), 10_000);
              button.click();
            }),
        ),
      );
      edit.push(
        await page.evaluate(
          () =>
            new Promise<number>((done, fail) => {
              const host = document.querySelector('ruling-calculator');
              const select = host?.querySelector<HTMLSelectElement>('select[name="j0-intention"]');
              const script = () => host?.querySelector('.calc-out .calc-script')?.textContent ?? '';
              if (!host || !select || !script().includes('♦6 is the card played')) return fail(new Error('case 5 does not start from the booklet ruling (♦6)'));
              const t = performance.now();
              const seen = new MutationObserver(() => {
                if (!script().includes('♦10 is the card played')) return;
                seen.disconnect();
                requestAnimationFrame(() => done(performance.now() - t));
              });
              seen.observe(host, { childList: true, subtree: true, characterData: true });
              setTimeout(() => fail(new Error('the ruling did not change within 10 s')), 10_000);
              select.value = 'incontrovertible';
              select.dispatchEvent(new Event('change', { bubbles: true }));
            }),
        ),
      );
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  return { start, edit };
}

const args = process.argv.slice(2);
const out = args.includes('--out') ? args[args.indexOf('--out') + 1] : undefined;
const { start, edit } = await firstEditTimes(5);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const list = (xs: number[]) => xs.map((x) => x.toFixed(0)).join(', ');
console.log(`calculator start (press to controls shown, engine chunk fetched): median ${median(start).toFixed(0)} ms (${list(start)})`);
console.log(`first edit (control changed to ruling shown): median ${median(edit).toFixed(0)} ms (${list(edit)}; target ${TARGETS.calculatorFirstEditMs} ms)`);
if (out) {
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify({ startMs: start.map(Math.round), firstEditMs: edit.map(Math.round) })}\n`);
}
for (const e of checkFirstEdit(edit)) {
  console.error(`bench:first-edit: ${e.what}: ${e.actual} (target ${e.limit})`);
  process.exitCode = 1;
}
