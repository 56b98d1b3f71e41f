import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { toImps } from './imps.ts';
import { matchpointScore } from './matchpoints.ts';
import { weightedScore, type ScoringUnit, type WeightedComponent } from './weighted.ts';

describe('weightedScore', () => {
  test('returns weighted IMPs and the breakdown when a teams board is adjusted', () => {
    // 60% of 4♠= vul (+620), 40% of 4♠−1 vul (−100); the other table scored +170.
    expect(
      weightedScore(
        [
          { score: 620, weight: 0.6 },
          { score: -100, weight: 0.4 },
        ],
        { kind: 'imps', comparison: 170 },
      ),
    ).toEqual({
      ok: true,
      value: {
        unit: 'imps',
        result: 3.2,
        top: null,
        components: [
          { score: 620, weight: 0.6, units: 10, weighted: 6 }, // +450 → 10
          { score: -100, weight: 0.4, units: -7, weighted: -2.8 }, // −270 → −7
        ],
      },
    });
  });

  test('returns weighted matchpoints and the top when a pairs board is adjusted', () => {
    // Other tables: 650, 620, 170, 170. 30% of +620 (beats 2, ties 1 → 5), 70% of +170 (ties 2 → 2).
    expect(
      weightedScore(
        [
          { score: 620, weight: 0.3 },
          { score: 170, weight: 0.7 },
        ],
        {
          kind: 'matchpoints',
          field: [650, 620, 170, 170],
        },
      ),
    ).toEqual({
      ok: true,
      value: {
        unit: 'matchpoints',
        result: 2.9,
        top: 8,
        components: [
          { score: 620, weight: 0.3, units: 5, weighted: 1.5 },
          { score: 170, weight: 0.7, units: 2, weighted: 1.4 },
        ],
      },
    });
  });

  test('returns one-per-beaten matchpoints and top when that convention is chosen', () => {
    const r = weightedScore(
      [
        { score: 620, weight: 0.3 },
        { score: 170, weight: 0.7 },
      ],
      {
        kind: 'matchpoints',
        field: [650, 620, 170, 170],
        convention: 'one-per-beaten',
      },
    );
    expect(r).toMatchObject({ ok: true, value: { result: 1.45, top: 4 } });
  });

  test('returns the average of converted IMPs, not the IMPs of the average score, when components differ', () => {
    // Law 12C1(c): convert first, then weight. 50% of +1430 (vs 680: +750 → 13 IMPs) and 50% of +680 (0 IMPs)
    // is 6.5 IMPs; converting the averaged score 1055 (+375 → 9 IMPs) would be wrong.
    const r = weightedScore(
      [
        { score: 1430, weight: 0.5 },
        { score: 680, weight: 0.5 },
      ],
      { kind: 'imps', comparison: 680 },
    );
    expect(r).toMatchObject({ ok: true, value: { result: 6.5 } });
  });

  test('returns weights of 1/3 as valid when they sum to one within floating-point tolerance', () => {
    const third = 1 / 3;
    const r = weightedScore(
      [
        { score: 100, weight: third },
        { score: 200, weight: third },
        { score: 300, weight: third },
      ],
      { kind: 'imps', comparison: 200 },
    );
    expect(r).toMatchObject({ ok: true, value: { result: 0 } }); // +3 and −3 IMPs cancel
  });

  const components = fc
    .array(fc.record({ score: fc.integer({ min: -760, max: 760 }).map((n) => n * 10), raw: fc.integer({ min: 1, max: 100 }) }), {
      minLength: 1,
      maxLength: 5,
    })
    .map((cs): WeightedComponent[] => {
      const total = cs.reduce((s, c) => s + c.raw, 0);
      return cs.map((c) => ({ score: c.score, weight: c.raw / total }));
    });
  const units = fc.oneof(
    fc.integer({ min: -760, max: 760 }).map((n): ScoringUnit => ({ kind: 'imps', comparison: n * 10 })),
    fc
      .array(
        fc.integer({ min: -760, max: 760 }).map((n) => n * 10),
        { minLength: 1, maxLength: 20 },
      )
      .map((field): ScoringUnit => ({ kind: 'matchpoints', field })),
  );
  const convert = (score: number, unit: ScoringUnit): number => {
    const r = unit.kind === 'imps' ? toImps(score - unit.comparison) : matchpointScore(score, unit.field);
    return r.ok ? r.value : NaN;
  };

  test('returns a result between the smallest and largest converted component (property)', () => {
    fc.assert(
      fc.property(components, units, (cs, unit) => {
        const r = weightedScore(cs, unit);
        if (!r.ok) return false;
        const converted = cs.map((c) => convert(c.score, unit));
        return r.value.result >= Math.min(...converted) - 1e-9 && r.value.result <= Math.max(...converted) + 1e-9;
      }),
    );
  });

  test('returns each component converted on its own and weights that match the input (property)', () => {
    fc.assert(
      fc.property(components, units, (cs, unit) => {
        const r = weightedScore(cs, unit);
        return (
          r.ok &&
          r.value.components.every((b, i) => b.score === cs[i]!.score && b.weight === cs[i]!.weight && b.units === convert(b.score, unit)) &&
          Math.abs(r.value.components.reduce((s, b) => s + b.weighted, 0) - r.value.result) < 1e-6
        );
      }),
    );
  });

  test('returns the plain conversion when there is a single component of weight 1 (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -760, max: 760 }).map((n) => n * 10),
        units,
        (score, unit) => {
          const r = weightedScore([{ score, weight: 1 }], unit);
          return r.ok && r.value.result === convert(score, unit);
        },
      ),
    );
  });

  const imps: ScoringUnit = { kind: 'imps', comparison: 0 };
  test.each([
    ['no components', [], imps, 'no-components'],
    [
      'weights summing to 0.9',
      [
        { score: 1, weight: 0.5 },
        { score: 2, weight: 0.4 },
      ],
      imps,
      'weights-not-one',
    ],
    [
      'weights summing to 1.1',
      [
        { score: 1, weight: 0.6 },
        { score: 2, weight: 0.5 },
      ],
      imps,
      'weights-not-one',
    ],
    [
      'a zero weight',
      [
        { score: 1, weight: 1 },
        { score: 2, weight: 0 },
      ],
      imps,
      'bad-weight',
    ],
    [
      'a negative weight',
      [
        { score: 1, weight: 1.5 },
        { score: 2, weight: -0.5 },
      ],
      imps,
      'bad-weight',
    ],
    ['a NaN weight', [{ score: 1, weight: Number.NaN }], imps, 'bad-weight'],
    ['a NaN score', [{ score: Number.NaN, weight: 1 }], imps, 'bad-score'],
    ['a missing component', [null], imps, 'bad-score'],
    ['a NaN comparison', [{ score: 1, weight: 1 }], { kind: 'imps', comparison: Number.NaN }, 'bad-unit'],
    ['an unknown unit', [{ score: 1, weight: 1 }], { kind: 'vp' }, 'bad-unit'],
    ['an empty field', [{ score: 1, weight: 1 }], { kind: 'matchpoints', field: [] }, 'empty-field'],
    ['a bad field score', [{ score: 1, weight: 1 }], { kind: 'matchpoints', field: [Number.NaN] }, 'bad-unit'],
    ['an unknown convention', [{ score: 1, weight: 1 }], { kind: 'matchpoints', field: [0], convention: 'half' }, 'bad-convention'],
  ])('returns an error when given %s', (_label, cs, unit, code) => {
    expect(weightedScore(cs as never, unit as never)).toMatchObject({ ok: false, error: { code } });
  });
});
