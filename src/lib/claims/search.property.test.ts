// The two line searches behind one interface agree: the claims engine's own exhaustive search
// (the reference) and the solver-based one, on seeded random end positions, both modes, with
// and without the 70C trump rule.
import { expect, test } from 'vitest';
import { lineRules } from './contested.ts';
import { tableOf } from './position.ts';
import { sampleClaim, seeded } from './samples.ts';
import { searchLine } from './search.ts';
import { solverLine } from './solver-line.ts';

test('solverLine and searchLine award the same tricks, and the reported line takes them', () => {
  const rnd = seeded(2026);
  let compared = 0;
  for (let i = 0; i < 24; i++) {
    const n = 2 + (i % 3);
    const input = sampleClaim(n, rnd, ['4S', '3NT', '5D'][i % 3]!);
    const t = tableOf(input);
    for (const unaware of [false, true])
      for (const mode of ['worst', 'likely'] as const) {
        const r = lineRules(input, t, 2017, unaware);
        const a = searchLine(t, r, mode, 1);
        const b = solverLine(t, r, mode, 1);
        expect(b.tricks, `${JSON.stringify(input.position.hands)} ${mode} ${unaware}`).toBe(a.tricks);
        expect(b.line.filter((tr) => tr.winner === 'N' || tr.winner === 'S').length).toBe(b.tricks);
        expect(b.line.length).toBe(n);
        compared++;
      }
  }
  expect(compared).toBe(96);
});
