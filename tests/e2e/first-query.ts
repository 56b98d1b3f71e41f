// The first query of a reader, as the benches measure it (npm run bench:search, bench:scale): a
// fresh browser context on /{lang}/search/ ("page") or /{lang}/ ("box": the header box), once
// the page has loaded; the box focused and one word typed, until the results are announced; with
// every response meanwhile, its size as served and gzipped, and those the page fetched after its
// load event before the reader typed (what the search page loads when idle).
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { HANG_MS } from './hang.ts';

/** The event the search island fires once a query's results are shown (DONE in src/islands/site-search.ts, a module that defines a custom element and so cannot load in Node). */
export const SEARCH_DONE = 'site-search:done';

/** The first word typed, per language (found on several pages of each). */
export const FIRST = { en: 'claims', ru: 'претензии', pl: 'roszczenia', el: 'φύλλου' } as const;

export interface Fetched {
  url: string;
  bytes: number;
  gz: number;
  at: number;
}

/** Records every response of `page` with its body size and when it ended. */
function record(page: Page, t0: () => number): Fetched[] {
  const out: Fetched[] = [];
  page.on('response', async (r) => {
    // When the response came, not when its body was read (later, on a loaded machine).
    const at = Date.now() - t0();
    try {
      const body = await r.body();
      out.push({ url: r.url(), bytes: body.length, gz: Math.min(body.length, gzipSync(body).length), at });
    } catch {
      // Redirects and aborted requests have no body.
    }
  });
  return out;
}

/** A first query: a fresh page, the box focused and one word typed, until results are announced. */
export async function firstQuery(
  browser: Browser,
  base: string,
  lang: string,
  where: 'page' | 'box',
): Promise<{ ms: number; files: Fetched[]; idle: Fetched[]; page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  let started = Date.now();
  const fetched = record(page, () => started);
  await page.goto(`${base}/${lang}/${where === 'page' ? 'search/' : ''}`);
  const loaded = Date.now() - started;
  await page.waitForLoadState('networkidle');
  const before = fetched.length;
  // What the page fetched after its load event, before the reader typed: the search page's idle load.
  const idle = fetched.filter((f) => f.at > loaded);
  const box = where === 'page' ? '#search-q' : '#site-search-box';
  const status = `site-search[data-mode="${where}"] [role="status"]`;
  started = Date.now();
  await page.locator(box).focus();
  await page.locator(box).fill(FIRST[lang as keyof typeof FIRST]);
  await page.waitForFunction((sel) => /\d/.test(document.querySelector(sel)?.textContent ?? ''), status, { timeout: HANG_MS, polling: 'raf' });
  const took = Date.now() - started;
  await page.waitForLoadState('networkidle');
  return { ms: took, files: fetched.slice(before).filter((f) => f.at <= took), idle, page, close: () => context.close() };
}
