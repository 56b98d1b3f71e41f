import impsOracle from 'bridge-scorer/lib/imps.js';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { IMP_SCALE, MAX_IMPS, impBand, toImps } from './imps.ts';

/** Unwraps an IMP conversion in tests (inputs here are always finite). */
const imps = (d: number): number => {
  const r = toImps(d);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

/** The oracle's IMPs; `+ 0` because it returns −0 for small negative differences. */
const oracleImps = (d: number): number => impsOracle.toImps(d) + 0;

// Law 78B, written out independently of imps.ts: [lowest difference, highest difference, IMPs].
const LAW_78B = [
  [0, 10, 0],
  [20, 40, 1],
  [50, 80, 2],
  [90, 120, 3],
  [130, 160, 4],
  [170, 210, 5],
  [220, 260, 6],
  [270, 310, 7],
  [320, 360, 8],
  [370, 420, 9],
  [430, 490, 10],
  [500, 590, 11],
  [600, 740, 12],
  [750, 890, 13],
  [900, 1090, 14],
  [1100, 1290, 15],
  [1300, 1490, 16],
  [1500, 1740, 17],
  [1750, 1990, 18],
  [2000, 2240, 19],
  [2250, 2490, 20],
  [2500, 2990, 21],
  [3000, 3490, 22],
  [3500, 3990, 23],
  [4000, Infinity, 24],
] as const;

describe('IMP_SCALE', () => {
  test('returns the 25 Law 78B bands when read as data', () => {
    expect(IMP_SCALE.map(({ min, max, imps: i }) => [min, max, i])).toEqual(LAW_78B.map((b) => [...b]));
    expect(IMP_SCALE.at(-1)?.imps).toBe(MAX_IMPS);
  });
});

describe('toImps', () => {
  const boundaries = LAW_78B.flatMap(([min, max, i]) => [
    { d: min, expected: i },
    ...(Number.isFinite(max) ? [{ d: max, expected: i }] : [{ d: 7600, expected: i }]),
  ]);

  test.each(boundaries)('returns $expected IMPs when the difference is the band boundary $d', ({ d, expected }) => {
    expect(imps(d)).toBe(expected);
    expect(imps(-d)).toBe(expected === 0 ? 0 : -expected);
  });

  test.each([
    [620 - 170, 10],
    [1430 - 680, 13],
    [-100 - 110, -5],
    [15, 0],
    [45, 1],
    [-19.99, 0],
    [1e9, 24],
  ])('returns the right IMPs when the difference is %d → %i', (d, expected) => {
    expect(imps(d)).toBe(expected);
  });

  test('returns the oracle IMPs when the difference is any multiple of 10 from −8000 to 8000', () => {
    for (let d = -8000; d <= 8000; d += 10) expect(imps(d)).toBe(oracleImps(d));
  });

  test('returns the oracle IMPs when the difference is any integer (property)', () => {
    fc.assert(fc.property(fc.integer({ min: -10000, max: 10000 }), (d) => imps(d) === oracleImps(d)));
  });

  test('returns −imps(d) when the difference is negated (symmetry property)', () => {
    fc.assert(fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (d) => Object.is(imps(-d), -imps(d) + 0)));
  });

  test('returns a non-decreasing IMP count when the difference grows (monotonicity property)', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), fc.double({ min: 0, max: 1e6, noNaN: true }), (d, step) => imps(d + step) >= imps(d)),
    );
  });

  test('returns an integer within ±24 when the difference is any finite number (property)', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (d) => {
        const i = imps(d);
        return Number.isInteger(i) && Math.abs(i) <= MAX_IMPS && !Object.is(i, -0);
      }),
    );
  });

  test.each([Number.NaN, Infinity, -Infinity, '100' as unknown as number])('returns error bad-difference when the difference is %s', (d) => {
    expect(toImps(d)).toMatchObject({ ok: false, error: { code: 'bad-difference' } });
  });
});

describe('impBand', () => {
  test.each([
    [450, { min: 430, max: 490, imps: 10 }],
    [-450, { min: 430, max: 490, imps: 10 }],
    [0, { min: 0, max: 10, imps: 0 }],
    [5000, { min: 4000, max: Infinity, imps: 24 }],
  ])('returns the band containing |d| when d is %d', (d, band) => {
    expect(impBand(d)).toEqual({ ok: true, value: band });
  });

  test('returns error bad-difference when the difference is NaN', () => {
    expect(impBand(Number.NaN)).toMatchObject({ ok: false, error: { code: 'bad-difference' } });
  });
});
