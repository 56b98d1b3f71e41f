// Property tests of the laws on leads and plays out of turn, on random deals: what the laws state
// as invariants — a lead out of turn accepted by play stands (53); a defender's lead out of turn
// that declarer refuses becomes a major penalty card (56, 54D); declarer's never does (55B); a
// player who cannot comply with a rectification may play any legal card, and one who can is told
// the card (57B, 59); and the order of play such rulings leave is never named impossible.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ALL_CARDS, nextSeat, partnerOf, SEATS, type Card, type Seat, type Suit } from '../../bridge/index.ts';
import { makeBoard } from '../board.ts';
import { decide } from '../engine.ts';
import { impossibleFacts } from '../sequence.ts';
import type { IncidentEvent, RulingInput } from '../types.ts';

const SUITS: Suit[] = ['S', 'H', 'D', 'C'];
const rankOrder = 'AKQJT98765432';
const byRank = (a: Card, b: Card) => rankOrder.indexOf(a[1]!) - rankOrder.indexOf(b[1]!);
const pbn = (cards: Card[]) =>
  SUITS.map((s) =>
    cards
      .filter((c) => c[0] === s)
      .sort(byRank)
      .map((c) => c[1])
      .join(''),
  ).join('.');

/** A random position: k cards each, a random declarer and a random player on lead. */
const deal = fc
  .record({
    deck: fc.shuffledSubarray([...ALL_CARDS], { minLength: 52, maxLength: 52 }),
    k: fc.integer({ min: 2, max: 13 }),
    declarer: fc.constantFrom<Seat>(...SEATS),
    leader: fc.constantFrom<Seat>(...SEATS),
    picks: fc.array(fc.nat(), { minLength: 4, maxLength: 4 }),
  })
  .map(({ deck, k, declarer, leader, picks }) => ({
    hands: Object.fromEntries(SEATS.map((s, i) => [s, deck.slice(i * k, i * k + k)])) as Record<Seat, Card[]>,
    declarer,
    leader,
    picks,
  }));
type Deal = { hands: Record<Seat, Card[]>; declarer: Seat; leader: Seat; picks: number[] };

const situation = (d: Deal, trick: string): RulingInput['situation'] => ({
  hands: Object.fromEntries(SEATS.map((s) => [s, pbn(d.hands[s])])),
  declarer: d.declarer,
  contract: '3NT',
  trick,
});
const pick = (cards: Card[], n: number) => cards[n % cards.length] as Card;
const follow = (hand: Card[], led: Card) => (hand.some((c) => c[0] === led[0]) ? hand.filter((c) => c[0] === led[0]) : hand);
const isDefender = (d: Deal, s: Seat) => s !== d.declarer && s !== partnerOf(d.declarer);

describe('leads out of turn: invariants', () => {
  test("53: a lead out of turn accepted by the next player's play stands, with no penalty card and no option left", () => {
    fc.assert(
      fc.property(deal, fc.integer({ min: 1, max: 3 }), (d, offset) => {
        const offender = nextSeat(d.leader, offset);
        const lead = pick(d.hands[offender], d.picks[0]!);
        const next = nextSeat(offender);
        const reply = pick(follow(d.hands[next], lead), d.picks[1]!);
        const events: IncidentEvent[] = [
          { type: 'play', seat: offender, card: lead },
          { type: 'play', seat: next, card: reply },
        ];
        // When the player next in rotation was the one to lead, his card is found played to the irregular lead.
        const r = decide({ situation: situation(d, `${d.leader}:`), events, judgement: { leadOrPlay: 'played-to-it' } });
        expect(r.impossible).toEqual([]);
        expect(r.played).toEqual([
          { seat: offender, card: lead },
          { seat: next, card: reply },
        ]);
        expect(r.penaltyCards).toEqual([]);
        expect(r.options).toEqual([]);
        expect(r.steps[0]).toMatchObject({ law: '53', effect: 'applies', reason: 'accepted-by-play' });
      }),
      { numRuns: 300 },
    );
  });

  test("56, 54D: a defender's lead out of turn that declarer refuses becomes a major penalty card; it is neither played nor returned", () => {
    fc.assert(
      fc.property(deal, fc.integer({ min: 1, max: 3 }), fc.boolean(), (d, offset, opening) => {
        const offender = nextSeat(d.leader, offset);
        fc.pre(isDefender(d, offender) && (!opening || d.leader === nextSeat(d.declarer)));
        const lead = pick(d.hands[offender], d.picks[0]!);
        const r = decide({
          situation: { ...situation(d, `${d.leader}:`), ...(opening ? { tricksWon: { declarer: 0, defenders: 0 } } : {}) },
          events: [
            { type: 'play', seat: offender, card: lead },
            { type: 'refuse-lead', seat: d.declarer },
          ],
        });
        expect(r.penaltyCards).toEqual([{ seat: offender, card: lead, kind: 'major' }]);
        expect([...r.played, ...r.returned]).toEqual([]);
        expect(r.information).toContainEqual({
          cards: [{ seat: offender, card: lead }],
          unauthorizedFor: [partnerOf(offender)],
          authorizedFor: [d.declarer],
          law: '50E',
        });
      }),
      { numRuns: 300 },
    );
  });

  test("55: declarer's lead out of turn that a defender refuses goes back to his hand: never a penalty card", () => {
    fc.assert(
      fc.property(deal, fc.integer({ min: 1, max: 3 }), fc.boolean(), (d, offset, fromDummy) => {
        const hand = fromDummy ? partnerOf(d.declarer) : d.declarer;
        fc.pre(d.leader !== hand);
        const lead = pick(d.hands[hand], d.picks[0]!);
        const refuser = offset % 2 === 0 ? nextSeat(d.declarer) : nextSeat(d.declarer, 3);
        const r = decide({
          situation: situation(d, `${d.leader}:`),
          events: [
            { type: 'play', seat: hand, card: lead },
            { type: 'refuse-lead', seat: refuser },
          ],
        });
        expect(r.penaltyCards).toEqual([]);
        expect(r.returned).toEqual([{ seat: hand, card: lead }]);
        expect(r.steps.map((s) => s.law)).toContain(isDefender(d, d.leader) ? '55B1' : '55B2');
      }),
      { numRuns: 300 },
    );
  });
});

describe('59: inability to play as required', () => {
  test("57A: each of declarer's choices names the card it forces, or says the partner may play any legal card exactly when he cannot comply", () => {
    fc.assert(
      fc.property(deal, (d) => {
        // Declarer leads; the defender on his right plays before his partner (57A).
        const led = pick(d.hands[d.declarer], d.picks[0]!);
        const offender = nextSeat(d.declarer, 3);
        const partner = nextSeat(d.declarer);
        const card = pick(d.hands[offender], d.picks[1]!);
        const input = { situation: situation(d, `${d.declarer}:${led}`), events: [{ type: 'play' as const, seat: offender, card }] };
        // 2007 offers no "play another suit" (2017 added it); otherwise the two codes agree.
        expect(
          decide(input)
            .options.filter((o) => o.binds === partner)
            .map((o) => o.action),
        ).toEqual(['play-highest', 'play-lowest', 'forbid-suit']);
        const r = decide({ ...input, edition: 2017 });
        const suit = d.hands[partner].filter((c) => c[0] === led[0]).sort(byRank);
        const byAction = Object.fromEntries(r.options.filter((o) => o.binds === partner).map((o) => [o.action, o]));
        expect(Object.keys(byAction)).toEqual(['play-highest', 'play-lowest', 'play-suit', 'forbid-suit']);
        expect(byAction['play-highest']?.then).toEqual(suit.length === 0 ? { anyCard: true } : { forced: suit[0] });
        expect(byAction['play-lowest']?.then).toEqual(suit.length === 0 ? { anyCard: true } : { forced: suit.at(-1) });
        // Holding the suit led he must follow it, so another suit cannot be required of him.
        expect(byAction['play-suit']?.then).toEqual(suit.length > 0 ? { anyCard: true } : undefined);
        for (const o of Object.values(byAction)) expect(o.laws.includes('59')).toBe(o.then?.anyCard === true);
        expect(r.penaltyCards).toEqual([{ seat: offender, card, kind: 'major' }]);
      }),
      { numRuns: 300 },
    );
  });

  test('50D2 after a refused lead: requiring the suit of a partner who holds none of it, or forbidding the only suit he holds, leaves him any card', () => {
    fc.assert(
      fc.property(deal, (d) => {
        // The offender's partner was on lead; the offender led out of turn.
        fc.pre(isDefender(d, d.leader));
        const offender = partnerOf(d.leader);
        const lead = pick(d.hands[offender], d.picks[0]!);
        const r = decide({ situation: situation(d, `${d.leader}:`), events: [{ type: 'play', seat: offender, card: lead }] });
        const after = r.options.find((o) => o.action === 'refuse-lead')?.then?.options ?? [];
        const holds = d.hands[d.leader].some((c) => c[0] === lead[0]);
        const only = d.hands[d.leader].every((c) => c[0] === lead[0]);
        expect(after.map((o) => [o.action, o.binds, o.then?.anyCard === true])).toEqual([
          ['require-lead', d.leader, !holds],
          ['forbid-lead', d.leader, only],
        ]);
      }),
      { numRuns: 300 },
    );
  });
});

describe('the order of play these rulings leave', () => {
  test('a refused lead out of turn, then the proper lead and three cards in rotation, is never named impossible', () => {
    fc.assert(
      fc.property(deal, fc.integer({ min: 1, max: 3 }), (d, offset) => {
        const offender = nextSeat(d.leader, offset);
        const loot = pick(d.hands[offender], d.picks[0]!);
        const events: IncidentEvent[] = [
          { type: 'play', seat: offender, card: loot },
          { type: 'refuse-lead', seat: isDefender(d, offender) ? d.declarer : nextSeat(d.declarer) },
        ];
        const lead = pick(d.hands[d.leader], d.picks[1]!);
        events.push({ type: 'play', seat: d.leader, card: lead });
        for (let i = 1; i < 4; i++) {
          const s = nextSeat(d.leader, i);
          events.push({ type: 'play', seat: s, card: pick(follow(d.hands[s], lead), d.picks[1 + i] ?? 0) });
        }
        expect(impossibleFacts(makeBoard(situation(d, `${d.leader}:`), events), events)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});

describe('robustness', () => {
  test('any sequence of plays, statements, spreads and cards played together is ruled without an internal error, and no card the player does not hold comes out', () => {
    const fact = (d: Deal) =>
      fc.oneof(
        fc
          .record({ seat: fc.constantFrom<Seat>(...SEATS), n: fc.nat(), next: fc.boolean() })
          .map(({ seat, n, next }): IncidentEvent => ({ type: 'play', seat, card: pick(d.hands[seat], n), ...(next ? { trick: 'next' as const } : {}) })),
        fc
          .record({ seat: fc.constantFrom<Seat>(...SEATS), accept: fc.boolean() })
          .map(({ seat, accept }): IncidentEvent => ({ type: accept ? 'accept-lead' : 'refuse-lead', seat })),
        fc.constantFrom<Seat>(...SEATS).map((seat): IncidentEvent => ({ type: 'spread', seat })),
        fc
          .record({ seat: fc.constantFrom<Seat>(...SEATS), to: fc.constantFrom<Seat>(...SEATS) })
          .map(({ seat, to }): IncidentEvent => ({ type: 'told-to-lead', seat, to })),
        fc
          .record({ seat: fc.constantFrom<Seat>(...SEATS), kind: fc.constantFrom<'mistaken' | 'corrected'>('mistaken', 'corrected') })
          .map(({ seat, kind }): IncidentEvent => ({ type: 'explanation', seat, kind })),
        fc.record({ a: fc.constantFrom<Seat>(...SEATS), b: fc.constantFrom<Seat>(...SEATS), n: fc.nat(), m: fc.nat(), down: fc.boolean() }).map(
          ({ a, b, n, m, down }): IncidentEvent => ({
            type: 'simultaneous',
            plays: [
              { seat: a, card: pick(d.hands[a], n) },
              { seat: b, card: pick(d.hands[b], m + 1), ...(down ? { faceDown: true as const } : {}) },
            ],
          }),
        ),
      );
    fc.assert(
      fc.property(
        deal.chain((d) => fc.record({ d: fc.constant(d), events: fc.array(fact(d), { minLength: 1, maxLength: 6 }), opening: fc.boolean() })),
        ({ d, events, opening }) => {
          const r = decide({ situation: { ...situation(d, `${d.leader}:`), ...(opening ? { tricksWon: { declarer: 0, defenders: 0 } } : {}) }, events });
          expect(r.problems.filter((p) => p.includes('could not rule'))).toEqual([]);
          for (const x of [...r.played, ...r.returned, ...r.penaltyCards]) expect(d.hands[x.seat]).toContain(x.card);
        },
      ),
      { numRuns: 200 },
    );
  });
});
