import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { displayResult, formatResult, makeResult, parseResult, relativeRange, relativeTricks } from './result-notation.ts';
import { LEVELS, RISKS, STRAINS } from './vocabulary.ts';

const c = (level: 1 | 2 | 3 | 4 | 5 | 6 | 7, strain: 'C' | 'D' | 'H' | 'S' | 'NT', risk: '' | 'X' | 'XX' = '') => ({ level, strain, risk }) as const;

/** Every contract (105) with every trick count 0–13: 1,470 results. */
const ALL_RESULTS = LEVELS.flatMap((level) =>
  STRAINS.flatMap((strain) => RISKS.flatMap((risk) => Array.from({ length: 14 }, (_, tricks) => ({ contract: { level, strain, risk }, tricks })))),
);

describe('parseResult', () => {
  test.each([
    ['6♥=', c(6, 'H'), 12],
    ['6♥−1', c(6, 'H'), 11],
    ['6H-1', c(6, 'H'), 11],
    ['6h–1', c(6, 'H'), 11],
    ['3NT+1', c(3, 'NT'), 10],
    ['3NTX+1', c(3, 'NT', 'X'), 10],
    ['4♠XX−2', c(4, 'S', 'XX'), 8],
    ['4 S X - 2', c(4, 'S', 'X'), 8],
    ['7NT−13', c(7, 'NT'), 0],
    ['1C+6', c(1, 'C'), 13],
    ['1C−7', c(1, 'C'), 0],
  ] as const)('returns the contract and tricks when given %s', (text, contract, tricks) => {
    expect(parseResult(text)).toEqual({ ok: true, value: { contract, tricks } });
  });

  test.each([
    ['', 'empty'],
    ['6Q=', 'bad-strain'],
    ['6H', 'bad-delta'],
    ['6H+', 'bad-delta'],
    ['6H+0', 'bad-delta'],
    ['6H−0', 'bad-delta'],
    ['6H=1', 'bad-delta'],
    ['6H+1x', 'bad-delta'],
    ['6H*1', 'bad-delta'],
    ['7NT+1', 'impossible-result'],
    ['6H+2', 'impossible-result'],
    ['1C−8', 'impossible-result'],
    ['7S−14', 'impossible-result'],
    ['4SXXX=', 'bad-risk'],
  ])('returns an error when given %j → %s', (text, code) => {
    expect(parseResult(text)).toMatchObject({ ok: false, error: { code } });
  });

  test('returns error bad-input when given a non-string', () => {
    expect(parseResult(undefined as unknown as string)).toMatchObject({ ok: false, error: { code: 'bad-input' } });
  });

  test('returns an Outcome, never throws, when given any string (property)', () => {
    fc.assert(fc.property(fc.string(), (s) => typeof parseResult(s).ok === 'boolean'));
  });
});

describe('formatResult', () => {
  test.each([
    [c(6, 'H'), 12, undefined, '6♥='],
    [c(6, 'H'), 11, undefined, '6♥−1'],
    [c(3, 'NT'), 10, undefined, '3NT+1'],
    [c(6, 'H'), 11, 'ascii', '6H-1'],
    [c(4, 'S', 'X'), 8, 'unicode', '4♠X−2'],
    [c(3, 'NT', 'XX'), 9, 'ascii', '3NTXX='],
    [c(7, 'NT'), 0, undefined, '7NT−13'],
  ] as const)('returns notation when %j takes %i tricks (%s) → %s', (contract, tricks, style, text) => {
    expect(formatResult({ contract, tricks }, style)).toBe(text);
  });

  test('returns text that parses back to the same result for every contract and trick count (both styles)', () => {
    for (const r of ALL_RESULTS) {
      expect(parseResult(formatResult(r))).toEqual({ ok: true, value: r });
      expect(parseResult(formatResult(r, 'ascii'))).toEqual({ ok: true, value: r });
    }
  });
});

describe('relativeTricks', () => {
  test.each([
    [c(3, 'NT'), 10, 1],
    [c(6, 'H'), 11, -1],
    [c(4, 'S'), 10, 0],
  ] as const)('returns the over/undertricks when %j takes %i tricks → %i', (contract, tricks, delta) => {
    expect(relativeTricks(contract, tricks)).toBe(delta);
  });
});

describe('relativeRange', () => {
  test.each(LEVELS)('returns −(level+6) to +(7−level) when the level is %i', (level) => {
    expect(relativeRange(c(level, 'S'))).toEqual({ min: -(level + 6), max: 7 - level });
  });
});

describe('makeResult', () => {
  test('returns the result when tricks are 0–13', () => {
    expect(makeResult(c(4, 'S'), 10)).toEqual({ ok: true, value: { contract: c(4, 'S'), tricks: 10 } });
  });

  test.each([14, -1, 2.5, Number.NaN])('returns error bad-tricks when tricks are %s', (tricks) => {
    expect(makeResult(c(4, 'S'), tricks)).toMatchObject({ ok: false, error: { code: 'bad-tricks' } });
  });
});

describe('displayResult', () => {
  test.each([
    ['3NT+1', 'БК', '3БК+1'], // Russian, as the deal diagrams write it
    ['3NT+1', 'BA', '3BA+1'], // Polish
    ['3NTX-2', 'ΧΑ', '3ΧΑX-2'], // Greek, doubled
    ['3NT=', 'NT', '3NT='], // English
    ['4S=', 'БК', '4♠='], // a suit contract: its symbol in every language
    ['6HXX-1', 'BA', '6♥XX-1'],
    ['not a result', 'БК', 'not a result'], // left as it is
  ])('%s with notrump %s is %s', (result, notrump, shown) => {
    expect(displayResult(result, notrump)).toBe(shown);
  });

  test('every ascii result of formatResult is shown with the label in place of NT and nothing else changed', () => {
    for (const r of ALL_RESULTS.filter((x) => relativeTricks(x.contract, x.tricks) >= relativeRange(x.contract).min)) {
      const ascii = formatResult(r, 'ascii');
      const shown = displayResult(ascii, 'БК');
      expect(shown).toBe(r.contract.strain === 'NT' ? ascii.replace('NT', 'БК') : formatResult(r, 'unicode').replace('−', '-'));
    }
  });
});
