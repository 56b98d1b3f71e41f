/**
 * Transposition-table keys, taken when a trick is about to be led. Positions are grouped by the
 * leader and the length of every holding; within a group a position is spelt per suit as the
 * owners of its remaining cards from the top (`ownerCodes`), so positions that differ only in
 * cards already played (♠K-Q once the ace is gone, ♠A-K before) are one. (A constrained
 * search, whose choices may depend on the cards themselves, keys exact positions: `named.ts`.)
 */
import type { Table } from './table.ts';

/**
 * The group of a position at a trick's start, as one number: the hand size, the leader and the
 * length of three suits in each hand, in base 14 (the fourth suit is the hand size less the
 * three; every hand holds as many cards when a trick is about to be led). 14^12 × 14 × 4 is
 * below 2^53, so the number is exact and no two groups share it. The table keeps the lengths'
 * digits as cards are played (`Table.lens`).
 */
export function groupKey(t: Table): number {
  return ((t.held >> 2) * 4 + t.leader) * 14 ** 12 + t.lens;
}

/**
 * Writes into `out` from `at`, per suit, a 1 bit then two bits (the owner) for each remaining
 * card from the top: the code of the top `k` cards is the code shifted right by 2 × (length − k).
 */
export function ownerCodes(t: Table, out: Int32Array, at: number): void {
  const h = t.h;
  for (let s = 0; s < 4; s++) {
    const e = h[4 + s]!;
    const so = h[8 + s]!;
    const w = h[12 + s]!;
    let all = h[s]! | e | so | w;
    let code = 1;
    while (all !== 0) {
      const bit = 1 << (31 - Math.clz32(all));
      all ^= bit;
      code = (code << 2) | (e & bit ? 1 : so & bit ? 2 : w & bit ? 3 : 0);
    }
    out[at + s] = code;
  }
}
