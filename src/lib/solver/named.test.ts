import { describe, expect, test } from 'vitest';
import { Bounds, Choices } from './named.ts';
import { Table } from './table.ts';

/** A table whose North holds the spades of `i`'s bits (13 of them) and whose trick holds `lead` (none: -1). */
function table(i: number, lead = -1): Table {
  const h = new Int32Array(16);
  h[0] = i & 0x1fff;
  h[5] = i >> 13;
  if (lead >= 0) h[4 + 2]! |= 1 << lead;
  const t = new Table(h, 0, 1);
  if (lead >= 0) t.play(1, 2 * 16 + lead);
  return t;
}

describe('the constrained search’s exact tables', () => {
  test('every entry is found again after the table has grown many times, and no other position matches', () => {
    const b = new Bounds(1_000_000);
    for (let i = 1; i <= 5000; i++) b.store(table(i), i % 7, 1 + (i % 5), true, 13, 0);
    expect(b.size).toBe(5000);
    for (let i = 1; i <= 5000; i++) expect(b.get(table(i), i % 7), String(i)).toBe(((1 + (i % 5)) << 4) | 13);
    // Another key, another trick in progress: other positions.
    expect(b.get(table(1), 2)).toBe(-1);
    expect(b.get(table(1, 3), 1)).toBe(-1);
  });

  test('bounds narrow as tests add to them; the card that decided stays until another replaces it', () => {
    const b = new Bounds(100);
    b.store(table(9), 0, 3, true, 8, 5);
    b.store(table(9), 0, 6, false, 8, 0);
    expect(b.get(table(9), 0)).toBe((5 << 8) | (3 << 4) | 5);
  });

  test('a full table is emptied, never grown past its cap', () => {
    const b = new Bounds(10);
    for (let i = 1; i <= 25; i++) b.store(table(i), 0, 1, true, 13, 0);
    expect(b.size).toBeLessThanOrEqual(10);
    expect(b.get(table(25), 0)).toBe((1 << 4) | 13);
    expect(b.get(table(1), 0)).toBe(-1);
  });

  test('the cards allowed are kept per position, the trick in progress included', () => {
    const c = new Choices(1_000_000);
    const allow = new Int32Array(4);
    for (let i = 1; i <= 3000; i++) c.set(table(i, i % 13), 4, Int32Array.of(i, 0, i >> 3, 1));
    for (let i = 1; i <= 3000; i++) {
      expect(c.get(table(i, i % 13), 4, allow)).toBe(true);
      expect([...allow]).toEqual([i, 0, i >> 3, 1]);
    }
    expect(c.get(table(1, 2), 4, allow)).toBe(false);
  });
});
