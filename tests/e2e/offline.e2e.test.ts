// Offline reading in the browser (npm run build first): a reader opens /en/, saves the English
// interface for offline reading from the footer, and with no network reads a law, a
// commentary, a case (its calculator's engine chunk loading from the device), the glossary and
// search; a page not on the device shows the offline page in its language; a new build on the
// same origin replaces the cache, copying what did not change and keeping the language saved;
// removing the language takes it off the device. "No network" is the browser context set
// offline and the host dropping every connection (Chromium's offline emulation does not reach a
// service worker's own fetches).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launch } from './browser.ts';
import { serve } from './server.ts';
import { HANG_MS } from './hang.ts';

/** The build on the host, and what the host serves: that build, or nothing (off the network). */
let build = 'dist';
let root: string | null = build;
const requested: string[] = [];
let base = '';
let server: Server | undefined;
let browser: Browser | undefined;
let context: BrowserContext;
const temp = mkdtempSync(join(tmpdir(), 'lexludi-offline-'));

beforeAll(async () => {
  ({ url: base, server } = await serve((path) => (requested.push(path), root)));
  browser = await launch('tests');
  context = await browser.newContext();
});
afterAll(async () => {
  await browser?.close();
  server?.close();
  rmSync(temp, { recursive: true, force: true });
});

const versionOf = (dir: string) => (JSON.parse(readFileSync(join(dir, 'offline-manifest.json'), 'utf8')) as { version: string }).version;
/** Pages of a language in a built folder (its offline page aside). */
const pagesOf = (dir: string): number => {
  const walk = (d: string): number =>
    readdirSync(d).reduce((n, f) => (statSync(join(d, f)).isDirectory() ? n + walk(join(d, f)) : n + (f === 'index.html' ? 1 : 0)), 0);
  return walk(dir) - 1;
};
async function network(on: boolean): Promise<void> {
  root = on ? build : null;
  await context.setOffline(!on);
}
const ourCaches = (page: Page) => page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('lexludi-')));
/** The footer's offline state, once its island has asked the worker. */
async function offlineState(page: Page, state: string): Promise<string> {
  await page.locator('footer.site-footer').scrollIntoViewIfNeeded();
  await page.locator(`offline-status[data-state="${state}"]`).waitFor({ timeout: HANG_MS });
  return page.locator('offline-status [data-text]').innerText();
}
async function openOffline(page: Page, path: string) {
  const res = await page.goto(`${base}${path}`);
  expect(res?.fromServiceWorker()).toBe(true);
  return page.locator('h1').innerText();
}

describe('offline reading', () => {
  test('a reader saves the English interface for offline reading from the footer of /en/', async () => {
    const page = await context.newPage();
    await page.goto(`${base}/en/`);
    // The install manifest: the English home as start, and icons that are there.
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/en/manifest.webmanifest');
    const manifest = (await (await page.request.get(`${base}/en/manifest.webmanifest`)).json()) as {
      start_url: string;
      display: string;
      icons: { src: string; sizes: string }[];
    };
    expect(manifest).toMatchObject({ start_url: '/en/', display: 'standalone', lang: 'en', name: 'Lex Ludi' });
    expect(manifest.icons.map((i) => i.sizes)).toEqual(['any', '192x192', '512x512', '512x512']);
    for (const icon of manifest.icons) expect((await page.request.get(`${base}${icon.src}`)).status(), icon.src).toBe(200);
    const none = await offlineState(page, 'none');
    expect(none).toMatch(/^Not available offline\. Save all \d+ pages of this interface/);
    expect(none).toContain(`${pagesOf('dist/en')} pages`);
    const save = page.locator('offline-status button[data-save]');
    expect(await save.isVisible()).toBe(true);
    // Every text the status shows from now on.
    await page.evaluate(() => {
      const text = document.querySelector('offline-status [data-text]') as HTMLElement;
      const seen: string[] = ((window as unknown as { __texts: string[] }).__texts = []);
      new MutationObserver(() => seen.push(text.textContent ?? '')).observe(text, { childList: true, characterData: true, subtree: true });
    });
    // Keyboard: the button is reached and pressed without a pointer.
    await save.focus();
    await page.keyboard.press('Enter');
    const saved = await offlineState(page, 'saved');
    expect(saved).toMatch(new RegExp(`^Available offline: ${pagesOf('dist/en')} pages with search, [\\d.]+ MB, saved on \\w+ \\d+, \\d{4}\\.`));
    expect(await page.locator('offline-status [role="status"]').innerText()).toBe(saved);
    // It showed the progress, n of m files, and went straight from saving to saved.
    const texts = await page.evaluate(() => (window as unknown as { __texts: string[] }).__texts);
    expect(texts.some((t) => /^Saving for offline reading… [\d,]+ of [\d,]+ files$/.test(t))).toBe(true); // counts over 999 are written 1,327
    expect(texts.slice(texts.findIndex((t) => t.startsWith('Saving'))).every((t) => t.startsWith('Saving') || t === saved)).toBe(true);
    expect(await save.isVisible()).toBe(false);
    expect(await page.locator('offline-status button[data-remove]').isVisible()).toBe(true);
    expect(await ourCaches(page)).toEqual([`lexludi-${versionOf('dist')}`]);
    await page.close();
  });

  test("files named by their content (search index, glossary forms, chunks) skip the worker's script: the browser takes them from the cache or the network", async () => {
    const page = await context.newPage();
    // Everything fetched for a Russian search (a language not saved) on a page the worker controls.
    const byPage: string[] = [];
    const byWorker: string[] = [];
    const seen = (r: import('playwright-core').Request) => (r.serviceWorker() ? byWorker : byPage).push(new URL(r.url()).pathname);
    context.on('request', seen);
    await page.goto(`${base}/ru/search/?q=${encodeURIComponent('карты')}`);
    await page.locator('site-search .search-hits li').first().waitFor({ timeout: HANG_MS });
    context.off('request', seen);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const hashed = (p: string) => /^\/(?:_astro|pagefind\/(?:index|fragment)|search-glossary)\//.test(p);
    expect(byPage.filter((p) => p.startsWith('/pagefind/fragment/')).length).toBeGreaterThan(0);
    expect(byPage.some((p) => p.startsWith('/pagefind/index/'))).toBe(true);
    expect(byPage.some((p) => p.startsWith('/search-glossary/'))).toBe(true);
    expect(byWorker.filter(hashed)).toEqual([]);
    // The worker is there for the rest: the page itself comes from the network through it.
    expect(byWorker).toContain('/ru/search/');
    await page.close();
  });

  test('with no network, a law, a commentary, a case with its calculator, the glossary and search open from the device', async () => {
    await network(false);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    expect(await openOffline(page, '/en/laws/16/')).toContain('Law 16');
    expect(await openOffline(page, '/en/laws/6/?with=ru')).toContain('Law 6');
    expect(await openOffline(page, '/en/commentary/ru-67-74/')).not.toBe('');
    expect(await page.locator('.seg').count()).toBeGreaterThan(50);
    expect(await openOffline(page, '/en/cases/hbf-played-card/7/')).toContain('Case 7');
    await page.locator('think-first button[data-reveal]').click();
    await page.locator('ruling-calculator button[data-calc-start]').click();
    await page.locator('ruling-calculator .calc-out h3').waitFor(); // the engine chunk, from the cache
    expect(await page.locator('ruling-calculator .calc-script').first().innerText()).not.toBe('');
    expect(await openOffline(page, '/en/glossary/')).toContain('Glossary');
    await openOffline(page, '/en/search/?q=penalty+card');
    await page.locator('site-search .search-hits li').first().waitFor({ timeout: HANG_MS });
    expect(await offlineState(page, 'saved')).toMatch(/^Available offline/);
    expect(errors).toEqual([]);
    await page.close();
  });

  test('with no network, a page not on the device shows the offline page in its language', async () => {
    const page = await context.newPage();
    expect(await openOffline(page, '/ru/laws/16/')).toBe('Нет подключения к сети');
    expect(await page.locator('html').getAttribute('lang')).toBe('ru');
    expect(page.url()).toBe(`${base}/ru/laws/16/`);
    expect(await page.locator('main a[href="/ru/"]').count()).toBe(1);
    expect(await openOffline(page, '/el/glossary/')).toBe('Δεν υπάρχει σύνδεση στο δίκτυο');
    await page.close();
    await network(true);
  });

  test('a new build replaces the cache: changed files fetched, the rest copied, the language still saved', async () => {
    // The next build: one page changed.
    const next = join(temp, 'dist');
    cpSync('dist', next, { recursive: true });
    const law = join(next, 'en/laws/16/index.html');
    writeFileSync(law, readFileSync(law, 'utf8').replace('</h1>', ' (new build)</h1>'));
    const built = spawnSync(resolve('node_modules/.bin/node'), ['scripts/build-offline.ts', next], { encoding: 'utf8' });
    expect(built.status, built.stderr).toBe(0);
    const [before, after] = [versionOf('dist'), versionOf(next)];
    expect(after).not.toBe(before);
    build = root = next;
    requested.length = 0;
    const page = await context.newPage();
    await page.goto(`${base}/en/`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect.poll(() => ourCaches(page), { timeout: HANG_MS }).toEqual([`lexludi-${after}`]);
    expect(requested).toContain('/en/laws/16/');
    expect(requested).not.toContain('/en/laws/6/'); // unchanged: copied from the old cache
    await page.reload();
    expect(await offlineState(page, 'saved')).toMatch(/^Available offline/);
    await network(false);
    expect(await openOffline(page, '/en/laws/16/')).toContain('(new build)');
    expect(await openOffline(page, '/en/laws/6/')).toContain('Law 6');
    await network(true);
    await page.close();
  });

  test('removing the language takes it off the device', async () => {
    const page = await context.newPage();
    await page.goto(`${base}/en/glossary/`);
    await offlineState(page, 'saved');
    await page.locator('offline-status button[data-remove]').click();
    expect(await offlineState(page, 'none')).toMatch(/^Not available offline/);
    expect(await page.locator('offline-status [role="status"]').innerText()).toMatch(/^Not available offline/);
    await network(false);
    expect(await openOffline(page, '/en/laws/7/')).toBe('You are offline');
    await network(true);
    await page.close();
  });
});
