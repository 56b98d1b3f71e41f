import { describe, expect, test } from 'vitest';
import type { GlossaryTerm } from '../glossary/parse.ts';
import { missingTerms, termIndex } from './terms.ts';

const e = (term: string, forms: string[], not?: string[]) => ({ term, forms, definition: `about ${term}`, ...(not ? { not } : {}) });
const terms: GlossaryTerm[] = [
  {
    id: 'penalty-card',
    file: 'glossary/penalty-card.yaml',
    law: '50',
    en: e('penalty card', ['penalty card']),
    ru: e('штрафная карта', ['штрафная карта', 'штрафной картой']),
    pl: e('karta przygwożdżona', ['karta przygwożdżona', 'kartą przygwożdżoną']),
    el: e('τιμωρημένο φύλλο', ['τιμωρημένο φύλλο']),
  },
  {
    id: 'side',
    file: 'glossary/side.yaml',
    law: 'Definitions',
    en: e('side', ['side']),
    ru: e('сторона', ['сторона', 'стороной'], ['лицевой стороной']),
    pl: e('strona', ['strona']),
    el: e('πλευρά', ['πλευρά']),
  },
];
const index = termIndex(terms);

describe('missingTerms', () => {
  test('a wrong term is reported with the original word and the expected forms', () => {
    expect(missingTerms(index, 'Она становится штрафной картой.', 'ru', 'Staje się kartą karną.', 'pl')).toEqual([
      {
        id: 'penalty-card',
        word: 'штрафной картой',
        term: 'karta przygwożdżona',
        expected: ['karta przygwożdżona', 'kartą przygwożdżoną'],
        file: 'glossary/penalty-card.yaml',
      },
    ]);
  });

  test('the right term in any listed form passes, in any direction', () => {
    expect(missingTerms(index, 'Она становится штрафной картой.', 'ru', 'Staje się kartą przygwożdżoną.', 'pl')).toEqual([]);
    expect(missingTerms(index, 'Staje się kartą przygwożdżoną.', 'pl', 'It becomes a penalty card.', 'en')).toEqual([]);
    expect(missingTerms(index, 'Γίνεται τιμωρημένο φύλλο.', 'el', 'Она становится штрафной картой.', 'ru')).toEqual([]);
  });

  test('a false friend in the original asks nothing of the translation', () => {
    expect(missingTerms(index, 'Карты сдаются лицевой стороной вниз.', 'ru', 'The cards are dealt face down.', 'en')).toEqual([]);
    expect(missingTerms(index, 'Каждой стороной.', 'ru', 'Each pair.', 'en').map((m) => m.id)).toEqual(['side']);
  });
});
