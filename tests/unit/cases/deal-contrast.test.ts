// Red suits must pass WCAG AA (4.5:1) against every background a diagram draws them on, in
// light mode, dark mode and print; read from the stylesheet itself.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';

const css = readFileSync('src/styles/deal.css', 'utf8');

/** The custom properties of the first `.deal { … }` block after `marker` (or of the first one). */
function vars(marker?: string): Record<string, string> {
  const from = marker === undefined ? 0 : css.indexOf(marker);
  expect(from).toBeGreaterThanOrEqual(0);
  const block = /\.deal\s*\{([^}]*)\}/.exec(css.slice(from))?.[1] ?? '';
  return Object.fromEntries([...block.matchAll(/(--deal-[a-z-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1], m[2]]));
}

/** WCAG 2 relative luminance of #rrggbb. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
/** WCAG 2 contrast ratio. */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('contrast', () => {
  test.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#c8102e', '#ffffff', 5.9],
    ['#ff0000', '#ffffff', 4.0],
  ])('returns the WCAG ratio of %s on %s (%d)', (a, b, ratio) => {
    expect(contrast(a, b)).toBeCloseTo(ratio, 1);
  });
});

describe('deal.css', () => {
  test.each([
    ['light', undefined],
    ['dark', 'prefers-color-scheme: dark'],
    ['print', '@media print'],
  ])('gives red suits and text at least 4.5:1 on every diagram background in %s mode', (_, marker) => {
    const v = vars(marker);
    for (const fg of ['--deal-red', '--deal-fg', '--deal-muted']) {
      for (const bg of ['--deal-bg', '--deal-centre-bg']) {
        expect(v[fg], `${fg} in ${_}`).toMatch(/^#/);
        expect(contrast(v[fg]!, v[bg]!), `${fg} on ${bg} in ${_}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  test('draws red suits in a colour different from black suits in every mode', () => {
    for (const marker of [undefined, 'prefers-color-scheme: dark']) {
      const v = vars(marker);
      expect(v['--deal-red']).not.toBe(v['--deal-fg']);
    }
  });
});
