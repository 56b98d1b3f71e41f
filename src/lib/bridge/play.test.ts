import { describe, expect, test } from 'vitest';
import { setupDifferences, validatePlay } from './play.ts';
import type { DealSetup } from './setup.ts';

// booklet case 5, before: diamonds only
const CASE5: DealSetup = { N: { D: ['Q', 'J', 'T', '6', '5'] }, E: { D: ['A', '9', '3', '2'] }, S: { D: ['K', '8', '7'] }, W: { D: ['4'] } };

describe('validatePlay', () => {
  test('returns no error and the holdings left for a correct play', () => {
    const check = validatePlay(CASE5, [
      { leader: 'N', cards: ['DQ', 'D2', 'D7', 'D4'] },
      { leader: 'N', cards: ['D5', 'D3', 'DK', 'H4'] }, // West shows out: hearts are not shown
      { leader: 'S', cards: ['D8', 'C3', 'DJ', 'DA'] },
    ]);
    expect(check.errors).toEqual([]);
    expect(check.remaining).toEqual({ N: { D: ['T', '6'] }, E: { D: ['9'] }, S: { D: [] }, W: { D: [] } });
  });

  test('returns card-not-held when a player plays a card it did not hold', () => {
    const check = validatePlay(CASE5, [{ leader: 'N', cards: ['DQ', 'DK'] }]);
    expect(check.errors).toEqual([{ code: 'card-not-held', message: 'E plays ♦K, which E does not hold', seat: 'E', card: 'DK', suit: 'D', trick: 0 }]);
  });

  test('returns revoke when a player discards while holding the suit led', () => {
    const check = validatePlay(CASE5, [{ leader: 'N', cards: ['DQ', 'H2'] }]);
    expect(check.errors.map((e) => [e.code, e.seat])).toEqual([['revoke', 'E']]);
  });

  test('returns no error for a revoke the trick marks as one', () => {
    const check = validatePlay(CASE5, [{ leader: 'N', cards: ['DQ', 'H2'], revokes: ['E'] }]);
    expect(check.errors).toEqual([]);
  });

  test('returns revoke-mark when a marked card follows suit or the player is void', () => {
    const check = validatePlay(CASE5, [
      { leader: 'N', cards: ['DQ', 'D2', 'D7', 'D4'], revokes: ['E'] },
      { leader: 'N', cards: ['D5', 'D3', 'DK', 'H4'], revokes: ['W', 'N'] },
    ]);
    expect(check.errors.map((e) => [e.code, e.seat, e.trick])).toEqual([
      ['revoke-mark', 'E', 0],
      ['revoke-mark', 'W', 1],
      ['revoke-mark', 'N', 1],
    ]);
  });

  test('returns no error for cards the diagram cannot check', () => {
    // unknown cards, suits not shown and hands not shown are not held against the play
    const setup: DealSetup = { N: { S: ['K', 'J', '6', '5'] }, W: { S: ['?', '9', '?'] }, E: { S: ['?', '8', '?'] } };
    const check = validatePlay(setup, [{ leader: 'E', cards: ['S8', 'S4', 'SQ', 'H2'] }]);
    expect(check.errors.map((e) => e.code)).toEqual(['revoke']); // North holds spades
    expect(check.remaining.W).toEqual({ S: ['9', '?'] }); // West's queen was one of its unknown cards
  });

  test('returns card-not-held for a card of unstated rank from an empty suit', () => {
    const check = validatePlay({ E: { D: [] } }, [{ leader: 'E', cards: ['D?'] }]);
    expect(check.errors.map((e) => e.code)).toEqual(['card-not-held']);
  });

  test('returns no revoke after a card of unstated rank may have emptied the suit', () => {
    const setup: DealSetup = { S: { D: ['K', '9'], H: ['A'] } };
    const check = validatePlay(setup, [
      { leader: 'W', cards: ['DQ', 'D?', 'DA', 'D?'] },
      { leader: 'E', cards: ['D3', 'D?'] },
      { leader: 'W', cards: ['D2', 'D4', 'D5', 'HA'] }, // South may be void by now: the diagram cannot tell
    ]);
    expect(check.errors).toEqual([]);
  });

  test('returns trick-size for a trick of five cards', () => {
    const check = validatePlay({}, [{ leader: 'N', cards: ['SA', 'SK', 'SQ', 'SJ', 'ST'] }]);
    expect(check.errors.map((e) => e.code)).toEqual(['trick-size']);
  });

  test('returns card-not-held for a loose play the hand cannot hold', () => {
    // booklet case 12: West's ♣K after the trick is checked for possession only
    const setup: DealSetup = { W: { C: ['K', 'T', '6'] } };
    expect(validatePlay(setup, [{ leader: 'W', cards: ['C6', 'C3', 'CJ', 'CQ'] }], [{ seat: 'W', card: 'CK' }]).errors).toEqual([]);
    expect(validatePlay(setup, [], [{ seat: 'W', card: 'CA' }]).errors.map((e) => e.code)).toEqual(['card-not-held']);
  });
});

describe('setupDifferences', () => {
  test('returns no difference when the diagrams agree', () => {
    expect(setupDifferences({ N: { D: ['T', '6'] }, E: { D: ['9'] } }, { N: { D: ['T', '6'] } })).toEqual([]);
  });

  test('returns play-result for each suit that differs', () => {
    expect(setupDifferences({ N: { D: ['T'] } }, { N: { D: ['T', '6'] }, S: { D: [] } })).toEqual([
      { code: 'play-result', message: 'after the play N holds ♦T, but the diagram shows ♦T6', seat: 'N', suit: 'D' },
    ]);
  });
});
