import { describe, expect, test } from 'vitest';
import { parseRefQuery } from '../refs/query.ts';
import { parseEditionQuery } from './query.ts';

describe('parseEditionQuery', () => {
  test.each([
    ['2017 16C', '2017', '16C'],
    ['2017: 16C', '2017', '16C'],
    ['16C (2017)', '2017', '16C'],
    ['16C/2017', '2017', '16C'],
    ['Law 16C (2017 Laws)', '2017', 'Law 16C'],
    ['Prawo 16C/2017', '2017', 'przepis 16C'], // the word the text grammar reads
    ['przepis 16C (2007 r.)', '2007', 'przepis 16C'],
    ['Правило 16С (2017)', '2017', 'Правило 16С'],
    ['Правило 16D (1997 г.)', '1997', 'Правило 16D'],
    ['Νόμος 16Γ (2017)', '2017', 'Νόμος 16Γ'],
    ['Νόμος 45Γ4β (ΔΚΑΜ 2007)', '2007', 'Νόμος 45Γ4β'],
    ['16D, 2007', '2007', '16D'],
  ])('%s → code %s, reference %s', (input, edition, ref) => {
    expect(parseEditionQuery(input)).toEqual({ edition, ref });
  });

  test.each([
    ['16C'], // no code: the caller takes the current one
    ['Правило 16А2'],
    ['2017'], // a year alone is no reference
    ['16C (2016)'], // not one of the three codes
    ['45C4(b)'],
  ])('%s names no code', (input) => {
    expect(parseEditionQuery(input).edition).toBeNull();
  });

  test('the reference left over is what parseRefQuery reads, in every language', () => {
    for (const q of ['2017 16C', 'Prawo 16C/2017', 'Правило 16С (2017)', 'Νόμος 16Γ (2017)']) expect(parseRefQuery(parseEditionQuery(q).ref).id, q).toBe('16C');
  });

  test('long input is left alone', () => {
    expect(parseEditionQuery(`${'x'.repeat(100)} 2017`).edition).toBeNull();
  });
});
