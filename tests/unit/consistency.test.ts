import { readFileSync, rmSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { runCheck } from './run-check.ts';
import { ALLOW, alignedPairs, checkConsistency, coverage, formatCoverage, measureRatios, termIndex } from '../../src/lib/consistency/index.ts';
import { buildCorpus } from '../../src/lib/corpus/corpus.ts';
import { parseGlossary } from '../../src/lib/glossary/parse.ts';
import { readContentFiles, readManifest } from '../../src/content-io/content-files.ts';
import { readGlossaryFiles } from '../../src/content-io/glossary-files.ts';

const load = (root: string) => buildCorpus(readManifest(root), readContentFiles(root));
const fixture = (rule: string) => load(`tests/fixtures/consistency/${rule}`);
const glossaryOf = (root: string) => termIndex(parseGlossary(readGlossaryFiles(root)).terms);

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

describe('consistency/terms on its fixture', () => {
  // A Russian original and two translations. pl: 1 carries every term; 2 uses "karta karna"
  // for the penalty card, not the glossary's "karta przygwożdżona"; 3 is faithful and needs no
  // "side" because "лицевой стороной" is a negative context of the term; 4 is faithful.
  // en: 1–3 are faithful; 4 leaves the defender out.
  const root = 'tests/fixtures/consistency/terms';
  const { corpus, errors } = load(root);
  const terms = glossaryOf(root);

  test('reports the wrong term and the missing one, at the translated segment’s line', () => {
    expect(errors).toEqual([]);
    const findings = checkConsistency(corpus, [], terms);
    expect(findings.map((f) => `${f.file}:${f.line}: ${f.rule}`).sort()).toEqual([
      'commentary/c/en.md:17: consistency/terms',
      'commentary/c/pl.md:11: consistency/terms',
    ]);
    const pl = findings.find((f) => f.file === 'commentary/c/pl.md')?.message ?? '';
    expect(pl).toContain('"штрафной картой" (glossary term penalty-card)');
    expect(pl).toContain('"karta przygwożdżona", "kartą przygwożdżoną"');
    expect(findings.find((f) => f.file === 'commentary/c/en.md')?.message).toContain('"Защитник" (glossary term defender)');
  });

  test('passes without the glossary, and an entry naming the term allows only that term', () => {
    expect(checkConsistency(corpus)).toEqual([]);
    const entry = { file: 'commentary/c/en.md', segment: '4', rule: 'consistency/terms' as const, term: 'defender', reason: 'test' };
    expect(checkConsistency(corpus, [entry], terms).map((f) => f.file)).toEqual(['commentary/c/pl.md']);
    const other = { ...entry, term: 'side' };
    expect(checkConsistency(corpus, [other], terms).map((f) => f.rule)).toEqual(['consistency/terms', 'consistency/terms', 'consistency/stale-exception']);
  });
});

describe('aligned pairs', () => {
  test('every translation is paired with every original, in every direction', () => {
    const { corpus } = load('content');
    const pairs = new Set([...alignedPairs(corpus)].map((p) => `${p.original.lang}>${p.translation.lang}`));
    // Laws 6–8 have two originals (the source's Russian and English columns).
    for (const p of ['el>en', 'ru>en', 'pl>en', 'en>pl', 'en>el', 'ru>pl', 'ru>el']) expect(pairs).toContain(p);
    const measured = new Set(measureRatios(corpus).map((r) => r.pair));
    for (const p of pairs) expect(measured).toContain(p);
  });
});

describe('the real content', () => {
  const { corpus } = load('content');
  const findings = checkConsistency(corpus, ALLOW, glossaryOf('content'));

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
