// Draws the install icons (public/icons/icon-192.png, icon-512.png, icon-maskable-512.png) from
// the site's own spade mark (public/icons/icon.svg) with the local Chromium; run it again after
// changing the mark and commit the PNGs. The maskable icon fills its square and keeps the mark
// inside the central safe zone (80 %), as launchers crop it to a circle or a squircle.
//   node scripts/make-icons.ts
import { readFileSync } from 'node:fs';
import { launch } from '../tests/e2e/browser.ts';

const mark = readFileSync('public/icons/icon.svg', 'utf8');
const SPADE = /<path[^>]*\/>/.exec(mark)?.[0] ?? '';
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#0b5cad"/><g transform="translate(16 16) scale(.62) translate(-16 -16)">${SPADE}</g></svg>`;
const browser = await launch();
try {
  for (const [file, svg, size] of [
    ['public/icons/icon-192.png', mark, 192],
    ['public/icons/icon-512.png', mark, 512],
    ['public/icons/icon-maskable-512.png', maskable, 512],
  ] as const) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(`<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
    await page.screenshot({ path: file, omitBackground: true });
    await page.close();
    console.log(`${file}: ${size}×${size}`);
  }
} finally {
  await browser.close();
}
