/**
 * The order of search hits. Pagefind ranks pages, and within a page its weights favour headings:
 * listing the segments of the best page first put a title that matched one word of "penalty
 * card" above paragraphs of other pages that matched both, and its length normalisation put
 * short cases that name a word in their title above a commentary that discusses it ninety
 * times. Here every passage (one language's cell of one segment) is ranked on its own: the
 * query as a phrase first, then by how many of the query's words it matched, then a match in
 * the text before a match in a title only, then the sources (law texts, commentaries, the
 * booklet's cases) before the cases we wrote, then by Pagefind's page order and weight. A
 * segment is one hit (its best cell, the interface language's when equal), a passage whose
 * text is listed elsewhere (see samePassages) is one hit with it, and a case is one hit (its
 * best passage).
 */
import { termOf } from './relevance.ts';

/** A passage Pagefind found. */
export interface Passage {
  /** Position of its page in Pagefind's results (0 = best). */
  readonly page: number;
  /** Its segment: page path and anchor (`laws/56/#title`). */
  readonly segment: string;
  /** The segment it repeats (samePassages), if any. */
  readonly same?: string;
  /** Language of the cell. */
  readonly lang: string;
  /** The words Pagefind matched, with their word positions in the page. */
  readonly matches: readonly { readonly at: number; readonly word: string }[];
  /** Pagefind's weight of those matches. */
  readonly weight: number;
  /** A case we wrote (not a source of the corpus): on an equal fit it comes after the sources. */
  readonly ours?: boolean;
  /** The document's title (its `title` segment, or a page found by its title): on an equal fit it comes after the text. */
  readonly title?: boolean;
  /** The document, where the whole document is one hit (a case): only its best passage is listed. */
  readonly doc?: string;
}

/** How well a passage answers a query. */
export interface Fit {
  /** Distinct query words matched. */
  readonly words: number;
  /** Every query word matched in order, side by side (queries of two words or more). */
  readonly phrase: boolean;
}

/**
 * How well matched words answer the query's words (queryTerms); `words: 0` when none is a
 * real match.
 * @example
 * fitOf([{ at: 4, word: 'penalty' }, { at: 5, word: 'card.' }], [['penalty'], ['card']]) // { words: 2, phrase: true }
 * fitOf([{ at: 9, word: 'Card' }], [['penalty'], ['card']]) // { words: 1, phrase: false }
 */
export function fitOf(matches: Passage['matches'], terms: readonly (readonly string[])[]): Fit {
  const termAt = new Map<number, number>();
  for (const m of matches) {
    const t = termOf(m.word, terms);
    if (t >= 0) termAt.set(m.at, t);
  }
  const words = new Set(termAt.values()).size;
  const phrase = terms.length > 1 && words === terms.length && [...termAt].some(([at, t]) => t === 0 && terms.every((_, k) => termAt.get(at + k) === k));
  return { words, phrase };
}

/**
 * The order of two passages of equal fit: the text before a title, a source before our case
 * (negative: `a` first).
 */
const byStanding = (a: Passage, b: Passage): number => Number(a.title ?? false) - Number(b.title ?? false) || Number(a.ours ?? false) - Number(b.ours ?? false);

/**
 * The passages worth listing, best first: passages matching no query word dropped, one per
 * segment, one per repeated text (the segment it repeats when that was found, else the best),
 * one per document that is one hit (`doc`). On an equal fit the text comes before a title and
 * a source before our case.
 * @example
 * rankPassages([title, paragraph], [['penalty'], ['card']], 'en') // [paragraph, title] when only the paragraph has both words
 * rankPassages([caseTitle, commentary], [['claim']], 'en') // [commentary, caseTitle]
 */
export function rankPassages<P extends Passage>(passages: readonly P[], terms: readonly (readonly string[])[], uiLang: string): P[] {
  const fits = new Map<P, Fit>();
  for (const p of passages) {
    const f = fitOf(p.matches, terms);
    if (f.words > 0) fits.set(p, f);
  }
  const fitFor = (p: P) => fits.get(p) ?? { words: 0, phrase: false };
  const better = (a: P, b: P) => Number(fitFor(b).phrase) - Number(fitFor(a).phrase) || fitFor(b).words - fitFor(a).words || byStanding(a, b);
  // One cell per segment: the better fit, the interface language's when equal, then the weightier.
  const bySegment = new Map<string, P>();
  for (const p of fits.keys()) {
    const had = bySegment.get(p.segment);
    if (!had || (better(p, had) || Number(had.lang === uiLang) - Number(p.lang === uiLang) || had.weight - p.weight) < 0) bySegment.set(p.segment, p);
  }
  const ranked = [...bySegment.values()].sort((a, b) => better(a, b) || a.page - b.page || b.weight - a.weight);
  // One hit per text: at the place of its best passage, shown as the segment it repeats when found.
  const groups = new Map<string, P[]>();
  for (const p of ranked) {
    const key = p.same ?? p.segment;
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  const hits = [...groups].map(([key, ps]) => {
    const home = ps.find((p) => p.segment === key);
    return home && better(home, ps[0]!) <= 0 ? home : ps[0]!;
  });
  // One hit per document that is one hit: its first, the best.
  const docs = new Set<string>();
  return hits.filter((p) => !p.doc || (!docs.has(p.doc) && docs.add(p.doc)));
}

/**
 * Whether the passages of pages not read yet can no longer change the first `limit` hits, so the
 * island need not fetch those pages' data: `limit` hits are listed, each of the best fit a query
 * can have (its phrase; for one word, that word) — a passage of a later page sorts after an equal
 * fit, as pages come in Pagefind's order — and each that repeats another segment has that
 * segment's page read (the segment would be shown in its place).
 * @example
 * settled([p1, p2], queryTerms('claims'), 2, () => true) // true: nothing later can come first
 * settled([p1, p2], queryTerms('penalty card'), 2, () => true) // false unless both have the phrase
 */
export function settled(hits: readonly Passage[], terms: readonly (readonly string[])[], limit: number, read: (segment: string) => boolean): boolean {
  return hits.length >= limit && ordered(hits.slice(0, limit), terms) && hits.slice(0, limit).every((p) => !p.same || p.same === p.segment || read(p.same));
}

/**
 * Whether the passages of pages not read yet can only come after `hits`, however few: each hit
 * is of the best fit a query can have, in the text (a title comes after the text). Pages come
 * in the island's order, the sources' pages before our cases' (as rankPassages orders them on
 * an equal fit), so a later page's passage of equal fit sorts after. A passage that repeats a segment of a page not read yet
 * stands in its place for both (the search page's first screen lists it; "More results" keeps it
 * and leaves the original out), where settled would read on for the original.
 * @example
 * ordered([p1], queryTerms('claims')) // true: a later page's passage comes after p1
 */
export function ordered(hits: readonly Passage[], terms: readonly (readonly string[])[]): boolean {
  return hits.every((p) => {
    const fit = fitOf(p.matches, terms);
    return !p.title && (terms.length > 1 ? fit.phrase : fit.words === terms.length);
  });
}
