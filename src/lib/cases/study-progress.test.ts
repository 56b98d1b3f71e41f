import { describe, expect, test } from 'vitest';
import { differs, markOf, parseProgress, score } from './study-progress.ts';

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
    expect(score({ q1: { mark: 'right' }, q2: { mark: 'wrong' }, '1': { open: true }, old: { mark: 'right' } }, ['q1', 'q2', '1'])).toEqual({
      total: 3,
      marked: 2,
      right: 1,
      wrong: 1,
    });
  });
});

describe('an answer that differs from the final ruling', () => {
  const key = { main: 'refused' };
  test('is detected per scenario, and an answer not chosen does not differ', () => {
    expect(differs({ picks: { main: 'allowed' } }, key)).toBe(true);
    expect(differs({ picks: { main: 'refused' } }, key)).toBe(false);
    expect(differs({}, key)).toBe(false);
    expect(differs({ picks: { other: 'x' } }, key)).toBe(false);
  });

  test('counts as wrong even when the reader marked it right (case 7: the committee refused the change)', () => {
    expect(markOf({ picks: { main: 'allowed' }, mark: 'right' }, key)).toBe('wrong');
    expect(markOf({ picks: { main: 'refused' }, mark: 'right' }, key)).toBe('right');
    expect(markOf({ picks: { main: 'allowed' } }, key)).toBeUndefined();
    expect(score({ '7': { picks: { main: 'allowed' }, mark: 'right' } }, ['7'], { '7': key })).toEqual({ total: 1, marked: 1, right: 0, wrong: 1 });
  });
});
