/**
 * The words of the bridge model: seats, sides, suits and ranks, as const arrays with the types
 * derived from them. Everything else in `src/lib/bridge` is spelled with these.
 */

// The seats live in a module of their own (seats.ts): the fill engine, on every page, needs only
// them, and a bundler keeps a module whole, so the rest of the vocabulary stays out of that JS.
import { SEATS, type Seat } from './seats.ts';

export { isSeat, SEATS, type Seat } from './seats.ts';

/**
 * The two partnerships.
 * @example SIDES.includes(sideOf('E')) // true
 */
export const SIDES = ['NS', 'EW'] as const;
/**
 * A partnership: `NS` or `EW`.
 * @example const side: Side = 'EW';
 */
export type Side = (typeof SIDES)[number];

/**
 * The four suits in PBN order (spades first): the order of the groups in `S.H.D.C`.
 * @example SUITS.join('.') // 'S.H.D.C'
 */
export const SUITS = ['S', 'H', 'D', 'C'] as const;
/**
 * A suit letter: `S`, `H`, `D` or `C`.
 * @example const suit: Suit = 'H';
 */
export type Suit = (typeof SUITS)[number];

/**
 * The thirteen ranks, highest first; `T` is the ten.
 * @example RANKS[4] // 'T'
 */
export const RANKS = ['A', 'K', 'Q', 'J', 'T', '9', '8', '7', '6', '5', '4', '3', '2'] as const;
/**
 * A rank letter, `T` for the ten.
 * @example const ten: Rank = 'T';
 */
export type Rank = (typeof RANKS)[number];

/**
 * The mark for a card that a diagram shows without saying which it is.
 * @example parseHolding('???') // three unknown cards
 */
export const UNKNOWN = '?';
/**
 * An unknown card in a diagram or in a trick.
 * @example const card: Rank | Unknown = '?';
 */
export type Unknown = typeof UNKNOWN;

/**
 * Suit symbols for display (add U+FE0E in HTML to avoid emoji rendering).
 * @example SUIT_SYMBOLS.H // '♥'
 */
export const SUIT_SYMBOLS: Readonly<Record<Suit, string>> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/**
 * Returns true when `value` is one of {@link SUITS}.
 * @example isSuit('H') // true; isSuit('h') // false
 */
export function isSuit(value: unknown): value is Suit {
  return typeof value === 'string' && (SUITS as readonly string[]).includes(value);
}

/**
 * Returns true when `value` is one of {@link RANKS} (so `'10'` is not a rank: use `'T'`).
 * @example isRank('T') // true; isRank('10') // false
 */
export function isRank(value: unknown): value is Rank {
  return typeof value === 'string' && (RANKS as readonly string[]).includes(value);
}

/**
 * The seat `steps` places clockwise from `seat` (negative steps go anticlockwise).
 * @example nextSeat('W') // 'N'; nextSeat('N', 2) // 'S'; nextSeat('N', -1) // 'W'
 */
export function nextSeat(seat: Seat, steps = 1): Seat {
  const i = SEATS.indexOf(seat);
  return SEATS[(((i + steps) % 4) + 4) % 4] as Seat;
}

/**
 * The partner of `seat`.
 * @example partnerOf('S') // 'N'
 */
export function partnerOf(seat: Seat): Seat {
  return nextSeat(seat, 2);
}

/**
 * The partnership `seat` belongs to.
 * @example sideOf('E') // 'EW'
 */
export function sideOf(seat: Seat): Side {
  return seat === 'N' || seat === 'S' ? 'NS' : 'EW';
}

/**
 * Position of a rank in {@link RANKS}: 0 for the ace, 12 for the two (lower is higher).
 * @example rankIndex('A') // 0; rankIndex('2') // 12
 */
export function rankIndex(rank: Rank): number {
  return RANKS.indexOf(rank);
}

/**
 * How a rank is printed for readers: `10` for the ten, the letter otherwise.
 * @example rankLabel('T') // '10'; rankLabel('Q') // 'Q'
 */
export function rankLabel(rank: Rank | Unknown): string {
  return rank === 'T' ? '10' : rank;
}
