import { describe, expect, test } from 'vitest';
import { isRank, isSeat, isSuit, nextSeat, partnerOf, rankIndex, rankLabel, RANKS, SEATS, sideOf, SUITS } from './vocabulary.ts';

describe('vocabulary', () => {
  test('lists seats clockwise, suits in PBN order and ranks highest first', () => {
    expect(SEATS).toEqual(['N', 'E', 'S', 'W']);
    expect(SUITS).toEqual(['S', 'H', 'D', 'C']);
    expect(RANKS.join('')).toBe('AKQJT98765432');
  });
});

describe('isSeat / isSuit / isRank', () => {
  test.each([
    ['N', true, false, false],
    ['S', true, true, false],
    ['T', false, false, true],
    ['10', false, false, false], // the ten is T
    ['s', false, false, false], // upper case only
    [3, false, false, false],
  ])('classifies %j', (value, seat, suit, rank) => {
    expect([isSeat(value), isSuit(value), isRank(value)]).toEqual([seat, suit, rank]);
  });
});

describe('nextSeat', () => {
  test.each([
    ['N', 1, 'E'],
    ['W', 1, 'N'],
    ['N', 2, 'S'],
    ['N', -1, 'W'],
    ['E', 7, 'N'],
  ] as const)('returns the seat %s + %i = %s', (seat, steps, expected) => {
    expect(nextSeat(seat, steps)).toBe(expected);
  });
});

describe('partnerOf / sideOf', () => {
  test('returns the partner and the side', () => {
    expect(partnerOf('S')).toBe('N');
    expect(partnerOf('E')).toBe('W');
    expect(sideOf('S')).toBe('NS');
    expect(sideOf('W')).toBe('EW');
  });
});

describe('rankIndex / rankLabel', () => {
  test('returns 0 for the ace and 12 for the two', () => {
    expect(rankIndex('A')).toBe(0);
    expect(rankIndex('2')).toBe(12);
  });
  test('prints the ten as 10', () => {
    expect(rankLabel('T')).toBe('10');
    expect(rankLabel('?')).toBe('?');
  });
});
