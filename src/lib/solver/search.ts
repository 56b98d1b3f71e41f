/**
 * The search: null-window tests ("does the side take at least `target` tricks?") by alpha-beta
 * over single cards, with a transposition table of trick-count bounds at the start of each
 * trick, the bounds of `bounds.ts` and the move order of `moves.ts`. A constrained search
 * (hooks) asks which cards a player may choose and keys its table on the hooks' own state too.
 */
import { count } from './cards.ts';
import { quickTricks, sureTrumpTricks } from './bounds.ts';
import { absoluteKey, relativeKey } from './key.ts';
import { generate } from './moves.ts';
import type { Table } from './table.ts';

/** What a constrained search asks its caller (cards as numbers, see `cards.ts`). */
export interface Hooks {
  /** The cards `seat` may choose among its legal ones (a non-empty subset). */
  readonly choose?: (seat: number, legal: number[]) => number[];
  /** The caller's own state, when its choices depend on more than the cards; no table without it. */
  readonly key?: () => string;
  /** May equivalent cards be tried once (only when the choices treat them alike)? */
  readonly equivalence?: boolean;
}

/** A search over one table, counting the tricks of one side. */
export class Search {
  readonly t: Table;
  /** The side whose tricks are counted: 0 N-S, 1 E-W. */
  readonly side: number;
  /** Per seat: does it maximise the side's tricks (else it minimises them)? */
  readonly maxes: readonly boolean[];
  readonly hooks: Hooks | undefined;
  readonly tt = new Map<string, number>();
  /** Cards tried. */
  nodes = 0;
  /** Tricks the side has won since the search's position, and tricks completed since then. */
  won = 0;
  done = 0;
  /** The cards played since the search's position, as `seat * 64 + card`. */
  readonly history: number[] = [];
  private target = 0;
  private depth = 0;
  private readonly buf = new Int32Array(56 * 13);
  private readonly allow = new Int32Array(4);

  constructor(t: Table, side: number, maxes: readonly boolean[], hooks?: Hooks) {
    this.t = t;
    this.side = side;
    this.maxes = maxes;
    this.hooks = hooks;
  }

  /** Does the side take at least `target` tricks in all (those won since the position included)? */
  test(target: number): boolean {
    this.target = target;
    return this.t.len === 4 ? this.endTrick() : this.go();
  }

  /** {@link test} after `seat` plays `card`. */
  testAfter(seat: number, card: number, target: number): boolean {
    this.t.play(seat, card);
    this.history.push(seat * 64 + card);
    const r = this.test(target);
    this.history.pop();
    this.t.unplay(seat, card);
    return r;
  }

  /** The side's tricks in all with best play from here, between `lo` and `hi`. */
  value(lo: number, hi: number, after?: { seat: number; card: number }): number {
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (after === undefined ? this.test(mid) : this.testAfter(after.seat, after.card, mid)) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /** Plays a card for good (the line of a solution), closing the trick it completes. */
  commit(seat: number, card: number): void {
    const t = this.t;
    t.play(seat, card);
    this.history.push(seat * 64 + card);
    if (t.len < 4) return;
    const winner = (t.leader + t.winning()) & 3;
    this.won += (winner & 1) === this.side ? 1 : 0;
    this.done++;
    t.len = 0;
    t.leader = winner;
    t.onTable.fill(0);
  }

  /** The cards to try for `seat`, written at `at` in the move buffer; how many. */
  moves(seat: number, at: number): number {
    const hooks = this.hooks;
    if (hooks?.choose === undefined) return generate(this.t, seat, this.buf, at, undefined, hooks === undefined || hooks.equivalence === true);
    const legal: number[] = [];
    const n = generate(this.t, seat, this.buf, at, undefined, false);
    for (let i = 0; i < n; i++) legal.push(this.buf[at + i]!);
    const chosen = hooks.choose(seat, legal);
    this.allow.fill(0);
    for (const c of chosen) {
      if (!legal.includes(c)) throw new RangeError(`solver: choose() returned a card that is not a legal play (${c})`);
      this.allow[c >> 4]! |= 1 << (c & 15);
    }
    if (chosen.length === 0) throw new RangeError('solver: choose() returned no card: it must allow at least one legal play');
    return generate(this.t, seat, this.buf, at, this.allow, hooks.equivalence === true);
  }

  /** The card buffer (read after {@link moves}). */
  card(i: number): number {
    return this.buf[i]!;
  }

  private go(): boolean {
    this.nodes++;
    const t = this.t;
    let key: string | undefined;
    let need = 0;
    let left = 0;
    if (t.len === 0) {
      const h = t.h;
      const l = t.leader * 4;
      left = count(h[l]!) + count(h[l + 1]!) + count(h[l + 2]!) + count(h[l + 3]!);
      need = this.target - this.won;
      if (need <= 0) return true;
      if (need > left) return false;
      if (t.hasTrumps()) {
        if (sureTrumpTricks(t, this.side) >= need) return true;
        if (left - sureTrumpTricks(t, this.side ^ 1) < need) return false;
      }
      if (this.hooks === undefined) {
        const q = quickTricks(t, t.leader);
        if ((t.leader & 1) === this.side) {
          if (q >= need) return true;
        } else if (left - q < need) return false;
        key = relativeKey(t);
      } else if (this.hooks.key !== undefined) key = absoluteKey(t) + '|' + this.hooks.key();
      if (key !== undefined) {
        const e = this.tt.get(key);
        if (e !== undefined) {
          if (e >> 4 >= need) return true;
          if ((e & 15) < need) return false;
        }
      }
    }
    const seat = t.toPlay();
    const at = this.depth * 13;
    const n = this.moves(seat, at);
    const max = this.maxes[seat] === true;
    const hooked = this.hooks !== undefined;
    let result = !max;
    this.depth++;
    for (let i = 0; i < n; i++) {
      const c = this.buf[at + i]!;
      t.play(seat, c);
      if (hooked) this.history.push(seat * 64 + c);
      const r = t.len === 4 ? this.endTrick() : this.go();
      if (hooked) this.history.pop();
      t.unplay(seat, c);
      if (r === max) {
        result = r;
        break;
      }
    }
    this.depth--;
    if (key !== undefined) {
      const e = this.tt.get(key) ?? left;
      const lb = e >> 4;
      const ub = e & 15;
      this.tt.set(key, result ? (Math.max(lb, need) << 4) | ub : (lb << 4) | Math.min(ub, need - 1));
    }
    return result;
  }

  /** Closes the complete trick, searches on from its winner's lead, and reopens it. */
  private endTrick(): boolean {
    const t = this.t;
    const ts = t.tSuit;
    const tb = t.tBit;
    const [s0, s1, s2, s3, b0, b1, b2, b3] = [ts[0]!, ts[1]!, ts[2]!, ts[3]!, tb[0]!, tb[1]!, tb[2]!, tb[3]!];
    const [o0, o1, o2, o3] = [t.onTable[0]!, t.onTable[1]!, t.onTable[2]!, t.onTable[3]!];
    const leader = t.leader;
    const winner = (leader + t.winning()) & 3;
    const gain = (winner & 1) === this.side ? 1 : 0;
    this.won += gain;
    this.done++;
    t.onTable.fill(0);
    t.len = 0;
    t.leader = winner;
    const r = this.go();
    t.leader = leader;
    t.len = 4;
    ts.set([s0, s1, s2, s3]);
    tb.set([b0, b1, b2, b3]);
    t.onTable.set([o0, o1, o2, o3]);
    this.won -= gain;
    this.done--;
    return r;
  }
}
