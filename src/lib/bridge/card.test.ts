import { describe, expect, test } from 'vitest';
import { ALL_CARDS, cardRank, cardSuit, compareCards, formatCardSymbol, isKnownCard, parseCard, parsePlayedCard } from './card.ts';

describe('ALL_CARDS', () => {
  test('returns 52 different cards, spades first', () => {
    expect(ALL_CARDS).toHaveLength(52);
    expect(new Set(ALL_CARDS).size).toBe(52);
    expect(ALL_CARDS.slice(0, 2)).toEqual(['SA', 'SK']);
    expect(ALL_CARDS.at(-1)).toBe('C2');
  });
});

describe('parsePlayedCard', () => {
  test.each([
    ['SA', 'SA'],
    ['HT', 'HT'],
    ['D?', 'D?'], // a diamond of unstated rank
    ['?', '?'], // a card not stated at all
  ])('returns %s when given %s', (text, value) => {
    expect(parsePlayedCard(text)).toEqual({ ok: true, value });
  });

  test.each([
    ['XA', 'card-suit', 0],
    ['sA', 'card-suit', 0],
    ['', 'card-suit', 0],
    ['S10', 'pbn-ten', 1],
    ['SZ', 'card-rank', 1],
    ['S', 'card-rank', 1],
    ['SAK', 'card-rank', 1],
  ])('returns an error when given %j', (text, code, position) => {
    const r = parsePlayedCard(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect([r.error.code, r.error.position]).toEqual([code, position]);
  });
});

describe('parseCard', () => {
  test('returns an error when the rank is unknown', () => {
    expect(parseCard('D?')).toMatchObject({ ok: false, error: { code: 'card-rank' } });
    expect(parseCard('DQ')).toEqual({ ok: true, value: 'DQ' });
  });
});

describe('cardSuit / cardRank / isKnownCard', () => {
  test.each([
    ['HT', 'H', 'T', true],
    ['D?', 'D', undefined, false],
    ['?', undefined, undefined, false],
  ] as const)('reads %s', (c, suit, rank, known) => {
    expect([cardSuit(c), cardRank(c), isKnownCard(c)]).toEqual([suit, rank, known]);
  });
});

describe('formatCardSymbol', () => {
  test.each([
    ['HT', '♥10'],
    ['SA', '♠A'],
    ['C?', '♣?'],
    ['?', '?'],
  ] as const)('returns %s as %s', (c, text) => {
    expect(formatCardSymbol(c)).toBe(text);
  });
});

describe('compareCards', () => {
  test('returns diagram order: suit, then rank highest first', () => {
    expect((['C2', 'HT', 'SK', 'SA', 'H9'] as const).slice().sort(compareCards)).toEqual(['SA', 'SK', 'HT', 'H9', 'C2']);
  });
});
