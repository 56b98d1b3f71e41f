/**
 * A fast exhaustive reference for the solver's tests, on the cards as bit masks. It shares
 * nothing with the solver (no bounds, no equivalent cards, no move order, no table of bounds),
 * and every step is plainly exact:
 * - the value of a position at the start of a trick is the best over the trick's four cards
 *   (every legal card of each player, the leader's side maximising N-S's tricks) of the trick's
 *   winner plus the value of the next trick's start;
 * - inside one trick that best is found by alpha-beta over its four plies, called with the
 *   full window at the trick's start, so it returns the exact value (its leaves are exact);
 * - the exact value of a trick's start is remembered by the position's leader and, per suit,
 *   the owners of the cards still held from the top down: once a trick is complete, only the
 *   order of the cards left matters, not which cards were played.
 * `minimax.test-helper.ts` (plain minimax over card names) checks it on small positions.
 */
import { SEATS, SUITS, type Card, type Seat, type Suit } from '../bridge/index.ts';

const RANKS = 'AKQJT98765432';

/** N-S's tricks from the position on, the trick in progress (led by `leader`) included. */
export function exhaustive(hands: Readonly<Record<Seat, readonly Card[]>>, leader: Seat, trick: readonly Card[], trump: Suit | undefined): number {
  const h = new Int32Array(16);
  const cardNo = (c: Card) => SUITS.indexOf(c[0] as Suit) * 16 + (12 - RANKS.indexOf(c[1]!));
  for (const [i, seat] of SEATS.entries()) for (const c of hands[seat]) h[i * 4 + (cardNo(c) >> 4)]! |= 1 << (cardNo(c) & 15);
  const tr = trump === undefined ? -1 : SUITS.indexOf(trump);
  const memo = new Map<string, number>();
  const played: number[] = trick.map(cardNo);

  /** The key of a trick's start: the leader, then per suit the owner of each card held, from the top. */
  const keyOf = (lead: number): string => {
    let key = String(lead);
    for (let s = 0; s < 4; s++) {
      key += '|';
      for (let b = 12; b >= 0; b--) for (let seat = 0; seat < 4; seat++) if ((h[seat * 4 + s]! >> b) & 1) key += seat;
    }
    return key;
  };

  /** The exact value of a trick's start (`lead` to lead, nothing played). */
  const start = (lead: number): number => {
    if (h[lead * 4]! === 0 && h[lead * 4 + 1]! === 0 && h[lead * 4 + 2]! === 0 && h[lead * 4 + 3]! === 0) return 0;
    const key = keyOf(lead);
    const known = memo.get(key);
    if (known !== undefined) return known;
    const v = ply(lead, -1, 99);
    memo.set(key, v);
    return v;
  };

  /** Alpha-beta over the rest of the trick `lead` led (cards so far in `played`): exact when the value lies in (alpha, beta). */
  const ply = (lead: number, alpha: number, beta: number): number => {
    if (played.length === 4) {
      // The winner: the highest trump, else the highest card of the suit led.
      let w = 0;
      for (let i = 1; i < 4; i++) {
        const a = played[i]!;
        const b = played[w]!;
        if (a >> 4 === b >> 4 ? a > b : a >> 4 === tr) w = i;
      }
      const winner = (lead + w) & 3;
      const cards = played.splice(0, 4);
      const v = (winner & 1 ? 0 : 1) + start(winner);
      played.push(...cards);
      return v;
    }
    const seat = (lead + played.length) & 3;
    const led = played.length > 0 ? played[0]! >> 4 : -1;
    const follow = led >= 0 && h[seat * 4 + led]! !== 0;
    const maximise = (seat & 1) === 0;
    let best = maximise ? -1 : 99;
    for (let s = 0; s < 4; s++) {
      if (follow && s !== led) continue;
      const mine = h[seat * 4 + s]!;
      for (let b = 0; b < 13; b++) {
        if (((mine >> b) & 1) === 0) continue;
        h[seat * 4 + s] = mine & ~(1 << b);
        played.push(s * 16 + b);
        const v = ply(lead, alpha, beta);
        played.pop();
        h[seat * 4 + s] = mine;
        if (maximise) {
          best = Math.max(best, v);
          alpha = Math.max(alpha, v);
        } else {
          best = Math.min(best, v);
          beta = Math.min(beta, v);
        }
        if (alpha >= beta) return best;
      }
    }
    return best;
  };
  // The trick in progress is finished by `ply` with the full window, then every trick's start by `start`.
  return played.length === 0 ? start(SEATS.indexOf(leader)) : ply(SEATS.indexOf(leader), -1, 99);
}
