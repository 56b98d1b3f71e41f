import { describe, expect, test } from 'vitest';
import { displayHolding, formatHolding, highestRank, knownRanks, lowestRank, parseHolding, unknownCount, withoutCard } from './holding.ts';

describe('parseHolding', () => {
  test.each([
    ['', []], // a void
    ['QT', ['Q', 'T']],
    ['AKQJT98765432', ['A', 'K', 'Q', 'J', 'T', '9', '8', '7', '6', '5', '4', '3', '2']],
    ['???', ['?', '?', '?']], // booklet case 8
    ['?9?', ['?', '9', '?']], // booklet case 9
  ])('returns the holding when given %j', (text, items) => {
    expect(parseHolding(text)).toEqual({ ok: true, value: items });
  });

  test.each([
    ['Q10', 'pbn-ten', 1],
    ['AKX', 'pbn-rank', 2],
    ['ak', 'pbn-rank', 0],
    ['-', 'pbn-rank', 0],
    ['—', 'pbn-rank', 0],
    ['TQ', 'pbn-rank-order', 1],
    ['AA', 'duplicate-card', 1],
  ])('returns an error when given %j', (text, code, position) => {
    const r = parseHolding(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect([r.error.code, r.error.position]).toEqual([code, position]);
  });

  test('returns positions shifted by the offset', () => {
    const r = parseHolding('Q10', 5);
    expect(!r.ok && r.error.position).toBe(6);
  });

  test('returns a message that tells how to write a void', () => {
    const r = parseHolding('-');
    expect(!r.ok && r.error.message).toMatch(/empty suit/);
  });
});

describe('formatHolding / displayHolding', () => {
  test('returns PBN letters and reader text', () => {
    expect(formatHolding(['A', 'T', '?'])).toBe('AT?');
    expect(displayHolding(['Q', 'T'])).toBe('Q10');
    expect(displayHolding([])).toBe('—');
    expect(displayHolding([], '-')).toBe('-');
  });
});

describe('knownRanks / unknownCount / lowestRank / highestRank', () => {
  test.each([
    [['Q', 'J', 'T', '6', '5'], ['Q', 'J', 'T', '6', '5'], 0, '5', 'Q'],
    [['?', '9', '?'], ['9'], 2, undefined, undefined],
    [[], [], 0, undefined, undefined],
  ] as const)('reads %j', (h, known, unknown, low, high) => {
    expect([knownRanks(h), unknownCount(h), lowestRank(h), highestRank(h)]).toEqual([known, unknown, low, high]);
  });
});

describe('withoutCard', () => {
  test('returns the holding without the card, or undefined when it is not there', () => {
    expect(withoutCard(['A', 'Q'], 'A')).toEqual(['Q']);
    expect(withoutCard(['?', '9'], '?')).toEqual(['9']);
    expect(withoutCard(['A', 'Q'], 'K')).toBeUndefined();
  });
});
