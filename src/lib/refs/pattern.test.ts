import { describe, expect, test } from 'vitest';
import { alternation, caseless, escapeRegExp, letterVariants, NOT_AFTER_WORD, NOT_BEFORE_WORD } from './pattern.ts';

describe('caseless', () => {
  test.each([
    // any case, with or without the accent
    ['νόμος', ['Νόμος', 'ΝΟΜΟΣ', 'νομος', 'ΝΌΜΟΣ'], ['νόμοι']],
    ['правило', ['ПРАВИЛО', 'Правило'], ['прaвило']], // the last has a Latin a
    ['п.', ['П.'], ['пх']],
  ])('returns a pattern for %s matching its case and accent forms only', (word, yes, no) => {
    const re = new RegExp(`^${caseless(word)}$`, 'u');
    for (const w of yes) expect(re.test(w), w).toBe(true);
    for (const w of no) expect(re.test(w), w).toBe(false);
  });
});

describe('letterVariants', () => {
  test('returns final and medial sigma as one letter', () => {
    expect(letterVariants('ς').sort()).toEqual(['Σ', 'ς', 'σ'].sort());
  });
});

describe('alternation', () => {
  test('returns the longest word first and never matches when empty', () => {
    expect(new RegExp(alternation(['правил', 'правилами'], caseless), 'u').exec('правилами')?.[0]).toBe('правилами');
    expect(new RegExp(alternation([])).test('anything')).toBe(false);
  });
});

describe('word boundaries', () => {
  test('returns boundaries that work next to Cyrillic, unlike \\b', () => {
    expect(/\bправило/u.test('правило')).toBe(false);
    expect(new RegExp(`${NOT_AFTER_WORD}правил${NOT_BEFORE_WORD}`, 'u').test('правил.')).toBe(true);
    expect(new RegExp(`${NOT_AFTER_WORD}правил${NOT_BEFORE_WORD}`, 'u').test('правильно')).toBe(false);
    expect(escapeRegExp('a.b(c)')).toBe('a\\.b\\(c\\)');
  });
});
