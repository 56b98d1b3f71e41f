// Law 64 as one rule: each case written from the law text (2007: lovboka.org § 64; 2017:
// thesmolens.com law64) before the rule was run on it.
import { describe, expect, test } from 'vitest';
import { exceptionLaw, revokeTransfer } from './revoke-transfer.ts';

describe('64A: the transfer', () => {
  test.each([2007, 2017] as const)('%i 64A1: the revoker won the revoke trick and his side a later one: two tricks', (edition) => {
    const r = revokeTransfer({ tricks: ['revoker', 'opponents', 'opponents', 'partner', 'opponents'] }, edition);
    expect(r).toMatchObject({ tricks: 2, law: '64A1', noTransfer: [], offendersWon: 2 });
  });
  test.each([2007, 2017] as const)('%i 64A1: the revoker won the revoke trick and no later one: that trick only', (edition) => {
    expect(revokeTransfer({ tricks: ['revoker', 'opponents', 'opponents'] }, edition)).toMatchObject({ tricks: 1, law: '64A1' });
  });
  test('64A2: his partner won the revoke trick (declarer revoked, dummy won — not won by declarer): one trick', () => {
    expect(revokeTransfer({ tricks: ['partner', 'partner', 'partner'] }, 2007)).toMatchObject({ tricks: 1, law: '64A2', offendersWon: 3 });
  });
  test('64A2: the opponents won the revoke trick, the offending side a later one: one trick', () => {
    expect(revokeTransfer({ tricks: ['opponents', 'opponents', 'revoker'] }, 2017)).toMatchObject({ tricks: 1, law: '64A2' });
  });
});

describe('64B: no transfer', () => {
  test('B1: the offending side won neither the revoke trick nor a later one', () => {
    expect(revokeTransfer({ tricks: ['opponents', 'opponents'] }, 2007)).toMatchObject({ tricks: 0, law: '64B1', noTransfer: ['64B1'], offendersWon: 0 });
  });
  test.each([
    [{ kind: 'repeated' } as const, '64B2'],
    [{ kind: 'faced', card: 'dummy' } as const, '64B3'],
    [{ kind: 'after-next-call' } as const, '64B4'],
    [{ kind: 'after-round' } as const, '64B5'],
    [{ kind: 'twelfth' } as const, '64B6'],
    [{ kind: 'both-sides' } as const, '64B7'],
  ])('%o is %s under both codes: nothing is transferred though the revoker won two tricks', (e, law) => {
    for (const edition of [2007, 2017] as const) {
      expect(revokeTransfer({ tricks: ['revoker', 'revoker'], exceptions: [e] }, edition)).toMatchObject({ tricks: 0, law });
    }
  });
  test('B3: a card of a faced hand other than dummy is 2007 B3, not 2017 B3 (a penalty card or dummy’s card)', () => {
    const e = { kind: 'faced', card: 'faced-hand' } as const;
    expect(revokeTransfer({ tricks: ['revoker'], exceptions: [e] }, 2007)).toMatchObject({ tricks: 0, law: '64B3' });
    expect(revokeTransfer({ tricks: ['revoker'], exceptions: [e] }, 2017)).toMatchObject({ tricks: 1, law: '64A1' });
  });
  test('B8 is 2017 only: a revoke corrected under 62C3', () => {
    expect(exceptionLaw({ kind: 'corrected-62C3' }, 2017)).toBe('64B8');
    expect(exceptionLaw({ kind: 'corrected-62C3' }, 2007)).toBeUndefined();
  });
  test('2017 B7 needs both revokes established; 2007 B7 only that both sides revoked', () => {
    const e = { kind: 'both-sides', bothEstablished: false } as const;
    expect(revokeTransfer({ tricks: ['revoker', 'partner'], exceptions: [e] }, 2007).law).toBe('64B7');
    expect(revokeTransfer({ tricks: ['revoker', 'partner'], exceptions: [e] }, 2017)).toMatchObject({ tricks: 2, law: '64A1' });
  });
});

describe('64C: equity', () => {
  test('2007: the one general rule, whatever the case', () => {
    expect(revokeTransfer({ tricks: ['revoker'], exceptions: [{ kind: 'repeated' }] }, 2007).equity).toEqual({ law: '64C', kind: 'general' });
  });
  test('2017: 64C1 in general, 64C2(a) after a repeated revoke, 64C2(b) when both sides revoked', () => {
    expect(revokeTransfer({ tricks: ['revoker'] }, 2017).equity).toEqual({ law: '64C1', kind: 'general' });
    expect(revokeTransfer({ tricks: ['revoker'], exceptions: [{ kind: 'repeated' }] }, 2017).equity.law).toBe('64C2(a)');
    expect(revokeTransfer({ tricks: ['revoker'], exceptions: [{ kind: 'both-sides' }] }, 2017).equity.law).toBe('64C2(b)');
  });
});
