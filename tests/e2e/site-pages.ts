// The pages of the built site for browser gates: every page path in dist/, by type.
import { listFiles } from '../../src/content-io/site-files.ts';
import { pagePathOf } from '../../src/lib/site-check/links.ts';
import { pageTypeOf, samplePages } from '../../src/lib/site-check/page-types.ts';

/** Page paths of dist/ (`/en/laws/6/`), sorted: from the file names alone (no page is read). */
export const ALL_PAGES: readonly string[] = listFiles('dist')
  .filter((f) => f.endsWith('.html'))
  .map(pagePathOf)
  .sort();

/** `perType` pages of each page type, grouped by type, languages taken from the `from`-th on (see `samplePages`). */
export function sampleByType(perType: number, from = 0): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const p of samplePages(ALL_PAGES, perType, from)) out.set(pageTypeOf(p), [...(out.get(pageTypeOf(p)) ?? []), p]);
  return out;
}
