/**
 * The constrained search's table: bounds on the side's tricks from the start of a trick, for
 * exact positions — every holding, the leader — and the caller's key (a number naming the
 * state its choices depend on besides the cards). A constrained search's choices may depend on
 * any card, so no entry is shared between positions that differ in one. Open addressing in
 * typed arrays: a slot is nine numbers of key (the sixteen 13-bit holdings two to a number,
 * then `leader | id << 2`) and one of value, `move << 8 | lower << 4 | upper` (-1: empty).
 */

/** Numbers of key per slot. */
const WORDS = 9;

export class Named {
  /** Entries stored. */
  size = 0;
  /** The most entries held; when full the table is emptied (an entry is only a bound or a hint). */
  readonly cap: number;
  private slots = 0;
  private keys = new Int32Array(0);
  private vals = new Int32Array(0);
  /** The key being looked up or stored. */
  private readonly k = new Int32Array(WORDS);

  constructor(cap: number) {
    this.cap = cap;
    this.resize(1 << 10);
  }

  private resize(slots: number): void {
    const keys = this.keys;
    const vals = this.vals;
    const old = this.slots;
    this.slots = slots;
    this.keys = new Int32Array(slots * WORDS);
    this.vals = new Int32Array(slots).fill(-1);
    for (let i = 0; i < old; i++) {
      if (vals[i]! < 0) continue;
      this.k.set(keys.subarray(i * WORDS, i * WORDS + WORDS));
      const j = this.find();
      this.keys.set(this.k, j * WORDS);
      this.vals[j] = vals[i]!;
    }
  }

  /** Sets the key being looked up. */
  private spell(h: Int32Array, leader: number, id: number): void {
    const k = this.k;
    for (let i = 0; i < 8; i++) k[i] = h[2 * i]! | (h[2 * i + 1]! << 13);
    k[8] = leader | (id << 2);
  }

  /** The slot holding the key being looked up, or the empty slot where it would go. */
  private find(): number {
    const k = this.k;
    let x = 0x2545f491;
    for (let i = 0; i < WORDS; i++) x = Math.imul(x ^ k[i]!, 0x9e3779b1) ^ (x >>> 15);
    x ^= x >>> 16;
    const mask = this.slots - 1;
    const keys = this.keys;
    for (let j = x & mask; ; j = (j + 1) & mask) {
      if (this.vals[j]! < 0) return j;
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
        keys[at + 8] === k[8]
      )
        return j;
    }
  }

  /** The entry of a position (holdings, leader) under the caller's key `id`: `move << 8 | lower << 4 | upper`, or -1. */
  get(h: Int32Array, leader: number, id: number): number {
    this.spell(h, leader, id);
    return this.vals[this.find()]!;
  }

  /** Records that the side takes at least (`made`) or fewer than (`!made`) `need` tricks of `left`; `move` (0: none) the card that decided. */
  store(h: Int32Array, leader: number, id: number, need: number, made: boolean, left: number, move: number): void {
    this.spell(h, leader, id);
    let j = this.find();
    let v = this.vals[j]!;
    if (v < 0) {
      if (this.size >= this.cap) {
        this.vals.fill(-1);
        this.size = 0;
      } else if (2 * (this.size + 1) > this.slots) {
        this.resize(2 * this.slots);
        this.spell(h, leader, id); // the move used the key being stored
      }
      j = this.find();
      this.keys.set(this.k, j * WORDS);
      this.size++;
      v = left;
    }
    const lb = (v >> 4) & 15;
    const ub = v & 15;
    const m = move > 0 ? move : v >> 8;
    this.vals[j] = (m << 8) | (made ? (Math.max(lb, need) << 4) | ub : (lb << 4) | Math.min(ub, need - 1));
  }
}
