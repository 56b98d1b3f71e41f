/** The shapes shared by the build (search-data.json, Pagefind filters) and the search island. */

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
  /** Canonical id → path without language (`laws/45/#C4a`). */
  readonly targets: Readonly<Record<string, string>>;
  /**
   * Page path without language (`laws/45/`) → segment anchor → the segment's id, law ids and,
   * when its text is listed elsewhere (samePassages), that segment (`laws/46/#B`).
   */
  readonly pages: Readonly<Record<string, Readonly<Record<string, SegmentFacts>>>>;
  /** Keys of the glossary's form files (`/search-glossary/{lang}/{key}.json`, see glossary.ts). */
  readonly glossary: readonly string[];
}

/** What search knows of one segment. */
export interface SegmentFacts {
  readonly id: string;
  readonly laws: readonly string[];
  readonly same?: string;
}
