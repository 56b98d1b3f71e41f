import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { buildCorpus } from '../lib/corpus/corpus.ts';
import { linkCorpus } from '../markdown/link-corpus.ts';
import { parseConcordance } from '../schemas/concordance.ts';
import { readContentFiles, readManifest } from './content-files.ts';
import { writeSyntheticCorpus } from './synthetic-corpus.ts';

const tmp = mkdtempSync(join(tmpdir(), 'lexludi-synthetic-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('the synthetic corpus of the scale benchmark', () => {
  test("twice today's documents, every one valid with its law references, content/ untouched", () => {
    const manifestBefore = readFileSync('content/sources/manifest.yaml', 'utf8');
    const today = buildCorpus(readManifest(), readContentFiles()).corpus.documents.size;
    const root = join(tmp, 'content');
    const { documents, added } = writeSyntheticCorpus('content', root, 2);
    expect([documents, added]).toEqual([2 * today, today]);
    const { corpus, errors } = buildCorpus(readManifest(root), readContentFiles(root));
    expect(errors).toEqual([]);
    expect(corpus.documents.size).toBe(2 * today);
    // Copies of a case text keep its diagrams; the copied commentary keeps its listed misreference.
    const copies = [...corpus.documents.keys()].filter((id) => id.startsWith('commentary/syn-'));
    expect(copies).toHaveLength(today);
    expect(readContentFiles(root).some((f) => f.path.startsWith('commentary/syn-') && f.text.includes('```diagram'))).toBe(true);
    const { concordance } = parseConcordance(readFileSync(join(root, 'laws', 'concordance.yaml'), 'utf8'), 'laws/concordance.yaml');
    expect(linkCorpus(corpus, concordance ?? undefined).errors).toEqual([]);
    expect(readFileSync('content/sources/manifest.yaml', 'utf8')).toBe(manifestBefore);
  });
});
