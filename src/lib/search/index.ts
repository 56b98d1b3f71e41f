/**
 * Site search helpers, pure: the notations that make a typed reference findable, the law ids
 * of a segment, where a reference query goes, safe excerpt pieces, the cell anchors the index
 * is split by, the ranking of passages, repeated passages, the glossary's form files and how
 * many files Pagefind writes the pages' data into. Used at build time (pages, index data) and in
 * the `<site-search>` island.
 */
export { notationsOf } from './notations.ts';
export { segmentLaws, lawNumbers } from './segment-laws.ts';
export type { SegmentInput, DocumentInput } from './segment-laws.ts';
export { refTarget, targetLabel } from './ref-target.ts';
export type { RefTarget, TargetMap } from './ref-target.ts';
export { excerptParts, passageExcerpt } from './excerpt.ts';
export type { ExcerptPart } from './excerpt.ts';
export { SEARCH_KINDS, SEGMENT_FACTS_META, kindOf, readPageFacts, type PageFacts, type SearchKind, type SearchData, type SegmentFacts } from './data.ts';
export { pagefindQuery } from './query.ts';
export { foldWord, queryTerms, termOf, titleTerms } from './relevance.ts';
export { fitOf, ordered, rankPassages, settled } from './rank.ts';
export type { Fit, Passage } from './rank.ts';
export { samePassages } from './same.ts';
export type { PassageDoc } from './same.ts';
export { cellAnchor, parseCellAnchor } from './cells.ts';
export { bucketKey, foldPhrase, glossaryBuckets, glossaryEntry } from './glossary.ts';
export { maxFragmentsFor, PAGES_PER_FRAGMENT_FILE } from './fragment-files.ts';
export type { GlossaryBucket, GlossaryEntry } from './glossary.ts';
