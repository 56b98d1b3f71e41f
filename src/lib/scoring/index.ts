/**
 * Public API of the scoring library: Law 77 scores, Law 78B IMPs,
 * matchpoints and Law 12C1(c) weighted adjusted scores. Pure functions, no
 * Node/DOM/Astro dependencies; bad input yields an `Outcome` error, never a throw.
 *
 * @example
 * import { scoreResult, toImps } from './index.ts';
 * scoreResult('4♠=', true); // ok(620)
 * toImps(620 - 170);        // ok(10)
 */
export { ok, fail, type Outcome, type ScoringError } from './outcome.ts';
export {
  STRAINS,
  LEVELS,
  RISKS,
  BOOK,
  TOTAL_TRICKS,
  SUIT_SYMBOLS,
  MINORS,
  isLevel,
  isStrain,
  isRisk,
  isTricks,
  type Strain,
  type Level,
  type Risk,
  type Contract,
} from './vocabulary.ts';
export {
  parseContract,
  formatContract,
  toContract,
  type ContractError,
  type ContractErrorCode,
  type NotationStyle,
} from './contract.ts';
export {
  parseResult,
  formatResult,
  displayResult,
  makeResult,
  relativeTricks,
  relativeRange,
  type ContractResult,
  type ResultError,
  type ResultErrorCode,
} from './result-notation.ts';
export {
  scoreContract,
  scoreBreakdown,
  scoreResult,
  type ScoreBreakdown,
  type ScoreError,
  type ScoreErrorCode,
} from './score.ts';
export { IMP_SCALE, MAX_IMPS, toImps, impBand, type ImpBand, type ImpError, type ImpErrorCode } from './imps.ts';
export {
  MATCHPOINT_CONVENTIONS,
  matchpoints,
  matchpointScore,
  type MatchpointConvention,
  type MatchpointTable,
  type MatchpointError,
  type MatchpointErrorCode,
} from './matchpoints.ts';
export {
  WEIGHT_TOLERANCE,
  weightedScore,
  type WeightedComponent,
  type ScoringUnit,
  type ComponentBreakdown,
  type WeightedScore,
  type WeightedError,
  type WeightedErrorCode,
} from './weighted.ts';
