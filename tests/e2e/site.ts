// The built site and a browser for one test file: served from dist/ before its tests, closed
// after. `site.base` and `site.browser` are read inside tests, once the hooks have run.
import type { Server } from 'node:http';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launch } from './browser.ts';
import { HANG_MS } from './hang.ts';
import { serve } from './server.ts';

/** Registers the hooks of the calling test file; returns live accessors. */
export function useSite(): { readonly base: string; readonly browser: Browser } {
  let server: Server | undefined;
  let browser: Browser | undefined;
  let base = '';
  const closing: Promise<void>[] = [];
  beforeAll(async () => {
    ({ url: base, server } = await serve());
    const b = await launch('tests');
    // Every page's waits (actions, navigations, locators) are hang guards too (hang.ts): a page
    // made through the browser or a context of it waits as long as a test may.
    const newContext = b.newContext.bind(b);
    // The offline service worker is blocked unless a test asks for it (`serviceWorkers: 'allow'`):
    // a page registers it once loaded, and its install fetches and caches the shell (64 files) in
    // every new context, the file's first included — work for the offline tests (offline*.e2e,
    // the footer's offline state in a11y.e2e, the worker under the CSP in csp.e2e), not for the
    // others, whose pages a first visit loads without it anyway.
    b.newContext = async (options) => {
      const context = await newContext({ serviceWorkers: 'block', ...options });
      context.setDefaultTimeout(HANG_MS);
      context.setDefaultNavigationTimeout(HANG_MS);
      return context;
    };
    b.newPage = async (options) => {
      const context = await b.newContext(options);
      const page = await context.newPage();
      // The page's own context goes with it; the file's end waits for that (closing the browser
      // while a context is being disposed rejects the dispose).
      page.on('close', () => closing.push(context.close()));
      return page;
    };
    browser = b;
  });
  afterAll(async () => {
    await Promise.all(closing);
    await browser?.close();
    server?.close();
  });
  return {
    get base() {
      return base;
    },
    get browser() {
      if (!browser) throw new Error('useSite(): the browser is only there inside tests');
      return browser;
    },
  };
}
