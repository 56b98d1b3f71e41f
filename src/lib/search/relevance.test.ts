import { describe, expect, test } from 'vitest';
import { isRealMatch } from './relevance.ts';

describe('isRealMatch', () => {
  test('inflected forms, other case and diacritics match', () => {
    expect(isRealMatch(['уступка'], 'уступкой')).toBe(true);
    expect(isRealMatch(['φύλλα'], 'φύλλου')).toBe(true);
    expect(isRealMatch(['έφεση.'], 'εφέσεις')).toBe(true);
    expect(isRealMatch(['ROSZCZEŃ'], 'roszczenie')).toBe(true);
    expect(isRealMatch(['lewy).'], 'lew')).toBe(true);
    expect(isRealMatch(['nothing', 'claimed'], 'late claims')).toBe(true);
  });
  test('loose one-letter matches of an unknown word do not', () => {
    expect(isRealMatch(['z'], 'zzzqqq')).toBe(false);
    expect(isRealMatch(['п.', 'т.п.'], 'переведено')).toBe(false);
    expect(isRealMatch([], 'claims')).toBe(false);
  });
});
