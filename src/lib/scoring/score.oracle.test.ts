/**
 * Exhaustive cross-check of Law 77 scoring against the `bridge-scorer` oracle:
 * 7 levels × 5 strains × 3 risks × 2 vulnerabilities × 14 trick counts = 2,940 cases.
 */
import scorer from 'bridge-scorer';
import { describe, expect, test } from 'vitest';
import { formatResult } from './result-notation.ts';
import { scoreBreakdown, scoreContract, scoreResult } from './score.ts';
import { LEVELS, RISKS, STRAINS, type Contract } from './vocabulary.ts';

const VULNERABILITIES = [false, true] as const;
const TRICKS = Array.from({ length: 14 }, (_, i) => i);

const CASES = LEVELS.flatMap((level) =>
  STRAINS.flatMap((strain) =>
    RISKS.flatMap((risk) =>
      VULNERABILITIES.flatMap((vulnerable) =>
        TRICKS.map((tricks) => {
          const contract: Contract = { level, strain, risk };
          const expected = scorer.contractTricks({ level, denomination: strain, risk }, vulnerable, tricks);
          const label = `${formatResult({ contract, tricks }, 'ascii')} ${vulnerable ? 'vul' : 'non-vul'}`;
          return { label, contract, tricks, vulnerable, expected };
        }),
      ),
    ),
  ),
);

describe('scoreContract (oracle: bridge-scorer)', () => {
  test('covers every level × strain × risk × vulnerability × tricks combination', () => {
    expect(CASES).toHaveLength(2940);
  });

  test.each(CASES)('returns the oracle score when $label', ({ contract, tricks, vulnerable, expected }) => {
    expect(scoreContract(contract, tricks, vulnerable)).toEqual({ ok: true, value: expected });
  });
});

describe('scoreBreakdown', () => {
  test('returns components that sum to the total when any combination is scored', () => {
    for (const { contract, tricks, vulnerable } of CASES) {
      const b = scoreBreakdown(contract, tricks, vulnerable);
      if (!b.ok) throw new Error(b.error.message);
      const { total, ...parts } = b.value;
      expect(Object.values(parts).reduce((s, n) => s + n, 0)).toBe(total);
    }
  });
});

describe('scoreResult', () => {
  test('returns the same score as scoreContract when given formatted notation (both styles)', () => {
    for (const { contract, tricks, vulnerable, expected } of CASES) {
      expect(scoreResult(formatResult({ contract, tricks }), vulnerable)).toEqual({ ok: true, value: expected });
      expect(scoreResult(formatResult({ contract, tricks }, 'ascii'), vulnerable)).toEqual({ ok: true, value: expected });
    }
  });
});
