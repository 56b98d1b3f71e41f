import { describe, expect, test } from 'vitest';
import { contractIn, displayContract, formatContract, parseContract, readContract } from './contract.ts';

describe('parseContract / formatContract', () => {
  test.each([
    ['3NT', { level: 3, strain: 'NT', risk: '' }],
    ['6H', { level: 6, strain: 'H', risk: '' }],
    ['4SXX', { level: 4, strain: 'S', risk: 'XX' }],
    ['NT', { strain: 'NT', risk: '' }], // booklet case 8: "a notrump contract"
  ] as const)('returns %s and formats it back', (text, contract) => {
    expect(parseContract(text)).toEqual({ ok: true, value: contract });
    expect(formatContract(contract)).toBe(text);
  });

  test.each(['3ΧΑ', '8NT', '3N', '', '3NTX3'])('returns an error for %j', (text) => {
    expect(parseContract(text)).toMatchObject({ ok: false, error: { code: 'contract' } });
  });

  test('returns reader text with a suit symbol', () => {
    expect(displayContract({ level: 6, strain: 'H', risk: '' })).toBe('6♥');
    expect(displayContract({ level: 3, strain: 'NT', risk: 'X' })).toBe('3NTX');
  });
});

describe('readContract and contractIn: the one grammar of contracts', () => {
  test.each([
    ['6♥', { level: 6, strain: 'H', risk: '' }],
    [' 4 s x ', { level: 4, strain: 'S', risk: 'X' }],
    ['3n', { level: 3, strain: 'NT', risk: '' }],
    ['NT', { strain: 'NT', risk: '' }],
  ] as const)('reads %j however it is spelled', (text, contract) => {
    expect(contractIn(text)).toEqual(contract);
  });

  test('returns what follows the contract, for result notation', () => {
    expect(readContract('4SX-1')).toEqual({ ok: true, contract: { level: 4, strain: 'S', risk: 'X' }, rest: '-1' });
  });

  test.each([
    ['', 'empty'],
    ['8NT', 'bad-level'],
    ['4Z', 'bad-strain'],
    ['4SXXX', 'bad-risk'],
  ] as const)('names what is wrong in %j: %s', (text, code) => {
    expect(readContract(text)).toMatchObject({ ok: false, code });
    expect(contractIn(text)).toBeUndefined();
  });

  test('the compact notation refuses what only the lenient reading accepts', () => {
    for (const text of ['6♥', '3nt', '3 NT', '3N']) expect(parseContract(text)).toMatchObject({ ok: false, error: { code: 'contract' } });
    expect(contractIn('4S=')).toBeUndefined();
  });
});
