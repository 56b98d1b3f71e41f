// Property tests of the parallel page's pair: the default pair and the URL / remembered choice.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { LANGS } from './languages.ts';
import { choosePair, defaultPair } from './pair-choice.ts';

const lang = fc.constantFrom(...LANGS);
const anyValue = fc.option(fc.oneof(lang, fc.string(), fc.string({ unit: 'binary' }), fc.constantFrom('EN', ' en', 'en ', 'javascript:x', '<b>')), {
  nil: null,
});
const all = [...LANGS];
// The languages a page has a text in: the original and any subset of the others.
const page = lang.chain((original) => fc.subarray(all.filter((l) => l !== original)).map((others) => ({ original, available: [original, ...others] })));

describe('choosePair', () => {
  test('returns null or a language of the page other than the original, whatever the URL and storage hold', () => {
    fc.assert(
      fc.property(page, anyValue, anyValue, ({ original, available }, fromUrl, stored) => {
        const r = choosePair(original, available, fromUrl, stored);
        expect(r === null || (available.includes(r) && r !== original)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  test('returns the URL language whenever the page has it, else the stored one when the page has it', () => {
    fc.assert(
      fc.property(lang, lang, anyValue, (original, fromUrl, stored) => {
        fc.pre(fromUrl !== original);
        expect(choosePair(original, all, fromUrl, stored)).toBe(fromUrl);
      }),
    );
    fc.assert(
      fc.property(lang, anyValue, lang, (original, fromUrl, stored) => {
        fc.pre(!(LANGS as readonly string[]).includes(fromUrl ?? '') || fromUrl === original);
        expect(choosePair(original, all, fromUrl, stored)).toBe(stored === original ? null : stored);
      }),
    );
  });

  test('a remembered language the page has no text in does not carry over: the default pair stays', () => {
    // Chosen on a page that has Greek, remembered; this page has Russian and English only.
    expect(choosePair('ru', ['ru', 'en'], null, 'el')).toBeNull();
    expect(choosePair('ru', ['ru', 'en'], 'pl', 'el')).toBeNull();
    expect(choosePair('ru', ['ru', 'en'], 'pl', 'en')).toBe('en');
    fc.assert(
      fc.property(page, lang, (p, stored) => {
        fc.pre(!p.available.includes(stored));
        expect(choosePair(p.original, p.available, null, stored)).toBeNull();
      }),
    );
  });

  test('reads a real query string', () => {
    expect(choosePair('ru', all, new URLSearchParams('?with=pl&x=1').get('with'), 'en')).toBe('pl');
    expect(choosePair('ru', all, new URLSearchParams('?with=xx').get('with'), 'en')).toBe('en');
    expect(choosePair('ru', all, new URLSearchParams('').get('with'), null)).toBeNull();
  });
});

describe('defaultPair', () => {
  test('the original beside the reader’s language, beside English when the reader’s language is the original’s', () => {
    expect(defaultPair('el', 'ru', all)).toBe('ru');
    expect(defaultPair('el', 'en', all)).toBe('en');
    expect(defaultPair('el', 'el', all)).toBe('en');
    expect(defaultPair('pl', 'pl', all)).toBe('en');
    expect(defaultPair('ru', 'pl', all)).toBe('pl');
  });

  test('skips a language the page has no text in, English next', () => {
    expect(defaultPair('ru', 'el', ['ru', 'en'])).toBe('en');
    expect(defaultPair('pl', 'el', ['pl'])).toBe('el');
  });

  test('is never the original, and is the reader’s language whenever the page has it', () => {
    fc.assert(
      fc.property(page, lang, ({ original, available }, reader) => {
        const d = defaultPair(original, reader, available);
        expect(d).not.toBe(original);
        if (reader !== original && available.includes(reader)) expect(d).toBe(reader);
        if (reader === original && available.includes('en') && original !== 'en') expect(d).toBe('en');
      }),
    );
  });
});
