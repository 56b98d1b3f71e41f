// Properties of the Law 67 rule over random deals played with one card omitted: the trick found is
// the one the card is missing from, the offender the seat that omitted; 67A until a player of each
// side has played to the next trick, 67B after; the cards he must choose from are his cards of the
// suit led; the 67B1 transfer is one trick at most (64A2, never 64A1's two) and never more than his
// side won from the defective trick on; 67A transfers nothing.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { ALL_CARDS, cardSuit, nextSeat, partnerOf, type Card, type Seat } from '../bridge/index.ts';
import { defectiveTrick, type PlayedTrick } from './defective-trick.ts';

const SEATS: Seat[] = ['N', 'E', 'S', 'W'];
const input = fc.record({
  deal: fc.shuffledSubarray([...ALL_CARDS] as Card[], { minLength: 52, maxLength: 52 }),
  tricks: fc.integer({ min: 1, max: 10 }), // complete tricks before the next one
  defective: fc.nat(),
  offenderAt: fc.integer({ min: 1, max: 3 }), // the offender is not the leader
  nextCards: fc.integer({ min: 1, max: 4 }),
  edition: fc.constantFrom(2007 as const, 2017 as const),
});

test('an omitted card: the trick, the offender, 67A or 67B, the cards to choose from, at most one trick transferred', () => {
  fc.assert(
    fc.property(input, ({ deal, tricks, defective, offenderAt, nextCards, edition }) => {
      const hands = Object.fromEntries(SEATS.map((s, i) => [s, deal.slice(i * 13, i * 13 + 13)])) as Record<Seat, Card[]>;
      const d = defective % tricks;
      const played: PlayedTrick[] = [];
      let leader: Seat = 'W';
      let offender: Seat = 'N';
      for (let k = 0; k <= tricks; k++) {
        const seats = [0, 1, 2, 3].map((j) => nextSeat(leader, j));
        if (k === d) offender = seats[offenderAt] as Seat;
        const who = k === tricks ? seats.slice(0, nextCards) : seats.filter((s) => k !== d || s !== offender);
        played.push({ leader, plays: who.map((s) => ({ seat: s, card: hands[s].shift() as Card })) });
        leader = nextSeat(leader, 1);
      }
      const r = defectiveTrick({ declarer: 'S', trump: 'S', tricks: played, hands }, edition);
      expect(r).toMatchObject({ kind: 'omitted', trick: d, offender });
      if (r.kind !== 'omitted') return;
      const led = cardSuit(played[d]?.plays[0]?.card as Card);
      expect(r.choose).toEqual(hands[offender].filter((c) => cardSuit(c) === led));
      const next = played[d + 1] as PlayedTrick;
      const bothSides = new Set(next.plays.map((p) => (p.seat === 'N' || p.seat === 'S' ? 'NS' : 'EW'))).size === 2;
      expect(r.law.startsWith(bothSides ? '67B1' : '67A1')).toBe(true);
      if (!bothSides) {
        expect(r.transfer).toBeUndefined();
        return;
      }
      expect(r.transfer?.tricks).toBeLessThanOrEqual(1);
      expect(r.transfer?.tricks).toBeLessThanOrEqual(r.transfer?.offendersWon ?? 0);
      if (offender === partnerOf('S')) expect(r.transfer?.tricks).toBe(0);
    }),
    { seed: 67, numRuns: 1000 },
  );
});
