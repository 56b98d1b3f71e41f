import { describe, expect, test } from 'vitest';
import { cardsOf, contractsOf, holdingsOf } from './cards.ts';
import { numbersOf } from './numbers.ts';
import { refsOf } from './references.ts';
import { scriptShare } from '../base/script.ts';
import { comparableText, withoutEditorialNotes } from './text.ts';

describe('cardsOf', () => {
  test.each([
    ['το ♦10 και ο ♥J', ['D10', 'HJ']], // Greek case text
    ['♦ QJ1065', ['DQJ1065']], // a holding with a space
    ['♦Q -2-7-4', ['DQ']], // a trick: the following spots are numbers, not cards
    ['♠T and ♣x', ['S10', 'Cx']], // T for ten, x for a small card
    ['♠Д', ['SQ']], // Russian rank letter after a suit
    ['♥Ν', ['HQ']], // Greek rank letter (Ντάμα)
    ['♦ Ναι', []], // a word after a suit symbol is not a rank
    ['♠', []], // a bare suit symbol is not a card mention
  ])('%s → %j', (text, expected) => {
    expect(cardsOf(text).map((m) => m.value)).toEqual(expected);
  });
});

describe('holdingsOf', () => {
  test.each([
    ['имеет AQ после KJ на столе', ['AQ', 'KJ']], // Russian commentary 68.3
    ['QJ10 and AKx', ['QJ10', 'AKx']],
    ['Law 48A and 72A5', []], // law sections start with digits
    ['A card', []], // a single letter is an article, not a holding
  ])('%s → %j', (text, expected) => {
    expect(holdingsOf(text).map((m) => m.value)).toEqual(expected);
  });
});

describe('contractsOf', () => {
  test.each([
    ['Ο Ν παίζει 3ΧΑ.', ['3NT']], // Greek Chi Alpha
    ['3NT+1', ['3NT']],
    ['Το συμβόλαιο είναι 3NT από το N', ['3NT']], // Latin NT inside Greek text
    ['6♥ then 4 ♠', ['6H', '4S']],
    ['3 БК', ['3NT']], // Russian
    ['Law 45C1, 8 tricks', []], // not contracts
  ])('%s → %j', (text, expected) => {
    expect(contractsOf(text).map((m) => m.value)).toEqual(expected);
  });
});

describe('numbersOf', () => {
  test('skips given spans and reads each digit run alone', () => {
    expect(numbersOf('para 68.7 and 1,000 and 0,5')).toEqual(['68', '7', '1', '000', '0', '5']);
    expect(numbersOf('1 000 and 0.5')).toEqual(numbersOf('1,000 and 0,5'));
    expect(numbersOf('won 8 tricks; 3NT+1', [{ start: 14, end: 17 }])).toEqual(['8', '1']);
  });
});

describe('refsOf', () => {
  test('resolves references in each language to the same canonical ids', () => {
    expect(refsOf('см. Правило 16А2', 'ru', { edition: '1997' }).targets).toEqual(['16A2']);
    expect(refsOf('Ο 45Γ4β δεν εφαρμόζεται', 'el', { edition: '2007' }).targets).toEqual(['45C4(b)']);
    expect(refsOf('Law 45C4(b) does not apply', 'en', { edition: '2007' }).targets).toEqual(['45C4(b)']);
  });

  test('resolves a relative reference with the law and section the segment is', () => {
    expect(refsOf('według punktu 2c', 'pl', { edition: '2007', withinLaw: 16, segmentId: '16C3' }).targets).toEqual(['16C2(c)']);
  });
});

describe('scriptShare', () => {
  test.each([
    ['Declarer makes a claim', 'en', 1],
    ['Защитник оспаривает претензию', 'en', 0],
    ['Ο Ν παίζει 3NT', 'el', 8 / 10],
  ] as const)('%s in %s', (text, lang, share) => {
    const s = scriptShare(text, lang);
    expect(s.inScript / s.letters).toBeCloseTo(share);
  });
});

describe('comparableText', () => {
  test('drops Markdown syntax and editorial notes', () => {
    expect(comparableText('### Law 46B\n\n1\\. (a) **x**\\\ny')).toBe('Law 46B\n\n1. (a) x\ny');
    expect(withoutEditorialNotes('Text 1.\n\n*Editorial note (Lex Ludi): “♠AQ” is a slip for ♠Q (Law 46B2).*')).toBe('Text 1.');
    expect(withoutEditorialNotes('Tekst 1.\n\n*Uwaga redakcji (Lex Ludi): „♠AQ” to pomyłka.*')).toBe('Tekst 1.');
    expect(withoutEditorialNotes('Текст.\n\n*Примечание редакции (Lex Ludi): опечатка.*')).toBe('Текст.');
    expect(withoutEditorialNotes('Κείμενο.\n\n*Σημείωση της σύνταξης (Lex Ludi): λάθος.*')).toBe('Κείμενο.');
    expect(withoutEditorialNotes('Text.\n\n*Editorial note: not ours.*')).toContain('not ours');
  });
});
