/**
 * Law 78B: the International Match Point scale, converting a difference in
 * total points into IMPs. Symmetric: a negative difference gives negative IMPs.
 */
import { fail, ok, type Outcome, type ScoringError } from './outcome.ts';

/**
 * One band of the IMP scale: differences from `min` to `max` (inclusive,
 * in points; `max` is `Infinity` for the top band) are worth `imps`.
 *
 * @example
 * const band: ImpBand = { min: 20, max: 40, imps: 1 };
 */
export type ImpBand = { readonly min: number; readonly max: number; readonly imps: number };

/** Lower bound of each band, index = IMPs (0–24). Source: Law 78B, from the Laws. */
const LOWER_BOUNDS = [
  0, 20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300, 1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000,
] as const;

/**
 * The Law 78B scale as data, 25 bands from 0 IMPs (0–10) to 24 IMPs (4000+).
 * Bands are written in points as in the Law (scores are multiples of 10), so
 * `max` is the next band's `min` minus 10.
 *
 * @example
 * IMP_SCALE[1];  // { min: 20, max: 40, imps: 1 }
 * IMP_SCALE[24]; // { min: 4000, max: Infinity, imps: 24 }
 */
export const IMP_SCALE: readonly ImpBand[] = /* @__PURE__ */ Object.freeze(
  LOWER_BOUNDS.map((min, imps) => {
    const next: number | undefined = LOWER_BOUNDS[imps + 1];
    return Object.freeze({ min, max: next === undefined ? Infinity : next - 10, imps });
  }),
);

/**
 * The most IMPs one board can be worth.
 *
 * @example
 * MAX_IMPS; // 24
 */
export const MAX_IMPS = 24;

/** Error codes from {@link toImps}. @example const c: ImpErrorCode = 'bad-difference'; */
export type ImpErrorCode = 'bad-difference';
/** A typed IMP error. @example const e: ImpError = { code: 'bad-difference', message: '…' }; */
export type ImpError = ScoringError<ImpErrorCode>;

/**
 * IMPs for the magnitude of a difference: the last band whose lower bound it reaches.
 * Assumes a finite, non-negative input.
 */
const impsForMagnitude = (magnitude: number): number => {
  const band = LOWER_BOUNDS.findLastIndex((min) => magnitude >= min);
  return Math.max(band, 0);
};

/**
 * Converts a points difference (any finite number; e.g. your score minus the
 * comparison score) into IMPs on the Law 78B scale. Symmetric:
 * `toImps(-d) === -toImps(d)`. Differences that are not multiples of 10 (from
 * averaged or weighted scores) fall in the band whose lower bound they reach,
 * so 15 → 0 and 45 → 1.
 *
 * @example
 * toImps(620 - 170); // ok(10)
 * toImps(-50);       // ok(-2)
 * toImps(NaN);       // error 'bad-difference'
 */
export const toImps = (difference: number): Outcome<number, ImpError> => {
  if (typeof difference !== 'number' || !Number.isFinite(difference)) {
    return fail('bad-difference', `difference must be a finite number, got ${String(difference)}`);
  }
  const imps = impsForMagnitude(Math.abs(difference));
  return ok(difference < 0 && imps > 0 ? -imps : imps); // never -0
};

/**
 * The IMP band a difference falls in (by magnitude), e.g. to highlight a row
 * of the scale.
 *
 * @example
 * impBand(450);  // ok({ min: 430, max: 490, imps: 10 })
 * impBand(-450); // ok({ min: 430, max: 490, imps: 10 })
 */
export const impBand = (difference: number): Outcome<ImpBand, ImpError> => {
  const imps = toImps(difference);
  if (!imps.ok) return imps;
  return ok(IMP_SCALE[Math.abs(imps.value)]!);
};
