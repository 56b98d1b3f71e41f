/**
 * The transposition table of the unconstrained search: open addressing over typed arrays,
 * keyed by the four words of a relative key (`key.ts`), each entry one number (the bounds and
 * the card that decided, as `search.ts` packs them). It doubles when half full.
 */
export class Transpositions {
  private keys: Int32Array;
  private values: Int32Array;
  private mask: number;
  /** Entries stored. */
  size = 0;

  constructor(bits = 14) {
    this.keys = new Int32Array(4 << bits);
    this.values = new Int32Array(1 << bits);
    this.mask = (1 << bits) - 1;
  }

  /** The entry of the key at `k[from … from+4)`, or -1. */
  get(k: Int32Array, from: number): number {
    const keys = this.keys;
    const k0 = k[from]!, k1 = k[from + 1]!, k2 = k[from + 2]!, k3 = k[from + 3]!;
    for (let i = hash(k0, k1, k2, k3) & this.mask; ; i = (i + 1) & this.mask) {
      const at = i * 4;
      const x = keys[at]!;
      if (x === 0) return -1;
      if (x === k0 && keys[at + 1] === k1 && keys[at + 2] === k2 && keys[at + 3] === k3) return this.values[i]!;
    }
  }

  /** Stores the entry of a key. */
  set(k: Int32Array, from: number, value: number): void {
    if (this.size * 2 > this.mask) this.grow();
    const keys = this.keys;
    const k0 = k[from]!, k1 = k[from + 1]!, k2 = k[from + 2]!, k3 = k[from + 3]!;
    for (let i = hash(k0, k1, k2, k3) & this.mask; ; i = (i + 1) & this.mask) {
      const at = i * 4;
      const x = keys[at]!;
      if (x === 0) {
        keys[at] = k0, keys[at + 1] = k1, keys[at + 2] = k2, keys[at + 3] = k3;
        this.size++;
      } else if (x !== k0 || keys[at + 1] !== k1 || keys[at + 2] !== k2 || keys[at + 3] !== k3) continue;
      this.values[i] = value;
      return;
    }
  }

  private grow(): void {
    const { keys, values } = this;
    this.keys = new Int32Array(keys.length * 2);
    this.values = new Int32Array(values.length * 2);
    this.mask = values.length * 2 - 1;
    this.size = 0;
    const k = new Int32Array(4);
    for (let i = 0; i < values.length; i++) {
      if (keys[i * 4] === 0) continue;
      k.set(keys.subarray(i * 4, i * 4 + 4));
      this.set(k, 0, values[i]!);
    }
  }
}

function hash(a: number, b: number, c: number, d: number): number {
  let h = Math.imul(a ^ (a >>> 15), 0x2c1b3c6d);
  h = Math.imul(h ^ b ^ (b >>> 13), 0x297a2d39);
  h = Math.imul(h ^ c ^ (c >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ d ^ (d >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
