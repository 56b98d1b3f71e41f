// Law 16 input with an auction: who gave the information and who acted come from the auction's
// seats, the action's call from its text, and the table's contract is checked against the auction's
// end; every problem is named with its path. Expectations from the auctions, written first.
import { describe, expect, test } from 'vitest';
import { parseUiIncident } from './unauthorized-information-input.ts';

const base = {
  edition: 2017,
  auction: { dealer: 'N', calls: ['1S', '2H', '2S', '3H', 'P', 'P', '3S', 'P', 'P', 'P'] },
  information: { kind: 'hesitation', atCall: 5 },
  action: { call: 7 },
  table: { result: '3S=', declarer: 'N' },
  vulnerable: { NS: false, EW: false },
};

describe('an incident named by its calls', () => {
  test('a hesitation at call 5 is North’s (dealer North), the action at call 7 South’s 3♠', () => {
    const r = parseUiIncident(base);
    expect(r.ok && r.input.information).toEqual({ kind: 'hesitation', by: 'N' });
    expect(r.ok && r.input.action).toEqual({ by: 'S', what: '3S' });
  });

  test('an alert of call 3 (South’s 2♠) is North’s, the alerting partner’s: South acting at call 7 has it from partner', () => {
    const r = parseUiIncident({ ...base, information: { kind: 'alert', atCall: 3 } });
    expect(r.ok && r.input.information).toEqual({ kind: 'alert', by: 'N' });
    expect(r.ok && r.input.action.by).toBe('S');
  });

  test('the table’s contract and declarer are those the auction ends in', () => {
    const r = parseUiIncident({ ...base, table: { result: '3S=', declarer: 'S' } });
    expect(!r.ok && r.problems).toEqual(['table: the auction ends in 3S by N, not 3S by S']);
  });

  test('a faulty auction, a call that is not there, an action before the information: each named', () => {
    const r = parseUiIncident({
      ...base,
      auction: { dealer: 'N', calls: ['1S', '1H', 'X', 'P', 'P', 'P'] },
      information: { kind: 'hesitation', atCall: 3, by: 'E' },
      action: { call: 9 },
    });
    expect(!r.ok && r.problems).toEqual([
      'auction.calls.1: call 2 1H is not higher than the last bid',
      "auction.calls.2: call 3 X doubles no opponents' undoubled bid",
      'information.by: E, but the information at call 3 came from S',
      'action.call: the auction has 6 calls, not 9',
    ]);
  });

  test('a call number without an auction is named; so is an incident with neither by nor atCall', () => {
    const { auction: _a, ...noAuction } = base;
    const r = parseUiIncident({ ...noAuction, information: { kind: 'hesitation' } });
    expect(!r.ok && r.problems).toEqual([
      'information: say who gave it (by) or the call it came with (atCall)',
      'action.call: give the auction (dealer and calls) to name a call by its number',
    ]);
  });
});
