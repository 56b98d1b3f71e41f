/**
 * Translation consistency checks and the coverage report. See README.md in this folder.
 */
export { checkPair, checkConsistency, alignedPairs, measureRatios, CONSISTENCY_RULES, MIN_SCRIPT_SHARE, MIN_SCRIPT_LETTERS } from './check.ts';
export type { AllowEntry, ConsistencyRule, Finding, SideOfPair } from './check.ts';
export { termIndex, missingTerms, avoidedWords } from './terms.ts';
export type { TermIndex, MissingTerm, AvoidedWord } from './terms.ts';
export { checkToolTerms, checkToolAvoid, checkDocumentAvoid, checkGlossaryAvoid, checkSummaryAvoid, keyLine, templateText } from './tool-layer.ts';
export type { TextTable, SourceText } from './tool-layer.ts';
export { ALLOW } from './exceptions.ts';
export { cardsOf, contractsOf, holdingsOf } from './cards.ts';
export type { Mention } from './cards.ts';
export { numbersOf } from './numbers.ts';
export { refsOf } from './references.ts';
export type { RefContext, SegmentRefs } from './references.ts';
export { scriptShare, SCRIPT_OF } from '../base/script.ts';
export { RATIO_BOUNDS, DEFAULT_BOUNDS, MIN_LENGTH, boundsFor, summarizeRatios } from './length.ts';
export type { RatioBounds, MeasuredRatio } from './length.ts';
export { comparableText, contentLength, withoutEditorialNotes, EDITORIAL_NOTE } from './text.ts';
export { coverage, formatCoverage } from './coverage.ts';
export type { CoverageRow, CoverageStatus } from './coverage.ts';
