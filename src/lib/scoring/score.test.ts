import { describe, expect, test } from 'vitest';
import { scoreBreakdown, scoreContract, scoreResult } from './score.ts';

describe('scoreContract', () => {
  // Independent hand-worked Law 77 values (not from the oracle).
  test.each([
    ['1C', 7, false, 70],
    ['2H', 8, false, 110],
    ['3NT', 9, false, 400],
    ['3NT', 9, true, 600],
    ['3NT', 11, true, 660],
    ['4S', 10, false, 420],
    ['4S', 10, true, 620],
    ['5D', 11, false, 400],
    ['6H', 12, true, 1430],
    ['6NT', 12, false, 990],
    ['7NT', 13, true, 2220],
    ['7C', 13, false, 1440],
    ['1NT', 7, false, 90],
    ['2CX', 8, false, 180], // 80 trick score, part score: 80 + 50 + 50
    ['1HX', 7, true, 160],
    ['2HX', 8, false, 470], // 120 → game
    ['1NTXX', 7, false, 560], // 160 → game: 160 + 300 + 100
    ['1SX', 9, true, 560], // 60 + 50 + 50 + 2×200
    ['1SXX', 9, false, 920], // 120 + 300 + 100 + 2×200
    ['4SX', 11, true, 990],
    ['7NTXX', 13, true, 2980],
  ] as const)('returns the Law 77 score when %s takes %i tricks (vulnerable: %s) → %i', (contract, tricks, vulnerable, score) => {
    expect(scoreContract(contract, tricks, vulnerable)).toEqual({ ok: true, value: score });
  });

  test.each([
    // Undertricks: undoubled 50/100 each; doubled NV 100, 200, 200, 300…; doubled V 200, 300…; XX twice X.
    ['4S', 9, false, -50],
    ['4S', 7, true, -300],
    ['4SX', 9, false, -100],
    ['4SX', 8, false, -300],
    ['4SX', 7, false, -500],
    ['4SX', 6, false, -800],
    ['4SX', 5, false, -1100],
    ['4SX', 9, true, -200],
    ['4SX', 8, true, -500],
    ['4SX', 6, true, -1100],
    ['4SXX', 7, false, -1000],
    ['4SXX', 8, true, -1000],
    ['7NTXX', 0, true, -7600], // 13 down, the worst score in bridge
    ['7NTX', 0, false, -3500],
  ] as const)('returns the undertrick penalty when %s takes %i tricks (vulnerable: %s) → %i', (contract, tricks, vulnerable, score) => {
    expect(scoreContract(contract, tricks, vulnerable)).toEqual({ ok: true, value: score });
  });

  test.each([
    ['8S', 10, false, 'bad-level'],
    ['4Z', 10, false, 'bad-strain'],
    ['', 10, false, 'empty'],
    ['4S', 14, false, 'bad-tricks'],
    ['4S', -1, false, 'bad-tricks'],
    ['4S', 9.5, false, 'bad-tricks'],
    ['4S', Number.NaN, false, 'bad-tricks'],
  ] as const)('returns an error when given %s with %s tricks → %s', (contract, tricks, vulnerable, code) => {
    const r = scoreContract(contract, tricks, vulnerable);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe(code);
  });

  test('returns error bad-vulnerability when vulnerable is not a boolean', () => {
    const r = scoreContract('4S', 10, 'yes' as unknown as boolean);
    expect(r).toMatchObject({ ok: false, error: { code: 'bad-vulnerability' } });
  });

  test('returns error bad-level when given a malformed Contract object', () => {
    const r = scoreContract({ level: 0, strain: 'S', risk: '' } as never, 10, false);
    expect(r).toMatchObject({ ok: false, error: { code: 'bad-level' } });
  });
});

describe('scoreBreakdown', () => {
  test('returns each Law 77 component when a doubled game makes an overtrick', () => {
    expect(scoreBreakdown('4SX', 11, true)).toEqual({
      ok: true,
      value: {
        trickScore: 240,
        overtricks: 200,
        insultBonus: 50,
        partScoreBonus: 0,
        gameBonus: 500,
        slamBonus: 0,
        undertricks: 0,
        total: 990,
      },
    });
  });

  test('returns the slam and game bonus when a grand slam makes', () => {
    expect(scoreBreakdown('7NT', 13, false)).toMatchObject({
      ok: true,
      value: { trickScore: 220, gameBonus: 300, slamBonus: 1000, total: 1520 },
    });
  });

  test('returns only the undertrick penalty when the contract fails', () => {
    expect(scoreBreakdown('6HX', 10, false)).toEqual({
      ok: true,
      value: {
        trickScore: 0,
        overtricks: 0,
        insultBonus: 0,
        partScoreBonus: 0,
        gameBonus: 0,
        slamBonus: 0,
        undertricks: -300,
        total: -300,
      },
    });
  });
});

describe('scoreResult', () => {
  test.each([
    ['4♠X−2', true, -500],
    ['3NT+1', false, 430],
    ['6♥=', true, 1430],
    ['6H-1', false, -50],
  ] as const)('returns the score when %s is scored (vulnerable: %s) → %i', (result, vulnerable, score) => {
    expect(scoreResult(result, vulnerable)).toEqual({ ok: true, value: score });
  });

  test('returns the score when given a ContractResult object', () => {
    expect(scoreResult({ contract: { level: 2, strain: 'D', risk: '' }, tricks: 9 }, false)).toEqual({ ok: true, value: 110 });
  });

  test.each([
    ['7NT+1', 'impossible-result'],
    ['4S', 'bad-delta'],
    ['nonsense', 'bad-level'],
  ])('returns an error when given %s → %s', (result, code) => {
    expect(scoreResult(result, false)).toMatchObject({ ok: false, error: { code } });
  });
});
