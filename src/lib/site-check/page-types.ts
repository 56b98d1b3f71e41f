/**
 * Page types of the site, by URL path: what the accessibility pass samples, the bench
 * measures and the budgets apply to. A path no rule knows is `other:<first segment>` so a new
 * kind of page (glossary, calculator, search, /go/) shows up in every report without code.
 */

/** Known page types. */
export const PAGE_TYPES = ['root', 'home', 'laws-index', 'law', 'commentary-index', 'commentary', 'cases-index', 'case-index', 'collection', 'case', 'not-found'] as const;

const RULES: readonly [RegExp, (typeof PAGE_TYPES)[number]][] = [
  [/^\/$/, 'root'],
  [/^\/(en|ru|pl|el)\/$/, 'home'],
  [/^\/(en|ru|pl|el)\/laws\/$/, 'laws-index'],
  [/^\/(en|ru|pl|el)\/commentary\/$/, 'commentary-index'],
  [/^\/(en|ru|pl|el)\/cases\/$/, 'cases-index'],
  [/^\/404\.html$/, 'not-found'],
  [/^\/(en|ru|pl|el)\/laws\/\d+\/$/, 'law'],
  [/^\/(en|ru|pl|el)\/commentary\/[^/]+\/$/, 'commentary'],
  // The index across collections (`/{lang}/cases/all/`) before the collection pages it would match.
  [/^\/(en|ru|pl|el)\/cases\/all\/$/, 'case-index'],
  [/^\/(en|ru|pl|el)\/cases\/[^/]+\/$/, 'collection'],
  [/^\/(en|ru|pl|el)\/cases\/[^/]+\/[^/]+\/$/, 'case'],
];

/**
 * The type of the page at a URL path.
 * @example
 * pageTypeOf('/ru/laws/16/') // 'law'
 * pageTypeOf('/en/glossary/') // 'other:glossary'
 */
export function pageTypeOf(path: string): string {
  for (const [re, type] of RULES) if (re.test(path)) return type;
  const parts = path.split('/').filter(Boolean);
  const first = parts[0] && /^(en|ru|pl|el)$/.test(parts[0]) ? parts[1] : parts[0];
  return `other:${(first ?? 'index').replace(/\.html$/, '')}`;
}

/**
 * A few pages of every type (the first `perType` in path order), for checks too slow to run on
 * every page; types with several languages get one page per language first.
 * @example
 * samplePages(['/en/', '/ru/', '/en/laws/6/'], 1) // ['/en/', '/en/laws/6/']
 */
export function samplePages(paths: readonly string[], perType: number): string[] {
  const byType = new Map<string, string[]>();
  for (const p of [...paths].sort()) {
    const t = pageTypeOf(p);
    byType.set(t, [...(byType.get(t) ?? []), p]);
  }
  const out: string[] = [];
  for (const list of byType.values()) {
    // Round-robin over languages so a sample of 4 covers en, ru, pl and el.
    const byLang = new Map<string, string[]>();
    for (const p of list) {
      const lang = /^\/(en|ru|pl|el)\//.exec(p)?.[1] ?? '';
      byLang.set(lang, [...(byLang.get(lang) ?? []), p]);
    }
    const queues = [...byLang.values()];
    const picked: string[] = [];
    for (let i = 0; picked.length < Math.min(perType, list.length); i++) {
      for (const q of queues) if (q[i] !== undefined && picked.length < perType) picked.push(q[i] as string);
    }
    out.push(...picked);
  }
  return out;
}
