/**
 * Law 12C1(c) weighted adjusted scores: the Director awards several possible
 * results, each with a weight; each result is first converted into the
 * scoring unit of the event (matchpoints, or IMPs against a comparison
 * score), and the weighted average of those conversions is the adjusted score.
 */
import { toImps } from './imps.ts';
import { matchpointScore, type MatchpointConvention } from './matchpoints.ts';
import { fail, ok, type Outcome, type ScoringError } from './outcome.ts';

/**
 * One component of a weighted score: a table score (from the same side's
 * point of view as the comparison or field) and its weight (0 < weight ≤ 1).
 *
 * @example
 * const c: WeightedComponent = { score: 620, weight: 0.6 };
 */
export type WeightedComponent = { readonly score: number; readonly weight: number };

/**
 * The unit each component is converted to before averaging:
 * - IMPs against `comparison` (the score at the other table, or a datum);
 * - matchpoints against `field`, the other scores on the board (not this
 *   table's), with an optional convention (default `'two-per-beaten'`).
 *
 * @example
 * const teams: ScoringUnit = { kind: 'imps', comparison: 170 };
 * const pairs: ScoringUnit = { kind: 'matchpoints', field: [620, 170, 170, -100] };
 */
export type ScoringUnit =
  | { readonly kind: 'imps'; readonly comparison: number }
  | {
      readonly kind: 'matchpoints';
      readonly field: readonly number[];
      readonly convention?: MatchpointConvention;
    };

/**
 * A component after conversion: `units` is its IMPs or matchpoints and
 * `weighted` is `units × weight` (the components' `weighted` sum to `result`,
 * up to the 9-decimal noise rounding).
 *
 * @example
 * const b: ComponentBreakdown = { score: 620, weight: 0.6, units: 10, weighted: 6 };
 */
export type ComponentBreakdown = {
  readonly score: number;
  readonly weight: number;
  readonly units: number;
  readonly weighted: number;
};

/**
 * A weighted adjusted score: the `result` in `unit`, the per-component
 * breakdown in input order, and for matchpoints the `top` on the board
 * (`null` for IMPs). `result` and each `weighted` are only rounded to 9
 * decimal places to remove floating-point noise; rounding for display (often
 * to 1 or 2 decimals) is left to the caller, as regulations differ.
 *
 * @example
 * const w: WeightedScore = { unit: 'imps', result: 4, top: null, components: [] };
 */
export type WeightedScore = {
  readonly unit: ScoringUnit['kind'];
  readonly result: number;
  readonly top: number | null;
  readonly components: readonly ComponentBreakdown[];
};

/** Error codes from {@link weightedScore}. @example const c: WeightedErrorCode = 'weights-not-one'; */
export type WeightedErrorCode = 'no-components' | 'bad-score' | 'bad-weight' | 'weights-not-one' | 'bad-unit' | 'empty-field' | 'bad-convention';
/** A typed weighted-score error. @example const e: WeightedError = { code: 'bad-weight', message: '…' }; */
export type WeightedError = ScoringError<WeightedErrorCode>;

/**
 * How far the weights' sum may stray from 1, to absorb floating-point error
 * (e.g. three weights of 1/3).
 *
 * @example
 * Math.abs(0.1 + 0.2 + 0.7 - 1) <= WEIGHT_TOLERANCE; // true
 */
export const WEIGHT_TOLERANCE = 1e-9;

/** Rounds to 9 decimal places, removing floating-point noise (3.1999999999999997 → 3.2) and −0. */
const denoise = (x: number): number => Math.round(x * 1e9) / 1e9 + 0;

const isFiniteNumber = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

const checkComponents = (components: readonly WeightedComponent[]): WeightedError | null => {
  if (!Array.isArray(components) || components.length === 0) {
    return { code: 'no-components', message: 'give at least one weighted component' };
  }
  for (const [i, c] of components.entries()) {
    if (!isFiniteNumber(c?.score)) return { code: 'bad-score', message: `components[${i}].score is not a finite number` };
    if (!isFiniteNumber(c.weight) || c.weight <= 0 || c.weight > 1) {
      return { code: 'bad-weight', message: `components[${i}].weight must be a number in (0, 1]` };
    }
  }
  const sum = components.reduce((s, c) => s + c.weight, 0);
  return Math.abs(sum - 1) <= WEIGHT_TOLERANCE ? null : { code: 'weights-not-one', message: `weights must sum to 1, got ${sum}` };
};

/** Converts one score to the unit, or explains why the unit is unusable. */
const converter = (unit: ScoringUnit): Outcome<(score: number) => number, WeightedError> => {
  if (unit?.kind === 'imps') {
    if (!isFiniteNumber(unit.comparison)) return fail('bad-unit', 'comparison must be a finite number');
    return ok((score: number) => {
      const imps = toImps(score - unit.comparison);
      return imps.ok ? imps.value : NaN; // unreachable: inputs are validated finite
    });
  }
  if (unit?.kind === 'matchpoints') {
    if (!Array.isArray(unit.field) || unit.field.length === 0) {
      return fail('empty-field', 'matchpoints need at least one other score on the board');
    }
    const convention = unit.convention ?? 'two-per-beaten';
    const probe = matchpointScore(0, unit.field, convention);
    if (!probe.ok) return fail(probe.error.code === 'bad-convention' ? 'bad-convention' : 'bad-unit', probe.error.message);
    return ok((score: number) => {
      const mp = matchpointScore(score, unit.field, convention);
      return mp.ok ? mp.value : NaN; // unreachable: field and convention were probed
    });
  }
  return fail('bad-unit', "unit.kind must be 'imps' or 'matchpoints'");
};

const matchpointTop = (unit: ScoringUnit): number | null => {
  if (unit.kind !== 'matchpoints') return null;
  return unit.field.length * (unit.convention === 'one-per-beaten' ? 1 : 2);
};

/**
 * Law 12C1(c): converts each component score to matchpoints or IMPs, then
 * returns the weighted average together with the per-component breakdown.
 * Weights must each lie in (0, 1] and sum to 1 (within {@link WEIGHT_TOLERANCE}).
 *
 * @example
 * // Teams: 60% of 4♠= (620) and 40% of 4♠−1 (−100); other table +170.
 * weightedScore([{ score: 620, weight: 0.6 }, { score: -100, weight: 0.4 }], { kind: 'imps', comparison: 170 });
 * // ok({ unit: 'imps', result: 3.2, top: null, components: [
 * //   { score: 620, weight: 0.6, units: 10, weighted: 6 },    // +450 → 10 IMPs
 * //   { score: -100, weight: 0.4, units: -7, weighted: -2.8 } ] }) // −270 → −7 IMPs
 */
export const weightedScore = (components: readonly WeightedComponent[], unit: ScoringUnit): Outcome<WeightedScore, WeightedError> => {
  const invalid = checkComponents(components);
  if (invalid !== null) return fail(invalid.code, invalid.message);
  const convert = converter(unit);
  if (!convert.ok) return convert;
  const breakdown = components.map(({ score, weight }) => {
    const units = convert.value(score);
    return Object.freeze({ score, weight, units, weighted: denoise(units * weight) });
  });
  const result = denoise(components.reduce((sum, { weight }, i) => sum + weight * breakdown[i]!.units, 0));
  return ok(Object.freeze({ unit: unit.kind, result, top: matchpointTop(unit), components: Object.freeze(breakdown) }));
};
