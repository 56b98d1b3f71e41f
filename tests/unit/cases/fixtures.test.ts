// Each bad-input fixture in tests/fixtures/cases produces exactly its rule at its line.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { CASE_RULE_HINTS, formatCaseFileError, validateCaseFile } from '../../../src/lib/cases/validate-case-file.ts';

const DIR = 'tests/fixtures/cases';

const FIXTURES: [file: string, rule: string, line: number][] = [
  ['unknown-rank.yaml', 'pbn-rank', 16], // N: "KJ8X2..."
  ['unknown-suit.yaml', 'card-suit', 25], // current: "E:S4 XQ S9"
  ['ten-as-10.yaml', 'pbn-ten', 19], // S: "Q10..."
  ['card-in-two-hands.yaml', 'duplicate-card', 17], // ♠Q in West and South
  ['fourteen-cards.yaml', 'hand-size', 16], // North holds 14 cards
  ['unequal-end-position.yaml', 'end-position', 19], // South holds 6 in a 5-card end position
  ['law-out-of-range.yaml', 'law-id', 9], // 94B
  ['law-malformed.yaml', 'law-id', 38], // 45Γ4α
  ['law-read-as-number.yaml', 'law-id', 39], // 45E1 unquoted: YAML reads 450
  ['scenario-without-ruling.yaml', 'scenario-without-ruling', 27],
  ['card-not-held.yaml', 'card-not-held', 25], // West plays a ♠8 it does not hold
  ['revoke.yaml', 'revoke', 35], // East plays ♦K to a heart while holding ♥Q3
  ['suit-not-shown.yaml', 'suit-not-shown', 18], // East shows spades only but lists a heart
  ['rank-order.yaml', 'pbn-rank-order', 18], // "A674"
  ['play-reference.yaml', 'reference', 23], // play.from names a missing diagram
  ['yaml-syntax.yaml', 'yaml-syntax', 31], // flow map closed with ]
  ['contract.yaml', 'contract', 20], // 3ΧΑ in Greek letters
];

describe('validateCaseFile on bad-input fixtures', () => {
  test('covers every fixture file', () => {
    expect(
      readdirSync(DIR)
        .filter((f) => f.endsWith('.yaml'))
        .sort(),
    ).toEqual(FIXTURES.map(([f]) => f).sort());
  });

  test.each(FIXTURES)('returns exactly one %s error: %s at line %i', (file, rule, line) => {
    const path = `${DIR}/${file}`;
    const errors = validateCaseFile(path, readFileSync(path, 'utf8'));
    expect(errors.map((e) => [e.rule, e.line])).toEqual([[rule, line]]);
    const [error] = errors;
    expect(error?.file).toBe(path);
    expect(error?.hint).toBe(CASE_RULE_HINTS[rule]);
    expect(error?.message.length).toBeGreaterThan(10);
  });
});

describe('validateCaseFile', () => {
  test('returns all errors of a file, not just the first', () => {
    const text = readFileSync(`${DIR}/unknown-rank.yaml`, 'utf8')
      .replace('laws: [45C4(a), 45C4(b)]', 'laws: [45C4(a), "0"]')
      .replace('S: "QT..."', 'S: "Q10..."');
    expect(validateCaseFile('x.yaml', text).map((e) => [e.rule, e.line])).toEqual(
      [
        ['law-id', 9],
        ['pbn-ten', 19],
        ['pbn-rank', 16],
      ].sort((a, b) => (a[1] as number) - (b[1] as number)),
    );
  });

  test('returns the column inside a PBN string', () => {
    const [error] = validateCaseFile('x.yaml', readFileSync(`${DIR}/ten-as-10.yaml`, 'utf8'));
    expect(error?.column).toBe('      S: "Q'.length + 1);
  });

  test('returns case-id when the folder name and the id differ', () => {
    const text = readFileSync('content/cases/hbf-played-card/1/case.yaml', 'utf8');
    expect(validateCaseFile('content/cases/hbf-played-card/2/case.yaml', text).map((e) => e.rule)).toEqual(['case-id']);
  });

  test('returns yaml-syntax and never throws on text that is not YAML', () => {
    expect(validateCaseFile('x.yaml', '{[').every((e) => e.rule === 'yaml-syntax')).toBe(true);
    expect(validateCaseFile('x.yaml', '').map((e) => e.rule)).toContain('schema');
    expect(validateCaseFile('x.yaml', '- 1\n- 2\n').map((e) => e.rule)).toContain('schema');
  });

  test('formats an error as file:line: rule: message with its hint', () => {
    const [error] = validateCaseFile('f.yaml', readFileSync(`${DIR}/law-out-of-range.yaml`, 'utf8'));
    expect(error && formatCaseFileError(error)).toBe(
      'f.yaml:9: law-id: law 94 does not exist: the Laws are numbered 1 to 93\n' +
        '  hint: Write canonical law ids: number 1–93, Latin section letter, number, lower-case item in parentheses: 45C4(a), 46B4, 53.',
    );
  });
});
