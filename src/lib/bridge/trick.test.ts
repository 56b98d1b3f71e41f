import { describe, expect, test } from 'vitest';
import { formatTrick, ledSuit, nextToPlay, parseTrick, trickPlays, trickWinner } from './trick.ts';

describe('parseTrick / formatTrick', () => {
  test.each([
    ['E:SA ST S3 S2', { leader: 'E', cards: ['SA', 'ST', 'S3', 'S2'] }], // booklet case 1, first trick
    ['N:', { leader: 'N', cards: [] }], // North to lead
    ['W:CK CA ? ?', { leader: 'W', cards: ['CK', 'CA', '?', '?'] }], // booklet case 2: cards not stated
    ['E:D? D? D? D?', { leader: 'E', cards: ['D?', 'D?', 'D?', 'D?'] }],
    ['N:H6 HQ DJ! H5', { leader: 'N', cards: ['H6', 'HQ', 'DJ', 'H5'], revokes: ['S'] }], // booklet case 4(c)
  ])('returns the trick for %j and formats it back', (text, trick) => {
    expect(parseTrick(text)).toEqual({ ok: true, value: trick });
    expect(formatTrick(trick as Parameters<typeof formatTrick>[0])).toBe(text);
  });

  test.each([
    ['SA ST', 'trick-syntax', 0],
    ['E:S4 S10', 'pbn-ten', 6],
    ['E:S4 XQ', 'card-suit', 5],
    ['E:SA SK SQ SJ ST', 'trick-size', 2],
    ['E:SA  SK', 'card-suit', 5],
  ])('returns an error when given %j', (text, code, position) => {
    const r = parseTrick(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect([r.error.code, r.error.position]).toEqual([code, position]);
  });
});

describe('trickPlays / nextToPlay / ledSuit', () => {
  test('returns the seats clockwise from the leader', () => {
    const trick = { leader: 'E', cards: ['S4', 'SQ', 'S9'] } as const;
    expect(trickPlays(trick).map((p) => p.seat)).toEqual(['E', 'S', 'W']);
    expect(nextToPlay(trick)).toBe('N');
    expect(ledSuit(trick)).toBe('S');
    expect(nextToPlay({ leader: 'E', cards: ['S4', 'SQ', 'S9', 'S2'] })).toBeUndefined();
    expect(ledSuit({ leader: 'E', cards: [] })).toBeUndefined();
  });
});

describe('trickWinner', () => {
  test.each([
    [{ leader: 'W', cards: ['DT', 'DJ', 'DQ', 'DA'] }, undefined, 'S'], // booklet case 13, first trick
    [{ leader: 'N', cards: ['D5', 'D3', 'DK', 'H4'] }, undefined, 'S'], // a discard does not win
    [{ leader: 'N', cards: ['D5', 'D3', 'DK', 'H4'] }, 'H', 'W'], // a ruff wins
    [{ leader: 'W', cards: ['CK', 'CA', '?', '?'] }, undefined, undefined], // cards not stated
    [{ leader: 'S', cards: ['H2', 'H6'] }, undefined, undefined], // incomplete
  ] as const)('returns the winner of %j', (trick, trump, winner) => {
    expect(trickWinner(trick, trump)).toBe(winner);
  });
});
