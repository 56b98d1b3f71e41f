/**
 * The constrained search's tables, for exact positions — every holding, the leader, the cards
 * of the trick in progress — and the caller's key (a number naming the state its choices depend
 * on besides the cards). A constrained search's choices may depend on any card, so no entry is
 * shared between positions that differ in one. Open addressing in typed arrays: a slot is ten
 * numbers of key (the sixteen 13-bit holdings two to a number, `leader | id << 2`, the trick's
 * cards six bits each over its length) and `width` numbers of value. Two tables use it: the
 * bounds at a trick's start (`Bounds`) and the cards `choose` allowed (`Choices`).
 */
import type { Table } from './table.ts';

/** Numbers of key per slot. */
const WORDS = 10;

/** An exact table: `width` numbers of value per position. */
class Exact {
  /** Entries stored. */
  size = 0;
  /** The most entries held; when full the table is emptied (an entry only saves work). */
  readonly cap: number;
  private readonly width: number;
  private slots = 0;
  private keys = new Int32Array(0);
  private used = new Uint8Array(0);
  /** Each slot's key's hash: a resize places entries by it, neither hashing nor comparing keys again. */
  private hashes = new Int32Array(0);
  /** The hash of the key being looked up (set by {@link find}). */
  private hash = 0;
  /** The values, `width` numbers a slot. */
  vals = new Int32Array(0);
  /** The key being looked up or stored. */
  private readonly k = new Int32Array(WORDS);

  constructor(cap: number, width: number) {
    this.cap = cap;
    this.width = width;
    this.resize(1 << 10);
  }

  private resize(slots: number): void {
    const { keys, used, vals, width, hashes } = this;
    const old = this.slots;
    this.slots = slots;
    this.keys = new Int32Array(slots * WORDS);
    this.used = new Uint8Array(slots);
    this.hashes = new Int32Array(slots);
    this.vals = new Int32Array(slots * width);
    // Word by word: a `subarray` view per entry made a resize to a million slots a fifth of a
    // 10-card claim's time, and garbage. The keys are distinct and their hashes kept, so each
    // goes to the first free slot from its hash (hashing and comparing them again was a tenth
    // of a 13-card claim's time).
    const into = this.keys;
    const mask = slots - 1;
    for (let i = 0; i < old; i++) {
      if (used[i] === 0) continue;
      let j = hashes[i]! & mask;
      while (this.used[j] !== 0) j = (j + 1) & mask;
      for (let w = 0; w < WORDS; w++) into[j * WORDS + w] = keys[i * WORDS + w]!;
      this.used[j] = 1;
      this.hashes[j] = hashes[i]!;
      for (let w = 0; w < width; w++) this.vals[j * width + w] = vals[i * width + w]!;
    }
  }

  /** Sets the key being looked up: the position on `t`, under the caller's key `id`. */
  private spell(t: Table, id: number): void {
    const k = this.k;
    const h = t.h;
    for (let i = 0; i < 8; i++) k[i] = h[2 * i]! | (h[2 * i + 1]! << 13);
    k[8] = t.leader | (id << 2);
    let trick = t.len;
    for (let i = 0; i < t.len; i++) trick |= ((t.tSuit[i]! << 4) | t.tBit[i]!) << (2 + 6 * i);
    k[9] = trick;
  }

  /** The slot holding the key being looked up, or the empty slot where it would go. */
  private find(): number {
    const k = this.k;
    let x = 0x2545f491;
    for (let i = 0; i < WORDS; i++) {
      x = Math.imul(x ^ k[i]!, 0x9e3779b1);
      x ^= x >>> 15;
    }
    // The finaliser of MurmurHash3: every bit of the key reaches the low bits the mask keeps.
    x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
    x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
    x ^= x >>> 16;
    this.hash = x;
    const mask = this.slots - 1;
    const keys = this.keys;
    for (let j = x & mask; ; j = (j + 1) & mask) {
      if (this.used[j] === 0) return j;
      const at = j * WORDS;
      if (
        keys[at] === k[0] &&
        keys[at + 1] === k[1] &&
        keys[at + 2] === k[2] &&
        keys[at + 3] === k[3] &&
        keys[at + 4] === k[4] &&
        keys[at + 5] === k[5] &&
        keys[at + 6] === k[6] &&
        keys[at + 7] === k[7] &&
        keys[at + 8] === k[8] &&
        keys[at + 9] === k[9]
      )
        return j;
    }
  }

  /** The slot of the position on `t` under `id` (its values at `slot * width` in {@link vals}), or -1. */
  lookup(t: Table, id: number): number {
    this.spell(t, id);
    const j = this.find();
    return this.used[j] === 0 ? -1 : j;
  }

  /** The slot of the position on `t` under `id`, made (its values -1) when new. */
  insert(t: Table, id: number): number {
    this.spell(t, id);
    let j = this.find();
    if (this.used[j] !== 0) return j;
    if (this.size >= this.cap) {
      this.used.fill(0);
      this.size = 0;
      j = this.find();
    } else if (4 * (this.size + 1) > 3 * this.slots) {
      this.resize(2 * this.slots);
      j = this.find();
    }
    this.keys.set(this.k, j * WORDS);
    this.used[j] = 1;
    this.hashes[j] = this.hash;
    this.vals.fill(-1, j * this.width, (j + 1) * this.width);
    this.size++;
    return j;
  }
}

/** Bounds on the side's tricks from a trick's start: `move << 8 | lower << 4 | upper`. */
export class Bounds {
  private readonly x: Exact;
  constructor(cap: number) {
    this.x = new Exact(cap, 1);
  }
  get size(): number {
    return this.x.size;
  }
  /** The entry of the position on `t` under the caller's key `id`, or -1. */
  get(t: Table, id: number): number {
    const j = this.x.lookup(t, id);
    return j < 0 ? -1 : this.x.vals[j]!;
  }
  /** Records that the side takes at least (`made`) or fewer than (`!made`) `need` tricks of `left`; `move` (0: none) the card that decided. */
  store(t: Table, id: number, need: number, made: boolean, left: number, move: number): void {
    const j = this.x.insert(t, id);
    const old = this.x.vals[j]!;
    const v = old < 0 ? left : old;
    const lb = (v >> 4) & 15;
    const ub = v & 15;
    const m = move > 0 ? move : v >> 8;
    this.x.vals[j] = (m << 8) | (made ? (Math.max(lb, need) << 4) | ub : (lb << 4) | Math.min(ub, need - 1));
  }
}

/** The cards `choose` allowed the player to move, per suit a mask: asked once a position. */
export class Choices {
  private readonly x: Exact;
  constructor(cap: number) {
    this.x = new Exact(cap, 4);
  }
  /** Copies the masks remembered for the position on `t` under `id` into `allow`; false when none. */
  get(t: Table, id: number, allow: Int32Array): boolean {
    const j = this.x.lookup(t, id);
    if (j < 0) return false;
    allow.set(this.x.vals.subarray(4 * j, 4 * j + 4));
    return true;
  }
  set(t: Table, id: number, allow: Int32Array): void {
    const j = this.x.insert(t, id); // first: it may move the values
    this.x.vals.set(allow, 4 * j);
  }
}
