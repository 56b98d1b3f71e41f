/**
 * Length-ratio bounds per language pair: a translation much shorter than its original has
 * probably lost a clause, a much longer one has gained something. Lengths count letters and
 * digits only. Calibrated on the corpus (see README.md, "Calibration"): the bounds sit well
 * outside every ratio a faithful translation in the corpus has.
 */
import type { Lang } from '../base/languages.ts';

/** Lower and upper bound of translation length / original length. */
export interface RatioBounds {
  readonly min: number;
  readonly max: number;
}

/**
 * Bounds by `from>to`: the lowest ratio measured on the corpus × 0.9 and the highest × 1.1,
 * rounded outwards to 0.05, after reading the extreme segments and finding them faithful
 * (`npm run check -- --ratios` prints the measurements). Measured (letters and digits,
 * originals of at least {@link MIN_LENGTH}); pairs into English on the complete English
 * translations, the others on the Russian, Polish and Greek translations present when they
 * were calibrated, several of them still being written (recalibrate when they are done):
 *
 * | pair  | pairs | lowest | median | highest | note |
 * |-------|------:|-------:|-------:|--------:|------|
 * | ru>en |    49 |   0.80 |   0.95 |    1.11 | |
 * | pl>en |    49 |   0.71 |   0.93 |    1.36 | Law 16A2: Polish compounds become English phrases |
 * | el>en |   169 |   0.68 |   0.93 |    1.23 | |
 * | el>pl |   169 |   0.67 |   0.92 |    1.39 | short collection sentences both ways |
 * | el>ru |   169 |   0.65 |   0.94 |    1.30 | preface.8: Russian drops the Greek articles |
 * | pl>el |    49 |   0.84 |   1.04 |    1.33 | |
 * | pl>ru |    49 |   0.89 |   0.99 |    1.34 | |
 * | ru>el |    70 |   0.93 |   1.08 |    1.56 | 6E2: a 52-letter original, Greek articles |
 * | ru>pl |    70 |   0.82 |   1.01 |    1.28 | |
 * | en>el |    21 |   0.95 |   1.25 |    1.48 | Laws 6–8 against the English column; 7B spells out "pocket of the board" |
 * | en>pl |    21 |   0.88 |   1.13 |    1.40 | Laws 6–8 against the English column |
 */
export const RATIO_BOUNDS: Readonly<Record<string, RatioBounds>> = {
  'ru>en': { min: 0.7, max: 1.25 },
  'pl>en': { min: 0.6, max: 1.5 },
  'el>en': { min: 0.6, max: 1.35 },
  'el>pl': { min: 0.6, max: 1.55 },
  'el>ru': { min: 0.55, max: 1.45 },
  'pl>el': { min: 0.75, max: 1.5 },
  'pl>ru': { min: 0.8, max: 1.5 },
  'ru>el': { min: 0.8, max: 1.75 },
  'ru>pl': { min: 0.7, max: 1.45 },
  'en>el': { min: 0.85, max: 1.65 },
  'en>pl': { min: 0.75, max: 1.55 },
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
export function summarizeRatios(
  ratios: readonly MeasuredRatio[],
): Record<string, { n: number; min: number; p5: number; median: number; p95: number; max: number }> {
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
