/**
 * Site search helpers, pure: the notations that make a typed reference findable, the law ids
 * of a segment, where a reference query goes, and safe excerpt pieces. Used at build time
 * (pages, index data) and in the `<site-search>` island.
 */
export { notationsOf } from './notations.ts';
export { segmentLaws, lawNumbers } from './segment-laws.ts';
export type { SegmentInput, DocumentInput } from './segment-laws.ts';
export { refTarget, targetLabel } from './ref-target.ts';
export type { RefTarget, TargetMap } from './ref-target.ts';
export { excerptParts } from './excerpt.ts';
export type { ExcerptPart } from './excerpt.ts';
export { SEARCH_KINDS, kindOf, type SearchKind, type SearchData } from './data.ts';
export { pagefindQuery } from './query.ts';
export { isRealMatch } from './relevance.ts';
