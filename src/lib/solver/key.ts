/**
 * Transposition-table keys, taken when a trick is about to be led. The relative key spells
 * each suit as the owners of its remaining cards from the top, so positions that differ only
 * in cards already played (♠K-Q once the ace is gone, ♠A-K before) share one entry. The
 * absolute key names the cards themselves, for searches whose choices depend on them.
 */
import type { Table } from './table.ts';

/**
 * Writes the relative key into `out` from `at`: per suit a sentinel bit then two bits (the owner) per
 * remaining card from the top; the leader in bits 28–29 of the first.
 */
export function relativeKey(t: Table, out: Int32Array, at: number): void {
  const h = t.h;
  for (let s = 0; s < 4; s++) {
    const n = h[s]!;
    const e = h[4 + s]!;
    const so = h[8 + s]!;
    const w = h[12 + s]!;
    let all = n | e | so | w;
    let code = 1;
    while (all !== 0) {
      const b = 31 - Math.clz32(all);
      const bit = 1 << b;
      all ^= bit;
      code = (code << 2) | (e & bit ? 1 : so & bit ? 2 : w & bit ? 3 : 0);
    }
    out[at + s] = code;
  }
  out[at]! |= t.leader << 28;
}

/** The absolute key: the sixteen holdings and the leader. */
export function absoluteKey(t: Table): string {
  return String.fromCharCode(...t.h, t.leader);
}
