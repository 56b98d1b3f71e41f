// axe-core run inside the page, as one script call: the violations only, in the page's own frame.
// @axe-core/playwright's analyze() runs axe frame by frame, then opens a second page to merge
// the frames' results and serialises every passing and inapplicable node as well: four to six
// times slower on our larger pages (study, glossary) for the same violations. The site has no
// frames; a page with one is refused rather than checked in part.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Result } from 'axe-core';
import type { Page } from 'playwright-core';
import { countAxe } from './counts.ts';

/** WCAG 2.0–2.2 A and AA and axe's best practices: the rules the accessibility gate runs. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'] as const;

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeOptions {
  /** Rule tags to run; axe's default rule set when absent. */
  readonly tags?: readonly string[];
  /** A CSS selector: only this part of the page is checked. */
  readonly include?: string;
  /**
   * Only those of the rules that judge colours (axe's `cat.color`: contrast, a link told from
   * its text by colour): for a second colour scheme of a page whose other rules have run in
   * the first, when the scheme changes nothing but colours (see `darkChangesBeyondColours`).
   */
  readonly colourOnly?: boolean;
}

/** The axe-core violations of the page as it stands. Injection goes through the DevTools protocol, so the page's CSP does not block it. */
export async function axeViolations(page: Page, options: AxeOptions = {}): Promise<Result[]> {
  const frames = page.frames().filter((f) => f !== page.mainFrame());
  if (frames.length) throw new Error(`axeViolations: ${page.url()} has ${frames.length} frame(s); this helper checks one document only`);
  countAxe();
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ tags, include, colourOnly }) => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
      const context = include ? { include: [include] } : document;
      const colourRules = colourOnly
        ? axe
            .getRules(tags ? [...tags] : undefined)
            .filter((r) => r.tags.includes('cat.color'))
            .map((r) => r.ruleId)
        : null;
      const result = await axe.run(context, {
        resultTypes: ['violations'],
        ...(colourRules ? { runOnly: { type: 'rule' as const, values: colourRules } } : tags ? { runOnly: { type: 'tag' as const, values: [...tags] } } : {}),
      });
      return result.violations;
    },
    { tags: options.tags, include: options.include, colourOnly: options.colourOnly === true },
  );
}

/**
 * What the page's dark colour scheme changes beyond colours: every declaration under a
 * `prefers-color-scheme: dark` condition (a media rule, an import, a stylesheet's own media)
 * that sets anything but a colour, as `selector { property: value }`. Empty when the scheme
 * changes colours only — then the rules not about colour find in dark what they found in light.
 * A custom property counts as a colour when its value is one; a shorthand's parts left at
 * `initial` (the `background` shorthand's image, position…) count as its colour.
 */
export function darkChangesBeyondColours(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const DARK = /prefers-color-scheme\s*:\s*dark/;
    const out: string[] = [];
    const colourish = (prop: string, value: string) =>
      /(^|-)color$/.test(prop) ||
      prop === 'color-scheme' ||
      (prop.startsWith('--') && CSS.supports('color', value)) ||
      (value === 'initial' && prop.startsWith('background-'));
    const walk = (rules: CSSRuleList, dark: boolean): void => {
      for (const r of rules) {
        if (r instanceof CSSImportRule) {
          if (r.styleSheet) walk(r.styleSheet.cssRules, dark || DARK.test(r.media.mediaText));
        } else if (r instanceof CSSMediaRule) walk(r.cssRules, dark || DARK.test(r.conditionText));
        else if (r instanceof CSSStyleRule) {
          if (dark)
            for (const prop of r.style) {
              const value = r.style.getPropertyValue(prop).trim();
              if (!colourish(prop, value)) out.push(`${r.selectorText} { ${prop}: ${value} }`);
            }
          walk(r.cssRules, dark);
        } else if (r instanceof CSSGroupingRule) walk(r.cssRules, dark);
      }
    };
    for (const sheet of [...document.styleSheets, ...document.adoptedStyleSheets]) walk(sheet.cssRules, DARK.test(sheet.media.mediaText));
    return out;
  });
}
