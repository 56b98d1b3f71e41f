import { describe, expect, test } from 'vitest';
import { excerptParts, passageExcerpt } from './excerpt.ts';

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

describe('passageExcerpt', () => {
  const words =
    'w0 w1 w2 After a claim the claiming side cannot obtain a trick that could not have been lost by any normal play of the remaining cards. next'.split(' ');
  const to = words.length - 1; // the passage ends before `next`
  test('a match at the end of a passage keeps a full window, moved back, with … before', () => {
    const parts = passageExcerpt(words, 3, to, [to - 1], 10);
    const text = parts.map((p) => p.text).join('');
    expect(text).toBe('… been lost by any normal play of the remaining cards.');
    expect(text.split(' ').length).toBe(11);
    expect(parts.filter((p) => p.mark).map((p) => p.text)).toEqual(['cards.']);
  });
  test('the window holds the densest matches, and never leaves the passage', () => {
    const parts = passageExcerpt(words, 3, to, [5, 7, 8, 20], 6);
    const text = parts.map((p) => p.text).join('');
    expect(parts.filter((p) => p.mark).map((p) => p.text)).toEqual(['claim', 'claiming', 'side']);
    expect(text.startsWith('w')).toBe(false);
    expect(text.endsWith('next')).toBe(false);
  });
  test('a short passage is shown whole, escaped brackets as text', () => {
    expect(passageExcerpt(['x', '&lt;b&gt;', 'card', 'y'], 1, 3, [2])).toEqual([
      { text: '<b> ', mark: false },
      { text: 'card', mark: true },
    ]);
  });
});
