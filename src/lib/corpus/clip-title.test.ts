import { expect, test } from 'vitest';
import { clipTitle } from './clip-title.ts';

test('titles that fit are kept; longer ones are cut at a word and fit', () => {
  expect(clipTitle('Law 45 — Card played', 59)).toBe('Law 45 — Card played');
  const long = 'Νόμος 24 — Φύλλο που εκτέθηκε ή παίχτηκε κατά τη διάρκεια της αγοράς';
  const c = clipTitle(long, 40);
  expect(c.length).toBeLessThanOrEqual(40);
  expect(c.endsWith('…')).toBe(true);
  expect(long.startsWith(c.slice(0, -1).trimEnd())).toBe(true);
  expect(clipTitle('x'.repeat(100), 10)).toBe(`${'x'.repeat(9)}…`);
});
