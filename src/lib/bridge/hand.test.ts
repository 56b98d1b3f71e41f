import { describe, expect, test } from 'vitest';
import { formatHand, handCards, handSize, isFullyShown, parseHand, shownSuits } from './hand.ts';

describe('parseHand', () => {
  test('returns all four suits when no shown list is given', () => {
    expect(parseHand('J854.T963.52.A32')).toEqual({
      ok: true,
      value: { S: ['J', '8', '5', '4'], H: ['T', '9', '6', '3'], D: ['5', '2'], C: ['A', '3', '2'] },
    });
  });

  test('returns voids for empty suits that are shown', () => {
    // booklet case 4, North: ♠ - ♥ 64 ♦ Q96 ♣ -
    expect(parseHand('.64.Q96.')).toEqual({ ok: true, value: { S: [], H: ['6', '4'], D: ['Q', '9', '6'], C: [] } });
  });

  test('returns only the shown suits of a partial diagram', () => {
    // booklet case 8, North shows diamonds only: the other suits are not shown, not void
    expect(parseHand('..AKQT652.', ['D'])).toEqual({ ok: true, value: { D: ['A', 'K', 'Q', 'T', '6', '5', '2'] } });
    // booklet question 2, East shows ♠J and ♥8
    expect(parseHand('J.8..', ['S', 'H'])).toEqual({ ok: true, value: { S: ['J'], H: ['8'] } });
  });

  test('returns null for a hand not shown', () => {
    expect(parseHand('-')).toEqual({ ok: true, value: null });
  });

  test.each([
    ['AKQ', 'pbn-suits', 3],
    ['A.K.Q.J.T', 'pbn-suits', 7],
    ['A.K.Q10.', 'pbn-ten', 5],
    ['A.K.QX.', 'pbn-rank', 5],
    ['AKQJT98765432.A..', 'hand-size', 0],
  ])('returns an error when given %j', (text, code, position) => {
    const r = parseHand(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect([r.error.code, r.error.position]).toEqual([code, position]);
  });

  test('returns suit-not-shown when a suit outside the shown list has cards', () => {
    const r = parseHand('AQ.8..', ['S']);
    expect(r).toMatchObject({ ok: false, error: { code: 'suit-not-shown', suit: 'H', position: 3 } });
  });

  test('returns the suit of a bad holding', () => {
    const r = parseHand('A.K.Q10.');
    expect(!r.ok && r.error.suit).toBe('D');
  });
});

describe('formatHand', () => {
  test.each([
    ['J854.T963.52.A32', undefined],
    ['.64.Q96.', undefined],
    ['..AKQT652.', ['D'] as const],
    ['?9?...', ['S'] as const],
    ['-', undefined],
  ])('returns %j after parsing it', (text, shown) => {
    const r = parseHand(text, shown);
    expect(r.ok && formatHand(r.value)).toBe(text);
  });
});

describe('shownSuits / isFullyShown / handSize / handCards', () => {
  test('reads a partial hand', () => {
    const hand = { S: ['?', '9', '?'], D: [] } as const;
    expect(shownSuits(hand)).toEqual(['S', 'D']);
    expect(isFullyShown(hand)).toBe(false);
    expect(handSize(hand)).toBe(3);
    expect(handCards(hand)).toEqual(['S9']);
  });
});
