/**
 * The table during the search: sixteen holdings (`seat * 4 + suit`), the trumps, the leader and
 * the cards of the trick in progress. Playing a card and taking it back are the only changes.
 */
import { NOTRUMP } from './cards.ts';

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

  constructor(h: Int32Array, trump: number, leader: number) {
    this.h = h;
    this.trump = trump;
    this.leader = leader;
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

  play(seat: number, code: number): void {
    const s = code >> 4;
    const b = code & 15;
    this.h[seat * 4 + s]! &= ~(1 << b);
    this.tSuit[this.len] = s;
    this.tBit[this.len] = b;
    this.onTable[s]! |= 1 << b;
    this.len++;
  }

  unplay(seat: number, code: number): void {
    const s = code >> 4;
    const b = code & 15;
    this.len--;
    this.h[seat * 4 + s]! |= 1 << b;
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
