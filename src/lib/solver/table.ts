/**
 * The table during the search: sixteen holdings (`seat * 4 + suit`), the trumps, the leader and
 * the cards of the trick in progress. Playing a card and taking it back are the only changes.
 */
import { count, NOTRUMP } from './cards.ts';

/** The place of each seat's first three suits' lengths in {@link Table.lens}: 14 to the power 11 − (seat × 3 + suit). */
const PLACE = /* @__PURE__ */ Array.from({ length: 12 }, (_, i) => 14 ** (11 - i));

/** The mutable state a search walks through. */
export class Table {
  /** The holdings, `seat * 4 + suit`, 13-bit masks. */
  readonly h: Int32Array;
  /** The trump suit 0–3, or {@link NOTRUMP}. */
  readonly trump: number;
  /** The seat that led the trick in progress. */
  leader: number;
  /** How many cards the trick in progress has. */
  len = 0;
  /** Suit and bit of each card of the trick in progress. */
  readonly tSuit = new Int32Array(4);
  readonly tBit = new Int32Array(4);
  /** Per suit, the cards of the trick in progress (they still count between two held cards). */
  readonly onTable = new Int32Array(4);
  /** The cards the four hands hold. */
  held = 0;
  /** The length of the first three suits of each hand, as digits in base 14 (seat by seat), kept as cards are played: the group key's lower part. */
  lens = 0;
  /** Per suit, the owners of the cards still held from the top, as `key.ts`'s `ownerCodes` spells them, kept as cards are played. */
  readonly codes = new Int32Array(4);

  constructor(h: Int32Array, trump: number, leader: number) {
    this.h = h;
    this.trump = trump;
    this.leader = leader;
    for (let i = 0; i < 16; i++) {
      const n = count(h[i]!);
      this.held += n;
      if ((i & 3) < 3) this.lens += n * PLACE[(i >> 2) * 3 + (i & 3)]!;
    }
    for (let s = 0; s < 4; s++) {
      let code = 1;
      for (let b = 12; b >= 0; b--) {
        for (let seat = 0; seat < 4; seat++) if ((h[seat * 4 + s]! >> b) & 1) code = (code << 2) | seat;
      }
      this.codes[s] = code;
    }
  }

  /** The seat to play next. */
  toPlay(): number {
    return (this.leader + this.len) & 3;
  }

  /** The cards of a suit still held by anyone. */
  live(suit: number): number {
    const h = this.h;
    return h[suit]! | h[4 + suit]! | h[8 + suit]! | h[12 + suit]!;
  }

  /** Plays a card `seat` holds (the counts of cards held follow). */
  play(seat: number, code: number): void {
    const s = code >> 4;
    const b = code & 15;
    this.h[seat * 4 + s]! &= ~(1 << b);
    this.held--;
    // The card's two bits leave its suit's code: under them lie two bits a card of the suit still held below it.
    const r = 2 * count(this.live(s) & ((1 << b) - 1));
    const c = this.codes[s]!;
    this.codes[s] = ((c >>> (r + 2)) << r) | (c & ((1 << r) - 1));
    if (s < 3) this.lens -= PLACE[seat * 3 + s]!;
    this.tSuit[this.len] = s;
    this.tBit[this.len] = b;
    this.onTable[s]! |= 1 << b;
    this.len++;
  }

  unplay(seat: number, code: number): void {
    const s = code >> 4;
    const b = code & 15;
    this.len--;
    const r = 2 * count(this.live(s) & ((1 << b) - 1));
    const c = this.codes[s]!;
    this.codes[s] = ((((c >>> r) << 2) | seat) << r) | (c & ((1 << r) - 1));
    this.h[seat * 4 + s]! |= 1 << b;
    this.held++;
    if (s < 3) this.lens += PLACE[seat * 3 + s]!;
    this.onTable[s]! &= ~(1 << b);
  }

  /** The index (0 = the lead) of the card winning the trick so far. */
  winning(): number {
    const ts = this.tSuit;
    const tb = this.tBit;
    let w = 0;
    for (let i = 1; i < this.len; i++) {
      if (ts[i] === ts[w] ? tb[i]! > tb[w]! : ts[i] === this.trump) w = i;
    }
    return w;
  }

  /** Does the table have a trump suit? */
  hasTrumps(): boolean {
    return this.trump !== NOTRUMP;
  }
}
