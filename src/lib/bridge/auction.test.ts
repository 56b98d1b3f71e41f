import { describe, expect, it } from 'vitest';
import { checkAuction, readCall } from './auction.ts';

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
});
