import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { formatContract, parseContract, toContract } from './contract.ts';
import { LEVELS, RISKS, STRAINS, type Contract } from './vocabulary.ts';

const ALL_CONTRACTS: Contract[] = LEVELS.flatMap((level) => STRAINS.flatMap((strain) => RISKS.map((risk) => ({ level, strain, risk }))));

describe('parseContract', () => {
  test.each([
    ['6H', { level: 6, strain: 'H', risk: '' }],
    ['3NTX', { level: 3, strain: 'NT', risk: 'X' }],
    ['4SXX', { level: 4, strain: 'S', risk: 'XX' }],
    ['6♥', { level: 6, strain: 'H', risk: '' }],
    ['4♠X', { level: 4, strain: 'S', risk: 'X' }],
    ['1♣', { level: 1, strain: 'C', risk: '' }],
    ['2♦xx', { level: 2, strain: 'D', risk: 'XX' }],
    ['7♡', { level: 7, strain: 'H', risk: '' }],
    ['3n', { level: 3, strain: 'NT', risk: '' }],
    ['3nt', { level: 3, strain: 'NT', risk: '' }],
    [' 4 S X ', { level: 4, strain: 'S', risk: 'X' }],
  ] as const)('returns the contract when given %s', (text, contract) => {
    expect(parseContract(text)).toEqual({ ok: true, value: contract });
  });

  test.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['S4', 'bad-level'],
    ['0S', 'bad-level'],
    ['8NT', 'bad-level'],
    ['10S', 'bad-level'],
    ['4', 'bad-strain'],
    ['4Z', 'bad-strain'],
    ['4XS', 'bad-strain'],
    ['4SXXX', 'bad-risk'],
    ['4S+1', 'trailing-text'],
    ['4S=', 'trailing-text'],
  ])('returns an error when given %j → %s', (text, code) => {
    expect(parseContract(text)).toMatchObject({ ok: false, error: { code } });
  });

  test('returns error bad-input when given a non-string', () => {
    expect(parseContract(42 as unknown as string)).toMatchObject({ ok: false, error: { code: 'bad-input' } });
  });

  test('returns an Outcome, never throws, when given any string (property)', () => {
    fc.assert(fc.property(fc.string(), (s) => typeof parseContract(s).ok === 'boolean'));
  });
});

describe('formatContract', () => {
  test.each([
    [{ level: 4, strain: 'S', risk: 'XX' }, 'ascii', '4SXX'],
    [{ level: 6, strain: 'H', risk: '' }, 'unicode', '6♥'],
    [{ level: 3, strain: 'NT', risk: 'X' }, 'unicode', '3NTX'],
    [{ level: 1, strain: 'C', risk: '' }, 'unicode', '1♣'],
    [{ level: 2, strain: 'D', risk: '' }, 'unicode', '2♦'],
  ] as const)('returns notation when given %j in %s style → %s', (contract, style, text) => {
    expect(formatContract(contract, style)).toBe(text);
  });

  test('returns ascii notation when no style is given', () => {
    expect(formatContract({ level: 6, strain: 'H', risk: '' })).toBe('6H');
  });

  test.each(ALL_CONTRACTS)('returns text that parses back when formatting $level$strain$risk (both styles)', (c) => {
    expect(parseContract(formatContract(c))).toEqual({ ok: true, value: c });
    expect(parseContract(formatContract(c, 'unicode'))).toEqual({ ok: true, value: c });
  });
});

describe('toContract', () => {
  test('returns a validated contract when given notation or an object', () => {
    expect(toContract('4S')).toEqual({ ok: true, value: { level: 4, strain: 'S', risk: '' } });
    expect(toContract({ level: 4, strain: 'S', risk: '' })).toEqual({ ok: true, value: { level: 4, strain: 'S', risk: '' } });
  });

  test.each([
    [{ level: 9, strain: 'S', risk: '' }, 'bad-level'],
    [{ level: 4, strain: '♠', risk: '' }, 'bad-strain'],
    [{ level: 4, strain: 'S', risk: 'XXX' }, 'bad-risk'],
    [null, 'bad-input'],
    [7, 'bad-input'],
  ])('returns an error when given %j → %s', (input, code) => {
    expect(toContract(input as never)).toMatchObject({ ok: false, error: { code } });
  });
});
