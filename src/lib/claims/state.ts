/**
 * The table the line search plays on: the four hands (cards high to low), the trick in progress,
 * trumps, and which seats are the claimer's side. Immutable: `playCard` returns a new state.
 */
import { nextSeat, partnerOf, RANKS, SUITS, type Card, type Seat, type Suit } from '../bridge/index.ts';

/** A play in a trick. */
export interface Play {
  readonly seat: Seat;
  readonly card: Card;
}

/** A point in the play. */
export interface Table {
  readonly hands: Readonly<Record<Seat, readonly Card[]>>;
  readonly leader: Seat;
  readonly trick: readonly Play[];
  readonly trump?: Suit;
  /** Players who failed to follow in the line, as seat + suit (`WS`: West showed out of spades). */
  readonly out: readonly string[];
}

export const suitOf = (c: Card): Suit => c[0] as Suit;
const RANK_INDEX: Readonly<Record<string, number>> = /* @__PURE__ */ Object.fromEntries(RANKS.map((r, i) => [r, i]));
const SUIT_INDEX: Readonly<Record<string, number>> = /* @__PURE__ */ Object.fromEntries(SUITS.map((s, i) => [s, i]));
/** A rank's place in RANKS: the ace 0, the two 12. */
export const rankOf = (c: Card): number => RANK_INDEX[c[1]!]!;
/** Higher card first. */
export const byRank = (a: Card, b: Card): number => SUIT_INDEX[a[0]!]! - SUIT_INDEX[b[0]!]! || rankOf(a) - rankOf(b);

/** Whose turn it is. */
export const toPlay = (t: Table): Seat => nextSeat(t.leader, t.trick.length);

/** Cards of a suit in a hand, highest first. */
export const suitCards = (t: Table, seat: Seat, suit: Suit): Card[] => t.hands[seat].filter((c) => suitOf(c) === suit);

/** The legal cards of the player to play. */
export function legal(t: Table): Card[] {
  const seat = toPlay(t);
  if (t.trick.length === 0) return [...t.hands[seat]];
  const follow = suitCards(t, seat, suitOf(t.trick[0]!.card));
  return follow.length > 0 ? follow : [...t.hands[seat]];
}

/** The play winning the trick so far. */
export function winning(trick: readonly Play[], trump?: Suit): Play | undefined {
  let best: Play | undefined;
  for (const p of trick) {
    if (!best) best = p;
    else if (suitOf(p.card) === suitOf(best.card) ? rankOf(p.card) < rankOf(best.card) : suitOf(p.card) === trump) best = p;
  }
  return best;
}

/** Plays a card; a completed trick is gathered and its winner leads. Returns the new table and, after a fourth card, the winner. */
export function playCard(t: Table, card: Card): { table: Table; winner?: Seat; trick?: readonly Play[] } {
  const seat = toPlay(t);
  const hands = { ...t.hands, [seat]: t.hands[seat].filter((c) => c !== card) };
  const trick = [...t.trick, { seat, card }];
  if (trick.length < 4) return { table: { ...t, hands, trick } };
  const winner = winning(trick, t.trump)!.seat;
  const led = suitOf(trick[0]!.card);
  const out = [
    ...t.out,
    ...trick
      .filter((p) => suitOf(p.card) !== led)
      .map((p) => `${p.seat}${led}`)
      .filter((x) => !t.out.includes(x)),
  ];
  return { table: { hands, leader: winner, trick: [], out, ...(t.trump ? { trump: t.trump } : {}) }, winner, trick };
}

/** Tricks still to play (the trick in progress included). */
export const remainingTricks = (t: Table): number => t.hands[t.leader].length + (t.trick.length > 0 ? 1 : 0);

/** Every card still unplayed (in a hand). */
export const inPlay = (t: Table, card: Card): boolean => (Object.values(t.hands) as (readonly Card[])[]).some((h) => h.includes(card));

/** Who holds a card, if anyone. */
export function holder(t: Table, card: Card): Seat | undefined {
  return (Object.keys(t.hands) as Seat[]).find((s) => t.hands[s].includes(card));
}

/** The two seats of a side. */
export const sideSeats = (seat: Seat): readonly Seat[] => [seat, partnerOf(seat)];

/**
 * Equivalent cards: two cards of a suit in one hand with no unplayed card of another hand ranked
 * between them win and lose the same tricks; keep the highest of each run.
 */
export function distinct(t: Table, seat: Seat, cards: readonly Card[]): Card[] {
  const out: Card[] = [];
  for (const c of [...cards].sort(byRank)) {
    const prev = out[out.length - 1];
    if (prev && suitOf(prev) === suitOf(c) && !between(t, seat, prev, c)) continue;
    out.push(c);
  }
  return out;
}

function between(t: Table, seat: Seat, hi: Card, lo: Card): boolean {
  const s = suitOf(hi);
  for (let r = rankOf(hi) + 1; r < rankOf(lo); r++) {
    const c = `${s}${RANKS[r]}` as Card;
    const h = holder(t, c);
    if (h !== undefined && h !== seat) return true;
  }
  return false;
}
