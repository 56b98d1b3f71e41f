// Offline reading on hosts that add their own headers (npm run build first). Static hosts send
// `Vary` — `astro preview` sends `Vary: Origin`, many send `Vary: Accept-Encoding` — and a cached
// response that varies on a header the page's request carries (a module script is requested with
// `Origin`) is not matched by the browser's own cache lookup: offline, every script failed and the
// pages lost search, the calculators and the language switch. For each host: save Polish for
// offline reading, take the host off the network, and use the scripts.
import { spawn, type ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';
import { createServer } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launch } from './browser.ts';
import { HANG_MS } from './hang.ts';
import { serve } from './server.ts';

let browser: Browser | undefined;
beforeAll(async () => {
  browser = await launch('tests');
});
afterAll(async () => {
  await browser?.close();
});

/** A free loopback port. */
const freePort = () =>
  new Promise<number>((ok) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => ok(typeof a === 'object' && a ? a.port : 0));
    });
  });

/** `astro preview` over dist/ on a port of its own, resolved once it answers. */
async function preview(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn('node_modules/.bin/node', ['node_modules/astro/bin/astro.mjs', 'preview', '--host', '127.0.0.1', '--port', String(port)], {
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  await expect
    .poll(
      () =>
        fetch(`${url}/pl/`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: HANG_MS, interval: 250 },
    )
    .toBe(200);
  return { url, child };
}

/** Saves Polish from the footer of /pl/ and waits until it is on the device. */
async function savePolish(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/pl/`);
  await page.locator('footer.site-footer').scrollIntoViewIfNeeded();
  await page.locator('offline-status[data-state="none"]').waitFor({ timeout: HANG_MS });
  await page.locator('offline-status button[data-save]').click();
  await page.locator('offline-status[data-state="saved"]').waitFor({ timeout: HANG_MS });
}

/** With the host gone: search finds, a case's calculator rules; no script failed. */
async function scriptsWorkOffline(context: BrowserContext, base: string): Promise<void> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  const res = await page.goto(`${base}/pl/search/?q=${encodeURIComponent('karta karna')}`);
  expect(res?.fromServiceWorker()).toBe(true);
  await page.locator('site-search .search-hits li').first().waitFor({ timeout: HANG_MS });
  await page.goto(`${base}/pl/cases/hbf-played-card/7/`);
  await page.locator('think-first button[data-reveal]').click();
  await page.locator('ruling-calculator button[data-calc-start]').click();
  await page.locator('ruling-calculator .calc-out h3').waitFor({ timeout: HANG_MS });
  expect(errors).toEqual([]);
  await page.close();
}

describe('offline reading where the host sends Vary', () => {
  test('a host that sends Vary: Origin, Accept-Encoding with every file', async () => {
    let on = true;
    const { url, server } = await serve(() => (on ? 'dist' : null), { headers: { vary: 'Origin, Accept-Encoding' } });
    const context = await browser!.newContext();
    try {
      // The host does send it, for pages and scripts alike.
      expect((await fetch(`${url}/pl/`)).headers.get('vary')).toBe('Origin, Accept-Encoding');
      const page = await context.newPage();
      await savePolish(page, url);
      await page.close();
      on = false;
      await context.setOffline(true);
      await scriptsWorkOffline(context, url);
    } finally {
      await context.close();
      (server as Server).close();
    }
  });

  test('astro preview itself (Vary: Origin)', async () => {
    const { url, child } = await preview();
    const context = await browser!.newContext();
    try {
      expect((await fetch(`${url}/pl/`)).headers.get('vary') ?? '').toMatch(/origin/i);
      const page = await context.newPage();
      await savePolish(page, url);
      await page.close();
      child.kill();
      await expect
        .poll(
          () =>
            fetch(`${url}/pl/`).then(
              () => 'up',
              () => 'down',
            ),
          { timeout: HANG_MS, interval: 250 },
        )
        .toBe('down');
      await context.setOffline(true);
      await scriptsWorkOffline(context, url);
    } finally {
      child.kill();
      await context.close();
    }
  });
});
