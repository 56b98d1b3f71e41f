import { describe, expect, test } from 'vitest';
import { parseRefQuery } from '../refs/index.ts';
import { notationsOf } from './notations.ts';

describe('notationsOf', () => {
  test('a lettered item has its Latin, Cyrillic and Greek forms, with and without parentheses', () => {
    const n = notationsOf('45C4(a)');
    for (const form of ['45C4(a)', '45C4a', '45С4(a)', '45С4а', '45Γ4α']) expect(n).toContain(form);
  });
  test('Greek F is ΣΤ and a section without a Cyrillic look-alike stays Latin in Russian', () => {
    expect(notationsOf('80F')).toContain('80ΣΤ');
    expect(notationsOf('6D1')).toEqual(expect.arrayContaining(['6D1', '6Δ1']));
  });
  test('every notation reads back as the same id', () => {
    for (const id of ['45C4(a)', '16B1(a)', '12C1(e)(ii)', '46B', '7', 'para:69.5(ii)']) {
      for (const form of notationsOf(id)) expect(parseRefQuery(form).id, form).toBe(id);
    }
  });
  test('non-ids have no notations', () => {
    expect(notationsOf('facts.2')).toEqual([]);
    expect(notationsOf('45c4a')).toEqual([]);
  });
});
