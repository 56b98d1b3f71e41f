import { readFileSync, rmSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { runCheck } from './run-check.ts';
import { ALLOW, checkConsistency, coverage, formatCoverage } from '../../src/lib/consistency/index.ts';
import { buildCorpus } from '../../src/lib/corpus/corpus.ts';
import { readContentFiles, readManifest } from '../../scripts/content-files.ts';

const load = (root: string) => buildCorpus(readManifest(root), readContentFiles(root));
const fixture = (rule: string) => load(`tests/fixtures/consistency/${rule}`);

describe('checkConsistency on the fixtures', () => {
  // Each fixture has a faithful first segment and a faulty second one (its § line is 11).
  test.each([
    ['refs', 'commentary/c/en.md:11: consistency/refs', '16A2'],
    ['cards', 'cases/k/1/en.md:11: consistency/cards', 'D9'],
    ['contracts', 'cases/k/1/en.md:11: consistency/contracts', '6H'],
    ['numbers', 'commentary/c/en.md:11: consistency/numbers', '10'],
    ['length', 'cases/k/1/en.md:11: consistency/length', 'below 0.6 for el>en'],
    ['script', 'commentary/c/en.md:11: consistency/script', 'Latin'],
  ])('%s: reports exactly that rule at the translated segment’s line', (rule, where, detail) => {
    const { corpus, errors } = fixture(rule);
    expect(errors).toEqual([]);
    const findings = checkConsistency(corpus);
    expect(findings.map((f) => `${f.file}:${f.line}: ${f.rule}`)).toEqual([where]);
    expect(findings[0]?.message).toContain(detail);
  });

  test('an allow-list entry removes its finding, and an unused one is reported as stale', () => {
    const { corpus } = fixture('numbers');
    const entry = { file: 'commentary/c/en.md', segment: '2', rule: 'consistency/numbers' as const, reason: 'test' };
    expect(checkConsistency(corpus, [entry])).toEqual([]);
    const stale = { ...entry, segment: '1' };
    expect(checkConsistency(corpus, [stale]).map((f) => f.rule)).toEqual(['consistency/numbers', 'consistency/stale-exception']);
  });
});

describe('the real content', () => {
  const { corpus } = load('content');
  const findings = checkConsistency(corpus, ALLOW);

  test('has no consistency finding', () => {
    expect(findings.map((f) => `${f.file}:${f.line}: ${f.rule}: ${f.message}`)).toEqual([]);
  });

  test('English covers every segment of every document', () => {
    const en = coverage(corpus, findings).filter((r) => r.lang === 'en');
    expect(en.length).toBe(corpus.documents.size);
    expect(en.filter((r) => r.missing > 0 || r.flagged > 0)).toEqual([]);
  });
});

describe('coverage', () => {
  test('counts a flagged segment and the languages with no file', () => {
    const { corpus } = fixture('cards');
    const rows = coverage(corpus, checkConsistency(corpus));
    expect(rows).toEqual([
      { document: 'cases/k/1', lang: 'en', status: 'translation', segments: 3, translated: 3, missing: 0, flagged: 1 },
      { document: 'cases/k/1', lang: 'ru', status: 'none', segments: 3, translated: 0, missing: 3, flagged: 0 },
      { document: 'cases/k/1', lang: 'pl', status: 'none', segments: 3, translated: 0, missing: 3, flagged: 0 },
      { document: 'cases/k/1', lang: 'el', status: 'original', segments: 3, translated: 3, missing: 0, flagged: 0 },
    ]);
    expect(formatCoverage(rows).split('\n')[1]).toMatch(/^cases\/k\/1\s+en\s+translation\s+3\s+3\s+0\s+1$/);
  });
});

describe('npm run check -- --coverage', () => {
  test('prints the table, writes the JSON, and still fails on a finding', () => {
    const json = '.cache/coverage-test.json';
    rmSync(json, { force: true });
    const { code, stdout: out, stderr: err } = runCheck(['--root', 'tests/fixtures/consistency/cards', '--coverage', '--coverage-json', json]);
    expect(code).toBe(1);
    expect(out).toMatch(/^document\s+lang\s+status\s+segments\s+translated\s+missing\s+flagged$/m);
    expect(out).toMatch(/^cases\/k\/1\s+en\s+translation\s+3\s+3\s+0\s+1$/m);
    expect(err).toContain('tests/fixtures/consistency/cards/cases/k/1/en.md:11: consistency/cards:');
    expect(JSON.parse(readFileSync(json, 'utf8'))[0]).toMatchObject({ document: 'cases/k/1', lang: 'en', flagged: 1 });
  });
});
