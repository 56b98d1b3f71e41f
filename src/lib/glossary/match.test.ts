import { describe, expect, test } from 'vitest';
import { foldForm, termMatcher } from './match.ts';
import type { GlossaryTerm } from './parse.ts';

type Entry = { term: string; forms: string[]; not?: string[]; also?: string[] };
const entry = (e: Entry) => ({ ...e, definition: `about ${e.term}` });
const term = (id: string, en: Entry, ru: Entry, pl: Entry, el: Entry): GlossaryTerm => ({
  id,
  file: `glossary/${id}.yaml`,
  law: 'Definitions',
  en: entry(en),
  ru: entry(ru),
  pl: entry(pl),
  el: entry(el),
});

const terms: GlossaryTerm[] = [
  term(
    'penalty-card',
    { term: 'penalty card', forms: ['penalty card'] },
    { term: 'штрафная карта', forms: ['штрафная карта'] },
    { term: 'karta przygwożdżona', forms: ['karta przygwożdżona', 'kartą przygwożdżoną'] },
    { term: 'τιμωρημένο φύλλο', forms: ['τιμωρημένο φύλλο'] },
  ),
  term(
    'major-penalty-card',
    { term: 'major penalty card', forms: ['major penalty card'] },
    { term: 'крупная штрафная карта', forms: ['крупная штрафная карта'] },
    { term: 'duża karta przygwożdżona', forms: ['dużą kartą przygwożdżoną'] },
    { term: 'μεγάλο τιμωρημένο φύλλο', forms: ['μεγάλο τιμωρημένο φύλλο'] },
  ),
  term(
    'deal',
    { term: 'deal', forms: ['deal', 'deals'], not: ['deals with'], also: ['board'] },
    { term: 'сдача', forms: ['сдача'] },
    { term: 'rozdanie', forms: ['rozdanie'] },
    { term: 'διανομή', forms: ['διανομή'] },
  ),
  term(
    'partner',
    { term: 'partner', forms: ['partner'] },
    { term: 'партнёр', forms: ['партнёр'] },
    { term: 'partner', forms: ['partner'] },
    { term: 'συμπαίκτης', forms: ['συμπαίκτης'] },
  ),
  term(
    'claimer',
    { term: 'claimer', forms: ['claimer'] },
    { term: 'заявитель', forms: ['игрок, предъявивший претензию'] },
    { term: 'zgłaszający', forms: ['zgłaszający'] },
    { term: 'διεκδικών', forms: ['διεκδικών'] },
  ),
];

describe('foldForm', () => {
  test.each([
    ['el', 'ΤΙΜΩΡΗΜΕΝΟ  ΦΥΛΛΟ', 'τιμωρημενο φυλλο'], // capitals without accents, one space
    ['el', 'ρενόνς', 'ρενονσ'], // final sigma is sigma
    ['ru', 'Партнёр', 'партнер'], // ё is е
    ['pl', 'Kartą', 'kartą'], // Polish letters stay
  ] as const)('%s: %s', (lang, form, key) => {
    expect(foldForm(form, lang)).toBe(key);
  });
});

describe('termMatcher', () => {
  test('the longest form wins and positions are in the original text', () => {
    const text = 'Staje się dużą kartą przygwożdżoną.';
    const [m] = termMatcher(terms, 'pl').matches(text);
    expect(m?.id).toBe('major-penalty-card');
    expect(text.slice(m?.start, m?.end)).toBe('dużą kartą przygwożdżoną');
  });

  test('whole words only, across line breaks, in any case and accent', () => {
    expect(
      termMatcher(terms, 'en')
        .matches('dealer deals')
        .map((m) => m.id),
    ).toEqual(['deal']);
    expect(
      termMatcher(terms, 'en')
        .matches('the penalty\ncard')
        .map((m) => m.id),
    ).toEqual(['penalty-card']);
    expect(
      termMatcher(terms, 'el')
        .matches('ΤΙΜΩΡΗΜΕΝΟ ΦΥΛΛΟ')
        .map((m) => m.id),
    ).toEqual(['penalty-card']);
    expect(
      termMatcher(terms, 'ru')
        .matches('партнер')
        .map((m) => m.id),
    ).toEqual(['partner']);
    expect(
      termMatcher(terms, 'ru')
        .matches('игрок, предъявивший претензию')
        .map((m) => m.id),
    ).toEqual(['claimer']);
  });

  test('a form inside its own negative context is not the term', () => {
    const m = termMatcher(terms, 'en');
    expect(m.matches('It deals with a deal.').map((x) => x.id)).toEqual(['deal']);
    expect(m.matches('It deals with the penalty card.').map((x) => x.id)).toEqual(['penalty-card']);
    expect(m.has('It deals with the penalty card.', 'deal')).toBe(false);
  });

  test('has() sees a form inside a longer form of another term, and the also words', () => {
    expect(termMatcher(terms, 'pl').has('dużą kartą przygwożdżoną', 'penalty-card')).toBe(true);
    expect(termMatcher(terms, 'en').has('the next board', 'deal')).toBe(true);
    expect(termMatcher(terms, 'en').matches('the next board')).toEqual([]); // also words are not matched in text
    expect(termMatcher(terms, 'en').formsOf('deal')).toEqual(['deal', 'deals']);
  });
});
