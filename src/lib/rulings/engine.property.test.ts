// Property tests of Law 46 and of the engine's robustness, on random end positions.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ALL_CARDS, nextSeat, SEATS, type Card, type Seat, type Suit } from '../bridge/index.ts';
import { beats } from './board.ts';
import { decide } from './engine.ts';
import { parseRulingInput } from './input.ts';
import type { RulingInput, Says } from './types.ts';

const SUITS: Suit[] = ['S', 'H', 'D', 'C'];
const rankOrder = 'AKQJT98765432';
const pbn = (cards: Card[]) =>
  SUITS.map((s) =>
    cards
      .filter((c) => c[0] === s)
      .sort((a, b) => rankOrder.indexOf(a[1]!) - rankOrder.indexOf(b[1]!))
      .map((c) => c[1])
      .join(''),
  ).join('.');

/** A random end position: k cards each, a trick in progress with dummy (N) next to play, a trump suit or none. */
const position = fc
  .record({
    deck: fc.shuffledSubarray([...ALL_CARDS], { minLength: 52, maxLength: 52 }),
    k: fc.integer({ min: 1, max: 6 }),
    before: fc.integer({ min: 0, max: 3 }),
    trump: fc.constantFrom<Suit | undefined>('S', 'H', 'D', 'C', undefined),
    picks: fc.array(fc.nat(), { minLength: 3, maxLength: 3 }),
  })
  .map(({ deck, k, before, trump, picks }) => {
    const hands = Object.fromEntries(SEATS.map((s, i) => [s, deck.slice(i * k, i * k + k)])) as Record<Seat, Card[]>;
    const leader = nextSeat('N', 4 - before);
    const trick: Card[] = [];
    for (let i = 0; i < before; i++) {
      const seat = nextSeat(leader, i);
      const led = trick[0]?.[0];
      const follow = hands[seat].filter((c) => c[0] === led);
      const legal = follow.length > 0 ? follow : hands[seat];
      trick.push(legal[(picks[i] ?? 0) % legal.length] as Card);
    }
    return { hands, leader, trick, trump };
  });

type Pos = { hands: Record<Seat, Card[]>; leader: Seat; trick: Card[]; trump: Suit | undefined };
const input = (p: Pos, says: Says): RulingInput => ({
  situation: {
    hands: Object.fromEntries(SEATS.map((s) => [s, pbn(p.hands[s])])),
    declarer: 'S',
    contract: p.trump ? `4${p.trump}` : '3NT',
    trick: `${p.leader}:${p.trick.join(' ')}`,
  },
  events: [{ type: 'designate', seat: 'S', says, kind: 'designation' }],
});
const dummyLegal = (p: Pos) => {
  const led = p.trick[0]?.[0];
  const follow = p.hands.N.filter((c) => c[0] === led);
  return follow.length > 0 ? follow : p.hands.N;
};
const lowest = (cards: Card[]) => [...cards].sort((a, b) => rankOrder.indexOf(b[1]!) - rankOrder.indexOf(a[1]!))[0];

describe('Law 46 properties', () => {
  test('"win it" designates the lowest card of dummy that wins the trick, when one exists', () => {
    fc.assert(
      fc.property(
        position.filter((p) => p.trick.length > 0),
        (p) => {
          const led = p.trick[0]![0] as Suit;
          let best = p.trick[0]!;
          for (const c of p.trick) if (beats(c, best, led, p.trump)) best = c;
          const winners = dummyLegal(p).filter((c) => beats(c, best, led, p.trump));
          const r = decide(input(p, { size: 'win' }));
          if (winners.length === 0) {
            expect(r.played).toEqual([]);
            expect(r.options.map((o) => o.action)).toEqual(['designate']);
          } else expect(r.played).toEqual([{ seat: 'N', card: lowest(winners) }]);
        },
      ),
      { numRuns: 400 },
    );
  });

  test("a suit named without a rank designates dummy's lowest card of that suit", () => {
    fc.assert(
      fc.property(position, fc.constantFrom(...SUITS), (p, suit) => {
        const held = p.hands.N.filter((c) => c[0] === suit);
        fc.pre(held.length > 0);
        expect(decide(input(p, { suit })).played).toEqual([{ seat: 'N', card: lowest(held) }]);
      }),
      { numRuns: 400 },
    );
  });

  test('a card dummy does not hold is no designation (46B4): nothing is played, declarer designates again', () => {
    fc.assert(
      fc.property(position, fc.constantFrom(...ALL_CARDS), (p, card) => {
        fc.pre(!p.hands.N.includes(card));
        const r = decide(input(p, { card }));
        expect(r.played).toEqual([]);
        expect(r.steps.map((s) => s.law)).toContain('46B4');
        expect(r.options).toEqual([{ who: ['S'], action: 'designate', laws: ['46B4'] }]);
      }),
      { numRuns: 300 },
    );
  });
});

const says: fc.Arbitrary<Says> = fc.record(
  {
    card: fc.constantFrom(...ALL_CARDS),
    suit: fc.constantFrom(...SUITS),
    rank: fc.constantFrom(...'AKQJT98765432'.split('')) as fc.Arbitrary<never>,
    size: fc.constantFrom('high', 'low', 'win') as fc.Arbitrary<'high' | 'low' | 'win'>,
    anything: fc.constant(true as const),
  },
  { requiredKeys: [] },
);

describe('engine robustness', () => {
  test('never returns a card the player does not hold', () => {
    const findings = fc.record(
      {
        intention: fc.constantFrom('incontrovertible', 'not-incontrovertible'),
        slip: fc.constantFrom('tongue', 'mind'),
        visibleToPartner: fc.boolean(),
        indicatesPlayed: fc.boolean(),
        nearlyTouchingTable: fc.boolean(),
      },
      { requiredKeys: [] },
    ) as fc.Arbitrary<RulingInput['judgement'] & object>;
    fc.assert(
      fc.property(
        position,
        fc.array(says, { minLength: 1, maxLength: 3 }),
        fc.constantFrom(...SEATS),
        fc.nat(),
        findings,
        (p, words, seat, pick, judgement) => {
          const own = p.hands[seat][pick % p.hands[seat].length] as Card;
          const events: RulingInput['events'] = [
            ...words.map((w, i) => ({
              type: 'designate' as const,
              seat: 'S' as const,
              says: w,
              kind: i === 0 ? ('designation' as const) : ('clarification' as const),
            })),
          ];
          const designated = decide({ ...input(p, {}), events, judgement });
          const exposed = decide({ ...input(p, {}), events: [{ type: 'expose', seat, card: own, position: 'held-near-table' }], judgement });
          for (const r of [designated, exposed]) {
            for (const x of [...r.played, ...r.returned, ...r.penaltyCards]) {
              if (x.card.length === 2 && x.card[1] !== '?') expect(p.hands[x.seat]).toContain(x.card);
            }
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  test('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything(), (data) => {
        expect(() => decide(data as RulingInput)).not.toThrow();
        expect(() => parseRulingInput(data)).not.toThrow();
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(position, fc.array(says, { maxLength: 4 }), fc.anything(), (p, words, judgement) => {
        const events = words.map((w) => ({ type: 'designate' as const, seat: 'S' as const, says: w, kind: 'correction' as const }));
        expect(() => decide({ ...input(p, {}), events, judgement: judgement as never })).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });
});
