import { describe, expect, test } from 'vitest';
import type { Card, Seat } from '../bridge/index.ts';
import { minimax } from './minimax.test-helper.ts';
import { randomPosition, seeded } from './samples.ts';
import { load } from './solve.ts';
import { trumpLength } from './lower.ts';
import { solveWith } from './constrained.ts';
import type { Position } from './position.ts';

const hands = (n: string, e: string, s: string, w: string) => {
  const cards = (x: string) => x.split('.').flatMap((r, i) => [...r].map((c) => `${'SHDC'[i]}${c}` as Card));
  return { N: cards(n), E: cards(e), S: cards(s), W: cards(w) };
};

describe('trumpLength', () => {
  test('counts the trumps the opponents cannot match with a higher one: ♠A-T-9-7 against ♠K-Q-2 make two', () => {
    const p: Position = { hands: hands('AT97...', 'KQ2.A..', '...5432', '.5432..'), trump: 'S', leader: 'N' };
    expect(trumpLength(load(p).table, 0)).toBe(2);
    // East: the ace stops the ♠K, the nine the ♠2; the ♠Q makes (above the ten, seven).
    expect(trumpLength(load(p).table, 1)).toBe(1);
  });

  test('takes the hand with the higher floor, not the two added (partner’s trumps may fall in the same tricks)', () => {
    const p: Position = { hands: hands('97.2..', 'K.54..', '86.3..', '.KQJ..'), trump: 'S', leader: 'N' };
    // The ♠K stops one of North's and one of South's: each hand makes one, the side two at most, one sure.
    expect(trumpLength(load(p).table, 0)).toBe(1);
  });

  test('is 0 in notrump', () => {
    const p: Position = { hands: hands('AT97...', 'KQ2.A..', '...5432', '.5432..'), trump: undefined, leader: 'N' };
    expect(trumpLength(load(p).table, 0)).toBe(0);
  });

  test('never passes the fewest tricks the side takes on any line (every player giving its tricks away), on 600 seeded positions of 1–3 cards a hand', () => {
    const rnd = seeded(26014);
    for (let i = 0; i < 600; i++) {
      const p = randomPosition(rnd, 1 + (i % 3));
      const t = load(p).table;
      for (const side of ['NS', 'EW'] as const) {
        const least = minimax(p.hands as Record<Seat, Card[]>, p.leader, [], { trump: p.trump, side, maxes: [] });
        expect(trumpLength(t, side === 'NS' ? 0 : 1), JSON.stringify(p)).toBeLessThanOrEqual(least);
      }
    }
  });
});

describe("the 'min' constrained search with the trumps' floor", () => {
  test("proves a long trump suit's tricks without searching every line: South ♠A-T-9-8-7 against ♠K-Q, every card allowed", () => {
    const p: Position = { hands: hands('2.AKQ.A.', 'KQ.JT9..', 'AT987...', '.876.KQ.'), trump: 'S', leader: 'N' };
    const res = solveWith(p, { side: 'NS', objective: 'min', choose: (_s, legal) => legal, key: () => 0 });
    const least = minimax(p.hands as Record<Seat, Card[]>, p.leader, [], { trump: 'S', side: 'NS', maxes: [] });
    expect(res.tricks).toBe(least);
    expect(res.tricks).toBeGreaterThanOrEqual(3);
    // Without the floor the passing test visits every line: 381,621 cards; with it, 89.
    expect(res.nodes).toBeLessThan(1000);
  });
});
