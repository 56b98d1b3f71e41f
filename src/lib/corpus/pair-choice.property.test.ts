// Property tests of the parallel page's URL state (`?with=`).
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { LANGS } from './languages.ts';
import { choosePair } from './pair-choice.ts';

const lang = fc.constantFrom(...LANGS);
const anyValue = fc.option(fc.oneof(lang, fc.string(), fc.string({ unit: 'binary' }), fc.constantFrom('EN', ' en', 'en ', 'javascript:x', '<b>')), { nil: null });

describe('choosePair', () => {
  test('returns null or a language other than the original, whatever the URL and storage hold', () => {
    fc.assert(
      fc.property(lang, anyValue, anyValue, (original, fromUrl, stored) => {
        const r = choosePair(original, fromUrl, stored);
        expect(r === null || ((LANGS as readonly string[]).includes(r) && r !== original)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  test('returns the URL language whenever it is valid, else the stored one when valid', () => {
    fc.assert(
      fc.property(lang, lang, anyValue, (original, fromUrl, stored) => {
        fc.pre(fromUrl !== original);
        expect(choosePair(original, fromUrl, stored)).toBe(fromUrl);
      }),
    );
    fc.assert(
      fc.property(lang, anyValue, lang, (original, fromUrl, stored) => {
        fc.pre(!(LANGS as readonly string[]).includes(fromUrl ?? '') || fromUrl === original);
        expect(choosePair(original, fromUrl, stored)).toBe(stored === original ? null : stored);
      }),
    );
  });

  test('reads a real query string', () => {
    expect(choosePair('ru', new URLSearchParams('?with=pl&x=1').get('with'), 'en')).toBe('pl');
    expect(choosePair('ru', new URLSearchParams('?with=xx').get('with'), 'en')).toBe('en');
    expect(choosePair('ru', new URLSearchParams('').get('with'), null)).toBeNull();
  });
});
