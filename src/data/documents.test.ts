// The documents the pages are built from (src/data/documents.ts): the real corpus loads, every
// entry fits its schema, in a stable order; a corpus with bad references is refused with every
// problem at its file:line, as `npm run check` names them.
import { expect, test } from 'vitest';
import { readContentFiles, readManifest } from '../content-io/content-files.ts';
import { buildCorpus } from '../lib/corpus/corpus.ts';
import { documentEntrySchema } from '../schemas/document-entry.ts';
import { loadDocuments } from './documents.ts';

test('every document of the corpus, rendered, each fitting its schema, ordered by id', () => {
  const docs = loadDocuments();
  const { corpus } = buildCorpus(readManifest('content'), readContentFiles('content'));
  expect(docs.map((d) => d.id)).toEqual([...corpus.documents.keys()].sort());
  for (const { id, ...data } of docs) expect(documentEntrySchema.safeParse(data).success, id).toBe(true);
  const law16 = docs.find((d) => d.id === 'laws/2007/16');
  // A segment's HTML has its references linked, language-neutral until a page localizes it.
  expect(law16?.versions.flatMap((v) => v.segments).some((s) => s.html.includes('href="/~/laws/'))).toBe(true);
});

test('a corpus with bad references is refused with every one at its file:line', () => {
  let message = '';
  try {
    loadDocuments('tests/fixtures/refs');
  } catch (e) {
    message = (e as Error).message;
  }
  expect(message).toMatch(/^content has 3 law reference problem\(s\):/);
  expect(message).toContain('tests/fixtures/refs/commentary/pl-bad/pl.md:7: refs/no-context');
  expect(message).toContain('tests/fixtures/refs/commentary/ru-bad/ru.md:7: refs/unknown-law');
  expect(message).toContain('tests/fixtures/refs/commentary/ru-bad/ru.md:10: refs/unknown-law');
});
