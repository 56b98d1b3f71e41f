/**
 * Transposition-table keys, taken when a trick is about to be led. The relative key spells
 * each suit as the owners of its remaining cards from the top, so positions that differ only
 * in cards already played (♠K-Q once the ace is gone, ♠A-K before) share one entry. The
 * absolute key names the cards themselves, for searches whose choices depend on them.
 */
import type { Table } from './table.ts';

/** The relative key: per suit the owner of each remaining card from the top, then the leader. */
export function relativeKey(t: Table): string {
  const h = t.h;
  let key = '';
  for (let s = 0; s < 4; s++) {
    const n = h[s]!;
    const e = h[4 + s]!;
    const so = h[8 + s]!;
    const w = h[12 + s]!;
    let code = 1;
    for (let b = 12; b >= 0; b--) {
      const bit = 1 << b;
      if (n & bit) code <<= 2;
      else if (e & bit) code = (code << 2) | 1;
      else if (so & bit) code = (code << 2) | 2;
      else if (w & bit) code = (code << 2) | 3;
    }
    key += String.fromCharCode(code & 0xffff, code >>> 16);
  }
  return key + String.fromCharCode(t.leader);
}

/** The absolute key: the sixteen holdings and the leader. */
export function absoluteKey(t: Table): string {
  return String.fromCharCode(...t.h, t.leader);
}
