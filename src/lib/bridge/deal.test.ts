import { describe, expect, test } from 'vitest';
import { dealFromSetup, formatDeal, formatDealTag, parseDeal, parseDealTag } from './deal.ts';
import { parseDealSetup } from './setup.ts';

// booklet case 2 (N dummy, S declarer)
const CASE2 = 'N:J854.T963.52.A32 AQ76.Q84.873.T98 T2.A5.AKQJT94.75 K93.KJ72.6.KQJ64';

describe('parseDeal / formatDeal', () => {
  test('returns the same string after a round trip', () => {
    const r = parseDeal(CASE2);
    expect(r.ok).toBe(true);
    if (r.ok) expect(formatDeal(r.value)).toBe(CASE2);
  });

  test('returns the hands clockwise from the first seat', () => {
    const r = parseDeal('E:AQ76.Q84.873.T98 T2.A5.AKQJT94.75 K93.KJ72.6.KQJ64 J854.T963.52.A32');
    expect(r.ok && r.value.N.S).toEqual(['J', '8', '5', '4']);
    expect(r.ok && formatDeal(r.value)).toBe(CASE2);
    expect(r.ok && formatDeal(r.value, 'E')).toBe('E:AQ76.Q84.873.T98 T2.A5.AKQJT94.75 K93.KJ72.6.KQJ64 J854.T963.52.A32');
  });

  test.each([
    ['X:...', 'pbn-deal', 0],
    ['N:J854.T963.52.A32 AQ76.Q84.873.T98', 'pbn-deal', 2],
    ['N:J854.T963.52.A32 AQ76.Q84.873.T98 T2.A5.AKQJ1094.75 K93.KJ72.6.KQJ64', 'pbn-ten', 46],
    ['N:J854.T963.52.A32 AQ76.Q84.873.T98 - K93.KJ72.6.KQJ64', 'incomplete-deal', 36],
    ['N:J854.T963.52.A32 AQ76.Q84.873.T98 T2.A5.AKQJT94.75 K93.KJ72.6.KQJ6', 'hand-size', undefined],
    ['N:J854.T963.52.A32 AQ76.Q84.873.T98 T2.A5.AKQJT94.75 K93.KJ72.6.KQJ62', 'duplicate-card', undefined],
  ])('returns an error when given %j', (text, code, position) => {
    const r = parseDeal(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect([r.error.code, r.error.position]).toEqual([code, position]);
  });
});

describe('dealFromSetup', () => {
  test('returns every problem of a partial diagram', () => {
    const setup = parseDealSetup({ N: { pbn: 'A2...', shown: ['S'] }, S: '?...' });
    expect(setup.ok).toBe(true);
    if (!setup.ok) return;
    const r = dealFromSetup(setup.value);
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.error.map((e) => `${e.code} ${e.seat}`)).toEqual([
        'incomplete-deal N',
        'incomplete-deal N',
        'incomplete-deal N',
        'incomplete-deal E',
        'incomplete-deal S',
        'incomplete-deal W',
      ]);
  });
});

describe('formatDealTag / parseDealTag', () => {
  test('returns the PBN Deal tag and reads it back', () => {
    const r = parseDeal(CASE2);
    if (!r.ok) throw new Error('fixture');
    const tag = formatDealTag(r.value);
    expect(tag).toBe(`[Deal "${CASE2}"]`);
    expect(parseDealTag(tag)).toEqual(r);
  });

  test('returns an error with the position inside the tag', () => {
    expect(parseDealTag('[Deal "N:AKQ"]')).toMatchObject({ ok: false, error: { code: 'pbn-deal', position: 9 } });
    expect(parseDealTag('Deal N:…')).toMatchObject({ ok: false, error: { code: 'pbn-deal', position: 0 } });
  });
});
