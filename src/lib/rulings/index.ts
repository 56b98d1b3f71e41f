/**
 * The ruling engine: the played-card laws of the 2007 and 2017 Laws as executable rules. `decide`
 * rules on a situation, an incident and the director's judgement under a code; `withReasons` adds
 * the law chain's reasons in four languages; `scenarioInput` reads a case file's scenario.
 */
import './tricks-areas.ts'; // the engine areas of Laws 65–67 (areas.ts), for every user of the public API
export { decide } from './engine.ts';
export { resolveSays, legalCards } from './designation/designation.ts';
export type { Deemed } from './designation/deemed.ts';
export { reasonText, scriptLines, showCard } from './explain.ts';
export { withReasons, type ExplainedStep } from './explain-all.ts';
export { scenarioInput, caseJudgement, caseSituation, toEvent, SOME_DEFENDER, type RulingRef } from './from-case.ts';
export { compareRuling } from './compare.ts';
export { citeIn, differInEffect, inEdition, textSection } from './editions.ts';
export { parseRulingInput } from './input.ts';
export { REASONS, type ReasonTable } from './reasons/index.ts';
export { solveEnd } from './solver.ts';
export * from './types.ts';
