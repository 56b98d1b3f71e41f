/**
 * A small double-dummy solver for end positions (all four hands known, a few cards each): the
 * tricks declarer's side takes from the trick in progress on, both sides playing their best.
 * Used only for the score effect of a ruling; refuses positions larger than `MAX_CARDS`.
 */
import { nextSeat, SEATS, type Card, type PlayedCard, type Seat, type Suit } from '../bridge/index.ts';
import { winner } from './board.ts';

/** The largest hand the solver accepts. */
export const MAX_CARDS = 6;

/**
 * Declarer's side's tricks from now on; undefined when the position is too large or an unknown
 * card of the trick changes the answer.
 * @example solveEnd({ N: ['SA'], E: ['S2'], S: ['S3'], W: ['S4'] }, 'N', [], undefined, 'S') // 1
 */
export function solveEnd(hands: Readonly<Record<Seat, readonly Card[]>>, leader: Seat, trick: readonly PlayedCard[], trump: Suit | undefined, declarer: Seat): number | undefined {
  if (SEATS.some((s) => hands[s].length > MAX_CARDS)) return undefined;
  const ours = (s: Seat) => s === declarer || s === nextSeat(declarer, 2);
  const memo = new Map<string, number>();
  const h: Record<Seat, Card[]> = { N: [...hands.N], E: [...hands.E], S: [...hands.S], W: [...hands.W] };
  const RANKS = 'AKQJT98765432';
  // Cards of one suit with no card of that suit between them still in play are equivalent: try one.
  const distinct = (legal: Card[], cards: Card[]): Card[] => {
    const live = new Set<string>([...SEATS.flatMap((s) => h[s]), ...cards]);
    const sorted = [...legal].sort((x, y) => (x[0] === y[0] ? RANKS.indexOf(x[1] as string) - RANKS.indexOf(y[1] as string) : x < y ? -1 : 1));
    return sorted.filter((c, i) => {
      const prev = sorted[i - 1];
      if (prev === undefined || prev[0] !== c[0]) return true;
      for (let r = RANKS.indexOf(prev[1] as string) + 1; r < RANKS.indexOf(c[1] as string); r++) if (live.has(`${c[0]}${RANKS[r]}`)) return true;
      return false;
    });
  };
  const play = (lead: Seat, cards: Card[], alpha: number, beta: number): number => {
    if (cards.length === 4) {
      const w = winner(cards, lead, trump) as Seat;
      return (ours(w) ? 1 : 0) + (h[w].length === 0 ? 0 : fromLead(w));
    }
    const seat = nextSeat(lead, cards.length);
    const led = cards[0]?.[0];
    const follow = h[seat].filter((c) => c[0] === led);
    const legal = distinct(follow.length > 0 ? follow : h[seat], cards);
    if (legal.length === 0) return 0;
    const max = ours(seat);
    let best = max ? -1 : 99;
    for (const c of legal) {
      const before = h[seat];
      h[seat] = before.filter((x) => x !== c);
      const v = play(lead, [...cards, c], max ? Math.max(alpha, best) : alpha, max ? beta : Math.min(beta, best));
      h[seat] = before;
      best = max ? Math.max(best, v) : Math.min(best, v);
      if (max ? best >= beta : best <= alpha) break;
    }
    return best;
  };
  const fromLead = (lead: Seat): number => {
    const key = lead + SEATS.map((s) => [...h[s]].sort().join('')).join('|');
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    const v = play(lead, [], -1, 99);
    memo.set(key, v);
    return v;
  };
  // The cards already on the table; an unknown one is tried with every card its player could hold.
  const results = new Set<number>();
  const place = (i: number, cards: Card[]): void => {
    if (i === trick.length) return void results.add(play(leader, cards, -1, 99));
    const seat = nextSeat(leader, i);
    const c = trick[i] as PlayedCard;
    const led = (cards[0] ?? c)[0];
    const options = c.length === 2 && c[1] !== '?' ? [c as Card] : h[seat].filter((x) => (c === '?' ? true : x[0] === c[0]));
    const follow = options.filter((x) => x[0] === led);
    for (const x of i > 0 && follow.length > 0 && c === '?' ? follow : options) {
      const before = h[seat];
      h[seat] = before.filter((y) => y !== x);
      place(i + 1, [...cards, x]);
      h[seat] = before;
    }
  };
  place(0, []);
  return results.size === 1 ? [...results][0] : undefined;
}
