import { describe, expect, test } from 'vitest';
import type { Card, Seat } from '../bridge/index.ts';
import { minimax } from './minimax.test-helper.ts';
import { randomPosition, seeded } from './samples.ts';
import { load } from './solve.ts';
import { leaderTakesAll, trumpLength } from './lower.ts';
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

describe('leaderTakesAll', () => {
  test('is true when the leader holds only the top cards and nobody can ruff', () => {
    // South leads ♥A-K ♦A in spades: nobody holds a trump, North follows in each suit.
    const p: Position = { hands: hands('.43.2.', '.Q.QJ.', '.AK.A.', '.J.K.2'), trump: 'S', leader: 'S' };
    expect(leaderTakesAll(load(p).table)).toBe(true);
  });

  test('is false when an opponent can ruff, partner can overtake or ruff, or a card is not the top one', () => {
    const ruff: Position = { hands: hands('.43.2.', 'K.Q.Q.', '.AK.A.', '.J.K.2'), trump: 'S', leader: 'S' };
    // North holds one heart to South's two and a trump: he can ruff the second heart.
    const pardRuff: Position = { hands: hands('2.4.2.', '.Q.QJ.', '.AK.A.', '.J.K.2'), trump: 'S', leader: 'S' };
    const overtake: Position = { hands: hands('.A2.2.', '.Q3.Q.', '.KJ.A.', '.54.K.'), trump: undefined, leader: 'S' };
    const notTop: Position = { hands: hands('.2.32.', '.Q.A5.', '.AK.Q.', '.J.KJ.'), trump: undefined, leader: 'S' };
    for (const p of [ruff, pardRuff, overtake, notTop]) expect(leaderTakesAll(load(p).table), JSON.stringify(p.hands)).toBe(false);
  });

  test('matches the fewest tricks on any line wherever it says the leader takes the rest, on 4,000 seeded positions of 1–3 cards a hand', () => {
    const rnd = seeded(26015);
    let found = 0;
    for (let i = 0; i < 4000; i++) {
      const p = randomPosition(rnd, 1 + (i % 3));
      if (!leaderTakesAll(load(p).table)) continue;
      found++;
      const side = p.leader === 'N' || p.leader === 'S' ? 'NS' : 'EW';
      const least = minimax(p.hands as Record<Seat, Card[]>, p.leader, [], { trump: p.trump, side, maxes: [] });
      expect(least, JSON.stringify(p)).toBe(p.hands.N.length);
    }
    expect(found).toBeGreaterThan(50);
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
