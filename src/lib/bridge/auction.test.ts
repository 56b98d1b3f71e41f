import { describe, expect, it } from 'vitest';
import { checkAuction, finalContract, readCall } from './auction.ts';

describe('calls and an auction', () => {
  it('reads calls', () => {
    expect(readCall('3NT')).toEqual({ kind: 'bid', level: 3, strain: 'NT' });
    expect(readCall('p')).toEqual({ kind: 'pass' });
    expect(readCall('XX')).toEqual({ kind: 'redouble' });
    expect(readCall('8S')).toBeUndefined();
    expect(readCall('4SX')).toBeUndefined();
  });
  it('a passed-out auction and a normal one end; seats follow the dealer', () => {
    expect(checkAuction('E', ['P', 'P', 'P', 'P']).ended).toBe(true);
    const a = checkAuction('N', ['1S', 'X', 'XX', 'P', 'P', 'P']);
    expect(a.problems).toEqual([]);
    expect(a.ended).toBe(true);
    expect(a.calls.map((c) => c.seat)).toEqual(['N', 'E', 'S', 'W', 'N', 'E']);
  });
  it('names every problem, not just the first', () => {
    const a = checkAuction('S', ['1NT', '1S', 'X', 'P', 'XX', 'P', 'P', 'P', '2C']);
    expect(a.problems.map((p) => p.code)).toEqual(['insufficient', 'double-of-nothing', 'redouble-of-nothing', 'after-end']);
  });
  it('the declarer is the first of the final side to name the final denomination', () => {
    // N opens 1H, S raises to 4H: N named hearts first, so N declares although S made the final bid.
    expect(finalContract(checkAuction('N', ['1H', 'P', '4H', 'P', 'P', 'P']))).toEqual({
      contract: { level: 4, strain: 'H', risk: '' },
      declarer: 'N',
    });
    // E overcalls 1S and W raises: E named spades first; S's double stays on the contract.
    expect(finalContract(checkAuction('N', ['1H', '1S', '2H', '2S', 'X', 'P', 'P', 'P']))).toEqual({
      contract: { level: 2, strain: 'S', risk: 'X' },
      declarer: 'E',
    });
    // A bid of the same denomination by the other side earlier does not make them declarer.
    expect(finalContract(checkAuction('N', ['1S', '2S', 'P', 'P', '3S', 'P', 'P', 'P']))?.declarer).toBe('N');
  });
  it('gives no contract for a passed-out, unfinished or faulty auction', () => {
    expect(finalContract(checkAuction('E', ['P', 'P', 'P', 'P']))).toBeUndefined();
    expect(finalContract(checkAuction('N', ['1S', 'P', 'P']))).toBeUndefined();
    expect(finalContract(checkAuction('N', ['1S', '1H', 'P', 'P', 'P']))).toBeUndefined();
  });
});
