// Content Security Policy in the browser: on one page of every type, nothing violates the
// policy and nothing is requested from another origin; a script injected into the page (the
// way an XSS would) does not run, while the site's own islands keep working under the policy.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { useSite } from './site.ts';
import { sampleByType } from './site-pages.ts';

const site = useSite();

type Win = { __violations: string[]; __ran?: number };

/** Opens a page recording CSP violations (as `directive: blocked URI`) and every request; the offline service worker only when asked for (site.ts). */
async function open(path: string, serviceWorkers: 'allow' | 'block' = 'block'): Promise<{ page: Page; requests: string[]; errors: string[] }> {
  const page = await site.browser.newPage({ serviceWorkers });
  const requests: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.addInitScript(() => {
    (window as unknown as Win).__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => (window as unknown as Win).__violations.push(`${e.effectiveDirective}: ${e.blockedURI}`));
  });
  // The root page's script goes on to the browser's language (/en/ here): its violations are recorded there too.
  await page.goto(`${site.base}${path}`);
  return { page, requests, errors };
}
const violations = (page: Page) => page.evaluate(() => (window as unknown as Win).__violations);

describe('content security policy', () => {
  const pages = [...sampleByType(1).values()].flat();

  test.each(pages)('%s loads with no CSP violation, no console error and no request to another origin', async (path) => {
    const { page, requests, errors } = await open(path);
    await page.waitForLoadState('networkidle');
    expect(await violations(page)).toEqual([]);
    expect(errors).toEqual([]);
    expect(requests.filter((u) => new URL(u).origin !== site.base)).toEqual([]);
    await page.close();
  });

  // (eval cannot be tested this way: code run through the DevTools protocol is exempt from the
  // page's CSP; check:csp makes sure no directive allows 'unsafe-eval'.)
  test('an injected inline script and an inline event handler do not run', async () => {
    const { page } = await open('/en/laws/16/');
    await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.__ran = 1';
      document.body.append(s);
      const b = document.createElement('button');
      b.setAttribute('onclick', 'window.__ran = 2');
      document.body.append(b);
      b.click();
    });
    expect(await page.evaluate(() => (window as unknown as Win).__ran)).toBeUndefined();
    const seen = await violations(page);
    expect(seen).toContain('script-src-elem: inline');
    expect(seen).toContain('script-src-attr: inline');
    await page.close();
  });

  test("WebAssembly may be compiled ('wasm-unsafe-eval', which Pagefind needs)", async () => {
    const { page } = await open('/en/');
    // The smallest valid module: magic number and version.
    const ok = await page.evaluate(async () =>
      WebAssembly.compile(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0])).then(
        () => true,
        () => false,
      ),
    );
    expect(ok).toBe(true);
    await page.close();
  });

  test('the parallel-text island works under the policy', async () => {
    const { page } = await open('/en/laws/6/');
    await page.selectOption('select[name="with"]', 'pl');
    expect(await page.locator('parallel-text').getAttribute('data-with')).toBe('pl');
    expect(await violations(page)).toEqual([]);
    await page.close();
  });

  // Other islands (search, calculator, study mode) add their test here: act on the page under
  // the real policy and check the island responded.

  test('the service worker registers, the install manifest loads and the offline status island answers under the policy', async () => {
    const { page, errors } = await open('/en/laws/16/', 'allow');
    // Same origin, registered from an island (no inline script): 'self' allows the worker and the manifest.
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)).toBe(`${site.base}/sw.js`);
    const manifest = await page.evaluate(async () => (await fetch(document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.href ?? '')).json());
    expect(manifest.start_url).toBe('/en/');
    await page.locator('footer.site-footer').scrollIntoViewIfNeeded();
    await page.locator('offline-status[data-state="none"]').waitFor();
    expect(await page.locator('offline-status button[data-save]').isVisible()).toBe(true);
    expect(await violations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
