// Fidelity of the curated content to the five sources: every sentence kept, in order,
// except what a listed repair rule removed. Runs on content/ as it is, hand edits included.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { buildCorpus, sourceOf } from '../../src/lib/corpus/corpus.ts';
import { checkFidelity } from '../../src/lib/corpus/fidelity.ts';
import { importAll } from '../../src/lib/import/index.ts';
import { segmentText } from '../../src/markdown/render.ts';
import { readContentFiles, readManifest } from '../../src/content-io/content-files.ts';

const { corpus } = buildCorpus(readManifest(), readContentFiles());
const seed = (f: string) => readFileSync(`content/sources/${f}`, 'utf8');
const repairs = importAll(Object.fromEntries(corpus.sources.map((s) => [s.file, seed(s.file)]))).repairs;

describe('fidelity of content to its sources', () => {
  test.each(corpus.sources.map((s) => [s.file, s] as const))('%s: every sentence is in the content, in order', (_file, s) => {
    const texts: string[] = [];
    for (const d of corpus.documents.values()) {
      if (sourceOf(d)?.file !== s.file) continue;
      for (const v of d.versions.values()) {
        if (v.frontmatter.source !== s.file) continue;
        texts.push(v.segments.map((seg) => segmentText(seg.body)).join('\n'));
      }
    }
    expect(texts.length).toBeGreaterThan(0);
    const problems = checkFidelity(seed(s.file), s.file, repairs, texts).map((p) => `${p.source}:${p.line}: ${p.kind}: ${p.sentence.slice(0, 80)}`);
    expect(problems).toEqual([]);
  });
});

describe('checkFidelity', () => {
  test('reports a dropped sentence and a swapped one with their source lines', () => {
    const src = 'One. Two.\nThree. Four.';
    expect(checkFidelity(src, 's', [], ['One. Three. Two.']).map((p) => [p.line, p.kind, p.sentence])).toEqual([
      [2, 'order', 'Three.'], // Two. was found after Three., so Three. is the one out of place
      [2, 'missing', 'Four.'],
    ]);
  });
  test('accepts text split across files when each file keeps source order', () => {
    expect(checkFidelity('A1. B1. A2. B2.', 's', [], ['A1. A2.', 'B1. B2.'])).toEqual([]);
  });
  test('ignores exactly what the repair log removed', () => {
    const src = 'Text here. ..page4\nmore';
    expect(checkFidelity(src, 's', [{ source: 's', line: 1, rule: 'pdf-page-marker', text: '..page4' }], ['Text here. more'])).toEqual([]);
    expect(checkFidelity(src, 's', [], ['Text here. more'])[0]?.kind).toBe('missing');
  });
});
