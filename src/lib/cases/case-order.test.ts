import { expect, test } from 'vitest';
import { compareCaseIds } from './case-order.ts';

test('questions come first, then the cases by number (not by text)', () => {
  expect(['10', '2', 'q2', '16', '1', 'q1'].sort(compareCaseIds)).toEqual(['q1', 'q2', '1', '2', '10', '16']);
});

test('ids with a letter and a number (a collection of our own: r1 … r10) go by the number, not by text', () => {
  expect(['r10', 'r2', 'r1', 'r9'].sort(compareCaseIds)).toEqual(['r1', 'r2', 'r9', 'r10']);
  // Named cases keep their alphabetical order.
  expect(['lead-a-heart', 'already-won', 'king-drops'].sort(compareCaseIds)).toEqual(['already-won', 'king-drops', 'lead-a-heart']);
});
