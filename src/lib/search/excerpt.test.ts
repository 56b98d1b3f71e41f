import { describe, expect, test } from 'vitest';
import { excerptParts } from './excerpt.ts';

describe('excerptParts', () => {
  test('splits marked words from text and unescapes angle brackets into text', () => {
    expect(excerptParts('a <mark>claims</mark> &lt;b&gt;')).toEqual([
      { text: 'a ', mark: false },
      { text: 'claims', mark: true },
      { text: ' <b>', mark: false },
    ]);
  });
  test('markup other than mark stays text, so nothing can become an element', () => {
    const parts = excerptParts('<img src=x onerror=alert(1)> <mark>x</mark>');
    expect(parts[0]).toEqual({ text: '<img src=x onerror=alert(1)> ', mark: false });
    expect(parts.filter((p) => p.mark).map((p) => p.text)).toEqual(['x']);
  });
  test('adjacent marks merge and empty input gives nothing', () => {
    expect(excerptParts('<mark>Претензии</mark><mark>,</mark> x')).toEqual([
      { text: 'Претензии,', mark: true },
      { text: ' x', mark: false },
    ]);
    expect(excerptParts('')).toEqual([]);
  });
});
