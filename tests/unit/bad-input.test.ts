// The bad-input catalogue (tests/fixtures/bad-input): every fixture produces exactly its rule
// id at its line, and the content check collects all content fixtures in one run.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { runCheck } from './run-check.ts';
import { parse as parseYaml } from 'yaml';
import { buildCorpus } from '../../src/lib/corpus/corpus.ts';
import { isLang } from '../../src/lib/corpus/languages.ts';
import { resolveText } from '../../src/lib/refs/index.ts';
import { readState } from '../../src/lib/ruling-view/edit.ts';
import { scenarioInput } from '../../src/lib/rulings/from-case.ts';
import { validateCaseFile } from '../../src/lib/cases/validate-case-file.ts';
import { loadCase } from '../../src/content-io/case-files.ts';
import { readContentFiles, readManifest } from '../../src/content-io/content-files.ts';

const DIR = 'tests/fixtures/bad-input';
interface Entry {
  file: string;
  rule: string;
  line: number;
}
const manifest = parseYaml(readFileSync(join(DIR, 'manifest.yaml'), 'utf8')) as Record<'content' | 'deals' | 'refs' | 'calculator', Entry[]>;

type Finding = [rule: string, line: number];
const case5 = () => {
  const data = loadCase('hbf-played-card', '5');
  return scenarioInput(data, data.scenarios[0]!);
};

/** A checker per fixture kind: the findings of one file, as [rule, line]. */
const CHECKERS: Record<'deals' | 'refs' | 'calculator', ((path: string, text: string) => Finding[]) | null> = {
  deals: (path, text) => validateCaseFile(path, text).map((e) => [e.rule, e.line]),
  refs: (path, text) => {
    const lang = path.split('.').at(-2) ?? '';
    if (!isLang(lang)) throw new Error(`${path}: name the language as <name>.<lang>.txt`);
    return resolveText(text, { lang }).flatMap((r) => r.errors.map((e): Finding => [e.code, r.line]));
  },
  // The ruling calculator's URL-hash parser, against case 5's recorded facts.
  calculator: (_path, text) => {
    const i = case5();
    const base = (s: unknown, b: unknown) => (s === 'main' && (b === 'director' || b === 'appeal') ? i.events : undefined);
    return text.split('\n').flatMap((h, n): Finding[] => (h && readState(h, base) === 'invalid' ? [['calculator/invalid-hash', n + 1]] : []));
  },
};

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? filesUnder(join(dir, n)) : [join(dir, n)]));

describe('the bad-input catalogue', () => {
  test('lists every fixture file, and every listed file exists', () => {
    const onDisk = filesUnder(DIR)
      .map((f) => relative(DIR, f))
      // The law titles are a valid copy: the check requires them wherever there are laws.
      .filter((f) => !f.endsWith('README.md') && f !== 'manifest.yaml' && !f.startsWith('content/sources/') && f !== 'content/laws/titles.yaml')
      // The originals beside the misaligned translations, and the first of the duplicate entries.
      .filter((f) => !/^content\/laws\/2007\/(9|10|11|07)\/ru\.md$/.test(f));
    const listed = [...manifest.content, ...manifest.deals, ...manifest.refs, ...manifest.calculator].map((e) => e.file);
    expect(onDisk.sort()).toEqual([...listed].sort());
  });

  test('every kind in the manifest has a checker', () => {
    for (const kind of ['deals', 'refs', 'calculator'] as const) {
      if (manifest[kind].length) expect(CHECKERS[kind], `no checker registered for ${kind} fixtures`).not.toBeNull();
    }
  });

  test('one content check run reports every content fixture, each exactly once, at its line', () => {
    const root = join(DIR, 'content');
    const { errors } = buildCorpus(readManifest(root), readContentFiles(root));
    const got = errors.map((e) => `content/${e.file}:${e.line}: ${e.rule}`).sort();
    expect(got).toEqual(manifest.content.map((e) => `${e.file}:${e.line}: ${e.rule}`).sort());
  });

  test('the check CLI prints all of them as file:line: rule: message and exits 1', () => {
    const { code, stderr: out } = runCheck(['--root', join(DIR, 'content')]);
    expect(code).toBe(1);
    for (const e of manifest.content) expect(out).toContain(`${join(DIR, e.file)}:${e.line}: ${e.rule}: `);
    expect(out.trim().split('\n')).toHaveLength(manifest.content.length);
  });

  test.each(manifest.deals.map((e) => [e.file, e.rule, e.line] as const))('%s gives exactly %s at line %i', (file, rule, line) => {
    const path = join(DIR, file);
    expect(CHECKERS.deals!(path, readFileSync(path, 'utf8'))).toEqual([[rule, line]]);
  });

  test.each(manifest.refs.map((e) => [e.file, e.rule, e.line] as const))('%s gives exactly %s at line %i', (file, rule, line) => {
    const path = join(DIR, file);
    expect(CHECKERS.refs!(path, readFileSync(path, 'utf8'))).toEqual([[rule, line]]);
  });

  test.each(manifest.calculator.map((e) => [e.file, e.rule, e.line] as const))('%s gives exactly %s at line %i', (file, rule, line) => {
    const path = join(DIR, file);
    expect(CHECKERS.calculator?.(path, readFileSync(path, 'utf8'))).toEqual([[rule, line]]);
  });
});
