import { expect, test } from 'vitest';
import { compareCaseIds } from './case-order.ts';

test('questions come first, then the cases by number (not by text)', () => {
  expect(['10', '2', 'q2', '16', '1', 'q1'].sort(compareCaseIds)).toEqual(['q1', 'q2', '1', '2', '10', '16']);
});
