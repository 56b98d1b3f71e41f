import { describe, expect, test } from 'vitest';
import type { Card, Seat } from '../bridge/index.ts';
import { randomPosition, seeded } from '../solver/samples.ts';
import { solve } from '../solver/index.ts';
import { MAX_CARDS, solveEnd } from './solver.ts';

const h = (n: Card[], e: Card[], s: Card[], w: Card[]): Record<Seat, Card[]> => ({ N: n, E: e, S: s, W: w });

describe('solveEnd over src/lib/solver', () => {
  test("hands that still hold the cards of the trick in progress, as a ruling's board has them", () => {
    // North led ♠Q; East's ♠K wins it, then the hearts: declarer (South) takes only the ♥A.
    const hands = h(['SQ', 'H2'], ['SK', 'H3'], ['S2', 'HA'], ['S3', 'H4']);
    expect(solveEnd(hands, 'N', ['SQ'], undefined, 'S')).toBe(1);
    expect(solveEnd({ ...hands, N: ['H2'] }, 'N', ['SQ'], undefined, 'S')).toBe(1);
  });

  test('an unknown card of the trick: an answer only when every card it could be gives the same', () => {
    // East's card to North's ♠Q is unknown: ♠K (East wins) or ♠2 (North wins) — different answers.
    expect(solveEnd(h(['SQ', 'H2'], ['SK', 'S4'], ['S2', 'HA'], ['S3', 'H4']), 'N', ['SQ', '?'], undefined, 'S')).toBeUndefined();
    // East holds two spades below the queen: the same answer either way.
    expect(solveEnd(h(['SQ', 'H2'], ['S5', 'S4'], ['S2', 'HA'], ['S3', 'H4']), 'N', ['SQ', '?'], undefined, 'S')).toBe(2);
    // "a spade" (S?) from East, who holds one spade and a heart: it is the spade.
    expect(solveEnd(h(['SQ', 'H2'], ['SK', 'H5'], ['S2', 'HA'], ['S3', 'H4']), 'N', ['SQ', 'S?'], undefined, 'S')).toBe(1);
  });

  test(`positions of up to ${MAX_CARDS} cards a hand are solved as the solver solves them; larger ones are refused`, () => {
    const random = seeded(77);
    for (let i = 0; i < 3; i++) {
      const p = randomPosition(random, MAX_CARDS);
      const ns = solve(p).tricks.NS;
      expect(solveEnd(p.hands, p.leader, [], p.trump, 'N')).toBe(ns);
      expect(solveEnd(p.hands, p.leader, [], p.trump, 'E')).toBe(MAX_CARDS - ns);
    }
    const big = randomPosition(random, MAX_CARDS + 1);
    expect(solveEnd(big.hands, big.leader, [], big.trump, 'S')).toBeUndefined();
  });

  test('a position the solver cannot finish within its budget of cards tried gives no answer (the browser does not hang)', () => {
    const p = randomPosition(seeded(78), 8);
    const { nodes, tricks } = solve(p);
    expect(solveEnd(p.hands, p.leader, [], p.trump, 'N', nodes)).toBe(tricks.NS);
    expect(solveEnd(p.hands, p.leader, [], p.trump, 'N', Math.floor(nodes / 2))).toBeUndefined();
  });

  test('an impossible position gives no answer rather than a wrong one', () => {
    expect(solveEnd(h(['SA'], ['SA'], ['S2'], ['S3']), 'N', [], undefined, 'S')).toBeUndefined();
  });
});
