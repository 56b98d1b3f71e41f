/** The shapes shared by the build (search-data.json, Pagefind filters) and the search island. */
import type { Moves } from '../editions/go.ts';
import type { Edition } from '../refs/types.ts';

/** The document kinds a search can be filtered by (a case collection's front matter counts as a case). */
export const SEARCH_KINDS = ['law', 'commentary', 'case'] as const;
/** A document kind for search. */
export type SearchKind = (typeof SEARCH_KINDS)[number];

/**
 * The search kind of a document kind.
 * @example
 * kindOf('collection') // 'case'
 */
export function kindOf(kind: 'law' | 'commentary' | 'case' | 'collection'): SearchKind {
  return kind === 'collection' ? 'case' : kind;
}

/**
 * `/search-data.json`: what the island needs beyond Pagefind, language-neutral, and nothing that
 * grows with the number of documents' segments: what search knows of a page's segments travels
 * with that page's Pagefind data ({@link SEGMENT_FACTS_META}), fetched only for the pages a query
 * reads.
 */
export interface SearchData {
  /** Canonical id → path without language, where that is not the id's own href (`laws/6/#title`, `commentary/ru-67-74/#68.7`). */
  readonly targets: Readonly<Record<string, string>>;
  /** More canonical ids the site has a place for, where that place is the id's own (`hrefOf`). */
  readonly sections: readonly string[];
  /** Keys of the glossary's form files (`/search-glossary/{glossaryVersion}/{lang}/{key}.json`, see glossary.ts). */
  readonly glossary: readonly string[];
  /** The hash those files' folder is named by (10 hex digits; it changes with any of them). */
  readonly glossaryVersion: string;
  /** Sections the 1997 and 2017 Laws number otherwise than the 2007 text (src/lib/editions/go.ts). */
  readonly moves?: Readonly<Partial<Record<Edition, Moves>>>;
}

/** What search knows of one segment (each field only when there is something to say). */
export interface SegmentFacts {
  /** Segment id, where it is not the anchor (`45C4(a)` at `C4a`). */
  readonly id?: string;
  /** Law ids (segmentLaws). */
  readonly laws?: readonly string[];
  /** The segment whose text this one repeats (samePassages): `laws/46/#B`. */
  readonly same?: string;
}

/**
 * The Pagefind metadata key of a page's segment facts: segment anchor → {@link SegmentFacts}, as
 * JSON, for the segments where search knows more than the anchor (src/components/SearchMeta.astro).
 */
export const SEGMENT_FACTS_META = 'segs';

/** A page's segment facts as its metadata holds them: anchor → facts. */
export type PageFacts = Readonly<Record<string, SegmentFacts>>;

const strings = (x: unknown): x is readonly string[] => Array.isArray(x) && x.every((v) => typeof v === 'string');

/**
 * A page's segment facts read from its metadata value; a page without any reads as `{}`. Entries
 * of another shape are left out (each one named in `dropped`), never guessed at: the build writes
 * this value, so a dropped entry is a build fault for the tests to catch.
 * @example
 * readPageFacts('{"C4a":{"id":"45C4(a)","laws":["45C4(a)"]}}').facts // { C4a: { id: '45C4(a)', laws: ['45C4(a)'] } }
 * readPageFacts(undefined).facts // {}
 */
export function readPageFacts(meta: string | undefined): { facts: PageFacts; dropped: string[] } {
  if (meta === undefined || meta === '') return { facts: {}, dropped: [] };
  let raw: unknown;
  try {
    raw = JSON.parse(meta);
  } catch {
    return { facts: {}, dropped: ['(not JSON)'] };
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { facts: {}, dropped: ['(not an object)'] };
  const facts: Record<string, SegmentFacts> = {};
  const dropped: string[] = [];
  for (const [anchor, f] of Object.entries(raw)) {
    const ok =
      typeof f === 'object' &&
      f !== null &&
      (f.id === undefined || typeof f.id === 'string') &&
      (f.laws === undefined || strings(f.laws)) &&
      (f.same === undefined || typeof f.same === 'string');
    if (ok)
      facts[anchor] = {
        ...(f.id !== undefined ? { id: f.id } : {}),
        ...(f.laws !== undefined ? { laws: f.laws } : {}),
        ...(f.same !== undefined ? { same: f.same } : {}),
      };
    else dropped.push(anchor);
  }
  return { facts, dropped };
}
