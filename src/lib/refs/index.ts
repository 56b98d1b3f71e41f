/**
 * Law references in four languages: find → resolve → format → annotate, plus canonical ids
 * and the query parser behind `/go/?ref=`. See README.md in this folder.
 */
export { LANGS, EDITIONS, SECTION_LETTERS, REF_KINDS, REF_ERROR_CODES, BARE_EVIDENCE, BARE_REJECTIONS } from './types.ts';
export type {
  Lang,
  Edition,
  SectionLetter,
  RefKind,
  BareEvidence,
  BareRejection,
  LawDesignator,
  ParaDesignator,
  Designator,
  TextSpan,
  RefPart,
  FoundRef,
  RefErrorCode,
  RefError,
  RefLink,
  ResolvedRef,
} from './types.ts';
export {
  LAW_COUNT,
  DEFAULT_EDITION,
  isValidLawNumber,
  parseRefId,
  isRefId,
  formatRefId,
  lawIdOf,
  paraIdOf,
  lawOf,
  anchorOf,
  ancestorsOf,
  hrefOf,
} from './ids.ts';
export type { LawId, ParaId, RefId } from './ids.ts';
export { TABLES } from './tables.ts';
export type { LanguageTable } from './tables.ts';
export { findRefs, bareCandidates } from './find.ts';
export type { FindOptions, BareCandidate } from './find.ts';
export { resolveRef, resolveRefs } from './resolve.ts';
export type { ResolveContext } from './resolve.ts';
export { formatRef } from './format.ts';
export type { FormatOptions } from './format.ts';
export { annotateRefs } from './annotate.ts';
export { parseRefQuery } from './query.ts';
export type { QueryError, QueryOptions, RefQuery } from './query.ts';
export { sectionsByLine, sectionAt, lineStarts, lineIndexAt } from './sections.ts';
export { resolveText } from './resolve-text.ts';
export { linkText, linkedHtml, linkedMarkdown, sectionInTable } from './link-text.ts';
export type { LinkTextOptions, LinkedPiece, LinkedText, SectionTable, Unlinked } from './link-text.ts';
export type { LocatedRef, ResolveTextOptions } from './resolve-text.ts';
