/**
 * The transposition table: bounds on the side's tricks from the start of a trick, shared by
 * every position that agrees where the result was decided. Positions are grouped by
 * `groupKey` (leader and lengths); an entry of a group names, per suit, the owners of the top
 * cards the result relied on (the code of `ownerCodes` cut to them). The other cards of the
 * suit won no trick by their rank anywhere in the search, so which hand holds which of them
 * does not matter: only how many each hand holds, which the group fixes.
 * An entry is five numbers: four suit codes and `move << 8 | lower << 4 | upper`.
 */
import { count } from './cards.ts';
import { lowestOfTop } from './bounds.ts';
import type { Table } from './table.ts';

export class Transpositions {
  private readonly groups = new Map<number, number[]>();
  /** Entries stored. */
  size = 0;
  /** The most entries held: when full, the table forgets those with the fewest cards left (every entry is only a hint or a bound, so forgetting is safe). */
  readonly cap: number;
  /** How many times the table made room for being full. */
  resets = 0;
  /** Entries per cards left a hand (the hand size of their group). */
  private readonly perSize = new Int32Array(14);

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
    let hint = -1;
    for (let i = 0; i < g.length; i += 5) {
      if (!matches(g, i, codes, at)) continue;
      const v = g[i + 4]!;
      if (((v >> 4) & 15) >= need || (v & 15) < need) {
        this.found = v;
        for (let s = 0; s < 4; s++) this.rel[s] = lowestOfTop(t.live(s), (31 - Math.clz32(g[i + s]!)) >> 1);
        // The entries that decide come first next time.
        if (i > 0) {
          for (let j = 0; j < 5; j++) {
            const x = g[j]!;
            g[j] = g[i + j]!;
            g[i + j] = x;
          }
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
    this.perSize.fill(0, 0, upto + 1);
    this.size -= freed;
    this.resets++;
  }

  /** Records that the side takes at least (`made`) or fewer than (`!made`) `need` tricks, relying on the cards from `rel[s]` up. */
  store(t: Table, group: number, codes: Int32Array, at: number, rel: Int32Array, need: number, made: boolean, left: number, move: number): void {
    let g = this.groups.get(group);
    if (g === undefined) this.groups.set(group, (g = []));
    const cut = [0, 0, 0, 0];
    for (let s = 0; s < 4; s++) {
      const live = t.live(s);
      const k = count(live >> rel[s]!);
      cut[s] = codes[at + s]! >>> (2 * (count(live) - k));
    }
    let i = 0;
    for (; i < g.length; i += 5) if (g[i] === cut[0] && g[i + 1] === cut[1] && g[i + 2] === cut[2] && g[i + 3] === cut[3]) break;
    if (i === g.length) {
      if (this.size >= this.cap) {
        this.evict();
        g = this.groups.get(group);
        if (g === undefined) this.groups.set(group, (g = []));
        i = g.length;
      }
      g.push(cut[0]!, cut[1]!, cut[2]!, cut[3]!, left);
      this.size++;
      this.perSize[left]!++;
    }
    const v = g[i + 4]!;
    const lb = (v >> 4) & 15;
    const ub = v & 15;
    const m = move > 0 ? move : v >> 8;
    g[i + 4] = (m << 8) | (made ? (Math.max(lb, need) << 4) | ub : (lb << 4) | Math.min(ub, need - 1));
  }
}

/** A group key's unit of hand size (`groupKey`: the hand size is its top digit). */
const GROUP_SIZE_UNIT = 4 * 14 ** 12;

/** Do the top cards named by entry `i` have the same owners in the position? */
function matches(g: number[], i: number, codes: Int32Array, at: number): boolean {
  for (let s = 0; s < 4; s++) {
    const e = g[i + s]!;
    const c = codes[at + s]!;
    if (c >>> (Math.clz32(e) - Math.clz32(c)) !== e) return false;
  }
  return true;
}
