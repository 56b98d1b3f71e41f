/**
 * The transposition table: bounds on the side's tricks from the start of a trick, shared by
 * every position that agrees where the result was decided. Positions are grouped by
 * `groupKey` (leader and lengths); an entry of a group names, per suit, the owners of the top
 * cards the result relied on (the code of `ownerCodes` cut to them). The other cards of the
 * suit won no trick by their rank anywhere in the search, so which hand holds which of them
 * does not matter: only how many each hand holds, which the group fixes.
 * An entry is nine numbers in its group's block of one shared typed array (the pool: no array is
 * made per group, which cost half the time of storing): per suit a mask and the owner code under
 * it (within a group every suit has the same length, so the top `k` cards of a suit are always
 * the same bits of its code, and a match is one AND and one compare a suit), then
 * `move << 8 | lower << 4 | upper`.
 */
import { count } from './cards.ts';
import { lowestOfTop } from './bounds.ts';
import type { Table } from './table.ts';

/** The entries of one group: `n` entries of {@link STRIDE} numbers each, at `at` in the pool, room for `room`. */
interface Group {
  at: number;
  room: number;
  n: number;
}

/** Numbers per entry: mask and code for each suit, then the bounds and card. */
const STRIDE = 9;

export class Transpositions {
  private readonly groups = new Map<number, Group>();
  /** Entries stored. */
  size = 0;
  /** The most entries held: when full, the table forgets those with the fewest cards left (every entry is only a hint or a bound, so forgetting is safe). */
  readonly cap: number;
  /** How many times the table made room for being full. */
  resets = 0;
  /** Entries per cards left a hand (the hand size of their group). */
  private readonly perSize = new Int32Array(14);
  /** Every group's entries, each group's in one block (a group outgrowing its block moves to a new one twice its size; the pool is packed again when the table makes room). */
  private pool = new Int32Array(1 << 12);
  private used = 0;
  /** Blocks left by groups that moved, by room (4 × 2^i entries at index i). */
  private readonly free: number[][] = [];

  constructor(cap = Infinity) {
    this.cap = cap;
  }
  /** After {@link probe}: the matching entry's bounds and card (or -1), and the lowest card it relied on per suit. */
  found = -1;
  readonly rel = new Int32Array(4);

  /** Looks up a position (its group and owner codes at `codes[at …]`) for a bound deciding `need`. */
  probe(t: Table, group: number, codes: Int32Array, at: number, need: number): void {
    this.found = -1;
    const g = this.groups.get(group);
    if (g === undefined) return;
    const c0 = codes[at]!,
      c1 = codes[at + 1]!,
      c2 = codes[at + 2]!,
      c3 = codes[at + 3]!;
    let hint = -1;
    const d = this.pool;
    const start = g.at;
    const end = start + g.n * STRIDE;
    for (let i = end - STRIDE; i >= start; i -= STRIDE) {
      if ((c0 & d[i]!) !== d[i + 1] || (c1 & d[i + 2]!) !== d[i + 3] || (c2 & d[i + 4]!) !== d[i + 5] || (c3 & d[i + 6]!) !== d[i + 7]) continue;
      const v = d[i + 8]!;
      if (((v >> 4) & 15) >= need || (v & 15) < need) {
        this.found = v;
        for (let s = 0; s < 4; s++) {
          // The mask's run of bits is two a card.
          const m = d[i + 2 * s]!;
          this.rel[s] = lowestOfTop(t.live(s), m === 0 ? 0 : (Math.clz32(m & -m) - Math.clz32(m) + 1) >> 1);
        }
        // The entry that decides is read first next time (moved to the end, the others keeping
        // their order: swapping it with the last entry sent that one back, 1% more cards).
        if (i < end - STRIDE) {
          const a0 = d[i]!,
            a1 = d[i + 1]!,
            a2 = d[i + 2]!,
            a3 = d[i + 3]!,
            a4 = d[i + 4]!,
            a5 = d[i + 5]!,
            a6 = d[i + 6]!,
            a7 = d[i + 7]!;
          d.copyWithin(i, i + STRIDE, end);
          const e = end - STRIDE;
          (d[e] = a0), (d[e + 1] = a1), (d[e + 2] = a2), (d[e + 3] = a3), (d[e + 4] = a4), (d[e + 5] = a5), (d[e + 6] = a6), (d[e + 7] = a7), (d[e + 8] = v);
        }
        return;
      }
      if (hint < 0) hint = v & ~0xff;
    }
    // No bound decides: give the card of the first match, with bounds that decide nothing.
    if (hint >= 0) this.found = hint | 15;
  }

  /**
   * Makes room when full: forgets the entries of the positions with the fewest cards left (the
   * cheapest to search again) until at least half the table is free; with a cap too small for
   * that to leave anything, all of them.
   */
  private evict(): void {
    let freed = 0;
    let upto = -1;
    while (upto < 13 && (freed === 0 || freed < this.cap / 2)) freed += this.perSize[++upto]!;
    for (const key of this.groups.keys()) if (Math.floor(key / GROUP_SIZE_UNIT) <= upto) this.groups.delete(key);
    // Pack the groups left into a new pool, each in a block of the room it had.
    let need = 0;
    for (const g of this.groups.values()) need += g.room * STRIDE;
    const pool = new Int32Array(Math.max(1 << 12, 2 * need));
    let used = 0;
    for (const g of this.groups.values()) {
      pool.set(this.pool.subarray(g.at, g.at + g.n * STRIDE), used);
      g.at = used;
      used += g.room * STRIDE;
    }
    this.pool = pool;
    this.used = used;
    for (const f of this.free) f.length = 0;
    this.perSize.fill(0, 0, upto + 1);
    this.size -= freed;
    this.resets++;
  }

  /** A block of the pool with room for `entries` entries (4 times a power of 2), a freed one if any; its start. */
  private claim(entries: number): number {
    const f = this.free[31 - Math.clz32(entries >> 2)];
    if (f !== undefined && f.length > 0) return f.pop()!;
    const at = this.used;
    this.used += entries * STRIDE;
    if (this.used > this.pool.length) {
      const pool = new Int32Array(Math.max(2 * this.pool.length, this.used));
      pool.set(this.pool.subarray(0, at));
      this.pool = pool;
    }
    return at;
  }

  /** Records that the side takes at least (`made`) or fewer than (`!made`) `need` tricks, relying on the cards from `rel[s]` up. */
  store(t: Table, group: number, codes: Int32Array, at: number, rel: Int32Array, need: number, made: boolean, left: number, move: number): void {
    // A new entry, never a search for one with the same cut: one store in fifty found one (a
    // full read of the group each time, 10% of the time); the same cut twice is two bounds.
    let g = this.groups.get(group);
    if (this.size >= this.cap) {
      this.evict();
      g = this.groups.get(group);
    }
    if (g === undefined) this.groups.set(group, (g = { at: this.claim(4), room: 4, n: 0 }));
    if (g.n === g.room) {
      const at = this.claim(2 * g.room);
      this.pool.copyWithin(at, g.at, g.at + g.n * STRIDE);
      (this.free[31 - Math.clz32(g.room >> 2)] ??= []).push(g.at);
      g.at = at;
      g.room *= 2;
    }
    const i = g.at + g.n * STRIDE;
    const d = this.pool;
    for (let s = 0; s < 4; s++) {
      const live = t.live(s);
      // The top k cards of the suit: the top 2k bits of its 2 × length bits of owners.
      const len = count(live);
      const k = count(live >> rel[s]!);
      const mask = ((1 << (2 * k)) - 1) << (2 * (len - k));
      d[i + 2 * s] = mask;
      d[i + 2 * s + 1] = codes[at + s]! & mask;
    }
    g.n++;
    this.size++;
    this.perSize[left]!++;
    d[i + 8] = (move << 8) | (made ? (need << 4) | left : need - 1);
  }
}

/** A group key's unit of hand size (`groupKey`: the hand size is its top digit). */
const GROUP_SIZE_UNIT = 4 * 14 ** 12;
