/**
 * The reference for the solver's tests: plain minimax over every legal card, no pruning, no
 * equivalent cards, no bounds; only exact positions met again at a trick's start are reused.
 * `allowed` limits a player's cards and `maxes` says who maximises (for the constrained search).
 */
import { nextSeat, SEATS, type Card, type Seat, type Suit } from '../bridge/index.ts';

const RANKS = 'AKQJT98765432';

/** The seat winning four cards (or fewer) led by `leader`. */
export function plainWinner(cards: readonly Card[], leader: Seat, trump: Suit | undefined): Seat {
  let w = 0;
  for (let i = 1; i < cards.length; i++) {
    const [a, b] = [cards[i]!, cards[w]!];
    const better = a[0] === b[0] ? RANKS.indexOf(a[1]!) < RANKS.indexOf(b[1]!) : a[0] === trump;
    if (better) w = i;
  }
  return nextSeat(leader, w);
}

export interface MinimaxRules {
  readonly trump: Suit | undefined;
  /** Whose tricks count. */
  readonly side: 'NS' | 'EW';
  /** Seats that maximise (the others minimise). */
  readonly maxes: readonly Seat[];
  /** The cards a seat may choose among the legal ones, given the cards played so far. */
  readonly allowed?: (seat: Seat, legal: Card[], history: readonly Card[]) => Card[];
}

/** The side's tricks from here, with the trick in progress `cards` led by `leader`. */
export function minimax(hands: Record<Seat, Card[]>, leader: Seat, cards: Card[], rules: MinimaxRules): number {
  const memo = new Map<string, number>();
  const history: Card[] = [];
  const counts = (s: Seat) => (rules.side === 'NS' ? s === 'N' || s === 'S' : s === 'E' || s === 'W');
  const go = (h: Record<Seat, Card[]>, lead: Seat, trick: Card[]): number => {
    if (trick.length === 4) {
      const w = plainWinner(trick, lead, rules.trump);
      return (counts(w) ? 1 : 0) + go(h, w, []);
    }
    const seat = nextSeat(lead, trick.length);
    if (h[seat].length === 0) return 0;
    const key =
      trick.length === 0 ? `${lead}|${SEATS.map((s) => [...h[s]].sort().join('')).join('|')}${rules.allowed ? `|${history.join('')}` : ''}` : undefined;
    if (key !== undefined && memo.has(key)) return memo.get(key)!;
    const follow = h[seat].filter((c) => c[0] === trick[0]?.[0]);
    const legal = follow.length > 0 ? follow : h[seat];
    const options = rules.allowed ? rules.allowed(seat, legal, history) : legal;
    const values = options.map((c) => {
      history.push(c);
      const v = go({ ...h, [seat]: h[seat].filter((x) => x !== c) }, lead, [...trick, c]);
      history.pop();
      return v;
    });
    const v = rules.maxes.includes(seat) ? Math.max(...values) : Math.min(...values);
    if (key !== undefined) memo.set(key, v);
    return v;
  };
  return go(hands, leader, cards);
}
