import { describe, expect, test } from 'vitest';
import { parseDealSetup, validateSetup } from './setup.ts';

describe('parseDealSetup', () => {
  test('returns the shown hands, leaving out hands marked "-"', () => {
    const r = parseDealSetup({ N: { pbn: 'A2...', shown: ['S'] }, E: '-', S: { pbn: '3...', shown: ['S'] } });
    expect(r).toEqual({ ok: true, value: { N: { S: ['A', '2'] }, S: { S: ['3'] } } });
  });

  test('returns one error per bad hand, each with its seat', () => {
    const r = parseDealSetup({ N: 'AK10...', E: '...', S: 'X...' });
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.error.map((e) => [e.seat, e.code])).toEqual([
        ['N', 'pbn-ten'],
        ['S', 'pbn-rank'],
      ]);
  });
});

describe('validateSetup', () => {
  test('returns no error for a good partial diagram', () => {
    // booklet case 1
    expect(validateSetup({ N: { S: ['K', 'J', '8', '5', '2'] }, E: { S: ['A', '7', '6', '4'] }, S: { S: ['Q', 'T'] }, W: { S: ['9', '3'] } })).toEqual([]);
  });

  test('returns duplicate-card when a card is in two hands', () => {
    expect(validateSetup({ N: { S: ['A'] }, S: { S: ['A', '3'] } })).toEqual([
      { code: 'duplicate-card', message: '♠A is in N and in S', seat: 'S', suit: 'S', card: 'SA' },
    ]);
  });

  test('returns hand-size when a hand has 14 cards', () => {
    const errors = validateSetup({ N: { S: ['A', 'K', 'Q', 'J', 'T', '9', '8', '7', '6', '5', '4', '3', '2'], H: ['A'] } });
    expect(errors.map((e) => e.code)).toEqual(['hand-size']);
  });

  test('returns end-position when fully shown hands differ in size', () => {
    const hand = (n: number) => ({ S: [], H: Array(n).fill('?'), D: [], C: [] });
    const errors = validateSetup({ N: hand(5), E: hand(5), S: hand(6), W: hand(5) }, { endPosition: 5 });
    expect(errors.map((e) => [e.code, e.seat])).toEqual([['end-position', 'S']]);
    expect(validateSetup({ N: hand(5), E: hand(5), S: hand(6), W: hand(5) }, { endPosition: true })).toHaveLength(3);
  });

  test('returns end-position only when a partial hand shows more than the end position holds', () => {
    // question 1: last two cards, only spades shown; West shows one card
    const setup = { N: { S: ['A', '2'] }, W: { S: ['5'] }, E: { S: ['8'] }, S: { S: ['3'] } } as const;
    expect(validateSetup(setup, { endPosition: 2 })).toEqual([]);
    expect(validateSetup(setup, { endPosition: 1 }).map((e) => e.seat)).toEqual(['N']);
  });
});
