import { describe, expect, test } from 'vitest';
import { runCheck } from './run-check.ts';
import { buildCorpus } from '../../src/lib/corpus/corpus.ts';
import { readContentFiles, readManifest } from '../../src/content-io/content-files.ts';

const root = 'tests/fixtures/alignment';

describe('alignment check', () => {
  test('reports exactly the duplicate, the orphan and the missing segment, each with its line', () => {
    const { errors } = buildCorpus(readManifest(root), readContentFiles(root));
    expect(errors.map((e) => `${e.file}:${e.line}: ${e.rule}`)).toEqual([
      'laws/2007/9/en.md:14: segment/duplicate-id', // the second "9A"
      'laws/2007/9/en.md:17: segment/orphan', // "9X" is not in the original
      'laws/2007/9/en.md:17: segment/missing', // "9B" would come last: reported where the text ends
    ]);
    expect(errors.find((e) => e.rule === 'segment/missing')?.message).toContain('"9B" (laws/2007/9/ru.md:12)');
  });

  test('the check CLI prints every problem as file:line: rule: message and exits 1', () => {
    const { code, stderr: out } = runCheck(['--root', root]);
    expect(code).toBe(1);
    expect(out).toContain('tests/fixtures/alignment/laws/2007/9/en.md:14: segment/duplicate-id:');
    expect(out).toContain('tests/fixtures/alignment/sources/000_aaaa.txt:1: source/missing:');
  });

  test('the real content has no problem', () => {
    const { errors } = buildCorpus(readManifest(), readContentFiles());
    expect(errors.map((e) => `${e.file}:${e.line}: ${e.rule}: ${e.message}`)).toEqual([]);
  });
});
