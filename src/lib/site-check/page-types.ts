/**
 * Page types of the site, by URL path: what the accessibility pass samples, the bench
 * measures and the budgets apply to. A path no rule knows is `other:<first segment>` so a new
 * kind of page (glossary, calculator, search, /go/) shows up in every report without code.
 */

import { isLang, LANGS, type Lang } from '../base/languages.ts';

/** Known page types. */
export const PAGE_TYPES = [
  'root',
  'home',
  'laws-index',
  'law',
  'commentary-index',
  'commentary',
  'cases-index',
  'case-index',
  'collection',
  'case',
  'not-found',
] as const;

// A path under a language: `/{lang}/…`, with the site's languages (src/lib/base/languages.ts).
const underLang = (rest: string) => new RegExp(`^/(?:${LANGS.join('|')})/${rest}$`);
/** The language a page path starts with (`/ru/laws/16/` → `ru`). */
const langOfPath = (path: string): Lang | undefined => LANGS.find((l) => path.startsWith(`/${l}/`));

const RULES: readonly [RegExp, (typeof PAGE_TYPES)[number]][] = [
  [/^\/$/, 'root'],
  [underLang(''), 'home'],
  [underLang('laws/'), 'laws-index'],
  [underLang('commentary/'), 'commentary-index'],
  [underLang('cases/'), 'cases-index'],
  [/^\/404\.html$/, 'not-found'],
  [underLang('laws/\\d+/'), 'law'],
  [underLang('commentary/[^/]+/'), 'commentary'],
  // The index across collections (`/{lang}/cases/all/`) before the collection pages it would match.
  [underLang('cases/all/'), 'case-index'],
  [underLang('cases/[^/]+/'), 'collection'],
  [underLang('cases/[^/]+/[^/]+/'), 'case'],
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
  const first = parts[0] && isLang(parts[0]) ? parts[1] : parts[0];
  return `other:${(first ?? 'index').replace(/\.html$/, '')}`;
}

/**
 * A few pages of every type (the first `perType` in path order), for checks too slow to run on
 * every page; types with several languages get one page per language first, starting from the
 * `from`-th language (in path order) and going round: checks that sample a type several times
 * (light, dark, narrow) start each from another language, so that between them every language
 * of every type is seen.
 * @example
 * samplePages(['/en/', '/ru/', '/en/laws/6/'], 1) // ['/en/', '/en/laws/6/']
 * samplePages(['/en/', '/ru/', '/en/laws/6/'], 1, 1) // ['/ru/', '/en/laws/6/']
 */
export function samplePages(paths: readonly string[], perType: number, from = 0): string[] {
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
      const lang = langOfPath(p) ?? '';
      byLang.set(lang, [...(byLang.get(lang) ?? []), p]);
    }
    const all = [...byLang.values()];
    const start = from % all.length;
    const queues = [...all.slice(start), ...all.slice(0, start)];
    const picked: string[] = [];
    for (let i = 0; picked.length < Math.min(perType, list.length); i++) {
      for (const q of queues) if (q[i] !== undefined && picked.length < perType) picked.push(q[i] as string);
    }
    out.push(...picked);
  }
  return out;
}
