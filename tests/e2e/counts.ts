// What a browser test file does, counted (issue 32: where the browser stage's time goes): the
// browsers it launches, the contexts and pages it opens, the documents it loads (navigations,
// reloads included), the axe passes it runs, the service workers that start, and the waits it
// makes (each `waitForFunction`/`waitForURL`/`waitForLoadState`/`waitForTimeout` on a page).
// Counted always (a counter costs nothing); printed when the file's browser closes if
// E2E_COUNTS is set: `E2E_COUNTS=1 vitest run --config vitest.e2e.config.ts tests/e2e/<file>`.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';

export interface Counts {
  launches: number;
  contexts: number;
  pages: number;
  navigations: number;
  axe: number;
  serviceWorkers: number;
  waits: number;
  fixedWaits: number;
}

const zero = (): Counts => ({ launches: 0, contexts: 0, pages: 0, navigations: 0, axe: 0, serviceWorkers: 0, waits: 0, fixedWaits: 0 });
/** This worker's counts since its last browser launch (a worker runs one file at a time). */
export let counts: Counts = zero();

const WAITS = ['waitForFunction', 'waitForURL', 'waitForLoadState', 'waitForEvent', 'waitForResponse', 'waitForRequest'] as const;

function watchPage(page: Page): void {
  counts.pages += 1;
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) counts.navigations += 1;
  });
  const p = page as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const name of WAITS) {
    const original = p[name]!.bind(page);
    p[name] = (...args: unknown[]) => {
      counts.waits += 1;
      return original(...args);
    };
  }
  const timeout = p.waitForTimeout!.bind(page);
  p.waitForTimeout = (...args: unknown[]) => {
    counts.fixedWaits += 1;
    return timeout(...args);
  };
}

function watchContext(context: BrowserContext): void {
  counts.contexts += 1;
  context.on('page', watchPage);
  context.on('serviceworker', () => {
    counts.serviceWorkers += 1;
  });
}

/** Counts what `browser` opens from now on; prints the file's counts when it closes (E2E_COUNTS). */
export function watchBrowser(browser: Browser): Browser {
  counts = zero();
  counts.launches += 1;
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    watchContext(context);
    return context;
  };
  // browser.newPage makes a context of its own through the protocol, not through newContext.
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (options) => {
    const page = await newPage(options);
    watchContext(page.context());
    watchPage(page);
    return page;
  };
  const close = browser.close.bind(browser);
  browser.close = async (options) => {
    if (process.env.E2E_COUNTS) {
      const file = (expect.getState().testPath ?? '?').replace(/.*\//, '');
      console.log(`[e2e counts] ${file}: ${JSON.stringify(counts)}`);
    }
    return close(options);
  };
  return browser;
}

/** One axe pass (tests/e2e/axe.ts). */
export function countAxe(): void {
  counts.axe += 1;
}
