/**
 * Matchpoints: each score on a board is compared with every other score on
 * the same board, earning points for each score it beats and half as much for
 * each tie.
 */
import { fail, ok, type Outcome, type ScoringError } from './outcome.ts';

/**
 * The two matchpointing conventions:
 * - `'two-per-beaten'` (default; international/WBF/EBU style): 2 per score beaten, 1 per tie.
 * - `'one-per-beaten'` (North American/ACBL style): 1 per score beaten, ½ per tie.
 * Both give identical percentages; only the size of the numbers differs.
 *
 * @example
 * MATCHPOINT_CONVENTIONS[0]; // 'two-per-beaten'
 */
export const MATCHPOINT_CONVENTIONS = Object.freeze(['two-per-beaten', 'one-per-beaten'] as const);
/** A matchpointing convention. @example const c: MatchpointConvention = 'one-per-beaten'; */
export type MatchpointConvention = (typeof MATCHPOINT_CONVENTIONS)[number];

const AWARDS: Readonly<Record<MatchpointConvention, { readonly beaten: number; readonly tied: number }>> = Object.freeze({
  'two-per-beaten': Object.freeze({ beaten: 2, tied: 1 }),
  'one-per-beaten': Object.freeze({ beaten: 1, tied: 0.5 }),
});

/**
 * Matchpoints for every score on a board, in input order, plus the top
 * (the award for beating every other score).
 *
 * @example
 * const t: MatchpointTable = { points: [4, 1, 1], top: 4 };
 */
export type MatchpointTable = { readonly points: readonly number[]; readonly top: number };

/** Error codes from the matchpoint functions. @example const c: MatchpointErrorCode = 'bad-score'; */
export type MatchpointErrorCode = 'bad-score' | 'bad-convention' | 'bad-input';
/** A typed matchpoint error. @example const e: MatchpointError = { code: 'bad-score', message: '…' }; */
export type MatchpointError = ScoringError<MatchpointErrorCode>;

const checkScores = (scores: readonly number[], what: string): MatchpointError | null => {
  if (!Array.isArray(scores)) return { code: 'bad-input', message: `${what} must be an array of numbers` };
  const bad = scores.findIndex((s) => typeof s !== 'number' || !Number.isFinite(s));
  return bad < 0 ? null : { code: 'bad-score', message: `${what}[${bad}] is not a finite number` };
};

const checkConvention = (convention: MatchpointConvention): MatchpointError | null =>
  MATCHPOINT_CONVENTIONS.includes(convention) ? null : { code: 'bad-convention', message: `convention must be one of ${MATCHPOINT_CONVENTIONS.join(', ')}` };

const pointsAgainst = (score: number, field: readonly number[], convention: MatchpointConvention): number => {
  const { beaten, tied } = AWARDS[convention];
  return field.reduce((sum, other) => sum + (score > other ? beaten : score === other ? tied : 0), 0);
};

/**
 * The matchpoints one score earns against the other scores on the board
 * (`field` excludes the score itself). All scores must be from the same
 * side's point of view (e.g. all North–South).
 *
 * @example
 * matchpointScore(420, [420, 170, -50]);                   // ok(5)  beats 2, ties 1
 * matchpointScore(420, [420, 170, -50], 'one-per-beaten'); // ok(2.5)
 */
export const matchpointScore = (
  score: number,
  field: readonly number[],
  convention: MatchpointConvention = 'two-per-beaten',
): Outcome<number, MatchpointError> => {
  const error = checkScores([score], 'score') ?? checkScores(field, 'field') ?? checkConvention(convention);
  return error === null ? ok(pointsAgainst(score, field, convention)) : fail(error.code, error.message);
};

/**
 * Matchpoints every score on a board against all the others. Scores must all
 * be from one side's point of view (e.g. North–South; a passed-out board is 0).
 * The other side's matchpoints are `top − points`.
 *
 * @example
 * matchpoints([90, 0, -50, -50]);
 * // ok({ points: [6, 4, 1, 1], top: 6 })
 * matchpoints([90, 0, -50, -50], 'one-per-beaten');
 * // ok({ points: [3, 2, 0.5, 0.5], top: 3 })
 */
export const matchpoints = (scores: readonly number[], convention: MatchpointConvention = 'two-per-beaten'): Outcome<MatchpointTable, MatchpointError> => {
  const error = checkScores(scores, 'scores') ?? checkConvention(convention);
  if (error !== null) return fail(error.code, error.message);
  const points = scores.map((score, i) => pointsAgainst(score, scores.toSpliced(i, 1), convention));
  const top = Math.max(scores.length - 1, 0) * AWARDS[convention].beaten;
  return ok(Object.freeze({ points: Object.freeze(points), top }));
};
