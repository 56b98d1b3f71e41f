import { describe, expect, test } from 'vitest';
import { maxFragmentsFor, PAGES_PER_FRAGMENT_FILE } from './fragment-files.ts';

describe('maxFragmentsFor', () => {
  test.each([
    [0, 1],
    [1, 1],
    [16, 1],
    [17, 2],
    [57, 4],
    [570, 36],
    [2850, 179],
  ])('%i pages → %i files', (pages, files) => expect(maxFragmentsFor(pages)).toBe(files));
  test('a file holds about the same number of pages at any size of the corpus', () => {
    for (const pages of [100, 1000, 10_000]) {
      const perFile = pages / maxFragmentsFor(pages);
      expect(perFile).toBeLessThanOrEqual(PAGES_PER_FRAGMENT_FILE);
      expect(perFile).toBeGreaterThan(PAGES_PER_FRAGMENT_FILE * 0.85);
    }
  });
});
