// Property tests of the invariants the penalty-card laws state (2007), on random end positions:
// a penalty card is picked up when declarer requires or forbids the lead of its suit and the lead
// is made (50D2(a)); a penalty card stays until it is played or picked up (50A, 52B1(c)); a minor
// penalty card never lets a card of its suit below honour rank be played before it (50C).
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ALL_CARDS, nextSeat, partnerOf, SEATS, type Card, type Seat, type Suit } from '../../bridge/index.ts';
import { decide } from '../engine.ts';
import type { IncidentEvent, PenaltyCard, Ruling, RulingInput } from '../types.ts';

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
const honour = (c: Card) => 'AKQJT'.includes(c[1]!);
const pick = <T>(xs: readonly T[], n: number): T => xs[n % xs.length]!;

/** A random end position, declarer South, a defender with a penalty card from his hand. */
const position = fc
  .record({
    deck: fc.shuffledSubarray([...ALL_CARDS], { minLength: 52, maxLength: 52 }),
    k: fc.integer({ min: 2, max: 6 }),
    offender: fc.constantFrom<Seat>('E', 'W'),
    card: fc.nat(),
    kind: fc.constantFrom<PenaltyCard['kind']>('major', 'minor'),
    trump: fc.constantFrom<Suit | undefined>('S', 'H', 'D', 'C', undefined),
    before: fc.integer({ min: 0, max: 3 }),
    picks: fc.array(fc.nat(), { minLength: 5, maxLength: 5 }),
  })
  .map((p) => {
    const hands = Object.fromEntries(SEATS.map((s, i) => [s, p.deck.slice(i * p.k, i * p.k + p.k)])) as Record<Seat, Card[]>;
    const card = pick(hands[p.offender], p.card);
    const kind: PenaltyCard['kind'] = honour(card) ? 'major' : p.kind;
    return { ...p, hands, pc: { seat: p.offender, card, kind } as PenaltyCard };
  });
type Pos = typeof position extends fc.Arbitrary<infer T> ? T : never;

const input = (p: Pos, trick: string, events: IncidentEvent[]): RulingInput => ({
  situation: {
    hands: Object.fromEntries(SEATS.map((s) => [s, pbn(p.hands[s])])),
    declarer: 'S',
    contract: p.trump ? `4${p.trump}` : '3NT',
    trick,
    penaltyCards: [p.pc],
  },
  events,
});
const has = (xs: readonly { seat: Seat; card: string }[], seat: Seat, card: string) => xs.some((x) => x.seat === seat && x.card === card);
const clean = (r: Ruling) => {
  expect(r.problems).toEqual([]);
  expect(r.impossible).toEqual([]);
};

/** Cards led and followed legally up to the offender's turn: `before` cards, the leader's first. */
function trickUpTo(p: Pos, suit?: Suit): { trick: string; led: Suit | undefined } | undefined {
  const leader = nextSeat(p.offender, 4 - p.before);
  const cards: Card[] = [];
  for (let i = 0; i < p.before; i++) {
    const seat = nextSeat(leader, i);
    const led = cards[0]?.[0] ?? suit;
    const follow = p.hands[seat].filter((c) => c[0] === led);
    if (i === 0 && suit && follow.length === 0) return undefined;
    cards.push(pick(follow.length > 0 ? follow : p.hands[seat], p.picks[i]!));
  }
  return { trick: `${leader}:${cards.join(' ')}`, led: cards[0]?.[0] as Suit | undefined };
}

describe('penalty-card invariants (2007 Laws)', () => {
  test('50D2(a): when declarer requires or forbids the lead of its suit and the lead is made, the penalty card is picked up', () => {
    fc.assert(
      fc.property(position, fc.boolean(), (p, requires) => {
        const pc: PenaltyCard = { ...p.pc, kind: 'major' };
        const leader = partnerOf(p.offender);
        const suit = pc.card[0] as Suit;
        const own = p.hands[leader];
        const complying = own.filter((c) => (c[0] === suit) === requires);
        const lead = pick(complying.length > 0 ? complying : own, p.picks[0]!);
        const r = decide({
          ...input({ ...p, pc }, `${leader}:`, [
            { type: 'choose', by: 'S', option: requires ? 'require-lead' : 'forbid-lead', suit },
            { type: 'play', seat: leader, card: lead },
          ]),
        });
        clean(r);
        expect(r.returned).toEqual([{ seat: pc.seat, card: pc.card }]);
        expect(r.penaltyCards).toEqual([]);
        expect(r.played).toEqual([{ seat: leader, card: lead }]);
        expect(r.options).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  test('50A, 52B1(c): whatever the offender plays, his penalty card stays on the table unless it is the card played', () => {
    fc.assert(
      fc.property(position, (p) => {
        const t = trickUpTo(p);
        if (!t) return;
        const hand = p.hands[p.offender];
        const follow = hand.filter((c) => c[0] === t.led);
        const card = pick(follow.length > 0 ? follow : hand, p.picks[4]!); // no revoke
        const r = decide(input(p, t.trick, [{ type: 'play', seat: p.offender, card }]));
        clean(r);
        const played = has(r.played, p.offender, p.pc.card);
        const stays = has(r.penaltyCards, p.offender, p.pc.card);
        expect(played).toBe(card === p.pc.card);
        expect(stays).toBe(!played);
        expect(has(r.returned, p.offender, p.pc.card)).toBe(false);
      }),
      { numRuns: 400 },
    );
  });

  test('50C: a minor penalty card never lets another card of its suit below honour rank be played before it; an honour may be', () => {
    const minor = position.filter((p) => p.pc.kind === 'minor' && p.hands[p.offender].some((c) => c !== p.pc.card && c[0] === p.pc.card[0]));
    fc.assert(
      fc.property(minor, (p) => {
        const suit = p.pc.card[0] as Suit;
        const t = trickUpTo(p, suit);
        if (!t) return;
        const card = pick(
          p.hands[p.offender].filter((c) => c !== p.pc.card && c[0] === suit),
          p.picks[4]!,
        );
        const r = decide(input(p, t.trick, [{ type: 'play', seat: p.offender, card }]));
        clean(r);
        expect(r.penaltyCards).toEqual([p.pc]);
        if (honour(card)) {
          expect(r.played).toEqual([{ seat: p.offender, card }]);
        } else {
          expect(has(r.played, p.offender, card)).toBe(false);
          expect(r.options.find((o) => o.action === 'require-penalty-card')?.among).toEqual([p.pc.card]);
          expect(r.steps.map((s) => s.law)).toEqual(expect.arrayContaining(['50C', '52A', '52B2']));
        }
      }),
      { numRuns: 400 },
    );
  });
});
