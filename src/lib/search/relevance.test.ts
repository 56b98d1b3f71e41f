import { describe, expect, test } from 'vitest';
import { foldWord, queryTerms, termOf, titleTerms } from './relevance.ts';

const one = (q: string) => queryTerms(q);

describe('termOf', () => {
  test('inflected forms, other case and diacritics match their query word', () => {
    expect(termOf('уступка', one('уступкой'))).toBe(0);
    expect(termOf('φύλλα', one('φύλλου'))).toBe(0);
    expect(termOf('έφεση.', one('εφέσεις'))).toBe(0);
    expect(termOf('ROSZCZEŃ', one('roszczenie'))).toBe(0);
    expect(termOf('lewy).', one('lew'))).toBe(0);
    expect(termOf('claimed', one('late claims'))).toBe(1);
  });
  test('loose one-letter matches of an unknown word do not', () => {
    expect(termOf('z', one('zzzqqq'))).toBe(-1);
    expect(termOf('п.', one('переведено'))).toBe(-1);
    expect(termOf('т.п.', one('переведено'))).toBe(-1);
    expect(termOf('…', one('claims'))).toBe(-1);
  });
  test('each matched word stands for the query word it shares a stem with', () => {
    const terms = one('штрафная карта');
    expect(termOf('штрафной', terms)).toBe(0);
    expect(termOf('картой', terms)).toBe(1);
    expect(termOf('Карты,', terms)).toBe(1);
    expect(termOf('карман', terms)).toBe(-1);
  });
});

describe('queryTerms', () => {
  test('each typed word with the form sent to Pagefind, folded', () => {
    expect(queryTerms('Penalty  card')).toEqual([['penalty'], ['card']]);
    expect(queryTerms('спорной претензией', 'спорн претензи')).toEqual([
      ['спорнои', 'спорн'],
      ['претензиеи', 'претензи'],
    ]);
    expect(queryTerms('"τιμωρημένο φύλλο"')).toEqual([['τιμωρημενο'], ['φυλλο']]);
    expect(queryTerms(' – ')).toEqual([]);
  });
  test('foldWord drops case, accents, final-sigma form and punctuation', () => {
    expect(foldWord('Έφεσης.')).toBe('εφεσησ');
    expect(foldWord('kartą')).toBe('karta');
  });
});

describe('titleTerms', () => {
  test('the query words a title contains, in any inflection, accents ignored', () => {
    expect(titleTerms('Νόμοι 68–71 (διεκδικήσεις και παραχωρήσεις)', queryTerms('διεκδικήσεων απόφαση'))).toEqual([0]);
    expect(titleTerms('Laws 68–71 (claims and concessions)', queryTerms('penalty card'))).toEqual([]);
    expect(titleTerms('Правила 68–71 (претензии и уступки)', queryTerms('уступкой претензию'))).toEqual([0, 1]);
  });
});
