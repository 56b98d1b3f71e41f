/**
 * Double-dummy end positions for the score effect of a ruling: the tricks declarer's side takes
 * from the trick in progress on, both sides playing their best. The search is `src/lib/solver`'s;
 * this module adds what a ruling's board needs: hands that may still hold the cards of the trick,
 * and unknown cards in the trick (`?`, `D?`), tried with every card their player could have played.
 */
import { nextSeat, SEATS, type Card, type PlayedCard, type Seat, type Suit } from '../bridge/index.ts';
import { positionProblems, SearchBudgetExceeded, solve } from '../solver/index.ts';

/** The largest hand the score effect solves (larger positions take too long in the browser). */
export const MAX_CARDS = 10;
/** The most cards the solver may try per position (a few seconds in a browser): an awkward position past it is left unsolved. */
export const MAX_NODES = 5_000_000;

/**
 * Declarer's side's tricks from now on; undefined when the position is too large (more than
 * MAX_CARDS a hand, or more than MAX_NODES cards tried), impossible, or an unknown card of the
 * trick changes the answer.
 * @example solveEnd({ N: ['SA'], E: ['S2'], S: ['S3'], W: ['S4'] }, 'N', [], undefined, 'S') // 1
 */
export function solveEnd(
  hands: Readonly<Record<Seat, readonly Card[]>>,
  leader: Seat,
  trick: readonly PlayedCard[],
  trump: Suit | undefined,
  declarer: Seat,
  maxNodes = MAX_NODES,
): number | undefined {
  if (SEATS.some((s) => hands[s].length > MAX_CARDS)) return undefined;
  const side = declarer === 'N' || declarer === 'S' ? 'NS' : 'EW';
  const results = new Set<number | undefined>();
  // The cards already on the table; an unknown one is tried with every card its player could hold.
  const place = (i: number, cards: Card[], h: Record<Seat, readonly Card[]>): void => {
    if (i === trick.length) {
      const position = { hands: h, trump, leader, trick: cards };
      results.add(positionProblems(position).length === 0 ? solveWithin(position, side, maxNodes) : undefined);
      return;
    }
    const seat = nextSeat(leader, i);
    const c = trick[i] as PlayedCard;
    const led = (cards[0] ?? c)[0];
    const options = c.length === 2 && c[1] !== '?' ? [c as Card] : h[seat].filter((x) => (c === '?' ? true : x[0] === c[0]));
    const follow = options.filter((x) => x[0] === led);
    for (const x of i > 0 && follow.length > 0 && c === '?' ? follow : options) place(i + 1, [...cards, x], { ...h, [seat]: h[seat].filter((y) => y !== x) });
  };
  place(0, [], { N: hands.N, E: hands.E, S: hands.S, W: hands.W });
  return results.size === 1 ? [...results][0] : undefined;
}

/** The side's tricks, or undefined when the solver runs out of its budget. */
function solveWithin(position: Parameters<typeof solve>[0], side: 'NS' | 'EW', nodes: number): number | undefined {
  try {
    return solve(position, { budget: { nodes } }).tricks[side];
  } catch (e) {
    if (e instanceof SearchBudgetExceeded) return undefined;
    throw e;
  }
}
