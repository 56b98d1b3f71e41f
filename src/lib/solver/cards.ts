/**
 * The solver's numbers for the bridge model's words: a seat is 0–3 (N E S W, clockwise), a suit
 * 0–3 (S H D C), a rank a bit 0–12 (the two is bit 0, the ace bit 12) so that a higher bit is a
 * higher card, and a holding of one suit a 13-bit mask. A card is `suit * 16 + bit`.
 */
import { RANKS, SEATS, SUITS, type Card, type Rank, type Seat, type Suit } from '../bridge/index.ts';

/** Notrump as a trump index: no suit is trumps. */
export const NOTRUMP = 4;

/** The number of a seat (N 0, E 1, S 2, W 3). */
export const seatNo = (seat: Seat): number => SEATS.indexOf(seat);
/** The number of a suit (S 0, H 1, D 2, C 3). */
export const suitNo = (suit: Suit): number => SUITS.indexOf(suit);
/** The bit of a rank: the ace is 12, the two 0. */
export const rankBit = (rank: Rank): number => 12 - RANKS.indexOf(rank);

/** A card as a number: `suit * 16 + bit`. */
export function cardCode(c: Card): number {
  return suitNo(c[0] as Suit) * 16 + rankBit(c[1] as Rank);
}

/** Every card by its number (the search asks for a card's name at every position it visits). */
const CARD_OF: readonly Card[] = /* @__PURE__ */ Array.from(
  { length: 64 },
  (_, code) => `${SUITS[code >> 4] as Suit}${RANKS[12 - (code & 15)] as Rank}` as Card,
);

/** The card of a number made by {@link cardCode}. */
export function codeCard(code: number): Card {
  return CARD_OF[code]!;
}

/** The side of a seat number: 0 for N-S, 1 for E-W. */
export const sideNo = (seat: number): number => seat & 1;

/** The number of cards in a mask. */
export function count(mask: number): number {
  let m = mask - ((mask >> 1) & 0x5555);
  m = (m & 0x3333) + ((m >> 2) & 0x3333);
  m = (m + (m >> 4)) & 0x0f0f;
  return (m + (m >> 8)) & 0x1f;
}

/** The highest bit of a mask, -1 for an empty one. */
export function top(mask: number): number {
  return 31 - Math.clz32(mask);
}

/** Sixteen holdings, one per seat and suit (`seat * 4 + suit`), from lists of cards. */
export function toMasks(hands: Readonly<Record<Seat, readonly Card[]>>): Int32Array {
  const h = new Int32Array(16);
  for (const [s, seat] of SEATS.entries()) for (const c of hands[seat]) h[s * 4 + suitNo(c[0] as Suit)]! |= 1 << rankBit(c[1] as Rank);
  return h;
}

/** The cards of one seat's four masks, spades first, each suit from the top. */
export function maskCards(h: Int32Array, seat: number): Card[] {
  const out: Card[] = [];
  for (let s = 0; s < 4; s++) for (let b = 12; b >= 0; b--) if ((h[seat * 4 + s]! >> b) & 1) out.push(codeCard(s * 16 + b));
  return out;
}
