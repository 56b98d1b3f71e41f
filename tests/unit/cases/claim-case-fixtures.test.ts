// Each bad-input fixture in tests/fixtures/claim-cases produces exactly its rule at its line.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { commentarySegments } from '../../../src/data/claim-cases.ts';
import { CLAIM_CASE_HINTS, validateClaimCaseFile } from '../../../src/lib/claims/case-file.ts';

const DIR = 'tests/fixtures/claim-cases';
const segments = commentarySegments('content');
const file = (name: string) => `${DIR}/${name}/case.yaml`;
const errorsOf = (name: string, text = readFileSync(file(name), 'utf8')) => validateClaimCaseFile(file(name), text, segments);

const FIXTURES: [name: string, rule: string, line: number][] = [
  ['bad-hand', 'bad-hand', 13], // N: "A.AK." has three suits
  ['card-not-held', 'card-not-held', 27], // cash HQ: West holds it
  ['case-id', 'case-id', 3], // id is not the folder name
  ['claim-size', 'claim-size', 32], // 2 + 2 awarded of 3 tricks left
  ['claimer', 'claimer', 23], // claim by dummy
  ['duplicate-card', 'duplicate-card', 16], // ♥A in North and West
  ['end-position', 'end-position', 15], // South holds 4 cards, the others 3
  ['law-read-as-number', 'law-id', 10], // 70E1 unquoted: YAML reads 700
  ['original', 'original', 7], // original pl, but only the Russian commentary is cited
  ['reference', 'reference', 9], // commentary/ru-67-74#99.9 does not exist
  ['result', 'result', 33], // 4S= with 9 tricks to declarer
  ['trick-count', 'trick-count', 21], // 7 + 4 won and 3 cards a hand
  ['trick-in-progress', 'trick-in-progress', 12], // no trick in progress and no onLead
  ['unknown-step', 'schema', 27], // do: squeeze
  ['yaml-syntax', 'yaml-syntax', 29], // flow map closed with ]
];

describe('validateClaimCaseFile on bad-input fixtures', () => {
  test('covers every fixture folder', () => {
    expect(readdirSync(DIR).sort()).toEqual([...FIXTURES.map(([n]) => n), 'valid'].sort());
  });

  test('returns no error for the valid fixture the others are made from', () => {
    expect(errorsOf('valid')).toEqual([]);
  });

  test.each(FIXTURES)('returns exactly one %s error: %s at line %i', (name, rule, line) => {
    const errors = errorsOf(name);
    expect(errors.map((e) => [e.rule, e.line])).toEqual([[rule, line]]);
    expect(errors[0]?.file).toBe(file(name));
    expect(errors[0]?.hint).toBe(CLAIM_CASE_HINTS[rule]);
    expect(errors[0]?.message.length).toBeGreaterThan(10);
  });
});

describe('validateClaimCaseFile', () => {
  test('returns every problem of a file, sorted by line, not just the first', () => {
    const text = readFileSync(file('valid'), 'utf8')
      .replace('  - commentary/ru-67-74#70.5', '  - commentary/ru-67-74#99.9')
      .replace('cards: [HA, HK]', 'cards: [HA, HQ]')
      .replace('  result: 4S-1', '  result: 4S=');
    expect(errorsOf('valid', text).map((e) => [e.rule, e.line])).toEqual([
      ['reference', 9],
      ['card-not-held', 27],
      ['result', 33],
    ]);
  });

  test('returns every schema problem of a file at its own line', () => {
    const text = readFileSync(file('valid'), 'utf8').replace('kind: claim', 'kind: case').replace('  manner: statement', '  manner: shouted');
    expect(errorsOf('valid', text).map((e) => [e.rule, e.line])).toEqual([
      ['schema', 4],
      ['schema', 25],
    ]);
  });

  test("checks a variant's claim and ruling like the case's own", () => {
    const text = `${readFileSync(file('valid'), 'utf8')}variants:\n  - id: v\n    claim: { tricks: 4 }\n    ruling: { outcome: stands, awarded: { declarer: 3, defenders: 1 }, laws: ["70C1"], note: too many. }\n`;
    expect(errorsOf('valid', text).map((e) => [e.rule, e.line])).toEqual([
      ['claim-size', 38],
      ['claim-size', 39],
    ]);
  });
});
