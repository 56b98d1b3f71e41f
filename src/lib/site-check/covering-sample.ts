/**
 * A covering sample of the site's pages for a check too slow to run on all of them (html-validate):
 * every structural shape that occurs on any page (`PageScan.structure`) occurs on at least one
 * page of the sample, and every page type has a page in it. Pages of one template that differ only
 * in their words are judged by one of them; a page with markup of its own is always taken.
 */

/** One page as the sample sees it. */
export interface StructuredPage {
  readonly path: string;
  readonly type: string;
  readonly structure: ReadonlySet<string>;
}

/**
 * The sample, in the order taken: greedily the page with the most shapes not yet covered (ties to
 * the first path), until every shape is covered; then the first page of each type left out.
 * @example
 * coveringSample([
 *   { path: '/en/laws/1/', type: 'law', structure: new Set(['main>p[]']) },
 *   { path: '/en/laws/2/', type: 'law', structure: new Set(['main>p[]']) },
 *   { path: '/en/', type: 'home', structure: new Set(['main>p[]', 'main>nav[]']) },
 * ]) // ['/en/', '/en/laws/1/']
 */
export function coveringSample(pages: readonly StructuredPage[]): string[] {
  const sorted = [...pages].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const covered = new Set<string>();
  const taken: string[] = [];
  const left = new Set(sorted);
  for (;;) {
    let best: StructuredPage | undefined;
    let gain = 0;
    for (const p of left) {
      let g = 0;
      for (const f of p.structure) if (!covered.has(f)) g++;
      if (g > gain) (best = p), (gain = g);
    }
    if (best === undefined) break;
    taken.push(best.path);
    left.delete(best);
    for (const f of best.structure) covered.add(f);
  }
  const types = new Set(sorted.filter((p) => taken.includes(p.path)).map((p) => p.type));
  for (const p of sorted) if (!types.has(p.type)) types.add(p.type), taken.push(p.path);
  return taken;
}
