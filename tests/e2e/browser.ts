// Launching Debian's Chromium through playwright-core (never a downloaded browser).
import { chromium, type Browser } from 'playwright-core';
import { watchBrowser } from './counts.ts';

/**
 * The browser tests' Chromium: Debian's `chromium-headless-shell`, the same engine (Blink, V8)
 * built without the desktop browser around it, the build Playwright itself runs headless tests
 * on. It does the tests' work with about a third less CPU than the full browser in new-headless
 * mode. `CHROMIUM_PATH` overrides it.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
/** The full browser, for what is measured as a reader gets it (the benches, the icons). */
export const CHROMIUM_FULL = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** A headless Chromium with the flags this machine's closed network needs: the tests' shell, or the full browser. */
export async function launch(which: 'tests' | 'full' = 'full'): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: which === 'tests' ? CHROMIUM : CHROMIUM_FULL,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  // The browser tests' own: what each file opens and loads is counted (counts.ts).
  return which === 'tests' ? watchBrowser(browser) : browser;
}
