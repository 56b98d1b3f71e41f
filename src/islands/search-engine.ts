/**
 * The search behind <site-search>: loads Pagefind (its index for the page's <html lang>) and
 * /search-data.json on first use (a page's segment facts come with its Pagefind data), runs a query with filters, and turns Pagefind's sub-results —
 * one per language cell of a segment — into hits: ranked passage by passage (the query as a
 * phrase, then all its words, before a passage matching one; on an equal fit the text before a
 * title and the sources before our cases, whose pages are read after the sources'), one per
 * segment, one per repeated text and one per case, after the section a reference query names
 * and the glossary entry a term names. Each hit names its segment as a reader would.
 * Loaded by the island on first focus (the search page: when idle), with Pagefind and the data
 * (./search-load.ts), so pages pay nothing until then.
 */
import { loadData, loadPagefind, type PagefindData, type PagefindSubResult } from './search-load.ts';
import { formatRef, hrefOf, type Lang } from '../lib/refs/index.ts';
import { segmentLabel, type SegmentDocKind, type SegmentWords } from '../lib/corpus/segment-label.ts';

export { segmentWords } from '../lib/corpus/segment-label.ts';
import {
  bucketKey,
  excerptParts,
  foldPhrase,
  passageExcerpt,
  glossaryEntry,
  pagefindQuery,
  parseCellAnchor,
  readPageFacts,
  SEGMENT_FACTS_META,
  queryTerms,
  rankPassages,
  refTarget,
  ordered,
  settled,
  titleTerms,
  type ExcerptPart,
  type GlossaryBucket,
  type Passage,
} from '../lib/search/index.ts';

/** Filter names, as the pages write them (`data-pagefind-filter="law[...]"`). */
export const FILTERS = ['kind', 'law', 'source', 'edition'] as const;
export type Filters = Partial<Record<(typeof FILTERS)[number], string>>;

/** One result line: a segment, the section a reference names, or a glossary entry. */
export interface Hit {
  readonly kind: 'ref' | 'glossary' | 'text';
  readonly href: string;
  /** Document title (ref hits: the reference in the interface language; glossary hits: the term). */
  readonly title: string;
  /** Segment id (`68.7`, `45C4(a)`, `facts.2`); empty for a whole page. */
  readonly segment: string;
  /** The segment as a reader names it (`Ruling, ¶ 1`, `п. 68.7`); empty for a whole page or a document's title. */
  readonly place: string;
  /** Law ids of the segment, in the interface language's notation. */
  readonly laws: readonly string[];
  readonly excerpt: readonly ExcerptPart[];
  /** Language of the excerpt (one cell's text: the original's, or the interface language's). */
  readonly lang: Lang;
  /** Text hits: what this hit stands for (the segment it repeats, else its case, else its segment), listed once. */
  readonly text?: string;
}

const pagePath = (url: string) => url.replace(/^\/(?:en|ru|pl|el)\//, '').split('#')[0] ?? '';
const weight = (s: PagefindSubResult) => s.weighted_locations.reduce((a, l) => a + l.weight, 0);

/** Options of {@link search}. */
export interface SearchOptions {
  readonly lang: Lang;
  readonly filters?: Filters;
  /** Pages to read (each gives up to `perPage` segments). */
  readonly pages: number;
  readonly perPage: number;
  /** Passages to list at most. */
  readonly limit: number;
  /**
   * A first screen (the search page): read this many pages, then more only while a page further
   * down could put a passage before those listed; the list may be shorter than `limit` (the reader
   * asks for more). Without it, pages are read until `limit` passages are listed and settled.
   */
  readonly screen?: number;
  /** Hits already listed ("More results"): they keep their places, the new ones follow. */
  readonly listed?: readonly Hit[];
  /** Wait this long for more typing (Pagefind's debounced search); 0 searches at once. */
  readonly debounce?: number;
  /** The words segments are named with in the interface language (segmentWords). */
  readonly words: SegmentWords;
}

/** The section a reference query names, as a hit; `null` when the query is not a reference. */
export async function refHit(query: string, lang: Lang): Promise<Hit | null> {
  const d = await loadData();
  const own = (id: string) => (hrefOf(id, { lang }) ?? '').slice(lang.length + 2);
  const target = refTarget(query, new Map([...Object.entries(d.targets), ...d.sections.map((id) => [id, own(id)] as const)]), lang, d.moves);
  if (!target) return null;
  // A section the query's code numbers otherwise: "Law 16D (2017: 16C)".
  const code = target.code ? ` (${target.code.edition}: ${formatRef(target.code.id, lang, { word: false })})` : '';
  return { kind: 'ref', href: target.href, title: formatRef(target.reached, lang) + code, segment: target.reached, place: '', laws: [], excerpt: [], lang };
}

const buckets = new Map<string, Promise<GlossaryBucket>>();
/** The glossary entry a query names (a form of a term in any language), as a hit; else `null`. */
export async function glossaryHit(query: string, lang: Lang): Promise<Hit | null> {
  const d = await loadData();
  const key = bucketKey(foldPhrase(query));
  if (!d.glossary.includes(key)) return null;
  const url = `/search-glossary/${d.glossaryVersion}/${lang}/${key}.json`;
  let bucket = buckets.get(url);
  if (!bucket) {
    bucket = fetch(url).then((r) => (r.ok ? (r.json() as Promise<GlossaryBucket>) : Promise.reject(new Error(`${url}: ${r.status}`))));
    buckets.set(url, bucket);
    bucket.catch(() => buckets.delete(url));
  }
  const entry = glossaryEntry(await bucket, query);
  return (
    entry && {
      kind: 'glossary',
      href: `/${lang}/glossary/#${entry.id}`,
      title: entry.term,
      segment: '',
      place: '',
      laws: [],
      excerpt: [{ text: entry.definition, mark: false }],
      lang,
    }
  );
}

/** A passage of a page, as ranked, with what its hit shows. */
interface Found extends Passage {
  readonly href: string;
  /** Its document's title. */
  readonly heading: string;
  readonly id: string;
  /** The kind of its document, for the segment's label. */
  readonly kind: SegmentDocKind;
  readonly laws: readonly string[];
  readonly excerpt: () => ExcerptPart[];
}

/** What {@link passagesOf} needs besides the page (whose Pagefind data hold its segment facts): the query's terms, the filters. */
interface Context {
  readonly terms: readonly (readonly string[])[];
  readonly law: number | null;
  readonly ref: Hit | null;
  readonly lang: Lang;
}

/** The passages of one page of Pagefind's results (`page`: its place in them). */
function passagesOf(p: PagefindData, page: number, { terms, law, ref, lang }: Context): Found[] {
  const found: Found[] = [];
  const path = pagePath(p.url);
  const { facts: segs, dropped } = readPageFacts(p.meta[SEGMENT_FACTS_META]);
  // The build writes these facts: an entry it could not read is a fault to see, not to hide.
  if (dropped.length) console.warn(`search: segment facts of ${p.url} not read: ${dropped.join(', ')}`);
  const title = p.meta.title ?? p.url;
  const kind = (p.filters?.kind?.[0] ?? 'case') as SegmentDocKind;
  const ours = p.filters?.origin?.[0] === 'ours';
  // A case is one hit: its best passage.
  const doc = kind === 'case' ? path : undefined;
  const words = (p.raw_content ?? '').split(/[^\S\uFEFF]+/);
  // Where each cell ends: at the next cell (anchors with a title), else with the page.
  const starts = (p.anchors ?? [])
    .filter((a) => a.title)
    .map((a) => a.location)
    .sort((a, b) => a - b);
  for (const s of p.sub_results) {
    const cell = s.anchor && parseCellAnchor(s.anchor.id, s.anchor.title);
    if (!cell || !s.anchor) continue;
    const from = s.anchor.location;
    const to = starts.find((at) => at > from) ?? words.length;
    const seg = segs[cell.anchor];
    if (law !== null && !seg?.laws?.some((id) => Number.parseInt(id, 10) === law)) continue;
    const href = `${p.url.split('#')[0]}#${cell.anchor}`;
    found.push({
      page,
      segment: `${path}#${cell.anchor}`,
      same: seg?.same,
      lang: cell.lang,
      matches: s.locations.map((at) => ({ at, word: words[at] ?? '' })),
      weight: weight(s),
      ours,
      title: cell.anchor === 'title',
      doc,
      href,
      heading: title,
      id: seg?.id ?? cell.anchor,
      kind,
      laws: seg?.laws ?? [],
      excerpt: () => passageExcerpt(words, from, to, s.locations),
    });
  }
  // A page found by its metadata only: by a notation of its ids (a reference query), the page
  // itself as a match of every word; else by its title, as a match of the words the title has,
  // with the title as the excerpt.
  if (!p.sub_results.length && law === null && p.meta.refs) {
    const inTitle = ref ? terms.map((_, at) => at) : titleTerms(title, terms);
    if (inTitle.length > 0)
      found.push({
        page,
        segment: path,
        lang,
        matches: inTitle.map((at) => ({ at, word: terms[at]?.[0] ?? '' })),
        weight: 0,
        ours,
        title: !ref,
        doc,
        href: p.url,
        heading: title,
        id: '',
        kind,
        laws: [],
        excerpt: () => (ref ? excerptParts(p.excerpt) : [{ text: title, mark: false }]),
      });
  }
  return found;
}

/** The passages to list, best first: at most `perPage` of a page, `limit` in all, not the reference's section. */
function pick(found: readonly Found[], terms: readonly (readonly string[])[], ref: Hit | null, options: SearchOptions): Found[] {
  const perPage = new Map<number, number>();
  const out: Found[] = [];
  for (const f of rankPassages(found, terms, options.lang)) {
    const n = perPage.get(f.page) ?? 0;
    if (out.length >= options.limit) break;
    if (n >= options.perPage || (ref && f.href === ref.href)) continue;
    perPage.set(f.page, n + 1);
    out.push(f);
  }
  return out;
}

/**
 * Runs a query: the reference hit and the glossary hit (when the query is one), then the
 * passages, ranked. `null` when a newer debounced search superseded this one.
 * Pages' data (one Pagefind fragment each) are fetched for as few pages as can fill the list
 * (`limit / perPage`, or `screen`); the rest, twice as many a round, only while those hits could
 * still be outranked (see settled and ordered). `more`: pages or passages are left for "More results".
 */
export async function search(query: string, options: SearchOptions): Promise<{ hits: Hit[]; ref: Hit | null; more: boolean } | null> {
  const gloss = glossaryHit(query, options.lang).catch(() => null);
  // The data (reference targets) load beside Pagefind; refHit reads them.
  const [pf] = await Promise.all([loadPagefind(), loadData()]);
  const filters: Record<string, string> = {};
  for (const k of FILTERS) if (options.filters?.[k]) filters[k] = options.filters[k];
  const opts = { filters };
  const q = pagefindQuery(query);
  const response = options.debounce ? await pf.debouncedSearch(q, opts, options.debounce) : await pf.search(q, opts);
  if (!response) return null;
  // The sources' pages first, then our cases' (each in Pagefind's order): on an equal fit a
  // source comes first, so a page read later can never put an equal passage before those listed.
  const ours = new Set((await pf.search(q, { filters: { ...filters, origin: 'ours' } })).results.map((r) => r.id));
  const ref = await refHit(query, options.lang);
  const context: Context = { terms: queryTerms(query, q), law: options.filters?.law ? Number(options.filters.law) : null, ref, lang: options.lang };
  const results = [...response.results.filter((r) => !ours.has(r.id)), ...response.results.filter((r) => ours.has(r.id))].slice(0, options.pages);
  const read = new Set<string>();
  const found: Found[] = [];
  const readPages = async (from: number, to: number) => {
    const pages = await Promise.all(results.slice(from, to).map((r) => r.data()));
    pages.forEach((p, i) => {
      read.add(pagePath(p.url));
      found.push(...passagesOf(p, from + i, context));
    });
  };
  // The pages that can fill the list, then twice as many each round until no page further down
  // Pagefind's order can change the hits listed: each page read is a fragment fetched.
  let upto = Math.min(results.length, options.screen ?? Math.ceil(options.limit / options.perPage));
  await readPages(0, upto);
  let chosen = pick(found, context.terms, ref, options);
  const isRead = (segment: string) => read.has(segment.split('#')[0] ?? '');
  // A first screen with nothing on it reads on: "no results" is said only of every page found.
  const final = () => (options.screen ? chosen.length > 0 && ordered(chosen, context.terms) : settled(chosen, context.terms, options.limit, isRead));
  while (upto < results.length && !final()) {
    const next = Math.min(results.length, upto * 2);
    await readPages(upto, next);
    upto = next;
    chosen = pick(found, context.terms, ref, options);
  }
  // Pages unread after some passages, or passages left over: the reader may ask for more.
  const more =
    (chosen.length > 0 && upto < response.results.length) || pick(found, context.terms, ref, { ...options, limit: options.limit + 1 }).length > chosen.length;
  const place = (f: Found) => {
    try {
      return f.id ? (segmentLabel(f.id, f.kind, options.lang, options.words) ?? '') : '';
    } catch {
      return ''; // an id of no known shape: the unit tests name every id of the content
    }
  };
  const hits = chosen.map(
    (f): Hit => ({
      kind: 'text',
      href: f.href,
      title: f.heading,
      segment: f.id,
      place: place(f),
      laws: f.laws.map((id) => formatRef(id, options.lang, { word: false })),
      excerpt: f.excerpt(),
      lang: f.lang as Lang,
      text: f.same ?? f.doc ?? f.segment,
    }),
  );
  const g = await gloss;
  const all = g ? [g, ...hits] : hits;
  if (!options.listed) return { hits: all, ref, more };
  let passages = 0;
  const kept = [...options.listed, ...all.filter((h) => !options.listed?.some((l) => l.href === h.href || (h.text && l.text === h.text)))];
  return { hits: kept.filter((h) => h.kind !== 'text' || ++passages <= options.limit), ref, more };
}

/**
 * The search page's options for a list of `limit` passages: a first screen read from the top
 * `limit / 4` pages (5 for 20), a fifth of the list from one page at most, so that it spans
 * several documents.
 */
export function screen(limit: number): Pick<SearchOptions, 'pages' | 'perPage' | 'limit' | 'screen'> {
  return { pages: Math.max(20, limit), perPage: Math.max(2, Math.round(limit / 5)), limit, screen: limit / 4 };
}
