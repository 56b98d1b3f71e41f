import { describe, expect, test } from 'vitest';
import { normalizeNfc, originalOffset } from './normalize.ts';

describe('normalizeNfc', () => {
  test('returns the same text and no map when it is already NFC', () => {
    expect(normalizeNfc('Νόμος 5')).toEqual({ text: 'Νόμος 5' });
  });

  test('returns NFC text and maps offsets back to the original', () => {
    const original = 'Νο\u0301μος 5';
    const n = normalizeNfc(original);
    expect(n.text).toBe('Νόμος 5');
    expect(originalOffset(n, 6)).toBe(7);
    expect(originalOffset(n, n.text.length)).toBe(original.length);
  });
});
