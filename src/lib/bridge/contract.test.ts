import { describe, expect, test } from 'vitest';
import { displayContract, formatContract, formatContractResult, parseContract, parseContractResult } from './contract.ts';

describe('parseContract / formatContract', () => {
  test.each([
    ['3NT', { level: 3, strain: 'NT', doubled: 0 }],
    ['6H', { level: 6, strain: 'H', doubled: 0 }],
    ['4SXX', { level: 4, strain: 'S', doubled: 2 }],
    ['NT', { strain: 'NT', doubled: 0 }], // booklet case 8: "a notrump contract"
  ] as const)('returns %s and formats it back', (text, contract) => {
    expect(parseContract(text)).toEqual({ ok: true, value: contract });
    expect(formatContract(contract)).toBe(text);
  });

  test.each(['3ΧΑ', '8NT', '3N', '', '3NTX3'])('returns an error for %j', (text) => {
    expect(parseContract(text)).toMatchObject({ ok: false, error: { code: 'contract' } });
  });

  test('returns reader text with a suit symbol', () => {
    expect(displayContract({ level: 6, strain: 'H', doubled: 0 })).toBe('6♥');
    expect(displayContract({ level: 3, strain: 'NT', doubled: 1 })).toBe('3NTX');
  });
});

describe('parseContractResult / formatContractResult', () => {
  test.each([
    ['6H=', 6, 'H', 0], // booklet case 7, director
    ['6H-1', 6, 'H', -1], // booklet case 7, appeals committee
    ['3NT+1', 3, 'NT', 1], // booklet case 11
    ['7NTXX-13', 7, 'NT', -13],
  ] as const)('returns %s and formats it back', (text, level, strain, overtricks) => {
    const r = parseContractResult(text);
    expect(r).toMatchObject({ ok: true, value: { contract: { level, strain }, overtricks } });
    expect(r.ok && formatContractResult(r.value)).toBe(text);
  });

  test.each(['6H', 'NT=', '6H-0', '3NT+14', '6♥='])('returns an error for %j', (text) => {
    expect(parseContractResult(text)).toMatchObject({ ok: false, error: { code: 'contract' } });
  });
});
