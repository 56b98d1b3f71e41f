/**
 * The search: null-window tests ("does the side take at least `target` tricks?") by alpha-beta
 * over single cards, with a transposition table of trick-count bounds at the start of each
 * trick, the bounds of `bounds.ts` and the move order of `moves.ts`. A constrained search
 * (hooks) asks which cards a player may choose and keys its table on the hooks' own state too.
 */
import { count, NOTRUMP } from './cards.ts';
import { quickTricksWithEntries, sureLow, sureTrumpTricks } from './bounds.ts';
import { groupKey } from './key.ts';
import { Bounds, Choices } from './named.ts';
import { generate } from './moves.ts';
import { Transpositions } from './tt.ts';
import { leaderTakesAll, trumpLength } from './lower.ts';
import { Table } from './table.ts';

/** What a constrained search asks its caller (cards as numbers, see `cards.ts`). */
export interface Hooks {
  /** The cards `seat` may choose among its legal ones (a non-empty subset). */
  readonly choose?: (seat: number, legal: number[]) => number[];
  /** The caller's own state, when its choices depend on more than the cards, as a number (0 ≤ id < 2^29); no table without it. */
  readonly key?: () => number;
  /** May equivalent cards be tried once (only when the choices treat them alike)? */
  readonly equivalence?: boolean;
}

/**
 * What a search may spend: cards tried, a deadline on a clock the caller passes (`src/lib` reads
 * no clock of its own), and the transposition table's size in entries.
 * @example { nodes: 5_000_000, now: () => performance.now(), deadline: performance.now() + 2000 }
 */
export interface Budget {
  /** The most cards the search may try (all its tests together); unlimited by default. */
  readonly nodes?: number;
  /** The clock, in any unit `deadline` is given in; read every 1,024 cards tried. */
  readonly now?: () => number;
  /** The time on `now`'s clock after which the search stops. */
  readonly deadline?: number;
  /** The most entries the transposition table holds (default {@link DEFAULT_ENTRIES}); when full it forgets the entries with the fewest cards left. */
  readonly entries?: number;
}

/** The transposition table's default cap in entries (a few tens of MB). */
export const DEFAULT_ENTRIES = 1_000_000;

/**
 * Thrown when a search runs out of its {@link Budget}: no answer, and nothing of the search is
 * kept. `reason` says which limit was reached, `nodes` how many cards had been tried.
 */
export class SearchBudgetExceeded extends Error {
  readonly reason: 'nodes' | 'deadline';
  readonly nodes: number;
  constructor(reason: 'nodes' | 'deadline', nodes: number) {
    super(
      reason === 'nodes'
        ? `solver: gave up after ${nodes.toLocaleString('en')} cards tried, the budget's limit: give a larger budget.nodes, or a smaller position`
        : `solver: gave up at the deadline after ${nodes.toLocaleString('en')} cards tried: give a later budget.deadline, or a smaller position`,
    );
    this.name = 'SearchBudgetExceeded';
    this.reason = reason;
    this.nodes = nodes;
  }
}

/** A search over one table, counting the tricks of one side. */
export class Search {
  readonly t: Table;
  /** The side whose tricks are counted: 0 N-S, 1 E-W. */
  readonly side: number;
  /** Per seat: does it maximise the side's tricks (else it minimises them)? */
  readonly maxes: readonly boolean[];
  readonly hooks: Hooks | undefined;
  /** Bounds found, by relative key (unconstrained) or by cards and the hooks' key (constrained). */
  readonly tt: Transpositions;
  readonly named: Bounds | undefined;
  /** The cards `choose` allowed at each position met (constrained, with a key): asked once. */
  private readonly chosen: Choices | undefined;
  private readonly maxNodes: number;
  private readonly now: (() => number) | undefined;
  private readonly deadline: number;
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
  private readonly keys = new Int32Array(56 * 4);
  /** Per suit, the lowest card whose rank the last answer relied on (13: none). */
  private readonly rel = new Int32Array(4);
  /** Scratch for {@link losingFirst}. */
  private readonly scores = new Int32Array(16);

  constructor(t: Table, side: number, maxes: readonly boolean[], hooks?: Hooks, budget?: Budget) {
    this.t = t;
    this.side = side;
    this.maxes = maxes;
    this.hooks = hooks;
    const entries = budget?.entries ?? DEFAULT_ENTRIES;
    if (!(entries >= 1)) throw new RangeError(`solver: budget.entries is ${entries}: give at least 1 (the table's cap in entries)`);
    this.tt = new Transpositions(entries);
    // The constrained search's tables, made only for one (making them for every search was half
    // the time of solving a 3-card position).
    this.named = hooks === undefined ? undefined : new Bounds(entries);
    this.chosen = hooks === undefined ? undefined : new Choices(entries);
    this.maxNodes = budget?.nodes ?? Infinity;
    this.now = budget?.now;
    this.deadline = budget?.deadline ?? Infinity;
    if (budget?.deadline !== undefined && budget.now === undefined)
      throw new RangeError('solver: budget.deadline without budget.now: pass the clock the deadline is on');
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

  /**
   * {@link value} stepping from a guess: tests `guess`, then upwards while the side makes the
   * next trick, or downwards until it makes one (two tests when the guess is right, one more
   * for each trick it is off by).
   */
  valueFrom(lo: number, hi: number, guess: number, after?: { seat: number; card: number }): number {
    const test = (x: number) => (after === undefined ? this.test(x) : this.testAfter(after.seat, after.card, x));
    let v = Math.min(Math.max(guess, lo), hi);
    if (v === lo || test(v)) {
      while (v < hi && test(v + 1)) v++;
      return v;
    }
    v--;
    while (v > lo && !test(v)) v--;
    return v;
  }

  /**
   * A guess at the value: the side's tricks when every player plays the first card of the move
   * order to the end, on a copy of the table (nothing of the search changes).
   */
  playout(): number {
    const t = this.t;
    const h = Int32Array.from(t.h);
    for (let i = 0; i < t.len; i++) h[((t.leader + i) & 3) * 4 + t.tSuit[i]!]! |= 1 << t.tBit[i]!;
    const copy = new Table(h, t.trump, t.leader);
    for (let i = 0; i < t.len; i++) copy.play((t.leader + i) & 3, t.tSuit[i]! * 16 + t.tBit[i]!);
    let won = 0;
    for (;;) {
      const seat = copy.toPlay();
      if (generate(copy, seat, this.buf, 0, undefined, true) === 0) return won;
      copy.play(seat, this.buf[0]!);
      if (copy.len === 4) {
        const winner = (copy.leader + copy.winning()) & 3;
        if ((winner & 1) === this.side) won++;
        copy.len = 0;
        copy.leader = winner;
        copy.onTable.fill(0);
      }
    }
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

  /**
   * The cards to try for `seat`, written at `at` in the move buffer; how many. With `memo` (and
   * a key), `choose` is asked once a position (the cards, the trick, the key: `choose` is a
   * function of them) and its answer remembered; `id` is the key when already asked for.
   */
  moves(seat: number, at: number, memo = false, id = -1): number {
    const hooks = this.hooks;
    if (hooks?.choose === undefined) return generate(this.t, seat, this.buf, at, undefined, hooks === undefined || hooks.equivalence === true);
    if (memo && hooks.key !== undefined && id < 0) id = hooks.key();
    if (!memo || id < 0 || !this.chosen!.get(this.t, id, this.allow)) {
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
      if (memo && id >= 0) this.chosen!.set(this.t, id, this.allow);
    }
    const m = generate(this.t, seat, this.buf, at, this.allow, hooks.equivalence === true);
    // The move order guesses each player's best card for his own side: a player of the side
    // who minimises its tricks tries first the cards that give the trick away (`losingFirst`).
    if ((seat & 1) === this.side && this.maxes[seat] !== true) this.losingFirst(seat, at, m);
    return m;
  }

  /**
   * Where every player minimises the side's tricks: the side's tricks on the line each player's
   * first card (`moves`, the cards `choose` allows) makes, played to the end and taken back — a
   * line the constraints allow, so the value is at most this.
   */
  losingLine(): number {
    const t = this.t;
    if (t.len === 4) {
      const s = Int32Array.from(t.tSuit.subarray(0, 4));
      const b = Int32Array.from(t.tBit.subarray(0, 4));
      const on = Int32Array.from(t.onTable);
      const leader = t.leader;
      const winner = (leader + t.winning()) & 3;
      const gain = (winner & 1) === this.side ? 1 : 0;
      this.won += gain;
      this.done++;
      t.onTable.fill(0);
      t.len = 0;
      t.leader = winner;
      const r = gain + this.losingLine();
      t.leader = leader;
      t.len = 4;
      t.tSuit.set(s);
      t.tBit.set(b);
      t.onTable.set(on);
      this.won -= gain;
      this.done--;
      return r;
    }
    if (t.held === 0) return 0;
    const seat = t.toPlay();
    const at = this.depth * 13;
    const n = this.moves(seat, at, true);
    if (n === 0) return 0;
    const c = this.buf[at]!;
    t.play(seat, c);
    this.history.push(seat * 64 + c);
    this.depth++;
    const r = this.losingLine();
    this.depth--;
    this.history.pop();
    t.unplay(seat, c);
    return r;
  }

  /**
   * The order for a player of the counted side who minimises its tricks (a director's worst
   * line, where every player plays against the side): in a 'min' test the side passes only if
   * every line allowed passes, and it fails as soon as one line falls short, so the line that
   * loses most should come first. Following, the cards that do not beat the trick's winner, the
   * highest first (it sheds the cards that could win later), then the beating ones, lowest
   * first; leading, the cards an opponent can beat (a higher card of the suit, or a ruff), lowest
   * first, then the rest. (Reversing the usual order instead cost some 13-card claims millions
   * of cards: a dead end tried first must be searched to its end. The same idea for the
   * opponents — take the trick: lead what the side cannot beat, beat the side's card cheaply —
   * did worse than their usual order: one 10-card claim 25,626 → 269,746 cards.)
   */
  private losingFirst(seat: number, at: number, n: number): void {
    const t = this.t;
    const buf = this.buf;
    const sc = this.scores;
    const trump = t.trump;
    const oppA = (seat + 1) & 3;
    const oppB = (seat + 3) & 3;
    if (t.len === 0) {
      for (let i = 0; i < n; i++) {
        const c = buf[at + i]!;
        const s = c >> 4;
        const b = c & 15;
        const opp = t.h[oppA * 4 + s]! | t.h[oppB * 4 + s]!;
        const ruff =
          trump !== NOTRUMP &&
          s !== trump &&
          ((t.h[oppA * 4 + s] === 0 && t.h[oppA * 4 + trump] !== 0) || (t.h[oppB * 4 + s] === 0 && t.h[oppB * 4 + trump] !== 0));
        const beaten = opp >> (b + 1) !== 0 || ruff;
        sc[i] = (beaten ? 0 : 64) + b;
      }
    } else {
      const w = t.winning();
      const ws = t.tSuit[w]!;
      const wb = t.tBit[w]!;
      const ours = ((t.leader + w) & 1) === this.side;
      for (let i = 0; i < n; i++) {
        const c = buf[at + i]!;
        const s = c >> 4;
        const b = c & 15;
        const beats = s === ws ? b > wb : s === trump;
        // Lower scores first: not beating, highest first (a trump last); beating, lowest first.
        sc[i] = beats ? (ours ? 64 : 32) + b : 31 - b - (s === trump ? 0 : 13);
      }
    }
    // Insertion sort by score (a few cards), stable.
    for (let i = 1; i < n; i++) {
      const c = buf[at + i]!;
      const x = sc[i]!;
      let j = i - 1;
      for (; j >= 0 && sc[j]! > x; j--) (buf[at + j + 1] = buf[at + j]!), (sc[j + 1] = sc[j]!);
      buf[at + j + 1] = c;
      sc[j + 1] = x;
    }
  }

  /** The card buffer (read after {@link moves}). */
  card(i: number): number {
    return this.buf[i]!;
  }

  /**
   * One node: does the side reach the target from here? Leaves in `rel`, per suit, the lowest
   * card whose rank the answer relied on (13: none), for the table entries above it.
   */
  private go(): boolean {
    if (++this.nodes > this.maxNodes) throw new SearchBudgetExceeded('nodes', this.nodes - 1);
    if ((this.nodes & 1023) === 0 && this.now !== undefined && this.now() >= this.deadline) throw new SearchBudgetExceeded('deadline', this.nodes);
    const t = this.t;
    const rel = this.rel;
    let id = -1;
    let group: number | undefined;
    const k = this.depth * 4;
    let need = 0;
    let left = 0;
    let hint = 0;
    if (t.len === 0) {
      // Every hand holds as many cards at a trick's start.
      left = t.held >> 2;
      need = this.target - this.won;
      (rel[0] = 13), (rel[1] = 13), (rel[2] = 13), (rel[3] = 13);
      if (need <= 0) return true;
      if (need > left) return false;
      if (left === 1) return this.lastTrick();
      // A constrained search (exact keys, no relevance kept): the leader's tricks on any line.
      if (this.hooks !== undefined && leaderTakesAll(t)) return (t.leader & 1) === this.side;
      if (t.hasTrumps() && t.live(t.trump) !== 0) {
        const trump = t.trump;
        if (sureTrumpTricks(t, this.side) >= need) return ((rel[trump] = sureLow), true);
        if (left - sureTrumpTricks(t, this.side ^ 1) < need) return ((rel[trump] = sureLow), false);
        // A constrained search (exact keys, no relevance kept): the trumps' floor on any line.
        if (this.hooks !== undefined) {
          if (trumpLength(t, this.side) >= need) return true;
          if (left - trumpLength(t, this.side ^ 1) < need) return false;
        }
      }
      let e = -1;
      if (this.hooks === undefined) {
        group = groupKey(t);
        const codes = t.codes;
        const keys = this.keys;
        (keys[k] = codes[0]!), (keys[k + 1] = codes[1]!), (keys[k + 2] = codes[2]!), (keys[k + 3] = codes[3]!);
        this.tt.probe(t, group, keys, k, need);
        e = this.tt.found;
        if (e >= 0 && (((e >> 4) & 15) >= need || (e & 15) < need)) {
          const tr = this.tt.rel;
          (rel[0] = tr[0]!), (rel[1] = tr[1]!), (rel[2] = tr[2]!), (rel[3] = tr[3]!);
          return ((e >> 4) & 15) >= need;
        }
        const q = quickTricksWithEntries(t, t.leader, rel);
        if ((t.leader & 1) === this.side) {
          if (q >= need) return true;
        } else if (left - q < need) return false;
      } else if (this.hooks.key !== undefined) {
        id = this.hooks.key();
        e = this.named!.get(t, id);
        if (e >= 0) {
          if (((e >> 4) & 15) >= need) return true;
          if ((e & 15) < need) return false;
        }
      }
      if (e >= 0) hint = e >> 8;
    }
    const seat = t.toPlay();
    const at = this.depth * 13;
    const n = this.moves(seat, at, true, id);
    if (hint > 0) this.first(seat, at, n, hint - 1);
    const max = this.maxes[seat] === true;
    const hooked = this.hooks !== undefined;
    const equiv = this.hooks === undefined || this.hooks.equivalence === true;
    let result = !max;
    let best = -1;
    let r0 = 13,
      r1 = 13,
      r2 = 13,
      r3 = 13;
    this.depth++;
    for (let i = 0; i < n; i++) {
      const c = this.buf[at + i]!;
      t.play(seat, c);
      if (hooked) this.history.push(seat * 64 + c);
      const r = t.len === 4 ? this.endTrick() : this.go();
      if (hooked) this.history.pop();
      t.unplay(seat, c);
      if (r === max) {
        // The answer rests on this card alone.
        (r0 = rel[0]!), (r1 = rel[1]!), (r2 = rel[2]!), (r3 = rel[3]!);
        result = r;
        best = c;
        break;
      }
      // Every card tried: the answer rests on all of them.
      (r0 = Math.min(r0, rel[0]!)), (r1 = Math.min(r1, rel[1]!)), (r2 = Math.min(r2, rel[2]!)), (r3 = Math.min(r3, rel[3]!));
      // And, where this card stood for equivalent ones, on their being equivalent: the cards
      // from it up keep their owners, or a position sharing the entry could split the group
      // (♠J-T together here, ♠J and ♠6 with ♠8 between there) and offer a card never tried.
      if (equiv && this.standsForOthers(seat, c)) {
        const s = c >> 4;
        const b = c & 15;
        if (s === 0) r0 = Math.min(r0, b);
        else if (s === 1) r1 = Math.min(r1, b);
        else if (s === 2) r2 = Math.min(r2, b);
        else r3 = Math.min(r3, b);
      }
    }
    this.depth--;
    (rel[0] = r0), (rel[1] = r1), (rel[2] = r2), (rel[3] = r3);
    if (t.len === 0) {
      // The card that decided, as its suit and place in the hand (the key is blind to ranks).
      const move = best < 0 ? 0 : 1 + (best & 0x30) + count(t.h[seat * 4 + (best >> 4)]! >> ((best & 15) + 1));
      if (group !== undefined) this.tt.store(t, group, this.keys, k, rel, need, result, left, move);
      else if (id >= 0) this.named!.store(t, id, need, result, left, move);
    }
    return result;
  }

  /**
   * Did `card` (the lowest of its group, as `generate` gives it) stand for equivalent cards: is
   * the next higher card of the hand in its suit reached with no other player's card between
   * (still held, or lying in the trick)?
   */
  private standsForOthers(seat: number, card: number): boolean {
    const t = this.t;
    const s = card >> 4;
    const b = card & 15;
    const mine = t.h[seat * 4 + s]!;
    const above = mine & ~((2 << b) - 1);
    if (above === 0) return false;
    const next = above & -above;
    const others = (t.live(s) & ~mine) | t.onTable[s]!;
    return (others & (next - 1) & ~((2 << b) - 1)) === 0;
  }

  /** Moves the card a table entry remembers (suit, cards above it in the hand) to the front. */
  private first(seat: number, at: number, n: number, move: number): void {
    const s = move >> 4;
    let above = move & 15;
    const mine = this.t.h[seat * 4 + s]!;
    let b = 12;
    for (; b >= 0; b--) if ((mine >> b) & 1 && above-- === 0) break;
    // Its group's card in the list: the highest of the suit not above it.
    let pick = -1;
    for (let i = 0; i < n; i++) {
      const c = this.buf[at + i]!;
      if (c >> 4 === s && (c & 15) <= b && (pick < 0 || c > this.buf[at + pick]!)) pick = i;
    }
    if (pick <= 0) return;
    const c = this.buf[at + pick]!;
    for (let i = pick; i > 0; i--) this.buf[at + i] = this.buf[at + i - 1]!;
    this.buf[at] = c;
  }

  /**
   * The last trick, one card a hand, at its start (the side needs it): does the side win it?
   * Its winning card's rank mattered when it beat another card of its suit.
   */
  private lastTrick(): boolean {
    const h = this.t.h;
    const trump = this.t.trump;
    let winner = -1;
    let ws = -1;
    let wb = -1;
    let byRank = false;
    for (let i = 0; i < 4; i++) {
      const seat = (this.t.leader + i) & 3;
      let s = 0;
      while (h[seat * 4 + s] === 0) s++;
      const b = 31 - Math.clz32(h[seat * 4 + s]!);
      if (winner < 0) (winner = seat), (ws = s), (wb = b);
      else if (s === ws) {
        byRank = true;
        if (b > wb) (winner = seat), (wb = b);
      } else if (s === trump) (winner = seat), (ws = s), (wb = b), (byRank = false);
    }
    if (byRank) this.rel[ws] = wb;
    return (winner & 1) === this.side;
  }

  /** Closes the complete trick, searches on from its winner's lead, and reopens it. */
  private endTrick(): boolean {
    const t = this.t;
    const ts = t.tSuit;
    const tb = t.tBit;
    const on = t.onTable;
    const s0 = ts[0]!,
      s1 = ts[1]!,
      s2 = ts[2]!,
      s3 = ts[3]!;
    const b0 = tb[0]!,
      b1 = tb[1]!,
      b2 = tb[2]!,
      b3 = tb[3]!;
    const o0 = on[0]!,
      o1 = on[1]!,
      o2 = on[2]!,
      o3 = on[3]!;
    const leader = t.leader;
    const w = t.winning();
    const winner = (leader + w) & 3;
    // Did the winning card beat another of its suit (then its rank mattered)?
    const ws = ts[w]!;
    const wb = tb[w]!;
    const byRank = (s0 === ws ? 1 : 0) + (s1 === ws ? 1 : 0) + (s2 === ws ? 1 : 0) + (s3 === ws ? 1 : 0) > 1;
    const gain = (winner & 1) === this.side ? 1 : 0;
    this.won += gain;
    this.done++;
    on[0] = on[1] = on[2] = on[3] = 0;
    t.len = 0;
    t.leader = winner;
    const r = this.go();
    if (byRank && wb < this.rel[ws]!) this.rel[ws] = wb;
    t.leader = leader;
    t.len = 4;
    (ts[0] = s0), (ts[1] = s1), (ts[2] = s2), (ts[3] = s3);
    (tb[0] = b0), (tb[1] = b1), (tb[2] = b2), (tb[3] = b3);
    (on[0] = o0), (on[1] = o1), (on[2] = o2), (on[3] = o3);
    this.won -= gain;
    this.done--;
    return r;
  }
}
