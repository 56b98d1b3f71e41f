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

/** `/search-data.json`: what the island needs beyond Pagefind, language-neutral. */
export interface SearchData {
  /** Canonical id → path without language, where that is not the id's own href (`laws/6/#title`, `commentary/ru-67-74/#68.7`). */
  readonly targets: Readonly<Record<string, string>>;
  /** More canonical ids the site has a place for, where that place is the id's own (`hrefOf`). */
  readonly sections: readonly string[];
  /**
   * Page path without language (`laws/45/`) → segment anchor → what search knows of the
   * segment, for segments where that is more than its anchor.
   */
  readonly pages: Readonly<Record<string, Readonly<Record<string, SegmentFacts>>>>;
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
