/**
 * The search behind <site-search>: loads Pagefind (its index for the page's <html lang>) and
 * /search-data.json on first use, runs a query with filters, and turns Pagefind's pages and
 * sub-results into hits — one per segment, with its law ids and excerpt — after the section a
 * reference query names. Loaded by the island on first focus, so pages pay nothing until then.
 */
import { formatRef, type Lang } from '../lib/refs/index.ts';
import { excerptParts, isRealMatch, pagefindQuery, refTarget, type ExcerptPart, type SearchData } from '../lib/search/index.ts';

interface PagefindLocation { weight: number; location: number }
interface PagefindSub { title: string; url: string; excerpt: string; anchor?: { id: string }; weighted_locations: PagefindLocation[] }
interface PagefindData { url: string; excerpt: string; meta: Record<string, string>; sub_results: PagefindSub[] }
interface PagefindResult { score: number; data(): Promise<PagefindData> }
interface PagefindResponse { results: PagefindResult[] }
interface Pagefind {
  options(o: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(q: string, o?: Record<string, unknown>): Promise<PagefindResponse>;
  debouncedSearch(q: string, o: Record<string, unknown>, ms: number): Promise<PagefindResponse | null>;
}

/** Filter names, as the pages write them (`data-pagefind-filter="law[...]"`). */
export const FILTERS = ['kind', 'law', 'source', 'edition'] as const;
export type Filters = Partial<Record<(typeof FILTERS)[number], string>>;

/** One result line: a segment (or the section a reference names). */
export interface Hit {
  readonly kind: 'ref' | 'text';
  readonly href: string;
  /** Document title (ref hits: the reference in the interface language). */
  readonly title: string;
  /** Segment id (`68.7`, `45C4(a)`, `facts.2`); empty for a whole page. */
  readonly segment: string;
  /** Law ids of the segment, in the interface language's notation. */
  readonly laws: readonly string[];
  readonly excerpt: readonly ExcerptPart[];
}

const PAGEFIND_URL = '/pagefind/pagefind.js';
let engine: Promise<Pagefind> | null = null;
let data: Promise<SearchData> | null = null;

/** Pagefind, loaded and initialised once (its language index and WebAssembly fetched). */
export function loadPagefind(): Promise<Pagefind> {
  engine ??= (async () => {
    const pf = (await import(/* @vite-ignore */ PAGEFIND_URL)) as Pagefind;
    await pf.options({ excerptLength: 26 });
    await pf.init();
    return pf;
  })();
  engine.catch(() => (engine = null));
  return engine;
}

/** /search-data.json, fetched once. */
export function loadData(): Promise<SearchData> {
  data ??= fetch('/search-data.json').then((r) => {
    if (!r.ok) throw new Error(`search-data.json: ${r.status}`);
    return r.json() as Promise<SearchData>;
  });
  data.catch(() => (data = null));
  return data;
}

const pagePath = (url: string) => url.replace(/^\/(?:en|ru|pl|el)\//, '').split('#')[0] ?? '';
const weight = (s: PagefindSub) => s.weighted_locations.reduce((a, l) => a + l.weight, 0);

/** Options of {@link search}. */
export interface SearchOptions {
  readonly lang: Lang;
  readonly filters?: Filters;
  /** Pages to read (each gives up to `perPage` segments). */
  readonly pages: number;
  readonly perPage: number;
  /** Wait this long for more typing (Pagefind's debounced search); 0 searches at once. */
  readonly debounce?: number;
}

/** The section a reference query names, as a hit; `null` when the query is not a reference. */
export async function refHit(query: string, lang: Lang): Promise<Hit | null> {
  const d = await loadData();
  const target = refTarget(query, new Map(Object.entries(d.targets)), lang);
  if (!target) return null;
  return { kind: 'ref', href: target.href, title: formatRef(target.reached, lang), segment: target.reached, laws: [], excerpt: [] };
}

/**
 * Runs a query: the reference hit first (when the query is one), then one hit per matching
 * segment, pages in Pagefind's order and segments by match weight. `null` when a newer debounced
 * search superseded this one.
 */
export async function search(query: string, options: SearchOptions): Promise<{ hits: Hit[]; ref: Hit | null } | null> {
  const [pf, d] = await Promise.all([loadPagefind(), loadData()]);
  const filters: Record<string, string> = {};
  for (const k of FILTERS) if (options.filters?.[k]) filters[k] = options.filters[k];
  const opts = { filters };
  const q = pagefindQuery(query);
  const response = options.debounce ? await pf.debouncedSearch(q, opts, options.debounce) : await pf.search(q, opts);
  if (!response) return null;
  const ref = await refHit(query, options.lang);
  const law = options.filters?.law ? Number(options.filters.law) : null;
  const pages = await Promise.all(response.results.slice(0, options.pages).map((r) => r.data()));
  const hits: Hit[] = [];
  for (const p of pages) {
    const segs = d.pages[pagePath(p.url)] ?? {};
    const title = p.meta.title ?? p.url;
    const marked = (html: string) => excerptParts(html).filter((x) => x.mark).map((x) => x.text);
    const subs = p.sub_results
      .filter((s) => s.anchor?.id && isRealMatch(marked(s.excerpt), `${query} ${q}`))
      .map((s) => ({ s, seg: segs[s.anchor?.id ?? ''] }))
      .filter(({ seg }) => law === null || seg?.laws.some((id) => Number.parseInt(id, 10) === law))
      .sort((a, b) => weight(b.s) - weight(a.s))
      .slice(0, options.perPage);
    for (const { s, seg } of subs) {
      if (ref && s.url === ref.href) continue;
      hits.push({ kind: 'text', href: s.url, title, segment: seg?.id ?? s.title, laws: (seg?.laws ?? []).map((id) => formatRef(id, options.lang, { word: false })), excerpt: excerptParts(s.excerpt) });
    }
    // A page found by its metadata only (a notation of its ids): the page itself.
    if (!subs.length && !p.sub_results.length && law === null && p.meta.refs) hits.push({ kind: 'text', href: p.url, title, segment: '', laws: [], excerpt: excerptParts(p.excerpt) });
  }
  return { hits, ref };
}
