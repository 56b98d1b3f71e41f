import scorer, { type OracleGame } from 'bridge-scorer';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { MATCHPOINT_CONVENTIONS, matchpointScore, matchpoints, type MatchpointConvention } from './matchpoints.ts';

/** North–South matchpoints from the oracle (it skips score 0 unless the game has no contract). */
const oracle = (scores: readonly number[], convention: MatchpointConvention): number[] => {
  const games = scores.map((score): OracleGame => (score === 0 ? { score } : { contract: { declaror: 'N' as const }, score }));
  (convention === 'two-per-beaten' ? scorer.matchpoints : scorer.matchpointsACBL)(games);
  return games.map((g) => g.matchpointsNS?.value ?? NaN);
};

/** Realistic board scores: multiples of 10, with plenty of ties. */
const boardScores = fc.array(
  fc.integer({ min: -200, max: 200 }).map((n) => n * 10),
  { minLength: 2, maxLength: 30 },
);

describe('matchpoints', () => {
  test.each([
    ['two-per-beaten', [90, 0, -50, -50], [6, 4, 1, 1], 6],
    ['one-per-beaten', [90, 0, -50, -50], [3, 2, 0.5, 0.5], 3],
    ['two-per-beaten', [420, 420, 420], [2, 2, 2], 4],
    ['two-per-beaten', [620], [0], 0],
    ['two-per-beaten', [], [], 0],
  ] as const)('returns %s points when scores are %j', (convention, scores, points, top) => {
    expect(matchpoints(scores, convention)).toEqual({ ok: true, value: { points, top } });
  });

  test('returns two-per-beaten points when no convention is given', () => {
    expect(matchpoints([100, 50])).toEqual({ ok: true, value: { points: [2, 0], top: 2 } });
  });

  test.each(MATCHPOINT_CONVENTIONS)('returns the oracle matchpoints when any board is scored (%s, property)', (convention) => {
    fc.assert(
      fc.property(boardScores, (scores) => {
        const r = matchpoints(scores, convention);
        return r.ok && r.value.points.every((p, i) => p === oracle(scores, convention)[i]);
      }),
    );
  });

  test.each(MATCHPOINT_CONVENTIONS)('returns points summing to n × top / 2 when any board is scored (%s, property)', (convention) => {
    fc.assert(
      fc.property(boardScores, (scores) => {
        const r = matchpoints(scores, convention);
        return r.ok && r.value.points.reduce((a, b) => a + b, 0) === (scores.length * r.value.top) / 2;
      }),
    );
  });

  test('returns exactly half the two-per-beaten points when using one-per-beaten (property)', () => {
    fc.assert(
      fc.property(boardScores, (scores) => {
        const two = matchpoints(scores, 'two-per-beaten');
        const one = matchpoints(scores, 'one-per-beaten');
        return two.ok && one.ok && two.value.points.every((p, i) => p / 2 === one.value.points[i]);
      }),
    );
  });

  test.each([
    [[100, Number.NaN], 'two-per-beaten', 'bad-score'],
    [[100, Infinity], 'two-per-beaten', 'bad-score'],
    [[100, '50'], 'two-per-beaten', 'bad-score'],
    ['100,50', 'two-per-beaten', 'bad-input'],
    [[100, 50], 'acbl', 'bad-convention'],
  ])('returns an error when scores are %j with convention %s → %s', (scores, convention, code) => {
    expect(matchpoints(scores as never, convention as never)).toMatchObject({ ok: false, error: { code } });
  });
});

describe('matchpointScore', () => {
  test.each([
    [420, [420, 170, -50], 'two-per-beaten', 5],
    [420, [420, 170, -50], 'one-per-beaten', 2.5],
    [-50, [420, 170], 'two-per-beaten', 0],
    [0, [], 'two-per-beaten', 0],
  ] as const)('returns the points %d earns against %j (%s) → %d', (score, field, convention, points) => {
    expect(matchpointScore(score, field, convention)).toEqual({ ok: true, value: points });
  });

  test('returns the same points as matchpoints when the field is the rest of the board (property)', () => {
    fc.assert(
      fc.property(boardScores, (scores) => {
        const table = matchpoints(scores);
        return (
          table.ok &&
          scores.every((s, i) => {
            const one = matchpointScore(s, scores.toSpliced(i, 1));
            return one.ok && one.value === table.value.points[i];
          })
        );
      }),
    );
  });

  test.each([
    [Number.NaN, [1], 'two-per-beaten', 'bad-score'],
    [1, [Number.NaN], 'two-per-beaten', 'bad-score'],
    [1, [2], 'half', 'bad-convention'],
  ])('returns an error when score %s meets field %j (%s) → %s', (score, field, convention, code) => {
    expect(matchpointScore(score, field, convention as never)).toMatchObject({ ok: false, error: { code } });
  });
});
