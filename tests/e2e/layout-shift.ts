// Layout shifts as the browser reports them (PerformanceObserver 'layout-shift'), summed per
// document: a page whose islands fill in what the HTML had laid out moves nothing.
import type { Browser, Page } from 'playwright-core';

/**
 * The layout shift of each page while it loads, at a phone's size: from its first paint until
 * its island `element` is defined and the network is quiet. `check` runs on each page once its
 * shift is read.
 */
export async function loadingShifts(
  browser: Browser,
  urls: readonly string[],
  element: string,
  check?: (page: Page) => Promise<void>,
): Promise<Record<string, number>> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  await context.addInitScript(() => {
    const w = window as unknown as { shifted: number };
    w.shifted = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.shifted += (e as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const page = await context.newPage();
  const out: Record<string, number> = {};
  try {
    for (const url of urls) {
      await page.goto(url);
      await page.waitForFunction((name) => customElements.get(name) !== undefined, element);
      await page.waitForLoadState('networkidle');
      out[url] = await page.evaluate(() => (window as unknown as { shifted: number }).shifted);
      await check?.(page);
    }
  } finally {
    await context.close();
  }
  return out;
}
