/**
 * Length-ratio bounds per language pair: a translation much shorter than its original has
 * probably lost a clause, a much longer one has gained something. Lengths count letters and
 * digits only. Calibrated on the corpus (see README.md, "Calibration"): the bounds sit well
 * outside every ratio a faithful translation in the corpus has.
 */
import type { Lang } from '../corpus/languages.ts';

/** Lower and upper bound of translation length / original length. */
export interface RatioBounds {
  readonly min: number;
  readonly max: number;
}

/**
 * Bounds by `from>to`: the lowest ratio measured on the corpus × 0.9 and the highest × 1.1,
 * rounded outwards to 0.05, after reading the extreme segments and finding them faithful
 * (`npm run check -- --ratios` prints the measurements). Measured (letters and digits,
 * originals of at least {@link MIN_LENGTH}): ru>en 49 pairs, 0.80–1.11, median 0.95; pl>en 49
 * pairs, 0.71–1.36, median 0.93 (Law 16A2: Polish compounds become English phrases);
 * el>en 169 pairs, 0.68–1.23, median 0.93.
 */
export const RATIO_BOUNDS: Readonly<Record<string, RatioBounds>> = {
  'ru>en': { min: 0.7, max: 1.25 },
  'pl>en': { min: 0.6, max: 1.5 },
  'el>en': { min: 0.6, max: 1.35 },
};

/** Bounds for a pair without its own calibration. */
export const DEFAULT_BOUNDS: RatioBounds = { min: 0.5, max: 2 };

/**
 * Below this many letters and digits in the original, a ratio says nothing (a heading of three
 * words may double in length); such segments are not checked for length.
 */
export const MIN_LENGTH = 40;

/**
 * The bounds that apply to a translation from `from` into `to`.
 * @example
 * boundsFor('el', 'en').min // 0.6
 */
export function boundsFor(from: Lang, to: Lang): RatioBounds {
  return RATIO_BOUNDS[`${from}>${to}`] ?? DEFAULT_BOUNDS;
}

/** One measured ratio, for calibration. */
export interface MeasuredRatio {
  readonly pair: string;
  readonly file: string;
  readonly segment: string;
  readonly original: number;
  readonly ratio: number;
}

/**
 * Summary of measured ratios per pair: count, minimum, 5th/50th/95th percentile, maximum.
 * @example
 * summarizeRatios([{ pair: 'el>en', file: 'a', segment: '1', original: 50, ratio: 1 }])['el>en'].median // 1
 */
export function summarizeRatios(ratios: readonly MeasuredRatio[]): Record<string, { n: number; min: number; p5: number; median: number; p95: number; max: number }> {
  const byPair = new Map<string, number[]>();
  for (const r of ratios) byPair.set(r.pair, [...(byPair.get(r.pair) ?? []), r.ratio]);
  const out: Record<string, { n: number; min: number; p5: number; median: number; p95: number; max: number }> = {};
  for (const [pair, xs] of byPair) {
    const s = [...xs].sort((a, b) => a - b);
    const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * (s.length - 1)))] ?? 0;
    out[pair] = { n: s.length, min: s[0] ?? 0, p5: q(0.05), median: q(0.5), p95: q(0.95), max: s[s.length - 1] ?? 0 };
  }
  return out;
}
