import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ALL_CARDS, nextSeat, SEATS, type Card, type Seat, type Suit } from '../bridge/index.ts';
import { winner } from './board.ts';
import { solveEnd } from './solver.ts';

/** Plain minimax without pruning or memo: the reference. */
function naive(h: Record<Seat, Card[]>, lead: Seat, cards: Card[], trump: Suit | undefined, decl: Seat): number {
  if (cards.length === 4) {
    const w = winner(cards, lead, trump)!;
    const mine = w === decl || w === nextSeat(decl, 2) ? 1 : 0;
    return mine + (h[w].length === 0 ? 0 : naive(h, w, [], trump, decl));
  }
  const seat = nextSeat(lead, cards.length);
  const follow = h[seat].filter((c) => c[0] === cards[0]?.[0]);
  const legal = follow.length > 0 ? follow : h[seat];
  const ours = seat === decl || seat === nextSeat(decl, 2);
  const vals = legal.map((c) => naive({ ...h, [seat]: h[seat].filter((x) => x !== c) }, lead, [...cards, c], trump, decl));
  return ours ? Math.max(...vals) : Math.min(...vals);
}

describe('solveEnd', () => {
  test('agrees with plain minimax on random three-card end positions', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray([...ALL_CARDS], { minLength: 12, maxLength: 12 }),
        fc.constantFrom<Suit | undefined>('S', 'H', undefined),
        fc.constantFrom(...SEATS),
        (deck, trump, lead) => {
          const h = Object.fromEntries(SEATS.map((s, i) => [s, deck.slice(i * 3, i * 3 + 3)])) as Record<Seat, Card[]>;
          expect(solveEnd(h, lead, [], trump, 'S')).toBe(naive(h, lead, [], trump, 'S'));
        },
      ),
      { numRuns: 200 },
    );
  });

  test('refuses positions larger than an end position', () => {
    const h = Object.fromEntries(SEATS.map((s, i) => [s, ALL_CARDS.slice(i * 13, i * 13 + 13)])) as Record<Seat, Card[]>;
    expect(solveEnd(h, 'N', [], undefined, 'S')).toBeUndefined();
  });
});
