// axe-core run inside the page, as one script call: the violations only, in the page's own frame.
// @axe-core/playwright's analyze() runs axe frame by frame, then opens a second page to merge
// the frames' results and serialises every passing and inapplicable node as well: four to six
// times slower on our larger pages (study, glossary) for the same violations. The site has no
// frames; a page with one is refused rather than checked in part.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Result } from 'axe-core';
import type { Page } from 'playwright-core';

/** WCAG 2.0–2.2 A and AA and axe's best practices: the rules the accessibility gate runs. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'] as const;

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeOptions {
  /** Rule tags to run; axe's default rule set when absent. */
  readonly tags?: readonly string[];
  /** A CSS selector: only this part of the page is checked. */
  readonly include?: string;
}

/** The axe-core violations of the page as it stands. Injection goes through the DevTools protocol, so the page's CSP does not block it. */
export async function axeViolations(page: Page, options: AxeOptions = {}): Promise<Result[]> {
  const frames = page.frames().filter((f) => f !== page.mainFrame());
  if (frames.length) throw new Error(`axeViolations: ${page.url()} has ${frames.length} frame(s); this helper checks one document only`);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ tags, include }) => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
      const context = include ? { include: [include] } : document;
      const result = await axe.run(context, {
        resultTypes: ['violations'],
        ...(tags ? { runOnly: { type: 'tag' as const, values: [...tags] } } : {}),
      });
      return result.violations;
    },
    { tags: options.tags, include: options.include },
  );
}
