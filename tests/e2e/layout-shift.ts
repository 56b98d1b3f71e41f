// Layout shifts as the browser reports them (PerformanceObserver 'layout-shift'), summed per
// document: a page whose islands fill in what the HTML had laid out moves nothing.
import type { BrowserContext, Page } from 'playwright-core';

/** From now on, every page of `context` sums its layout shifts from its first paint. */
export function watchLayoutShifts(context: BrowserContext): Promise<void> {
  return context.addInitScript(() => {
    const w = window as unknown as { shifted: number };
    w.shifted = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.shifted += (e as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift of the page's document so far (see watchLayoutShifts). */
export const layoutShiftOf = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as { shifted: number }).shifted);
