import { describe, expect, test } from 'vitest';
import { parseProgress, score } from './study-progress.ts';

describe('parseProgress', () => {
  test.each([
    [null, {}],
    ['not json', {}],
    ['[1,2]', {}],
    ['{"q1":{"mark":"right","open":true,"picks":{"main":"refused","b":3}}}', { q1: { mark: 'right', open: true, picks: { main: 'refused' } } }],
    ['{"q1":{"mark":"maybe"},"2":"x"}', { q1: {} }],
  ])('returns only well-formed progress from %j', (text, expected) => {
    expect(parseProgress(text)).toEqual(expected);
  });
});

describe('score', () => {
  test('returns marked, right and wrong over the listed problems only', () => {
    expect(score({ q1: { mark: 'right' }, q2: { mark: 'wrong' }, '1': { open: true }, old: { mark: 'right' } }, ['q1', 'q2', '1'])).toEqual({ total: 3, marked: 2, right: 1, wrong: 1 });
  });
});
