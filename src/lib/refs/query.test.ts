import { describe, expect, test } from 'vitest';
import { parseRefQuery } from './query.ts';

describe('parseRefQuery', () => {
  test.each([
    ['45C4a', '45C4(a)', 'bare item letter'],
    ['45c4(a)', '45C4(a)', 'lower-case section letter'],
    ['45Γ4α', '45C4(a)', 'Greek letters'],
    ['45С4а', '45C4(a)', 'Cyrillic С and а'],
    ['Law 16A2', '16A2', 'English law word'],
    ['Law 16 A 2', '16A2', 'spaces between the parts'],
    ['Правило 16А2', '16A2', 'Russian law word, Cyrillic А'],
    ['P 70C', '70C', 'Polish abbreviation'],
    ['Νόμος 46Β', '46B', 'Greek law word, Greek Β'],
    ['L45C4a', '45C4(a)', 'TD shorthand'],
    ['ΝΟΜΟΣ 45Γ4(β', '45C4(b)', 'capitals, missing closing parenthesis'],
    ['law 12c1e(ii)', '12C1(e)(ii)', 'roman sub-item'],
    ['80στ', '80F', 'Greek lower-case στ'],
    ['Правило 73Д', '73D', 'Cyrillic Д'],
    ['45C4A', '45C4(a)', 'upper-case item letter'],
    ['przepisem 12C.', '12C', 'Polish case form, trailing full stop'],
    ['16', '16', 'law alone'],
    ['45C4(a)', '45C4(a)', 'canonical id'],
    ['п. 69.5.(ii)', 'para:69.5(ii)', 'Russian paragraph word'],
    ['pkt 10', 'para:10', 'Polish point'],
    ['para:69.5(ii)', 'para:69.5(ii)', 'canonical paragraph id'],
    ['69.5', 'para:69.5', 'a dot means a paragraph: law ids have none'],
  ])('returns %s as %s (%s)', (input, id) => {
    expect(parseRefQuery(input)).toEqual({ id, suggestions: [] });
  });

  test.each([
    ['', 'empty', []],
    ['xyz', 'unparsed', []],
    ['94', 'unknown-law', ['93', '9', '4']],
    ['450', 'unknown-law', ['45', '40', '50', '93']],
    ['45Z', 'unparsed', ['45']],
    ['45C4(a)x', 'unparsed', ['45C4(a)', '45C4', '45C', '45']],
  ])('returns no id for %j, with error %s and suggestions %j', (input, error, suggestions) => {
    expect(parseRefQuery(input)).toEqual({ id: null, suggestions, error });
  });

  test('returns unknown-target with nearby known ids when known is given', () => {
    const known = new Set(['45', '45C', '45C4', '45C4(a)', '45C4(b)']);
    expect(parseRefQuery('45C4(c)', { known })).toEqual({ id: null, suggestions: ['45C4', '45C4(a)', '45C4(b)', '45C', '45'], error: 'unknown-target' });
    expect(parseRefQuery('45C', { known })).toEqual({ id: '45C', suggestions: [] });
    expect(parseRefQuery('45C9', { known }).suggestions).toEqual(['45C', '45C4', '45C4(a)', '45C4(b)', '45']);
  });

  test('returns children of a known prefix as suggestions', () => {
    const known = new Set(['16A1', '16A2']);
    expect(parseRefQuery('16A', { known })).toEqual({ id: null, suggestions: ['16A1', '16A2'], error: 'unknown-target' });
  });
});
