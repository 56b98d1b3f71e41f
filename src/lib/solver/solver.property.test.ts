import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ALL_CARDS, nextSeat, SEATS, type Card, type Seat, type Suit } from '../bridge/index.ts';
import { bestPlays, positionProblems, solve, solveWith, type Position } from './index.ts';
import { minimax } from './minimax.test-helper.ts';

/**
 * A random legal position: `min`–`max` cards a hand, random trumps and leader, and 0–3 cards of a trick
 * in progress played by the rules (following suit when able).
 */
const positions = (max: number, min = 1) =>
  fc
    .record({
      n: fc.integer({ min, max }),
      deck: fc.shuffledSubarray([...ALL_CARDS], { minLength: 52, maxLength: 52 }),
      trump: fc.constantFrom<Suit | undefined>('S', 'H', 'D', 'C', undefined),
      leader: fc.constantFrom(...SEATS),
      played: fc.integer({ min: 0, max: 3 }),
      picks: fc.array(fc.nat(), { minLength: 3, maxLength: 3 }),
    })
    .map(({ n, deck, trump, leader, played, picks }): Position => {
      const hands = Object.fromEntries(SEATS.map((s, i) => [s, deck.slice(i * n, i * n + n)])) as Record<Seat, Card[]>;
      const trick: Card[] = [];
      for (let i = 0; i < played; i++) {
        const seat = nextSeat(leader, i);
        const follow = hands[seat].filter((c) => c[0] === trick[0]?.[0]);
        const legal = follow.length > 0 ? follow : hands[seat];
        const c = legal[picks[i]! % legal.length]!;
        trick.push(c);
        hands[seat] = hands[seat].filter((x) => x !== c);
      }
      return { hands, trump, leader, trick };
    });

const toMove = (p: Position) => nextSeat(p.leader, (p.trick ?? []).length);
const reference = (p: Position, side: 'NS' | 'EW' = 'NS') =>
  minimax(p.hands as Record<Seat, Card[]>, p.leader, [...(p.trick ?? [])], { trump: p.trump, side, maxes: side === 'NS' ? ['N', 'S'] : ['E', 'W'] });
const left = (p: Position) => p.hands[toMove(p)].length;
const runs = (numRuns: number) => ({ numRuns, seed: 1301 });

describe('the solver on random positions (1–5 cards a hand, a trick in progress allowed)', () => {
  test('every generated position is legal', () => {
    fc.assert(
      fc.property(positions(5), (p) => {
        expect(positionProblems(p)).toEqual([]);
      }),
      runs(100),
    );
  });

  test("solve agrees with exhaustive minimax; both sides' tricks add up to the tricks left", () => {
    fc.assert(
      fc.property(positions(5), (p) => {
        const r = solve(p);
        expect(r.tricks.NS).toBe(reference(p));
        expect(r.tricks.NS + r.tricks.EW).toBe(left(p));
        expect(r.tricks.NS).toBeGreaterThanOrEqual(0);
      }),
      runs(100),
    );
  });

  test('on larger positions (6–7 cards a hand) the full search agrees with a plain one (exact cards as keys, no bounds, no equivalent cards)', () => {
    fc.assert(
      fc.property(positions(7, 6), (p) => {
        expect(solve(p).tricks.NS).toBe(solveWith(p, { side: 'NS', key: () => '', equivalence: false }).tricks);
      }),
      runs(80),
    );
  });

  test('on 6-card positions bestPlays, whose table serves every card, gives each card the value of a search that shares nothing between positions', () => {
    fc.assert(
      fc.property(positions(6, 6), (p) => {
        const { seat, plays } = bestPlays(p);
        for (const x of plays) {
          const trick = [...(p.trick ?? []), x.card];
          const after: Position = { ...p, hands: { ...p.hands, [seat]: p.hands[seat].filter((c) => c !== x.card) }, trick };
          // A complete trick is no longer in progress: the solver takes it from the player who won it.
          if (trick.length === 4) continue;
          expect(x.tricks.NS, x.card).toBe(solveWith(after, { side: 'NS', key: () => '', equivalence: true }).tricks);
        }
      }),
      runs(2000),
    );
  });

  test("bestPlays gives every legal card its minimax value, and the best of them is solve's", () => {
    fc.assert(
      fc.property(positions(4), (p) => {
        const { seat, plays } = bestPlays(p);
        expect(seat).toBe(toMove(p));
        const hand = p.hands[seat];
        const led = p.trick?.[0]?.[0];
        const follow = hand.filter((c) => c[0] === led);
        expect(plays.map((x) => x.card).sort()).toEqual([...(follow.length > 0 ? follow : hand)].sort());
        for (const x of plays) {
          const after = minimax({ ...(p.hands as Record<Seat, Card[]>), [seat]: hand.filter((c) => c !== x.card) }, p.leader, [...(p.trick ?? []), x.card], {
            trump: p.trump,
            side: 'NS',
            maxes: ['N', 'S'],
          });
          expect(x.tricks.NS).toBe(after);
        }
        const values = plays.map((x) => x.tricks.NS);
        expect(seat === 'N' || seat === 'S' ? Math.max(...values) : Math.min(...values)).toBe(solve(p).tricks.NS);
      }),
      runs(80),
    );
  });

  test("solveWith without constraints counts either side's tricks as solve does", () => {
    fc.assert(
      fc.property(positions(4), fc.constantFrom<'NS' | 'EW'>('NS', 'EW'), (p, side) => {
        const r = solveWith(p, { side });
        expect(r.tricks).toBe(solve(p).tricks[side]);
        expect(r.tricks).toBe(reference(p, side));
      }),
      runs(80),
    );
  });

  test('solveWith with choices limited by the cards played so far agrees with minimax under the same limits, and its line obeys them', () => {
    fc.assert(
      fc.property(
        positions(4),
        fc.constantFrom<'NS' | 'EW'>('NS', 'EW'),
        fc.constantFrom<'max' | 'min'>('max', 'min'),
        fc.integer({ min: 0, max: 1000 }),
        (p, side, objective, salt) => {
          // The counted side may play, among its legal cards, those whose hash with the history is even (at least one).
          const ours = (seat: Seat) => (side === 'NS') === (seat === 'N' || seat === 'S');
          const allowed = (seat: Seat, legal: readonly Card[], history: readonly Card[]): Card[] => {
            if (!ours(seat)) return [...legal];
            const keep = legal.filter((c) => hash(`${salt}${history.join('')}${c}`) % 2 === 0);
            return keep.length > 0 ? keep : [legal[0]!];
          };
          const r = solveWith(p, {
            side,
            objective,
            choose: (seat, legal, state) =>
              allowed(
                seat,
                legal,
                state.played.map((x) => x.card),
              ),
            key: (state) => state.played.map((x) => x.card).join(''),
          });
          const maxes = objective === 'max' ? SEATS.filter(ours) : [];
          expect(r.tricks).toBe(minimax(p.hands as Record<Seat, Card[]>, p.leader, [...(p.trick ?? [])], { trump: p.trump, side, maxes, allowed }));
          // The line: all cards left, each allowed at its point; replayed, it yields the tricks.
          expect(r.line).toHaveLength(SEATS.reduce((n, s) => n + p.hands[s].length, 0));
          const history: Card[] = [];
          for (const step of r.line) {
            expect(allowed(step.seat, [step.card], history)).toContain(step.card);
            history.push(step.card);
          }
          expect(
            replay(
              p,
              r.line.map((x) => x.card),
              side,
            ),
          ).toBe(r.tricks);
        },
      ),
      runs(60),
    );
  });
});

function hash(text: string): number {
  let h = 7;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h;
}

/** The side's tricks when the cards are played in this order from the position. */
function replay(p: Position, cards: Card[], side: 'NS' | 'EW'): number {
  let leader = p.leader;
  let trick = [...(p.trick ?? [])];
  let won = 0;
  for (const c of cards) {
    trick.push(c);
    if (trick.length < 4) continue;
    let w = 0;
    for (let i = 1; i < 4; i++) {
      const [a, b] = [trick[i]!, trick[w]!];
      if (a[0] === b[0] ? 'AKQJT98765432'.indexOf(a[1]!) < 'AKQJT98765432'.indexOf(b[1]!) : a[0] === p.trump) w = i;
    }
    leader = nextSeat(leader, w);
    if ((side === 'NS') === (leader === 'N' || leader === 'S')) won++;
    trick = [];
  }
  return won;
}
